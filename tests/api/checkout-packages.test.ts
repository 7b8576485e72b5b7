// Checkout with a cart from several sellers (issue 12, decision 0024): the payment's shipping is the
// rates lookup's figure for one package per seller, the checkout keeps the chosen service's packages,
// and the order writes one order_packages row per package in its transaction.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orderItems, orderPackages, products, users } from '#server/db/schema.ts';
import { PLATFORM_ORIGIN_ZIP, type RateRequest } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment, shippingForm } from '../support/checkout.ts';

let database: Database;
let t: TestApp;
const sellers = { withOrigin: 0, withoutOrigin: 0 };
const p = { candle: 0, bowl: 0, cable: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const seller = async (username: string, shippingOriginZip: string | null) => {
    const [row] = await database.db
      .insert(users)
      .values({ username, email: `${username}@example.test`, passwordHash: 'not-a-hash', isSeller: true, companyName: username, shippingOriginZip })
      .returning({ id: users.id });
    return row!.id;
  };
  sellers.withOrigin = await seller('asheville_maker', '28801');
  sellers.withoutOrigin = await seller('prairie_maker', null);
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Checkout package tests', description: 'for the checkout package tests', icon: 'box' })
    .returning({ id: categories.id });
  const make = async (name: string, priceCents: number, weightOz: number | null, sellerId: number | null) => {
    const [row] = await database.db
      .insert(products)
      .values({
        name,
        description: `${name} for the checkout package tests`,
        priceCents,
        categoryId: category!.id,
        stock: 500,
        weightOz,
        sellerId,
        isApproved: true,
      })
      .returning({ id: products.id });
    return row!.id;
  };
  p.candle = await make('Beeswax Candle', 1000, 8, sellers.withOrigin);
  p.bowl = await make('Prairie Bowl', 1200, null, sellers.withoutOrigin);
  p.cable = await make('House Cable', 1000, 3, null);
  t = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** 2 candles (seller with origin 28801), a bowl (seller without origin, no weight) and the platform's cable: $42.00, 4 items. */
async function twoSellerCart(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b);
  await addToCart(b, p.candle, 2);
  await addToCart(b, p.bowl, 1);
  await addToCart(b, p.cable, 1);
  return b;
}

/** The carrier's quote of one package on its own, for a service. */
async function quoteOne(request: RateRequest, service: string) {
  const rates = await new SandboxCarrier(database.db).quoteRates(request);
  return rates.find((r) => r.service === service)!;
}

