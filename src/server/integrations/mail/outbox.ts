// The mail outbox (docs/architecture.md §4): every message is a row written in the same transaction as
// the change it reports, so an order and its confirmation commit or roll back together. The
// dispatcher (dispatcher.ts) sends pending rows when SMTP_URL is set; without it they stay here for
// the administrator to read (GET /api/admin/outbox).
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { OutboxMessageDetailDto, OutboxMessageDto } from '#shared/outbox.ts';
import { badRequest, notFound } from '#server/errors.ts';

export interface MailMessage {
  /** what the message is about: 'order_confirmation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers of this message (List-Unsubscribe, ...) */
  headers?: Record<string, string>;
  /** what this message is one of ('newsletter:5:subscriber:12'): a second with the same key is not queued */
  dedupeKey?: string;
}

/** A drizzle transaction, as `db.transaction(async (tx) => ...)` hands it to its callback. */
export type DbOrTx = Db | Tx;

/**
 * One address, nothing else: no whitespace (CR/LF would inject headers), no list separators or
 * angle brackets (a second recipient smuggled into the To header), exactly one @.
 */
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;
const MAX_ADDRESS_LENGTH = 254;

export function isMailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && SINGLE_ADDRESS.test(value);
}

/** The row of a message, or why it cannot be one: an unusable recipient is a 400 (it came from a form), the rest our own bugs. */
function outboxRow(message: MailMessage): typeof mailOutbox.$inferInsert {
  const to = message.to.trim();
  if (!isMailAddress(to)) throw badRequest('The email address is not valid.');
  if (/[\r\n]/.test(message.subject)) throw new Error('A mail subject must be a single line');
  if (!message.kind) throw new Error('A mail message needs a kind');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value)) throw new Error(`Mail header ${JSON.stringify(name)} must be a name and a single line`);
  }
  return {
    kind: message.kind,
    toAddress: to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    headers: message.headers ?? null,
    dedupeKey: message.dedupeKey ?? null,
  };
}

/**
 * Writes a pending message and returns its id. Pass the transaction of the change the message
 * reports, so that a rollback takes the message with it.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(message)).returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox insert returned no row');
  return row.id;
}

/**
 * Writes pending messages in one statement, skipping any whose dedupe key is queued already, and
 * answers how many were written.
 */
export async function enqueueMails(db: DbOrTx, messages: MailMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(mailOutbox)
    .values(messages.map(outboxRow))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const toDto = (row: OutboxRow): OutboxMessageDto => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** One page of the outbox, newest first, and the number of all messages. */
export async function listOutbox(db: Db, page: { limit: number; offset: number }): Promise<{ items: OutboxMessageDto[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return { items: rows.map(toDto), total: totals?.total ?? 0 };
}

export async function getOutboxMessage(db: Db, id: number): Promise<OutboxMessageDetailDto> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) throw notFound('Message not found');
  return { ...toDto(row), text: row.textBody, html: row.htmlBody };
}
