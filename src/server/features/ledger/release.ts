// Pending -> available (issue 27 item 2; docs/decisions/0056-a-double-entry-ledger.md): a seller's share
// of an order becomes theirs to be paid once the order is delivered (or completed), the hold has
// passed since delivery, and no return of their lines in that order is open (pending or approved).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { post } from './post.ts';
import { releaseKey } from './postings.ts';
import { releaseLines } from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order that can be due: delivered before the hold's cut-off and not yet released for every
 * seller (`earnings_released_at`), which is the partial index `orders_release_due_idx` (migration
 * 0034): a run reads the orders delivered since the last runs and those a return holds, not every
 * order ever delivered.
 */
const canBeDue = (cutoff: string) => sql`
  o.delivered_at IS NOT NULL AND o.earnings_released_at IS NULL AND o.delivered_at <= ${cutoff}::timestamptz`;

/** A return of the seller's lines in the order is open (pending or approved): their share waits. */
const heldByReturn = (orderId: SQL, sellerId: SQL) => sql`EXISTS (
  SELECT 1 FROM order_items i JOIN return_requests r ON r.order_item_id = i.id
  WHERE i.order_id = ${orderId} AND i.seller_id = ${sellerId} AND r.order_id = ${orderId} AND r.status IN ('pending', 'approved'))`;

interface Share {
  order_id: number;
  status: string;
  /** null: no seller's share of the order is left to release */
  seller_id: number | null;
  held: boolean | null;
}

/**
 * Releases up to `batchSize` (order, seller) shares that are due at `now`, each in its own
 * transaction with the order's row locked (a return refund of the order locks it too) and the
 * conditions checked again under the lock. The amount is what the seller's pending balance holds for
 * that order: the order's payment less refunds already taken from it. Posted once per key
 * (`release:{orderId}:{sellerId}`), so a second instance or a retry releases nothing twice; a share
 * already refunded in full posts a transaction without entries, so it is not looked at again.
 * An order due with no share left to release (all released by an earlier run, or never in the
 * books) is marked `earnings_released_at` and leaves the scan: no share of an order becomes pending
 * after its payment, and a refund after the release takes from available. Answers how many shares
 * were released.
 */
export async function releaseEarnings(db: Db, now: Date, holdDays: number, batchSize = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - holdDays * DAY_MS).toISOString();
  // The orders first, on their own (materialized), so the planner reads them from the partial index
  // whatever it guesses of the rest; then each order's shares not released yet, through the indexes
  // on the order's transactions and on the keys.
  const shares = await queryRows<Share>(
    db,
    sql`
      WITH due AS MATERIALIZED (SELECT o.id, o.status FROM orders o WHERE ${canBeDue(cutoff)})
      SELECT due.id AS order_id, due.status, s.seller_id, s.held
      FROM due LEFT JOIN LATERAL (
        SELECT e.seller_id, ${heldByReturn(sql`due.id`, sql`e.seller_id`)} AS held
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'seller_pending'
        WHERE t.order_id = due.id AND t.kind = 'order_paid'
          AND NOT EXISTS (SELECT 1 FROM ledger_transactions d WHERE d.key = 'release:' || due.id || ':' || e.seller_id)
      ) s ON true
      ORDER BY due.id, s.seller_id`,
  );
  // A bounded statement: what is left is marked next run.
  const done = [...new Set(shares.filter((s) => s.seller_id === null).map((s) => s.order_id))].slice(0, batchSize * 25);
  if (done.length > 0) {
    await db.execute(sql`
      UPDATE orders o SET earnings_released_at = ${now.toISOString()}::timestamptz
      WHERE o.id IN ${done} AND ${canBeDue(cutoff)}
        AND NOT EXISTS (
          SELECT 1 FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'seller_pending'
          WHERE t.order_id = o.id AND t.kind = 'order_paid'
            AND NOT EXISTS (SELECT 1 FROM ledger_transactions d WHERE d.key = 'release:' || o.id || ':' || e.seller_id))`);
  }
  const due = shares
    .flatMap((s) =>
      s.seller_id === null || s.held || (s.status !== 'delivered' && s.status !== 'completed') ? [] : [{ orderId: s.order_id, sellerId: s.seller_id }],
    )
    .slice(0, batchSize);
  let released = 0;
  for (const { orderId, sellerId } of due) {
    const posted = await db.transaction(async (tx) => {
      // Under the order's lock, the conditions again: a return opened or the order changed since the scan, and it waits.
      const still = await queryRows(
        tx,
        sql`
        SELECT o.id FROM orders o
        WHERE o.id = ${orderId} AND ${canBeDue(cutoff)} AND o.status IN ('delivered', 'completed')
          AND NOT ${heldByReturn(sql`o.id`, sql`${sellerId}::int`)}
        FOR UPDATE OF o`,
      );
      if (still.length === 0) return false;
      const [held] = await queryRows<{ pending: string }>(
        tx,
        sql`
          SELECT coalesce(sum(e.amount_cents), 0)::text AS pending
          FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          WHERE t.order_id = ${orderId} AND e.account = 'seller_pending' AND e.seller_id = ${sellerId}`,
      );
      const id = await post(
        tx,
        { kind: 'release', key: releaseKey(orderId, sellerId), description: `Order #${orderId} released after delivery`, orderId, at: now },
        releaseLines(sellerId, Number(held?.pending ?? 0)),
      );
      return id !== null;
    });
    if (posted) released += 1;
  }
  return released;
}
