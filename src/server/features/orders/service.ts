import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { cartItems, checkouts, orderItems, orderPackages, orders, products, type CheckoutItem } from '#server/db/schema.ts';
import { paymentNotFound, paymentProviderFailure } from '#server/features/checkout/payment-failures.ts';
import { HoldRefused, releaseHold, takeStock } from '#server/features/checkout/stock-holds.ts';
import { postOrderPaid } from '#server/features/ledger/postings.ts';
import { conflict } from '#server/errors.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { enqueueMail, isMailAddress } from '#server/integrations/mail/outbox.ts';
import { formatCents } from '#shared/money.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { orderConfirmationEmail } from './confirmation-email.ts';
import { getOrder, newOrderDto } from './dto.ts';

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

/**
 * Turns a paid checkout into its order, at most once (docs/architecture.md §3). Called by the browser
 * (POST /api/orders), by the confirmation page, by the Stripe webhook and by the reconciliation job;
 * whichever comes first creates the order and the others get the same one.
 *
 * The payment is verified with the provider: succeeded, for the checkout's amount, not refunded.
 * The stock held since the payment's setup becomes the order's (decision 0031); a hold that ended
 * (expired and given back) is taken again atomically (never below zero). The order's transaction
 * also writes the order, its lines at purchase prices, the confirmation email in the outbox and the
 * bought cart lines' removal. When a product sold out meanwhile, nothing is written and the payment
 * is refunded.
 *
 * `userId` limits the lookup to that user's payments (another user's payment is 'Payment not
 * found'); null is for server-side callers, which act for the checkout's own user.
 */
export async function finalizeCheckout(deps: OrderDeps, paymentIntentId: string, userId: number | null): Promise<OrderDto> {
  const checkout = await findCheckout(deps.db, paymentIntentId, userId);
  if (checkout.status === 'ordered' && checkout.orderId !== null) return getOrder(deps.db, checkout.orderId);
  if (checkout.status !== 'open') throw conflict(refusal(checkout));

  const intent = await deps.payments.retrieveIntent(paymentIntentId).catch(paymentProviderFailure);
  if (intent.metadata.userId !== String(checkout.userId)) throw paymentNotFound();
  if (intent.status === 'canceled') await releaseHold(deps.db, checkout.id);
  if (intent.status !== 'succeeded') throw conflict('This payment has not been completed.');
  if (intent.amountRefundedCents > 0) return refundCheckout(deps, checkout.id, PAYMENT_REFUNDED);
  if (intent.amountCents !== checkout.totalCents) {
    return refundCheckout(deps, checkout.id, `The payment did not match the order total of ${formatCents(checkout.totalCents)} and has been refunded.`);
  }

  try {
    return await deps.db.transaction(async (tx) => {
      // Serialises the finalisers of one payment: the second sees the first's order.
      const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
      if (!locked) throw paymentNotFound();
      if (locked.status === 'ordered' && locked.orderId !== null) return getOrder(tx, locked.orderId);
      if (locked.status !== 'open') throw conflict(refusal(locked));
      // The hold is the order's stock; only once it was given back is the stock taken again.
      if (locked.stockHeldUntil === null) await takeStock(tx, locked.items);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: locked.userId,
          subtotalCents: locked.subtotalCents,
          discountCents: locked.discountCents,
          taxCents: locked.taxCents,
          shippingCents: locked.shippingCents,
          totalCents: locked.totalCents,
          shippingAddress: locked.shippingAddress,
          shippingMethod: locked.shippingMethod,
          estimatedDeliveryDays: locked.estimatedDeliveryDays,
          // The date the payment step showed (none for a checkout set up before issue 24: see toOrderDto).
          promisedDeliveryAt: locked.promisedDeliveryAt,
          paymentIntentId: locked.paymentIntentId,
          paymentBrand: intent.card?.brand ?? null,
          paymentLast4: intent.card?.last4 ?? null,
        })
        // The whole row comes back: the answer is built from it, without reading the order again.
        .returning();
      const newId = order!.id;
      // A checkout stored before issue 12 knows no sellers: its lines take their products' current
      // seller, and its order gets no package rows, like every order placed before (decision 0024).
      const unrecorded = locked.items.filter((i) => i.sellerId === undefined).map((i) => i.productId);
      const currentSeller = new Map(
        unrecorded.length === 0
          ? []
          : (await tx.select({ id: products.id, sellerId: products.sellerId }).from(products).where(inArray(products.id, unrecorded))).map((r) => [
              r.id,
              r.sellerId,
            ]),
      );
      const sellerOf = (item: CheckoutItem) => (item.sellerId === undefined ? (currentSeller.get(item.productId) ?? null) : item.sellerId);
      const lines = await tx
        .insert(orderItems)
        .values(
          locked.items.map((item) => ({
            orderId: newId,
            productId: item.productId,
            // The variant bought, named as it was (docs/decisions/0060-photos-and-variants.md point 7).
            variantId: item.variantId,
            variantOptions: item.variantOptions,
            sku: item.sku,
            sellerId: sellerOf(item),
            productName: item.productName,
            quantity: item.quantity,
            priceCents: item.priceCents,
            // The variant's weight, else the listing's, as the quote weighed it: the label's package.
            weightOz: item.weightOz,
            // Checkouts stored before migration 0027 have none: the label then reads the product's (label.ts).
            dimensions: item.dimensions ?? null,
          })),
        )
        .returning();
      if (locked.packages.length > 0) {
        await tx.insert(orderPackages).values(
          locked.packages.map((pkg) => ({
            orderId: newId,
            sellerId: pkg.sellerId,
            originZip: pkg.originZip,
            weightOz: pkg.weightOz,
            service: locked.shippingMethod,
            rateCents: pkg.rateCents,
            estimatedDeliveryDays: pkg.estimatedDeliveryDays,
          })),
        );
      }
      // The books (decision 0056): the payment in, each seller's share pending, the fee and the tax.
      await postOrderPaid(tx, order!, lines, locked.packages);
      await tx
        .update(checkouts)
        .set({ status: 'ordered', orderId: newId, stockHeldUntil: null, updatedAt: sql`now()` })
        .where(eq(checkouts.id, locked.id));
      const bought = locked.items.map((i) => i.variantId);
      await tx.delete(cartItems).where(and(eq(cartItems.userId, locked.userId), inArray(cartItems.variantId, bought)));
      const dto = await newOrderDto(tx, order!, lines);
      // The address passed the form's check; a mail the outbox would still refuse must not undo a paid order.
      const email = dto.shippingAddress.email;
      if (email && isMailAddress(email)) await enqueueMail(tx, orderConfirmationEmail(dto, deps.publicUrl));
      return dto;
    });
  } catch (error) {
    if (!(error instanceof HoldRefused)) throw error;
    return refundCheckout(
      deps,
      checkout.id,
      `Sorry, "${error.itemName}" sold out before your payment completed. Your payment of ${formatCents(checkout.totalCents)} has been refunded.`,
    );
  }
}

