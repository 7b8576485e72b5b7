import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { isMailAddress } from '#server/integrations/mail/outbox.ts';

export const SUBSCRIBED_MESSAGE = "You've been successfully subscribed to our newsletter.";
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from our newsletter. You will not receive any more newsletters from us.';

const byAddress = (address: string) => eq(sql`lower(${newsletterSubscribers.email})`, address);

/**
 * Subscribes an address (kept lower-cased; the unique index on lower(email) keeps one row per
 * address, also when two requests race). An address that had unsubscribed is subscribed again; an
 * active one is left as it is. The caller cannot tell which happened, so the list cannot be probed.
 */
export async function subscribe(db: Db, email: string, now: Date): Promise<void> {
  const address = email.trim().toLowerCase();
  // The form's x@y.z shape lets through what no mail server takes ('a,b@c.d'); it could never be sent to.
  if (!isMailAddress(address)) throw badRequest('Please enter a valid email address');
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: address, subscribed: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return;
  await db
    .update(newsletterSubscribers)
    .set({ subscribed: true, updatedAt: now })
    .where(and(byAddress(address), eq(newsletterSubscribers.subscribed, false)));
}

/** Takes an address off the list; one that is not on it (or no longer) is no error. */
export async function unsubscribe(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ subscribed: false, updatedAt: now })
    .where(and(byAddress(email.trim().toLowerCase()), eq(newsletterSubscribers.subscribed, true)));
}
