import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';

export const SUBSCRIBED_MESSAGE = "You've been successfully subscribed to our newsletter.";

/** The token of the unsubscribe link: 32 random bytes, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already-subscribed';

/**
 * Subscribes an address (kept lower-cased; the unique index on lower(email) keeps one row per
 * address, also when two requests race). A previously unsubscribed address is subscribed again with
 * a fresh unsubscribe token; an active one is left as it is.
 */
export async function subscribe(db: Db, email: string, now: Date): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: address, subscribed: true, unsubscribeToken: newToken(), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return 'subscribed';
  const revived = await db
    .update(newsletterSubscribers)
    .set({ subscribed: true, unsubscribeToken: newToken(), updatedAt: now })
    .where(and(eq(sql`lower(${newsletterSubscribers.email})`, address), eq(newsletterSubscribers.subscribed, false)))
    .returning({ id: newsletterSubscribers.id });
  return revived.length > 0 ? 'resubscribed' : 'already-subscribed';
}
