// Checkout with the Stripe adapter, against a local fake of the Stripe API: the payment set up at
// Stripe for the server's amount, the order from a verified payment, the webhook for a browser that
// closed after paying, refunds at Stripe when an item sold out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orders, products } from '#server/db/schema.ts';
import { StripePaymentProvider } from '#server/integrations/payments/stripe.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { addToCart, expireStockHolds, orderPayload, setUpPayment } from '../support/checkout.ts';

const SECRET_KEY = 'sk_test_fake123';
const WEBHOOK_SECRET = 'whsec_fake123';

let database: Database;
let t: TestApp;
let stripe: FakeStripe;
let productId = 0;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY, { webhookSecret: WEBHOOK_SECRET });
  database = await createTestDatabase();
  const payments = new StripePaymentProvider({ secretKey: SECRET_KEY, publishableKey: 'pk_test_fake123', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url });
  t = await createTestApp({ database, payments, stripeWebhookSecret: WEBHOOK_SECRET });
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Stripe tests', description: 'Products of the Stripe tests', icon: 'package' })
    .returning({ id: categories.id });
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Cedar Birdhouse', description: 'A birdhouse', priceCents: 3900, categoryId: category!.id, stock: 3, weightOz: 40 })
    .returning({ id: products.id });
  productId = product!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await stripe?.close();
});

async function shopperWithCart(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b);
  await addToCart(b, productId);
  return b;
}

const webhook = (type: string, intentId: string, signature?: string) => {
  const event = stripe.webhookEvent(type, intentId);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? event.signature },
    payload: event.payload,
  });
};

describe('with Stripe configured', () => {
  it("hands the browser Stripe's publishable key, lets Stripe.js in, and closes the sandbox", async () => {
    const b = t.browser();
    expect((await b.get('/api/payments/config')).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake123' });
    const csp = String((await b.get('/api/payments/config')).headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
    expect(
      (await b.post('/api/payments/sandbox/confirm', { clientSecret: 'x', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } })).statusCode,
    ).toBe(404);
  });

  it("creates the intent at Stripe for the server's amount, and the order once Stripe says it succeeded", async () => {
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    const intent = stripe.intents.get(setup.paymentIntentId)!;
    expect(intent.amount).toBe(Math.round(Number(setup.amount) * 100));
    expect(intent.client_secret).toBe(setup.clientSecret);

    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(409); // not paid yet
    stripe.succeed(setup.paymentIntentId, { brand: 'mastercard', last4: '4444' });
    const res = await b.post('/api/orders', orderPayload(setup));
    expect(res.statusCode).toBe(201);
    expect(res.json<OrderDto>()).toMatchObject({ paymentBrand: 'mastercard', paymentLast4: '4444', total: setup.amount });
  });

  it('creates the order from the signed webhook when the browser never came back, and refuses a forged one', async () => {
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);

    const forged = await webhook('payment_intent.succeeded', setup.paymentIntentId, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(await database.db.select().from(orders).where(eq(orders.paymentIntentId, setup.paymentIntentId))).toHaveLength(0);

    const res = await webhook('payment_intent.succeeded', setup.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(await database.db.select().from(orders).where(eq(orders.paymentIntentId, setup.paymentIntentId))).toHaveLength(1);
    // Stripe delivers at least once: a repeat changes nothing, and the browser gets the same order.
    expect((await webhook('payment_intent.succeeded', setup.paymentIntentId)).statusCode).toBe(200);
    expect(await database.db.select().from(orders).where(eq(orders.paymentIntentId, setup.paymentIntentId))).toHaveLength(1);
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
  });

  it('refunds at Stripe when the item sold out before the order, after the hold expired', async () => {
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);
    await expireStockHolds(database.db);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    const res = await b.post('/api/orders', orderPayload(setup));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has been refunded');
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === setup.paymentIntentId);
    expect(refunds).toHaveLength(1);
    const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
    expect(checkout!.status).toBe('refunded');
  });

  it('answers 503 and keeps the checkout open when Stripe is down, so it can be retried', async () => {
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);
    stripe.down(500);
    const down = await b.post('/api/orders', orderPayload(setup)).finally(() => stripe.up());
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Payment system is not available. Please try again.');
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
  });

  it("rides out a passing Stripe failure with the SDK's retry: the shopper gets the order at once", async () => {
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const b = await shopperWithCart();
    stripe.failNext(503);
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);
    stripe.resetNext();
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
    const userId = stripe.intents.get(setup.paymentIntentId)!.metadata.userId;
    expect([...stripe.intents.values()].filter((i) => i.metadata.userId === userId)).toHaveLength(1);
  });

  it("refunds once when the refund's answer is lost on the way back", async () => {
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);
    await expireStockHolds(database.db);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    stripe.loseResponse('/v1/refunds');
    const res = await b.post('/api/orders', orderPayload(setup));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has been refunded');
    expect(stripe.refunds.filter((r) => r.payment_intent === setup.paymentIntentId)).toHaveLength(1);
    expect(stripe.charges.get(stripe.intents.get(setup.paymentIntentId)!.latest_charge!)).toMatchObject({
      refunded: true,
      amount_refunded: Math.round(Number(setup.amount) * 100),
    });
    const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
    expect(checkout!.status).toBe('refunded');
  });

  it('gives the held stock back when Stripe says the payment was canceled, once, and not for a payment that is not', async () => {
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    const stockNow = async () => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
    expect(await stockNow()).toBe(2);
    // An event for a payment Stripe does not call canceled changes nothing: the state is asked of Stripe.
    expect((await webhook('payment_intent.canceled', setup.paymentIntentId)).statusCode).toBe(200);
    expect(await stockNow()).toBe(2);
    stripe.intents.get(setup.paymentIntentId)!.status = 'canceled';
    expect((await webhook('payment_intent.canceled', setup.paymentIntentId)).statusCode).toBe(200);
    expect(await stockNow()).toBe(3);
    expect((await webhook('payment_intent.canceled', setup.paymentIntentId)).statusCode).toBe(200);
    expect(await stockNow()).toBe(3);
  });

  it('refuses a webhook signed longer ago than the tolerance (a replay)', async () => {
    await database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const b = await shopperWithCart();
    const setup = await setUpPayment(b);
    stripe.succeed(setup.paymentIntentId);
    const stale = stripe.webhookEvent('payment_intent.succeeded', setup.paymentIntentId, Math.floor(Date.now() / 1000) - 301);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stale.signature },
      payload: stale.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Webhook signature verification failed: Timestamp outside the tolerance zone');
    expect(await database.db.select().from(orders).where(eq(orders.paymentIntentId, setup.paymentIntentId))).toHaveLength(0);
  });
});
