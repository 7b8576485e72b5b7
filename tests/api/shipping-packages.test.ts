// Shipping rates for the shopper's cart (issue 12, decision 0024): one package per seller, each from
// its seller's origin ZIP code, priced on its own by the carrier and summed; only services every
// package can use; free from $50; the single-product lookup unchanged in shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, products, users } from '#server/db/schema.ts';
import { PLATFORM_ORIGIN_ZIP, type RateRequest } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart } from '../support/checkout.ts';

/** Each rate's arrival date by the delivery rule (decision 0044; its dates are tested in tests/api/delivery-promise.test.ts). */
const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

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
    .values({ name: 'Package test category', description: 'for the package tests', icon: 'box' })
    .returning({ id: categories.id });
  const make = async (name: string, priceCents: number, weightOz: number | null, sellerId: number | null) => {
    const [row] = await database.db
      .insert(products)
      .values({ name, description: `${name} for the package tests`, priceCents, categoryId: category!.id, stock: 50, weightOz, sellerId, isApproved: true })
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

/** A signed-in shopper with 2 candles (from 28801), a bowl (no weight, its seller has no origin) and a cable (the platform's). */
async function twoSellerCart(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b);
  await addToCart(b, p.candle, 2);
  await addToCart(b, p.bowl, 1);
  await addToCart(b, p.cable, 1);
  return b;
}

/** What the carrier quotes each package on its own, summed per service (days: the slowest). */
async function summed(requests: RateRequest[]) {
  const carrier = new SandboxCarrier(database.db);
  const quotes = await Promise.all(requests.map((r) => carrier.quoteRates(r)));
  return quotes[0]!.map((first) => {
    const each = quotes.map((q) => q.find((r) => r.service === first.service)!);
    return {
      service: first.service,
      cents: each.reduce((sum, r) => sum + r.rateCents, 0),
      days: Math.max(...each.map((r) => r.estimatedDeliveryDays)),
    };
  });
}

const cartRates = (b: Browser, destinationZip: unknown) => b.post('/api/shipping/calculate-rates', { cart: true, destinationZip });

