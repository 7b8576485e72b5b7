// What a completed return gives back and how (docs/product.md B9's refund, docs/architecture.md §3):
// the refund goes through the payment provider after the return is completed; one the provider
// could not make stays owed and the reconciliation job makes it, once.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, returnRequests } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { lineShares, unitsShare } from '#shared/checkout-rules.ts';
import type { OrderLinePrice } from '#server/features/orders/dto.ts';
import { selectReturns } from './seller-query.ts';

export interface ReturnRefundDeps {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
}

/**
 * What the returned items cost the shopper (decision 0045): the returned units' share of their line,
 * which is the line's price less its allocated part of the order's multi-item discount plus its
 * allocated tax (`lineShares`, `unitsShare`). Shipping is not refunded (decision 0019).
 */
export function returnRefundCents(row: {
  request: { quantity: number };
  line: { id: number; priceCents: number; quantity: number };
  order: { discountCents: number; taxCents: number; lines: OrderLinePrice[] };
}): number {
  const { lines } = row.order;
  const share = lineShares(row.order, lines)[lines.findIndex((l) => l.id === row.line.id)] ?? { discountCents: 0, taxCents: 0 };
  const { goodsCents, taxCents } = unitsShare(row.line, share, row.request.quantity);
  return goodsCents + taxCents;
}

/**
 * Refunds a completed return and records the amount; true once it is back. Safe to repeat and to
 * race: the provider refunds one idempotency key (the request's) once, and the amount is recorded
 * only over nothing recorded. A failure only moves the request to the back of the job's queue.
 */
export async function refundReturn(deps: ReturnRefundDeps, id: number, paymentIntentId: string, amountCents: number): Promise<boolean> {
  try {
    await deps.payments.refund(paymentIntentId, amountCents, `return-refund-${id}`);
  } catch {
    await deps.db.update(returnRequests).set({ updatedAt: deps.now() }).where(eq(returnRequests.id, id));
    return false;
  }
  await deps.db
    .update(returnRequests)
    .set({ refundedCents: amountCents, updatedAt: deps.now() })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.refundedCents, 0)));
  return true;
}

/**
 * The reconciliation job's part for returns: completed returns of orders paid through the provider
 * with nothing refunded yet, least recently tried first. Returns how many were refunded.
 */
export async function retryReturnRefunds(deps: ReturnRefundDeps, batchSize: number): Promise<number> {
  const owed = await selectReturns(deps.db)
    .where(and(eq(returnRequests.status, 'completed'), eq(returnRequests.refundedCents, 0), isNotNull(orders.paymentIntentId)))
    .orderBy(asc(returnRequests.updatedAt))
    .limit(batchSize);
  let refunded = 0;
  for (const row of owed) if (await refundReturn(deps, row.request.id, row.order.paymentIntentId!, returnRefundCents(row))) refunded += 1;
  return refunded;
}
