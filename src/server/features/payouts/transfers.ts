// What each payout is made of, and what a refund after a transfer takes back (issue 27,
// docs/decisions/0058-stripe-connect.md). A payout pays the seller's available balance; it is split
// into parts, one per order whose released share it pays (oldest order first), so Stripe Connect can
// send a Transfer per seller per order tied to the sale's charge. An order's part is at most what the
// seller's available balance received for it (its release, less refunds and postage taken after)
// minus what earlier payouts already sent for it. A refund after the transfer leaves the order sent
// more than it earned: that difference is reversed from the seller's connected account.
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { ledgerEntries, ledgerTransactions, orders, payoutTransfers, payouts } from '#server/db/schema.ts';
import { post } from '#server/features/ledger/post.ts';
import type { ConnectPayoutProvider, PayoutPart } from '#server/integrations/payouts/provider.ts';

export interface PartPlan {
  orderId: number | null;
  amountCents: number;
}

/**
 * Splits `amountCents` over the orders' open shares, oldest order first (`open` in order id order),
 * taking each share whole until the last, which takes what is left; money not tied to any order
 * (an adjustment, a payout before parts existed) is one part without an order. Parts sum to the amount.
 */
export function planParts(amountCents: number, open: readonly { orderId: number; cents: number }[]): PartPlan[] {
  const parts: PartPlan[] = [];
  let left = amountCents;
  for (const share of open) {
    if (left <= 0) break;
    if (share.cents <= 0) continue;
    const take = Math.min(left, share.cents);
    parts.push({ orderId: share.orderId, amountCents: take });
    left -= take;
  }
  if (left > 0) parts.push({ orderId: null, amountCents: left });
  return parts;
}

export const partKey = (payoutKey: string, orderId: number | null) => (orderId === null ? `${payoutKey}:balance` : `${payoutKey}:order:${orderId}`);

/** A transfer whose payout's money came back to the marketplace (decision 0057) no longer counts as sent. */
const stillSent = sql`NOT EXISTS (SELECT 1 FROM ledger_transactions f WHERE f.key = 'payout_failed:' || ${payoutTransfers.payoutId})`;

