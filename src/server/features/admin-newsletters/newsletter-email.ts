// The newsletter as each subscriber receives it: plain text and HTML, an unsubscribe link of their
// own in both, and the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058) that mailbox
// providers ask of bulk senders.
import { escapeHtml, htmlMail, siteLink } from '#server/features/orders/confirmation-email.ts';
import type { MailMessage } from '#server/integrations/mail/outbox.ts';

export const NEWSLETTER_KIND = 'newsletter';

export interface NewsletterRecipient {
  id: number;
  email: string;
  /** the HMAC token of the address (src/server/features/newsletter/unsubscribe-token.ts) */
  token: string;
}

export interface NewsletterMailOptions {
  publicUrl: string;
  /** a mailbox whose unsubscribe requests someone acts on; without it the header offers the URL only */
  unsubscribeEmail?: string;
}

/** Blank lines part paragraphs; a single line break stays one. */
const paragraphs = (content: string) =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="line-height:1.6;margin:0 0 16px">${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

export function newsletterMail(
  newsletter: { id: number; title: string; content: string },
  to: NewsletterRecipient,
  options: NewsletterMailOptions,
): MailMessage {
  const query = new URLSearchParams({ email: to.email, token: to.token }).toString();
  const pageUrl = siteLink(options.publicUrl, `/newsletter/unsubscribe?${query}`);
  const oneClickUrl = siteLink(options.publicUrl, `/api/newsletter/unsubscribe-one-click?${query}`);
  const mailto = options.unsubscribeEmail ? `, <mailto:${options.unsubscribeEmail}?subject=${encodeURIComponent(`Unsubscribe ${to.email}`)}>` : '';
  const why = `You are receiving this email because ${to.email} subscribed to the Heartland Market newsletter.`;
  return {
    kind: NEWSLETTER_KIND,
    to: to.email,
    // A subject is one line: a title pasted with a line break is joined.
    subject: newsletter.title.replace(/\s*[\r\n]+\s*/g, ' '),
    text: `${newsletter.title}\n\n${newsletter.content}\n\n--\n${why}\nUnsubscribe: ${pageUrl}\n`,
    html: htmlMail(
      newsletter.title,
      `${paragraphs(newsletter.content)}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="color:#6b7280;font-size:12px;line-height:1.5">${escapeHtml(why)} <a href="${escapeHtml(pageUrl)}" style="color:#374151">Unsubscribe</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>${mailto}`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    dedupeKey: `newsletter:${newsletter.id}:subscriber:${to.id}`,
  };
}
