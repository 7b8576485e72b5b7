// A shopper cancels an order that is still processing (docs/product.md B4 and B5): the order, the
// stock and the email change together; the payment is then given back through the provider, and a
// refund the provider could not make stays owed until the reconciliation job makes it.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import { orderLineVariant, putBack } from '#server/features/checkout/stock-holds.ts';
import { conflict } from '#server/errors.ts';
import { postOrderCancelled } from '#server/features/ledger/postings.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import type { CancelOrderRequest, OrderDto } from '#shared/schemas/orders.ts';
import { getOrder, orderNotFound } from './dto.ts';
import { enqueueOrderStatusEmail } from './status-emails.ts';

export interface CancelDeps {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
  now: () => Date;
}

export const CANCELLED = 'Your order has been successfully cancelled.';
export const CANCELLED_REFUND_OWED = `${CANCELLED} Your payment will be refunded to your card shortly.`;

/**
 * POST /api/orders/{id}/cancel. The order's row is locked, so of two cancellations at once the
 * second waits and then finds the order cancelled (409): the payment is refunded once. A refund
 * that fails leaves the order cancelled with nothing refunded yet, which is what the job looks for.
 */
export async function cancelOrder(deps: CancelDeps, orderId: number, userId: number, input: CancelOrderRequest): Promise<{ message: string; order: OrderDto }> {
  const paymentIntentId = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.userId !== userId) throw orderNotFound();
    if (order.status !== 'processing') {
      throw conflict(`This order is ${order.status} and can no longer be cancelled. Only orders that are still processing can be cancelled.`);
    }
    const now = deps.now();
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: input.reason, cancelAdditionalInfo: input.additionalInfo || null, cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    // Back on the shelf: each line's variant, while it exists and counts its stock (null is unlimited),
    // in the lock order checkout takes them in (putBack), so the two never wait on each other in a cycle.
    const lines = await tx
      .select({ productId: orderItems.productId, variantId: orderLineVariant, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
    await putBack(
      tx,
      lines.map((l) => ({ ...l, productId: l.productId! })),
    );
    // The books (decision 0056): the order's payment reversed, owed back to the shopper.
    await postOrderCancelled(tx, orderId);
    await enqueueOrderStatusEmail(tx, orderId, 'cancelled', deps.publicUrl);
    return order.paymentIntentId;
  });
  const refunded = paymentIntentId === null || (await refundCancelledOrder(deps, orderId, paymentIntentId));
  return { message: refunded ? CANCELLED : CANCELLED_REFUND_OWED, order: await getOrder(deps.db, orderId) };
}

/**
 * Gives a cancelled order's payment back and records the amount; true once it is back. Safe to
 * repeat and to race: the provider refunds a payment at most once (Stripe by idempotency key, the
 * sandbox by a conditional update), and the amount is recorded only over nothing recorded.
 */
async function refundCancelledOrder(deps: CancelDeps, orderId: number, paymentIntentId: string): Promise<boolean> {
  let refundedCents: number;
  try {
    refundedCents = (await deps.payments.refundOrCancel(paymentIntentId)).amountRefundedCents;
  } catch {
    await deps.db.update(orders).set({ updatedAt: deps.now() }).where(eq(orders.id, orderId));
    return false;
  }
  await deps.db
    .update(orders)
    .set({ refundedCents, updatedAt: deps.now() })
    .where(and(eq(orders.id, orderId), eq(orders.refundedCents, 0)));
  return true;
}

/**
 * The reconciliation job's part for cancellations: cancelled orders paid through the provider with
 * nothing refunded yet, least recently tried first (a failed try moves the order to the back, so
 * one payment the provider keeps refusing never starves the others). Returns how many were refunded.
 */
export async function retryCancellationRefunds(deps: CancelDeps, batchSize: number): Promise<number> {
  const owed = await deps.db
    .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, 'cancelled'), isNotNull(orders.paymentIntentId), eq(orders.refundedCents, 0)))
    .orderBy(asc(orders.updatedAt))
    .limit(batchSize);
  let refunded = 0;
  for (const { id, paymentIntentId } of owed) if (await refundCancelledOrder(deps, id, paymentIntentId!)) refunded += 1;
  return refunded;
}
