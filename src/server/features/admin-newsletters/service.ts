import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newsletters, newsletterSubscribers } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { enqueueMails, isMailAddress } from '#server/integrations/mail/outbox.ts';
import type { UnsubscribeTokens } from '#server/features/newsletter/unsubscribe-token.ts';
import type { NewsletterDto, NewsletterInput, NewsletterSentDto, SubscriberDto } from '#shared/schemas/newsletter.ts';
import { newsletterMail, type NewsletterMailOptions } from './newsletter-email.ts';

export const NEWSLETTER_NOT_FOUND = 'Newsletter not found';
export const ALREADY_SENT = 'This newsletter has already been sent. A sent newsletter cannot be changed, deleted or sent again.';
export const NO_SUBSCRIBERS = 'There are no active subscribers to send this newsletter to.';

/** Rows written per INSERT while queueing: a large list stays within the drivers' parameter limits. */
const QUEUE_CHUNK = 500;

type NewsletterRow = typeof newsletters.$inferSelect;

const toDto = (row: NewsletterRow): NewsletterDto => ({
  id: row.id,
  title: row.title,
  content: row.content,
  status: row.status,
  recipientCount: row.recipientCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** 404 for no such newsletter, 409 for a sent one: called when a change to a draft matched no row. */
async function refuse(db: Db, id: number): Promise<never> {
  const [row] = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, id));
  throw row ? conflict(ALREADY_SENT) : notFound(NEWSLETTER_NOT_FOUND);
}

const isDraft = (id: number) => and(eq(newsletters.id, id), eq(newsletters.status, 'draft'));

export async function listNewsletters(db: Db): Promise<NewsletterDto[]> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id));
  return rows.map(toDto);
}

export async function createNewsletter(db: Db, input: NewsletterInput, now: Date): Promise<NewsletterDto> {
  const [row] = await db.insert(newsletters).values({ title: input.title, content: input.content, createdAt: now, updatedAt: now }).returning();
  return toDto(row!);
}

/** A draft only: a sent newsletter is final (docs/product.md B4). */
export async function updateNewsletter(db: Db, id: number, input: NewsletterInput, now: Date): Promise<NewsletterDto> {
  const [row] = await db.update(newsletters).set({ title: input.title, content: input.content, updatedAt: now }).where(isDraft(id)).returning();
  return row ? toDto(row) : refuse(db, id);
}

export async function deleteNewsletter(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(newsletters).where(isDraft(id)).returning({ id: newsletters.id });
  if (deleted.length === 0) await refuse(db, id);
}

export interface SendDeps {
  tokens: UnsubscribeTokens;
  mail: NewsletterMailOptions;
}

/**
 * Queues one email per active subscriber in the outbox and marks the newsletter sent, all in one
 * transaction: the newsletter's row lock makes a second, concurrent send wait and then find it sent,
 * and each message's dedupe key keeps any repeat from queueing a second copy.
 */
export async function sendNewsletter(db: Db, id: number, deps: SendDeps, now: Date): Promise<NewsletterSentDto> {
  return db.transaction(async (tx) => {
    const [newsletter] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
    if (!newsletter) throw notFound(NEWSLETTER_NOT_FOUND);
    if (newsletter.status === 'sent') throw conflict(ALREADY_SENT);
    const subscribers = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.subscribed, true))
      .orderBy(asc(newsletterSubscribers.id));
    // Addresses stored before the signup refused what no mail server takes are left out, not fatal.
    const recipients = subscribers.filter((s) => isMailAddress(s.email));
    if (recipients.length === 0) throw conflict(NO_SUBSCRIBERS);
    for (let i = 0; i < recipients.length; i += QUEUE_CHUNK) {
      const chunk = recipients.slice(i, i + QUEUE_CHUNK);
      await enqueueMails(
        tx,
        chunk.map((s) => newsletterMail(newsletter, { ...s, token: deps.tokens.sign(s.email) }, deps.mail)),
      );
    }
    const [sent] = await tx
      .update(newsletters)
      .set({ status: 'sent', sentAt: now, updatedAt: now, recipientCount: recipients.length })
      .where(eq(newsletters.id, id))
      .returning();
    const n = recipients.length;
    return { message: `The newsletter is on its way to ${n} ${n === 1 ? 'subscriber' : 'subscribers'}.`, newsletter: toDto(sent!) };
  });
}

/** One page of the subscribers, newest first, with the number of all and of the active ones. */
export async function listSubscribers(db: Db, page: { limit: number; offset: number }): Promise<{ items: SubscriberDto[]; total: number; active: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        subscribed: newsletterSubscribers.subscribed,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${newsletterSubscribers.subscribed})::int` }).from(newsletterSubscribers),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: totals?.total ?? 0, active: totals?.active ?? 0 };
}
