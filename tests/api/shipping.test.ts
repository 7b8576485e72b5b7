// Shipping rates API: sandbox carrier quotes by zone, validation, unknown products, weight, failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
const p = { noWeight: 0, light: 0, heavy: 0, tooHeavy: 0, pending: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Shipping test category', description: 'for the shipping tests', icon: 'box' })
    .returning({ id: categories.id });
  const make = async (name: string, weightOz: number | null, isApproved = true) => {
    const [row] = await database.db
      .insert(products)
      .values({ name, description: `${name} for the shipping tests`, priceCents: 2500, categoryId: category!.id, stock: 5, weightOz, isApproved })
      .returning({ id: products.id });
    return row!.id;
  };
  p.noWeight = await make('Shipping test no weight', null);
  p.light = await make('Shipping test one pound', 16);
  p.heavy = await make('Shipping test ten pounds', 160);
  p.tooHeavy = await make('Shipping test anvil', 80 * 16);
  p.pending = await make('Shipping test awaiting approval', 16, false);
  t = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const quote = (productId: unknown, destinationZip: unknown) => t.browser().post('/api/shipping/calculate-rates', { productId, destinationZip });

async function rates(productId: number, zip: string) {
  const res = await quote(productId, zip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShippingRatesDto>().rates;
}

const SERVICES = ['USPS Ground Advantage', 'Priority Mail', 'Priority Mail Express'];

describe('POST /api/shipping/calculate-rates', () => {
  it('answers the three services, cheapest first, with decimal rates, days and descriptions', async () => {
    const list = await rates(p.light, '90210');
    expect(list.map((r) => r.service)).toEqual(SERVICES);
    expect(list.map((r) => r.rate)).toEqual(['12.35', '17.60', '49.50']);
    expect(list.map((r) => r.estimatedDeliveryDays)).toEqual([5, 3, 2]);
    for (const r of list) {
      expect(r.rate).toMatch(/^\d+\.\d{2}$/);
      expect(r.description).toBeTruthy();
    }
    const prices = list.map((r) => Number(r.rate));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('works signed out and signed in alike', async () => {
    const b = t.browser();
    await registerUser(b);
    const res = await b.post('/api/shipping/calculate-rates', { productId: p.light, destinationZip: '90210' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ShippingRatesDto>()).toEqual({ rates: await rates(p.light, '90210') });
  });

  it('prices near destinations below far ones and delivers them sooner (zone rule)', async () => {
    const local = await rates(p.light, '50310'); // same SCF as the Des Moines origin: zone 1
    const chicago = await rates(p.light, '60601'); // zone 3
    const newYork = await rates(p.light, '10001'); // zone 5
    const la = await rates(p.light, '90210'); // zone 7
    const honolulu = await rates(p.light, '96815'); // zone 8
    expect(local.map((r) => r.rate)).toEqual(['7.25', '10.40', '31.50']);
    expect(local[0]!.estimatedDeliveryDays).toBe(2);
    const ground = [local, chicago, newYork, la, honolulu].map((list) => Number(list[0]!.rate));
    expect(ground).toEqual([...ground].sort((a, b) => a - b));
    expect(new Set(ground).size).toBe(5);
    expect(honolulu[0]!.estimatedDeliveryDays).toBeGreaterThan(chicago[0]!.estimatedDeliveryDays);
  });

  it.each([
    ['00901', 'Puerto Rico', '13.20'],
    ['00802', 'US Virgin Islands', '13.20'],
    ['96910', 'Guam (zone 9)', '14.05'],
  ])('quotes territory %s (%s)', async (zip, _name, ground) => {
    const list = await rates(p.light, zip);
    expect(list.map((r) => r.service)).toEqual(SERVICES);
    expect(list[0]!.rate).toBe(ground);
  });

  it.each(['09001', '34001', '96201'])('quotes military ZIP %s through its gateway, noting military handling', async (zip) => {
    const list = await rates(p.light, zip);
    expect(list.map((r) => r.service)).toEqual(SERVICES);
    expect(list[0]!.description).toContain('Military');
  });

  it('accepts ZIP+4', async () => {
    expect(await rates(p.light, '90210-1234')).toEqual(await rates(p.light, '90210'));
  });

  it('weighs a product without a weight as 16 oz, and a heavier product costs more', async () => {
    const none = await rates(p.noWeight, '10001');
    const light = await rates(p.light, '10001');
    const heavy = await rates(p.heavy, '10001');
    expect(none).toEqual(light);
    for (let i = 0; i < 3; i++) expect(Number(heavy[i]!.rate)).toBeGreaterThan(Number(light[i]!.rate));
  });

  it.each([['1234'], ['123456'], ['abcde'], ['12345-12'], [''], [12345], [null]])('answers 400 for ZIP %j', async (zip) => {
    const res = await quote(p.light, zip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter a valid 5-digit ZIP code' });
  });

  it('answers 400 for a ZIP whose prefix is not in use', async () => {
    const res = await quote(p.light, '00012');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('ZIP code 00012 is not a valid US ZIP code');
  });

  it('answers 400 for a bad product id and 404 for an unknown or unapproved product', async () => {
    expect((await quote('abc', '90210')).statusCode).toBe(400);
    for (const id of [999_999, p.pending]) {
      const res = await quote(id, '90210');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Product not found' });
    }
  });

  it('answers 400 for a product over the 70 lb carrier limit', async () => {
    const res = await quote(p.tooHeavy, '90210');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/70 lb/);
  });

  it('answers 502 when the carrier is unavailable (sandbox outage ZIP 99999)', async () => {
    const res = await quote(p.light, '99999');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'Unable to calculate shipping rates' });
  });
});