/** What the seller's available balance received per order: released, less refunds and postage (reversals excluded: they count against what was sent). */
const earnedByOrder = (db: Db | Tx, sellerId: number) =>
  db
    .select({ orderId: ledgerTransactions.orderId, cents: sql<string>`sum(${ledgerEntries.amountCents})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.sellerId, sellerId),
        eq(ledgerEntries.account, 'seller_available'),
        isNotNull(ledgerTransactions.orderId),
        ne(ledgerTransactions.kind, 'transfer_reversal'),
      ),
    )
    .groupBy(ledgerTransactions.orderId);

/** What payouts sent per order and not taken back. */
const sentByOrder = (db: Db | Tx, sellerId: number) =>
  db
    .select({ orderId: payoutTransfers.orderId, cents: sql<string>`sum(${payoutTransfers.amountCents} - ${payoutTransfers.reversedCents})::text` })
    .from(payoutTransfers)
    .where(and(eq(payoutTransfers.sellerId, sellerId), isNotNull(payoutTransfers.orderId), stillSent))
    .groupBy(payoutTransfers.orderId);

/** Writes the parts of a payout being booked (in its transaction). */
export async function writeParts(tx: Tx, payout: { id: number; sellerId: number; amountCents: number; idempotencyKey: string }): Promise<void> {
  // One after another: a transaction's connection runs one query at a time.
  const earned = await earnedByOrder(tx, payout.sellerId);
  const sent = new Map((await sentByOrder(tx, payout.sellerId)).map((row) => [row.orderId, Number(row.cents)]));
  const open = earned.map((row) => ({ orderId: row.orderId!, cents: Number(row.cents) - (sent.get(row.orderId) ?? 0) })).sort((a, b) => a.orderId - b.orderId);
  const plan = planParts(payout.amountCents, open);
  await tx.insert(payoutTransfers).values(
    plan.map((part) => ({
      payoutId: payout.id,
      sellerId: payout.sellerId,
      orderId: part.orderId,
      amountCents: part.amountCents,
      idempotencyKey: partKey(payout.idempotencyKey, part.orderId),
    })),
  );
}

/** A payout's parts as the provider takes them, each order's payment with it. */
export async function partsOf(db: Db, payoutId: number): Promise<PayoutPart[]> {
  const rows = await db
    .select({
      orderId: payoutTransfers.orderId,
      amountCents: payoutTransfers.amountCents,
      idempotencyKey: payoutTransfers.idempotencyKey,
      paymentIntentId: orders.paymentIntentId,
    })
    .from(payoutTransfers)
    .leftJoin(orders, eq(orders.id, payoutTransfers.orderId))
    .where(eq(payoutTransfers.payoutId, payoutId))
    .orderBy(payoutTransfers.id);
  return rows.map((row) => ({ ...row, paymentIntentId: row.paymentIntentId ?? null }));
}

/** Records the provider's transfer of each part (Stripe Connect), once. */
export async function recordTransfers(db: Db, payoutId: number, transfers: Record<string, string>): Promise<void> {
  for (const [key, transferId] of Object.entries(transfers)) {
    await db
      .update(payoutTransfers)
      .set({ providerTransferId: transferId })
      .where(and(eq(payoutTransfers.payoutId, payoutId), eq(payoutTransfers.idempotencyKey, key), sql`${payoutTransfers.providerTransferId} IS NULL`));
  }
}

interface Overpaid {
  seller_id: number;
  order_id: number;
  sent: string;
  earned: string;
}

/**
 * Takes back from sellers' connected accounts what orders were sent beyond what they earned (a
 * refund or postage after the transfer). Each reversal is one call with the key
 * `reversal:{transfer row}:{reversed so far}`, then, in one transaction, the transfer's reversed
 * amount and the ledger movement `transfer_reversal` (seller_paid_out -X, seller_available +X). A
 * crash between the two repeats the call with the same key, which answers the reversal already made.
 * Answers how many reversals were booked.
 */
export async function reverseOverpaidTransfers(db: Db, provider: ConnectPayoutProvider, now: Date): Promise<number> {
  const rows = await queryRows<Overpaid>(
    db,
    sql`
    SELECT pt.seller_id, pt.order_id, sum(pt.amount_cents - pt.reversed_cents)::text AS sent,
      (SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.seller_id = pt.seller_id AND e.account = 'seller_available' AND t.order_id = pt.order_id
          AND t.kind <> 'transfer_reversal')::text AS earned
    FROM ${payoutTransfers} pt JOIN ${payouts} p ON p.id = pt.payout_id
    WHERE p.provider = ${provider.name} AND pt.order_id IS NOT NULL AND pt.provider_transfer_id IS NOT NULL
    GROUP BY pt.seller_id, pt.order_id`,
  );
  let booked = 0;
  for (const row of rows) {
    let excess = Number(row.sent) - Math.max(0, Number(row.earned));
    if (excess <= 0) continue;
    // Newest transfer first: the money most recently sent is the first taken back.
    const transfers = await db
      .select()
      .from(payoutTransfers)
      .where(and(eq(payoutTransfers.sellerId, row.seller_id), eq(payoutTransfers.orderId, row.order_id), isNotNull(payoutTransfers.providerTransferId)))
      .orderBy(desc(payoutTransfers.id));
    for (const transfer of transfers) {
      if (excess <= 0) break;
      const amountCents = Math.min(excess, transfer.amountCents - transfer.reversedCents);
      if (amountCents <= 0) continue;
      const key = `reversal:${transfer.id}:${transfer.reversedCents}`;
      await provider.reverseTransfer({ transferId: transfer.providerTransferId!, amountCents, idempotencyKey: key });
      const done = await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(payoutTransfers)
          .set({ reversedCents: transfer.reversedCents + amountCents })
          .where(and(eq(payoutTransfers.id, transfer.id), eq(payoutTransfers.reversedCents, transfer.reversedCents)))
          .returning({ id: payoutTransfers.id });
        if (!moved) return false;
        await post(
          tx,
          {
            kind: 'transfer_reversal',
            key: `transfer_reversal:${transfer.id}:${transfer.reversedCents}`,
            description: `Transfer for order #${row.order_id} partly reversed after a refund`,
            orderId: row.order_id,
            at: now,
          },
          [
            { account: 'seller_paid_out', sellerId: row.seller_id, amountCents: -amountCents },
            { account: 'seller_available', sellerId: row.seller_id, amountCents },
          ],
        );
        return true;
      });
      if (done) booked += 1;
      excess -= amountCents;
    }
  }
  return booked;
}

/** The payouts of these accounts still waiting for the bank (a Stripe payout webhook names the account). */
export const pendingPayoutsTo = (db: Db, providerAccountIds: string[]) =>
  db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), inArray(payouts.providerAccountId, providerAccountIds), isNotNull(payouts.providerPayoutId)))
    .orderBy(payouts.id);