/** Each package of the two-seller cart to Des Moines (the form's ZIP code) quoted on its own for a service. */
async function expectedPackages(service: string, bowls = 1) {
  const requests = [
    { sellerId: sellers.withOrigin, originZip: '28801', weightOz: 16 },
    { sellerId: sellers.withoutOrigin, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 16 * bowls },
    { sellerId: null, originZip: PLATFORM_ORIGIN_ZIP, weightOz: 3 },
  ];
  return Promise.all(
    requests.map(async (r) => {
      const q = await quoteOne({ originZip: r.originZip, destinationZip: '50309', weightOz: r.weightOz }, service);
      return { ...r, rateCents: q.rateCents, estimatedDeliveryDays: q.estimatedDeliveryDays };
    }),
  );
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const sum = (list: Array<{ rateCents: number }>) => list.reduce((a, b) => a + b.rateCents, 0);

describe('checkout of a cart from several sellers', () => {
  it('charges the sum of each package quoted on its own for a faster service, and standard shipping its flat $5.95 under $50', async () => {
    const b = await twoSellerCart();
    const lookup = (await b.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '50309' })).json<ShippingRatesDto>();
    for (const [i, rate] of lookup.rates.entries()) {
      const packages = await expectedPackages(rate.service);
      // The cheapest service is standard shipping: $5.95 for the three packages; the packages keep their carrier rates.
      expect(cents(rate.rate)).toBe(i === 0 ? 595 : sum(packages));
      expect(rate.estimatedDeliveryDays).toBe(Math.max(...packages.map((x) => x.estimatedDeliveryDays)));

      const setup = await setUpPayment(b, shippingForm({ shippingMethod: rate.service }));
      // 4 items: 5% off $42.00 ($2.10), then Iowa's 6% on $39.90 ($2.39).
      const taxable = 4200 - 210;
      const tax = Math.round(taxable * 0.06);
      expect(setup).toMatchObject({
        shippingMethod: rate.service,
        shipping: rate.rate,
        estimatedDeliveryDays: rate.estimatedDeliveryDays,
        subtotal: '42.00',
        discount: '2.10',
        tax: '2.39',
        amount: ((taxable + tax + cents(rate.rate)) / 100).toFixed(2),
      });
      const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
      expect(checkout!.packages).toEqual(packages);
      expect(checkout!.items.map((i) => [i.productId, i.sellerId])).toEqual([
        [p.candle, sellers.withOrigin],
        [p.bowl, sellers.withoutOrigin],
        [p.cable, null],
      ]);
    }
  });

  it('makes the cheapest service free from $50 while the packages keep their carrier rates', async () => {
    const b = await twoSellerCart();
    await addToCart(b, p.bowl, 1); // $54.00
    const setup = await setUpPayment(b);
    const packages = await expectedPackages('USPS Ground Advantage', 2);
    expect(setup).toMatchObject({ shippingMethod: 'USPS Ground Advantage', shipping: '0.00', subtotal: '54.00' });
    const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
    expect(checkout!.packages).toEqual(packages);
    expect(checkout!.shippingCents).toBe(0);
  });

  it('charges standard shipping when the carrier cannot answer, the fallback rate shared by the packages by weight', async () => {
    const b = await twoSellerCart();
    const setup = await setUpPayment(b, shippingForm({ city: 'Anchorage', state: 'AK', zipCode: '99999' }));
    // The shopper pays standard shipping's flat $5.95; the packages share the spec's $5.99, the fallback's stand-in for the carrier's cost.
    expect(setup).toMatchObject({ shippingMethod: 'Standard Shipping', shipping: '5.95', estimatedDeliveryDays: 5 });
    const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
    // 16, 16 and 3 oz of 35: 273.8, 273.8 and 51.3 cents, the remainder cent to the first.
    expect(checkout!.packages.map((x) => [x.originZip, x.weightOz, x.rateCents, x.estimatedDeliveryDays])).toEqual([
      ['28801', 16, 274, 5],
      [PLATFORM_ORIGIN_ZIP, 16, 274, 5],
      [PLATFORM_ORIGIN_ZIP, 3, 51, 5],
    ]);
  });

  it("writes the order's packages, one per seller, with the chosen service", async () => {
    const b = await twoSellerCart();
    const setup = await setUpPayment(b, shippingForm({ shippingMethod: 'Priority Mail' }));
    await payWithCard(b, setup.clientSecret, CARDS.success);
    const res = await b.post('/api/orders', orderPayload(setup));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderDto>();
    expect(order).toMatchObject({ total: setup.amount, shipping: setup.shipping, shippingMethod: 'Priority Mail' });
    const rows = await database.db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id)).orderBy(asc(orderPackages.id));
    const expected = await expectedPackages('Priority Mail');
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual(expected.map((x) => ({ orderId: order.id, service: 'Priority Mail', ...x })));
    expect(sum(rows)).toBe(cents(setup.shipping));
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    expect(lines.map((l) => [l.productId, l.sellerId])).toEqual([
      [p.candle, sellers.withOrigin],
      [p.bowl, sellers.withoutOrigin],
      [p.cable, null],
    ]);
    // The same payment again: the same order, no second set of packages.
    expect((await b.post('/api/orders', orderPayload(setup))).json<OrderDto>().id).toBe(order.id);
    expect(await database.db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id))).toHaveLength(3);
  });

  it('gives an order of a checkout stored before packages its sellers from the products, and no package rows', async () => {
    const b = await twoSellerCart();
    const setup = await setUpPayment(b);
    // What a checkout row written before issue 12 holds: no packages, no sellers on its items.
    const [stored] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, setup.paymentIntentId));
    await database.db
      .update(checkouts)
      .set({ packages: [], items: stored!.items.map(({ sellerId: _sellerId, ...item }) => item) })
      .where(eq(checkouts.id, stored!.id));
    await payWithCard(b, setup.clientSecret, CARDS.success);
    const res = await b.post('/api/orders', orderPayload(setup));
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<OrderDto>().id;
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    expect(lines.map((l) => l.sellerId)).toEqual([sellers.withOrigin, sellers.withoutOrigin, null]);
    expect(await database.db.select().from(orderPackages).where(eq(orderPackages.orderId, orderId))).toEqual([]);
  });
});
