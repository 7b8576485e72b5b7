// The dashboard's earnings, read from the books (issue 27 item 4; docs/decisions/0056-a-double-entry-ledger.md,
// "The dashboard's figures"): the net is the sum of the party's ledger entries, so it agrees to the
// cent with the statement, the balance and the payouts; the rows beside it say where it comes from.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { platformFeeCents } from '#shared/seller-dashboard.ts';

/** A seller's id, or null for the platform's own stock (the dashboard's party). */
type Party = number | null;

/** One order's lines of the party, summed: its goods after discount and what completed returns took back. */
export interface OrderSales {
  orderId: number;
  /** whether the order is in the books (it has its order_paid transaction) */
  booked: boolean;
  soldCents: number;
  returnedCents: number;
}

export interface EarningsCents {
  netCents: number;
  feeCents: number;
  shippingCents: number;
  postageCents: number;
  adjustmentsCents: number;
  unbookedSalesCents: number;
}

/**
 * The party's entries summed by kind of movement: a seller's three balances (pending, available,
 * paid out; a release, a payout or a failed one only moves money between them), or the platform's
 * own sales account. Over the (seller_id, account) index: the platform's entries have no seller.
 */
async function entriesByKind(db: Db, party: Party): Promise<Map<string, number>> {
  const mine =
    party === null
      ? sql`e.seller_id IS NULL AND e.account = 'platform_sales'`
      : sql`e.seller_id = ${party} AND e.account IN ('seller_pending', 'seller_available', 'seller_paid_out')`;
  const result = await db.execute(sql`
    SELECT t.kind, sum(e.amount_cents)::text AS cents
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE ${mine}
    GROUP BY t.kind`);
  const rows = (result as unknown as { rows: Array<{ kind: string; cents: string }> }).rows;
  return new Map(rows.map((row) => [row.kind, Number(row.cents)]));
}

/**
 * The party's earnings. Net: every entry of theirs (pending + available + paid out; for the platform,
 * its sales account). Fee: the books' rule, per order and seller on the goods after discount, half a
 * cent up, less the fee given back on the goods refunded from that order (which the refunds give back
 * in steps that add up to exactly this). Postage: the labels' entries. Shipping: what the sales and
 * refunds of the books credited beyond the goods less the fee, which is the shipping the shoppers paid
 * for the party's parcels. Adjustments: whatever else moved. Orders outside the books (placed before
 * them) are counted apart: the books owe nothing for them.
 */
export async function ledgerEarnings(db: Db, party: Party, feePercent: number, sales: readonly OrderSales[]): Promise<EarningsCents> {
  const byKind = await entriesByKind(db, party);
  const of = (kind: string) => byKind.get(kind) ?? 0;
  let netCents = 0;
  for (const cents of byKind.values()) netCents += cents;

  let goodsCents = 0;
  let feeCents = 0;
  let unbookedSalesCents = 0;
  for (const order of sales) {
    if (!order.booked) {
      unbookedSalesCents += order.soldCents - order.returnedCents;
      continue;
    }
    goodsCents += order.soldCents - order.returnedCents;
    feeCents += platformFeeCents(order.soldCents, feePercent) - platformFeeCents(order.returnedCents, feePercent);
  }
  const salesEntries = of('order_paid') + of('order_cancelled') + of('return_refund');
  const postageCents = 0 - of('label');
  return {
    netCents,
    feeCents,
    shippingCents: salesEntries - (goodsCents - feeCents),
    postageCents,
    adjustmentsCents: netCents - salesEntries + postageCents,
    unbookedSalesCents,
  };
}