/**
 * Gives the money back for a checkout that will get no order, then answers 409 with why. The
 * checkout is first marked refund_failed (a refund owed), so a crash or an unreachable provider
 * leaves it for the reconciliation job to retry; a successful refund marks it refunded. When
 * another finaliser created the order meanwhile, that order is the answer.
 */
async function refundCheckout(deps: OrderDeps, checkoutId: number, message: string): Promise<OrderDto> {
  const [claimed] = await deps.db
    .update(checkouts)
    .set({ status: 'refund_failed', failureMessage: message, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')))
    .returning({ paymentIntentId: checkouts.paymentIntentId });
  if (!claimed) {
    // Another finaliser decided first: answer what it decided.
    const [row] = await deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (row?.status === 'ordered' && row.orderId !== null) return getOrder(deps.db, row.orderId);
    throw conflict(row ? refusal(row) : message);
  }
  // No order will take this checkout's stock: give it back now (the expiry job would, later).
  await releaseHold(deps.db, checkoutId);
  const refunded = await retryRefund(deps, claimed.paymentIntentId);
  throw conflict(refusal({ status: refunded ? 'refunded' : 'refund_failed', failureMessage: message }));
}

const PAYMENT_REFUNDED = 'Your payment has been refunded.';
const REFUNDED = 'has been refunded';

/**
 * Why a checkout got no order, as the shopper reads it. The message is kept in its final wording
 * ('has been refunded'); while the refund is still owed (the provider could not be reached and the
 * reconciliation job will retry), it says so instead of promising money that has not moved yet.
 */
function refusal(checkout: { status: string; failureMessage: string | null }): string {
  const message = checkout.failureMessage ?? PAYMENT_REFUNDED;
  return checkout.status === 'refund_failed' ? message.replace(REFUNDED, 'will be refunded to your card shortly') : message;
}

/** Refunds a checkout marked refund_failed; true when the money is back. Safe to repeat. */
export async function retryRefund(deps: OrderDeps, paymentIntentId: string): Promise<boolean> {
  try {
    await deps.payments.refundOrCancel(paymentIntentId);
  } catch {
    return false;
  }
  await deps.db
    .update(checkouts)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(checkouts.paymentIntentId, paymentIntentId), eq(checkouts.status, 'refund_failed')));
  return true;
}

async function findCheckout(db: Db, paymentIntentId: string, userId: number | null) {
  const byIntent = eq(checkouts.paymentIntentId, paymentIntentId);
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(userId === null ? byIntent : and(byIntent, eq(checkouts.userId, userId)))
    .limit(1);
  if (!checkout) throw paymentNotFound();
  return checkout;
}