describe('POST /api/shipping/calculate-rates with cart: true', () => {
  it("sums each seller's package as the carrier quotes it from the seller's origin, and says where they ship from", async () => {
    const b = await twoSellerCart();
    const res = await cartRates(b, '90210');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ShippingRatesDto>();
    const expected = await summed([
      { originZip: '28801', destinationZip: '90210', weightOz: 16 }, // 2 candles of 8 oz
      { originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 16 }, // a bowl without weight: 16 oz
      { originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 3 }, // the platform's cable
    ]);
    // The cheapest service is standard shipping, a flat $5.95 under $50 ($42.00 here); the others are the packages' sum.
    expect(answer.rates.map((r) => [r.service, r.rate, r.estimatedDeliveryDays])).toEqual(
      expected.map((e, i) => [e.service, i === 0 ? '5.95' : (e.cents / 100).toFixed(2), e.days]),
    );
    expect(answer.packages).toEqual([
      { from: 'NC', items: 2 },
      { from: 'IA', items: 1 },
      { from: 'IA', items: 1 },
    ]);
    // Not the old rule (the first line's product alone from the platform's warehouse).
    const single = await summed([{ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 8 }]);
    expect(answer.rates[1]!.rate).not.toBe((single[1]!.cents / 100).toFixed(2));
  });

  it('makes the cheapest service free from a $50 subtotal', async () => {
    const b = await twoSellerCart(); // $42.00
    const under = (await cartRates(b, '10001')).json<ShippingRatesDto>().rates;
    expect(under[0]).toMatchObject({ rate: '5.95', description: 'Flat $5.95 on orders under $50' });
    await addToCart(b, p.bowl, 1); // $54.00, the bowl's package now 32 oz
    const over = (await cartRates(b, '10001')).json<ShippingRatesDto>().rates;
    const expected = await summed([
      { originZip: '28801', destinationZip: '10001', weightOz: 16 },
      { originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '10001', weightOz: 32 },
      { originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '10001', weightOz: 3 },
    ]);
    expect(over[0]).toEqual({
      service: expected[0]!.service,
      rate: '0.00',
      estimatedDeliveryDays: expected[0]!.days,
      estimatedDeliveryDate: isoDate,
      description: 'Free shipping on orders over $50',
    });
    expect(over.slice(1).map((r) => r.rate)).toEqual(expected.slice(1).map((e) => (e.cents / 100).toFixed(2)));
  });

  it('offers only the services the carrier offers for every package', async () => {
    // A carrier without Priority Mail Express from Asheville's post office.
    class NoExpressFromAsheville extends SandboxCarrier {
      override async quoteRates(request: RateRequest) {
        const rates = await super.quoteRates(request);
        return request.originZip === '28801' ? rates.filter((r) => r.service !== 'Priority Mail Express') : rates;
      }
    }
    const limited = await createTestApp({ database, carrier: new NoExpressFromAsheville(database.db) });
    try {
      const b = limited.browser();
      await registerUser(b);
      await addToCart(b, p.candle);
      await addToCart(b, p.cable);
      const both = (await b.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '90210' })).json<ShippingRatesDto>();
      expect(both.rates.map((r) => r.service)).toEqual(['USPS Ground Advantage', 'Priority Mail']);
      // The platform's product alone still gets all three.
      expect((await b.request('DELETE', '/api/cart/all', {})).statusCode).toBeLessThan(300);
      await addToCart(b, p.cable);
      const alone = (await b.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '90210' })).json<ShippingRatesDto>();
      expect(alone.rates.map((r) => r.service)).toEqual(['USPS Ground Advantage', 'Priority Mail', 'Priority Mail Express']);
    } finally {
      await limited.close();
    }
  });

  it('needs a signed-in shopper with something in the cart', async () => {
    const visitor = await cartRates(t.browser(), '90210');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Please sign in to continue.' });
    const b = t.browser();
    await registerUser(b);
    const empty = await cartRates(b, '90210');
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: 'Your cart is empty.' });
  });

  it('answers 400 for a bad ZIP code and 502 when the carrier cannot answer', async () => {
    const b = await twoSellerCart();
    const bad = await cartRates(b, '1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid 5-digit ZIP code' });
    const unused = await cartRates(b, '00012');
    expect(unused.statusCode).toBe(400);
    expect(unused.json()).toMatchObject({ message: 'ZIP code 00012 is not a valid US ZIP code' });
    const outage = await cartRates(b, '99999');
    expect(outage.statusCode).toBe(502);
    expect(outage.json()).toMatchObject({ message: 'Unable to calculate shipping rates' });
    const notBoolean = await b.post('/api/shipping/calculate-rates', { cart: 'yes', destinationZip: '90210' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({ message: 'cart must be true or false' });
  });

  it('still needs a productId without cart: true', async () => {
    for (const body of [{ destinationZip: '90210' }, { destinationZip: '90210', cart: false }]) {
      const res = await t.browser().post('/api/shipping/calculate-rates', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'productId must be a product id' });
    }
  });
});

describe('POST /api/shipping/calculate-rates for one product', () => {
  it("answers as before: the spec's rates list, one unit from the product's seller's origin", async () => {
    const res = await t.browser().post('/api/shipping/calculate-rates', { productId: p.candle, destinationZip: '90210' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<ShippingRatesDto>();
    expect(Object.keys(answer)).toEqual(['rates']);
    const quotes = await new SandboxCarrier(database.db).quoteRates({ originZip: '28801', destinationZip: '90210', weightOz: 8 });
    expect(answer.rates).toEqual(
      quotes.map((q) => ({
        service: q.service,
        rate: (q.rateCents / 100).toFixed(2),
        estimatedDeliveryDays: q.estimatedDeliveryDays,
        estimatedDeliveryDate: isoDate,
        description: q.description,
      })),
    );
    const platform = await t.browser().post('/api/shipping/calculate-rates', { productId: p.bowl, destinationZip: '90210' });
    const fromWarehouse = await new SandboxCarrier(database.db).quoteRates({ originZip: PLATFORM_ORIGIN_ZIP, destinationZip: '90210', weightOz: 16 });
    expect(platform.json<ShippingRatesDto>().rates.map((r) => r.rate)).toEqual(fromWarehouse.map((q) => (q.rateCents / 100).toFixed(2)));
  });
});
