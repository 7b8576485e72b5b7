// What a completed return gives back and how (spec 001 section 9's refund, DESIGN.md section 3):
// the refund goes through the payment provider after the return is completed; one the provider
// could not make stays owed and the reconciliation job makes it, once.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, returnRequests } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { selectReturns } from './seller-query.ts';

export interface ReturnRefundDeps {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
}

/**
 * What the returned items cost the shopper: the line's unit price times the returned quantity, less
 * that amount's share of the order's multi-item discount, plus its share of the order's tax. The
 * discount's share is rounded up and the tax's down, so that the refunds of every return of an order
 * never add up to more than was paid for its items. Shipping is not refunded (decision 0019).
 */
export function returnRefundCents(row: {
  request: { quantity: number };
  line: { priceCents: number };
  order: { subtotalCents: number; discountCents: number; taxCents: number };
}): number {
  const itemCents = row.line.priceCents * row.request.quantity;
  const base = Math.max(row.order.subtotalCents, itemCents);
  return itemCents - Math.ceil((row.order.discountCents * itemCents) / base) + Math.floor((row.order.taxCents * itemCents) / base);
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
