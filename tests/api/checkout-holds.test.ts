// Stock held while a shopper pays (issue 14, decision 0031): the payment setup takes the items from
// stock until the payment ends or the hold expires, so the loser of the last unit is told before
// paying; the order consumes the hold; a new setup, a canceled or refunded payment and the expiry job
// give it back, once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { releaseHold, STOCK_HOLD_MS } from '#server/features/checkout/stock-holds.ts';
import type { CreateIntentRequest, PaymentIntent } from '#server/integrations/payments/provider.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { releaseExpiredHolds } from '#server/jobs/release-stock-holds.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment, shippingForm } from '../support/checkout.ts';

let database: Database;
let t: TestApp;
let categoryId = 0;
let payments: SandboxPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  payments = new SandboxPaymentProvider(database.db);
  t = await createTestApp({ database, payments });
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Hold tests', description: 'Products of the hold tests', icon: 'package' })
    .returning({ id: categories.id });
  categoryId = category!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const product = async (name: string, stock: number | null) => {
  const [row] = await database.db
    .insert(products)
    .values({ name, description: `${name} for the hold tests`, priceCents: 4200, categoryId, stock, weightOz: 24 })
    .returning({ id: products.id });
  return row!.id;
};
const stockOf = async (id: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const checkoutOf = async (paymentIntentId: string) => (await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, paymentIntentId)))[0]!;
const intentOf = async (id: string) => (await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;
const intentsOf = async (userId: number) => (await database.db.select().from(sandboxPaymentIntents)).filter((i) => i.metadata.userId === String(userId));
const later = (ms: number) => new Date(Date.now() + ms);

async function shopper(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  const account = await registerUser(b, { prefix: 'holder' });
  return { b, id: account.id };
}

/** The setup as the browser sends it, with the total the server priced (a probe tells it). */
async function trySetup(b: Browser) {
  const probe = await b.post('/api/create-payment-intent', { amount: '0.01', shippingInfo: shippingForm() });
  const total = /Your order total is \$([\d,]+\.\d\d)/.exec(probe.json<{ message: string }>().message)?.[1]?.replace(/,/g, '');
  if (!total) return probe;
  return b.post('/api/create-payment-intent', { amount: total, shippingInfo: shippingForm() });
}

describe('two shoppers, one unit', () => {
  it('holds the unit for the first while they pay: the second is told at payment setup and never charged', async () => {
    const lastOne = await product('Last Cast Iron Skillet', 1);
    const first = await shopper();
    const second = await shopper();
    await addToCart(first.b, lastOne);
    await addToCart(second.b, lastOne);

    const held = await setUpPayment(first.b);
    expect(await stockOf(lastOne)).toBe(0);
    expect((await checkoutOf(held.paymentIntentId)).stockHeldUntil).not.toBeNull();
    // Product pages show what is left for others.
    expect((await second.b.get(`/api/products/${lastOne}`)).json<{ stock: number }>().stock).toBe(0);

    const refused = await trySetup(second.b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('"Last Cast Iron Skillet" is sold out. Please remove it from your cart.');
    expect(await intentsOf(second.id)).toEqual([]);
    expect(await database.db.select().from(checkouts).where(eq(checkouts.userId, second.id))).toEqual([]);

    await payWithCard(first.b, held.clientSecret, CARDS.success);
    const order = await first.b.post('/api/orders', orderPayload(held));
    expect(order.statusCode, order.body).toBe(201);
    // The hold became the order: the stock was taken once, not a second time.
    expect(await stockOf(lastOne)).toBe(0);
    expect(await checkoutOf(held.paymentIntentId)).toMatchObject({ status: 'ordered', stockHeldUntil: null });
    expect(await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 60_000))).toBe(0);
    expect(await stockOf(lastOne)).toBe(0);
  });

  it('names what is left when a cart wants more than the others leave', async () => {
    const jars = await product('Clover Honey Jar', 3);
    const first = await shopper();
    const second = await shopper();
    await addToCart(first.b, jars, 2);
    await addToCart(second.b, jars, 2);
    await setUpPayment(first.b);
    const refused = await trySetup(second.b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 1 of "Clover Honey Jar" left in stock. Please update your cart.');
    expect(await stockOf(jars)).toBe(1);
  });

  it("counts a shopper's own hold as theirs in their cart: they still see it in stock and can change their line", async () => {
    const candles = await product('Beeswax Taper Candles', 2);
    const holder = await shopper();
    const other = await shopper();
    await addToCart(holder.b, candles, 2);
    await addToCart(other.b, candles, 1);
    await setUpPayment(holder.b);
    expect(await stockOf(candles)).toBe(0);

    const stockInCart = async (b: Browser) =>
      (await b.get('/api/cart')).json<{ productId: number; product: { stock: number } }[]>().find((l) => l.productId === candles)!.product.stock;
    expect(await stockInCart(holder.b)).toBe(2);
    expect(await stockInCart(other.b)).toBe(0);

    const [line] = (await holder.b.get('/api/cart')).json<{ id: number; productId: number }[]>().filter((l) => l.productId === candles);
    const fewer = await holder.b.request('PUT', `/api/cart/${line!.id}`, { body: { quantity: 1 } });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const more = await holder.b.request('PUT', `/api/cart/${line!.id}`, { body: { quantity: 3 } });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('Only 2 left in stock.');
    const refused = await other.b.post('/api/cart', { productId: candles, quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This product is out of stock.');
  });

  it('cancels the payment intent and holds nothing when the last unit goes between the quote and the hold', async () => {
    // The mugs have the lower id, so they are held first, before the lantern comes up short.
    const mugs = await product('Enamel Mug', 10);
    const lantern = await product('Tin Lantern', 1);
    // Another shopper's hold lands while the provider creates this shopper's intent.
    class Contended extends SandboxPaymentProvider {
      override async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
        const intent = await super.createIntent(request);
        await database.db.update(products).set({ stock: 0 }).where(eq(products.id, lantern));
        return intent;
      }
    }
    const contended = await createTestApp({ database, payments: new Contended(database.db) });
    try {
      const b = contended.browser();
      const { id } = await registerUser(b, { prefix: 'holder' });
      await addToCart(b, mugs, 2);
      await addToCart(b, lantern);
      const refused = await trySetup(b);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('"Tin Lantern" is sold out. Please remove it from your cart.');
      const [intent] = await intentsOf(id);
      expect(intent).toMatchObject({ status: 'canceled', amountRefundedCents: 0 });
      expect(await database.db.select().from(checkouts).where(eq(checkouts.userId, id))).toEqual([]);
      // All lines or none: the mugs taken before the lantern came up short are back.
      expect(await stockOf(mugs)).toBe(10);
      expect(await stockOf(lantern)).toBe(0);
    } finally {
      await contended.close();
    }
  });
});

describe('the end of a hold', () => {
  it('survives a declined card, so the shopper can pay with another one', async () => {
    const quilt = await product('Star Quilt', 1);
    const { b } = await shopper();
    await addToCart(b, quilt);
    const setup = await setUpPayment(b);
    expect((await payWithCard(b, setup.clientSecret, CARDS.insufficientFunds)).lastError?.declineCode).toBe('insufficient_funds');
    expect(await stockOf(quilt)).toBe(0);
    expect((await checkoutOf(setup.paymentIntentId)).stockHeldUntil).not.toBeNull();
    expect((await payWithCard(b, setup.clientSecret, CARDS.success)).status).toBe('succeeded');
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
    expect(await stockOf(quilt)).toBe(0);
  });

  it('is given back by a new setup (a changed cart), whose old payment is canceled', async () => {
    const candles = await product('Beeswax Candle', 3);
    const { b, id } = await shopper();
    await addToCart(b, candles);
    const old = await setUpPayment(b);
    expect(await stockOf(candles)).toBe(2);
    await addToCart(b, candles); // two in the cart now
    const renewed = await setUpPayment(b);
    expect(await stockOf(candles)).toBe(1);
    expect(await checkoutOf(old.paymentIntentId)).toMatchObject({ status: 'open', stockHeldUntil: null });
    expect((await intentOf(old.paymentIntentId)).status).toBe('canceled');
    // The old payment can no longer be made.
    const late = await b.post('/api/payments/sandbox/confirm', {
      clientSecret: old.clientSecret,
      card: { number: CARDS.success, expiry: '12 / 34', cvc: '123' },
    });
    expect(late.statusCode).toBe(409);
    expect(await intentsOf(id)).toHaveLength(2);

    await payWithCard(b, renewed.clientSecret, CARDS.success);
    expect((await b.post('/api/orders', orderPayload(renewed))).json<OrderDto>().items[0]!.quantity).toBe(2);
    expect(await stockOf(candles)).toBe(1);
    // The canceled checkout never gets an order and never gives its stock back twice.
    const refused = await b.post('/api/orders/from-payment', { paymentIntentId: old.paymentIntentId });
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(candles)).toBe(1);
  });

  it('keeps the hold of a payment already made when the shopper sets up another', async () => {
    const soap = await product('Goat Milk Soap', 2);
    const { b } = await shopper();
    await addToCart(b, soap);
    const paid = await setUpPayment(b);
    await payWithCard(b, paid.clientSecret, CARDS.success);
    await setUpPayment(b); // e.g. a second tab
    expect(await stockOf(soap)).toBe(0);
    expect((await intentOf(paid.paymentIntentId)).amountRefundedCents).toBe(0);
    expect((await b.post('/api/orders/from-payment', { paymentIntentId: paid.paymentIntentId })).statusCode).toBe(200);
    expect(await stockOf(soap)).toBe(0);
  });

  it('is given back when the payment is canceled or refunded, once', async () => {
    const bowls = await product('Maple Bowl', 2);
    const { b } = await shopper();
    await addToCart(b, bowls);
    const canceled = await setUpPayment(b);
    await payments.refundOrCancel(canceled.paymentIntentId); // canceled at the provider
    expect(await stockOf(bowls)).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await b.post('/api/orders/from-payment', { paymentIntentId: canceled.paymentIntentId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This payment has not been completed.');
      expect(await stockOf(bowls)).toBe(2);
    }

    const refunded = await setUpPayment(b);
    await payWithCard(b, refunded.clientSecret, CARDS.success);
    await payments.refundOrCancel(refunded.paymentIntentId); // refunded before the order was made
    const res = await b.post('/api/orders', orderPayload(refunded));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your payment has been refunded.');
    expect(await checkoutOf(refunded.paymentIntentId)).toMatchObject({ status: 'refunded', stockHeldUntil: null });
    expect(await stockOf(bowls)).toBe(2);
  });

  it('expires: the job gives the stock back once; a payment made later still gets its order while stock is left', async () => {
    const crocks = await product('Stoneware Crock', 1);
    const { b } = await shopper();
    await addToCart(b, crocks);
    const setup = await setUpPayment(b);
    const { stockHeldUntil } = await checkoutOf(setup.paymentIntentId);
    expect(stockHeldUntil!.getTime() - Date.now()).toBeGreaterThan(STOCK_HOLD_MS - 60_000);
    expect(stockHeldUntil!.getTime() - Date.now()).toBeLessThanOrEqual(STOCK_HOLD_MS);

    await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS - 60_000));
    expect(await stockOf(crocks)).toBe(0);
    expect(await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 1000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(crocks)).toBe(1);
    expect(await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 2000))).toBe(0);
    expect(await releaseHold(database.db, (await checkoutOf(setup.paymentIntentId)).id)).toBe(false);
    expect(await stockOf(crocks)).toBe(1);

    await payWithCard(b, setup.clientSecret, CARDS.success);
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
    expect(await stockOf(crocks)).toBe(0);
  });

  it('expires: a payment made after another shopper took the unit is refunded, as before holds', async () => {
    const kite = await product('Paper Kite', 1);
    const late = await shopper();
    const other = await shopper();
    await addToCart(late.b, kite);
    await addToCart(other.b, kite);
    const slow = await setUpPayment(late.b);
    await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 1000));
    const quick = await setUpPayment(other.b);
    await payWithCard(other.b, quick.clientSecret, CARDS.success);
    expect((await other.b.post('/api/orders', orderPayload(quick))).statusCode).toBe(201);

    await payWithCard(late.b, slow.clientSecret, CARDS.success);
    const lost = await late.b.post('/api/orders', orderPayload(slow));
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(`Sorry, "Paper Kite" sold out before your payment completed. Your payment of $${slow.amount} has been refunded.`);
    expect(await stockOf(kite)).toBe(0);
    expect((await intentOf(slow.paymentIntentId)).amountRefundedCents).toBeGreaterThan(0);
  });

  it('is never given back and consumed both when the expiry job and the order meet', async () => {
    const pans = await product('Copper Pan', 1);
    for (let round = 0; round < 4; round++) {
      const { b } = await shopper();
      await addToCart(b, pans);
      const setup = await setUpPayment(b);
      await payWithCard(b, setup.clientSecret, CARDS.success);
      const [, order] = await Promise.all([releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 1000)), b.post('/api/orders', orderPayload(setup))]);
      // Either the order consumed the hold, or the job gave it back first and the order took the unit again.
      expect(order.statusCode).toBe(201);
      expect(await stockOf(pans)).toBe(0);
      const [made] = await database.db.select().from(orders).where(eq(orders.paymentIntentId, setup.paymentIntentId));
      await database.db.update(products).set({ stock: 1 }).where(eq(products.id, pans));
      expect(made).toBeDefined();
    }
  });

  it('holds nothing of a product without a stock figure', async () => {
    const prints = await product('Letterpress Print', null);
    const { b } = await shopper();
    await addToCart(b, prints, 5);
    const setup = await setUpPayment(b);
    expect(await stockOf(prints)).toBeNull();
    await releaseExpiredHolds(database.db, later(STOCK_HOLD_MS + 1000));
    expect(await stockOf(prints)).toBeNull();
    await payWithCard(b, setup.clientSecret, CARDS.success);
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
  });
});
