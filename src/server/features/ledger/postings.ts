// The writers of the books (issue 27; docs/decisions/0056-a-double-entry-ledger.md): each money event
// posts its entries, computed by rules.ts, in the database transaction of the event, once per key.
// Called by the features that cause the events (orders, returns) and by the release job.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, orderItems, orders, returnRequests, type ShippingAddress } from '#server/db/schema.ts';
import { post, type LedgerLine } from './post.ts';
import { labelLines, orderPaidLines, returnRefundLines, reversalLines, type LineFigures, type PackageFigures } from './rules.ts';

export const orderPaidKey = (orderId: number) => `order_paid:${orderId}`;
export const releaseKey = (orderId: number, sellerId: number) => `release:${orderId}:${sellerId}`;

/** The order row's figures the books read (the orders table's columns). */
export interface PaidOrder {
  id: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
}

/**
 * An order paid, in the transaction that creates it, from what that transaction already holds: the
 * order row, its lines (any order; sorted here by id) and the checkout's packages. Two inserts.
 */
export async function postOrderPaid(tx: Tx, order: PaidOrder, lines: readonly LineFigures[], packages: readonly PackageFigures[], at?: Date): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  await post(
    tx,
    { kind: 'order_paid', key: orderPaidKey(order.id), description: `Order #${order.id} paid`, orderId: order.id, ...(at ? { at } : {}) },
    orderPaidLines({ ...order, state: order.shippingAddress.state }, sorted, packages),
  );
}

/** The entries of the transaction `key`, as lines (none when it was never posted). */
async function linesOf(tx: Tx, key: string): Promise<LedgerLine[]> {
  const rows = await tx
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents, sellerId: ledgerEntries.sellerId, state: ledgerEntries.state })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.key, key));
  return rows.map((r) => ({
    account: r.account,
    amountCents: r.amountCents,
    ...(r.sellerId === null ? {} : { sellerId: r.sellerId }),
    ...(r.state === null ? {} : { state: r.state }),
  }));
}

/**
 * An order cancelled (only while processing: nothing shipped, released or returned yet), in the
 * cancellation's transaction: the exact reversal of its order_paid entries, the whole payment owed
 * back to the shopper. An order paid before the books (no order_paid) posts nothing.
 */
export async function postOrderCancelled(tx: Tx, orderId: number, at?: Date): Promise<void> {
  const paid = await linesOf(tx, orderPaidKey(orderId));
  if (paid.length === 0) return;
  await post(
    tx,
    { kind: 'order_cancelled', key: `order_cancelled:${orderId}`, description: `Order #${orderId} cancelled`, orderId, ...(at ? { at } : {}) },
    reversalLines(paid),
  );
}

/** A completed return, as the returns feature's row holds it (selectReturns). */
export interface RefundedReturn {
  request: { id: number; quantity: number };
  line: { id: number };
  order: { id: number; discountCents: number; taxCents: number; shippingAddress: ShippingAddress };
}

/**
 * A return refunded, in the transaction that completes it: the returned units' goods and tax back to
 * the shopper, taken from the line's seller (pending while their share of the order is, else
 * available) with the fee in proportion (rules.ts returnRefundLines). The order's row is locked
 * first, as the release job locks it, so a refund and a release of one order never interleave.
 * An order paid before the books posts nothing.
 */
export async function postReturnRefund(tx: Tx, row: RefundedReturn): Promise<void> {
  const orderId = row.order.id;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  // One after another: a transaction's connection runs one query at a time.
  const booked = await tx
    .select({ key: ledgerTransactions.key })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.orderId, orderId), inArray(ledgerTransactions.kind, ['order_paid', 'release'])));
  const keys = new Set(booked.map((b) => b.key));
  if (!keys.has(orderPaidKey(orderId))) return;
  const lines = await tx
    .select({ id: orderItems.id, sellerId: orderItems.sellerId, priceCents: orderItems.priceCents, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  // The order's returns refunded before this one (the fee given back counts them).
  const earlier = await tx
    .select({ lineId: returnRequests.orderItemId, quantity: returnRequests.quantity })
    .from(returnRequests)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.returnId, returnRequests.id))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.id, row.request.id), eq(ledgerTransactions.kind, 'return_refund')));
  const sellerId = lines.find((l) => l.id === row.line.id)?.sellerId ?? null;
  const released = sellerId !== null && keys.has(releaseKey(orderId, sellerId));
  await post(
    tx,
    {
      kind: 'return_refund',
      key: `return_refund:${row.request.id}`,
      description: `Return #${row.request.id} refunded (order #${orderId})`,
      orderId,
      returnId: row.request.id,
    },
    returnRefundLines({
      order: { discountCents: row.order.discountCents, taxCents: row.order.taxCents, state: row.order.shippingAddress.state },
      lines,
      returned: { lineId: row.line.id, quantity: row.request.quantity },
      earlier,
      from: released ? 'available' : 'pending',
    }),
  );
}

/**
 * A shipping label bought on the platform's carrier account, in the transaction that records it:
 * postage paid to the carrier, taken from the seller's available balance (the platform's own stock:
 * from its sales). Labels bought on a seller's own USPS account are paid by the seller to USPS and
 * are not the marketplace's money: the caller does not post them.
 */
export async function postOrderLabel(tx: Tx, input: { orderId: number; sellerId: number | null; postageCents: number; trackingNumber: string }): Promise<void> {
  await post(
    tx,
    {
      kind: 'label',
      key: `label:order:${input.orderId}:${input.sellerId ?? 'platform'}`,
      description: `Shipping label ${input.trackingNumber} for order #${input.orderId}`,
      orderId: input.orderId,
    },
    labelLines(input.sellerId, input.postageCents),
  );
}

/** A prepaid return label (always on the platform's carrier), charged to the returned line's seller at purchase. */
export async function postReturnLabel(
  tx: Tx,
  input: { returnId: number; orderId: number; lineId: number; postageCents: number; trackingNumber: string },
): Promise<void> {
  const [line] = await tx.select({ sellerId: orderItems.sellerId }).from(orderItems).where(eq(orderItems.id, input.lineId));
  await post(
    tx,
    {
      kind: 'label',
      key: `label:return:${input.returnId}`,
      description: `Return label ${input.trackingNumber} for return #${input.returnId} (order #${input.orderId})`,
      orderId: input.orderId,
      returnId: input.returnId,
    },
    labelLines(line?.sellerId ?? null, input.postageCents),
  );
}
