// Checkout steps as a browser takes them: fill the cart, set up the payment, pay with a sandbox card.
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { STOCK_HOLD_MS } from '#server/features/checkout/stock-holds.ts';
import { releaseExpiredHolds } from '#server/jobs/release-stock-holds.ts';
import type { PaymentIntentSetupDto, SandboxIntentDto } from '#shared/schemas/payments.ts';
import type { ShippingFormValues } from '#shared/schemas/checkout.ts';
import type { Browser } from './app.ts';
import { DES_MOINES_FORM } from './shipping-form.ts';

export const CARDS = {
  success: '4242 4242 4242 4242',
  threeDSecure: '4000 0025 0000 3155',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A valid shipping form to Des Moines, Iowa (6% state tax in the table). */
export const shippingForm = (overrides: Partial<ShippingFormValues> = {}): ShippingFormValues => ({ ...DES_MOINES_FORM, ...overrides });

export async function addToCart(b: Browser, productId: number, quantity = 1): Promise<void> {
  const res = await b.post('/api/cart', { productId, quantity });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/**
 * POST /api/create-payment-intent as an honest browser does it: first asks for the server's total
 * (a deliberately wrong amount answers 409 with it), then sends the total it was told.
 */
export async function setUpPayment(b: Browser, form: ShippingFormValues = shippingForm()): Promise<PaymentIntentSetupDto> {
  const probe = await b.post('/api/create-payment-intent', { amount: '0.01', shippingInfo: form });
  expect(probe.statusCode, probe.body).toBe(409);
  const total = /Your order total is \$([\d,]+\.\d\d)/.exec(probe.json<{ message: string }>().message)?.[1]?.replace(/,/g, '');
  expect(total).toBeDefined();
  const res = await b.post('/api/create-payment-intent', { amount: total, shippingInfo: form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentIntentSetupDto>();
}

export async function payWithCard(b: Browser, clientSecret: string, number: string): Promise<SandboxIntentDto> {
  const res = await b.post('/api/payments/sandbox/confirm', {
    clientSecret,
    card: { number, expiry: '12 / 34', cvc: '123' },
    billingDetails: { name: 'Jordan Shopper' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SandboxIntentDto>();
}

/** The spec's POST /api/orders payload for a set-up payment. */
export const orderPayload = (setup: PaymentIntentSetupDto, form: ShippingFormValues = shippingForm()) => ({
  paymentIntentId: setup.paymentIntentId,
  orderTotal: setup.amount,
  subtotal: setup.subtotal,
  tax: setup.tax,
  shipping: setup.shipping,
  shippingAddress: form,
  shippingMethod: setup.shippingMethod,
  shippingRate: setup.shipping,
  estimatedDeliveryDays: setup.estimatedDeliveryDays,
  payment: { method: 'card', cardName: form.fullName, last4: '****' },
});

/**
 * Lets every stock hold of the database expire and runs the job that gives them back (decision 0031),
 * as if the shoppers had taken longer than the hold to pay.
 */
export async function expireStockHolds(db: Db): Promise<number> {
  return releaseExpiredHolds(db, new Date(Date.now() + STOCK_HOLD_MS + 60_000), 10_000);
}

/**
 * The race for the last units (decision 0031, per variant in docs/decisions/0060-photos-and-variants.md):
 * every shopper gets the server's total (their carts are alike), then all set up their payments at
 * once; checks that exactly `units` got a hold and the rest the sold-out message `soldOut`, then the
 * winners pay and place their orders. Answers each shopper's setup, null for those refused.
 */
export async function raceForLastUnits(shoppers: Array<{ b: Browser }>, units: number, soldOut: string): Promise<Array<PaymentIntentSetupDto | null>> {
  const probe = await shoppers[0]!.b.post('/api/create-payment-intent', { amount: '0.01', shippingInfo: shippingForm() });
  const total = /Your order total is \$([\d,]+\.\d\d)/.exec(probe.json<{ message: string }>().message)![1]!.replace(/,/g, '');
  const setups = await Promise.all(shoppers.map(({ b }) => b.post('/api/create-payment-intent', { amount: total, shippingInfo: shippingForm() })));
  const codes = setups.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(units);
  expect(codes.filter((c) => c === 409)).toHaveLength(shoppers.length - units);
  for (const refused of setups.filter((r) => r.statusCode === 409)) expect(refused.json().message).toBe(soldOut);
  const winners = shoppers.flatMap((s, i) => (codes[i] === 200 ? [{ ...s, setup: setups[i]!.json<PaymentIntentSetupDto>() }] : []));
  for (const { b, setup } of winners) expect((await payWithCard(b, setup.clientSecret, CARDS.success)).status).toBe('succeeded');
  const answers = await Promise.all(winners.map(({ b, setup }) => b.post('/api/orders', orderPayload(setup))));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(units).fill(201));
  return setups.map((r) => (r.statusCode === 200 ? r.json<PaymentIntentSetupDto>() : null));
}
