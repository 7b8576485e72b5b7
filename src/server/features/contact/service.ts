import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import { enqueueMail, type MailMessage } from '#server/integrations/mail/outbox.ts';
import { formatDate } from '#shared/dates.ts';
import { INQUIRY_LABELS, type ContactMessage } from '#shared/schemas/contact.ts';
import { SITE_BUSINESS } from '#shared/site.ts';

export const CONTACT_MAIL_KIND = 'contact_message';

export interface Sender {
  userId: number;
  username: string;
}

/**
 * The message as support reads it: plain text only, so nothing the visitor typed can become markup.
 * Replying answers the sender (Reply-To: the bare address, which the schema has checked is one).
 */
export function supportEmail(id: number, message: ContactMessage, sender: Sender | null, at: Date): MailMessage {
  const text = [
    `Contact message #${id}, received ${formatDate(at, 'dateTime')}`,
    '',
    `From: ${message.name} <${message.email}>`,
    `Account: ${sender ? `${sender.username} (user #${sender.userId})` : 'not signed in'}`,
    `About: ${INQUIRY_LABELS[message.inquiryType]}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
  ].join('\n');
  return {
    kind: CONTACT_MAIL_KIND,
    to: SITE_BUSINESS.supportEmail,
    subject: `[${INQUIRY_LABELS[message.inquiryType]}] ${message.subject}`,
    text,
    headers: { 'Reply-To': message.email },
  };
}

/**
 * Keeps the message and queues it to support in one transaction: both or neither. No copy goes to
 * the sender: the address is unverified, and a copy would let anyone make us mail a stranger.
 */
export async function sendContactMessage(db: Db, message: ContactMessage, sender: Sender | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: sender?.userId ?? null, createdAt: now })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('The contact message insert returned no row');
    await enqueueMail(tx, supportEmail(row.id, message, sender, now));
  });
}
