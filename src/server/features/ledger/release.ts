// Pending -> available (issue 27 item 2; docs/decisions/0056-a-double-entry-ledger.md): a seller's share
// of an order becomes theirs to be paid once the order is delivered (or completed), the hold has
// passed since delivery, and no return of their lines in that order is open (pending or approved).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { post } from './post.ts';
import { releaseKey } from './postings.ts';
import { releaseLines } from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An order whose seller's share may be released: delivered long enough ago, no open return of the seller's lines. */
const releasable = (holdDays: number, now: Date) => sql`
  o.status IN ('delivered', 'completed')
  AND o.delivered_at IS NOT NULL
  AND o.delivered_at <= ${new Date(now.getTime() - holdDays * DAY_MS).toISOString()}::timestamptz
  AND NOT EXISTS (
    SELECT 1 FROM return_requests r JOIN order_items i ON i.id = r.order_item_id
    WHERE r.order_id = o.id AND r.status IN ('pending', 'approved') AND i.seller_id = e.seller_id)`;

interface Candidate {
  order_id: number;
  seller_id: number;
}

/**
 * Releases up to `batchSize` (order, seller) shares that are due at `now`, each in its own
 * transaction with the order's row locked (a return refund of the order locks it too) and the
 * conditions checked again under the lock. The amount is what the seller's pending balance holds for
 * that order: the order's payment less refunds already taken from it. Posted once per key
 * (`release:{orderId}:{sellerId}`), so a second instance or a retry releases nothing twice; a share
 * already refunded in full posts a transaction without entries, so it is not looked at again.
 * Answers how many shares were released.
 */
export async function releaseEarnings(db: Db, now: Date, holdDays: number, batchSize = 200): Promise<number> {
  const due = await db.execute(sql`
    SELECT DISTINCT t.order_id, e.seller_id
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'seller_pending'
    JOIN orders o ON o.id = t.order_id
    WHERE t.kind = 'order_paid' AND ${releasable(holdDays, now)}
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions d WHERE d.key = 'release:' || t.order_id || ':' || e.seller_id)
    ORDER BY t.order_id, e.seller_id
    LIMIT ${batchSize}`);
  let released = 0;
  for (const { order_id: orderId, seller_id: sellerId } of rowsOf<Candidate>(due)) {
    const done = await db.transaction(async (tx) => {
      // Under the order's lock, the conditions again: a return opened or the order changed since the scan, and it waits.
      const still = await tx.execute(sql`
        SELECT o.id FROM orders o, (SELECT ${sellerId}::int AS seller_id) e
        WHERE o.id = ${orderId} AND ${releasable(holdDays, now)}
        FOR UPDATE OF o`);
      if (rowsOf(still).length === 0) return false;
      const [held] = rowsOf<{ pending: string }>(
        await tx.execute(sql`
          SELECT coalesce(sum(e.amount_cents), 0)::text AS pending
          FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          WHERE t.order_id = ${orderId} AND e.account = 'seller_pending' AND e.seller_id = ${sellerId}`),
      );
      const id = await post(
        tx,
        { kind: 'release', key: releaseKey(orderId, sellerId), description: `Order #${orderId} released after delivery`, orderId },
        releaseLines(sellerId, Number(held?.pending ?? 0)),
      );
      return id !== null;
    });
    if (done) released += 1;
  }
  return released;
}

/** The rows of a raw query (node-postgres and PGlite both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
