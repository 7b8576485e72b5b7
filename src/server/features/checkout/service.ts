import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema.ts';
import { conflict } from '#server/errors.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from '#server/integrations/payments/provider.ts';
import { centsToDecimal, formatCents } from '#shared/money.ts';
import type { createPaymentIntentSchema, PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { paymentProviderFailure } from './payment-failures.ts';
import { notEnoughStock, quoteCheckout, type CheckoutQuote } from './quote.ts';
import { heldCheckoutsOf, HoldRefused, releaseHold, STOCK_HOLD_MS, takeStock } from './stock-holds.ts';

export interface CheckoutDeps {
  db: Db;
  carrier: Carrier;
  payments: PaymentProvider;
  now: () => Date;
}

/**
 * What one card payment can be: Stripe's smallest charge in USD and its largest ($999,999.99).
 * The largest also keeps every figure of the checkout row within its integer columns.
 */
export const MIN_CHARGE_CENTS = 50;
export const MAX_CHARGE_CENTS = 99_999_999;

/**
 * Sets up the payment of the user's cart (docs/product.md A7; docs/architecture.md §3): prices the cart
 * itself, refuses a browser total that differs, opens a payment intent at the provider for the
 * server's total and records what it pays for in a checkouts row, from which the order is built.
 *
 * The checkout holds its items' stock until the payment ends or STOCK_HOLD_MS pass (decision 0031):
 * of shoppers racing for the last units, the losers are told here (409, what is left), before they
 * pay. A new setup replaces the shopper's previous one, whose hold is given back first.
 *
 * Nothing is left behind at the provider for a checkout that is not stored: every figure is checked
 * to be storable and payable before the intent is created, and an intent whose row still cannot be
 * written (or whose stock was taken by another shopper since the quote) is cancelled before the
 * error goes on.
 */
export async function setUpPayment(deps: CheckoutDeps, userId: number, input: z.output<typeof createPaymentIntentSchema>): Promise<PaymentIntentSetupDto> {
  await releasePreviousHolds(deps, userId);
  const quote = await quoteCheckout(deps.db, deps.carrier, userId, input.shippingInfo, deps.now());
  if (quote.totalCents < MIN_CHARGE_CENTS || quote.totalCents > MAX_CHARGE_CENTS) {
    throw conflict(
      `Your order total of ${formatCents(quote.totalCents)} cannot be paid by card: a card payment is from ${formatCents(MIN_CHARGE_CENTS)} to ${formatCents(MAX_CHARGE_CENTS)}. Please change your cart.`,
    );
  }
  if (input.amount !== quote.totalCents) {
    throw conflict(`Your order total is ${formatCents(quote.totalCents)}, not ${formatCents(input.amount)}. Please review your order and try again.`);
  }
  const intent = await deps.payments.createIntent({ amountCents: quote.totalCents, metadata: { userId: String(userId) } }).catch(paymentProviderFailure);
  try {
    await recordCheckout(deps, userId, intent.id, quote);
  } catch (error) {
    if (error instanceof HoldRefused) {
      // Another shopper's hold took the last units since the quote. The browser never gets this
      // intent's client secret, so it cannot be paid even if the cancel fails: the shopper is told.
      await deps.payments.refundOrCancel(intent.id).catch(() => undefined);
      throw conflict(notEnoughStock(error.itemName, error.left));
    }
    // The browser never gets this intent's client secret, so it can never be paid: close it.
    await deps.payments.refundOrCancel(intent.id).catch((cancelError: unknown) => {
      throw new AggregateError([error, cancelError], `The checkout was not stored and payment intent ${intent.id} could not be canceled`);
    });
    throw error;
  }
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToDecimal(quote.totalCents),
    subtotal: centsToDecimal(quote.subtotalCents),
    discount: centsToDecimal(quote.discountCents),
    tax: centsToDecimal(quote.taxCents),
    taxPercentage: quote.taxPercentage,
    shipping: centsToDecimal(quote.shippingCents),
    shippingMethod: quote.shippingMethod,
    estimatedDeliveryDays: quote.estimatedDeliveryDays,
    estimatedDeliveryDate: quote.promisedDeliveryAt.toISOString(),
  };
}

/**
 * The shopper's earlier setups that still hold stock are replaced by this one (a changed cart, a step
 * back): their intents are canceled at the provider so they can no longer be paid, and their stock
 * is given back. One already paid keeps its hold: its order (confirmation page, webhook or the
 * reconciliation job) takes it.
 */
async function releasePreviousHolds(deps: CheckoutDeps, userId: number): Promise<void> {
  for (const held of await heldCheckoutsOf(deps.db, userId)) {
    let intent: PaymentIntent | null;
    try {
      intent = await deps.payments.retrieveIntent(held.paymentIntentId);
    } catch (error) {
      // Unknown to the provider (another provider's checkout): nothing can pay it any more.
      if (!(error instanceof PaymentProviderError && error.code === 'not_found')) paymentProviderFailure(error);
      intent = null;
    }
    if (intent?.status === 'succeeded' || intent?.status === 'processing') continue;
    if (intent?.status === 'requires_payment_method' || intent?.status === 'requires_action') {
      await deps.payments.refundOrCancel(held.paymentIntentId).catch(paymentProviderFailure);
    }
    await releaseHold(deps.db, held.id);
  }
}

/** Holds the items' stock and records the checkout in one transaction: all lines held, or nothing. */
async function recordCheckout(deps: CheckoutDeps, userId: number, paymentIntentId: string, quote: CheckoutQuote): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await takeStock(tx, quote.items);
    await tx.insert(checkouts).values({
      userId,
      provider: deps.payments.name,
      paymentIntentId,
      items: quote.items,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      taxCents: quote.taxCents,
      taxPercentage: quote.taxPercentage,
      shippingCents: quote.shippingCents,
      totalCents: quote.totalCents,
      shippingAddress: quote.shippingAddress,
      shippingMethod: quote.shippingMethod,
      estimatedDeliveryDays: quote.estimatedDeliveryDays,
      promisedDeliveryAt: quote.promisedDeliveryAt,
      // The chosen service's packages, one per seller: the order writes one order_packages row each.
      packages: quote.packages,
      stockHeldUntil: new Date(deps.now().getTime() + STOCK_HOLD_MS),
    });
  });
}
