// Sorts and filters on GET /api/search and GET /api/products change the results as they say (issue 29,
// docs/decisions/0061-discovery.md items 2 and 4): several categories or shops at once, ids, and
// exact=true, the words as typed with no typo forgiven.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import { SEARCH_CORRECTED_HEADER, type ProductDto } from '#shared/catalogue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // 60 Harrowgate goods of the demo shops, spread over categories, prices, ratings, dates, sales and stock.
  await t.database.db.execute(sql`
    INSERT INTO products (name, description, price_cents, category_id, seller_id, rating, review_count, is_on_sale, stock, created_at)
    SELECT 'Harrowgate ' || (ARRAY['Lantern', 'Basket', 'Quilt'])[1 + g % 3] || ' No. ' || g, 'Made in Harrowgate.',
           500 + (g * 7919) % 40000, 1 + g % 10, (SELECT seller_id FROM shops ORDER BY seller_id OFFSET g % 3 LIMIT 1),
           CASE WHEN g % 7 = 0 THEN NULL ELSE round(1 + ((g * 37) % 400) / 100.0, 2) END, g % 23,
           g % 5 = 0, CASE WHEN g % 6 = 0 THEN 0 WHEN g % 13 = 0 THEN NULL ELSE 1 + g % 40 END,
           now() - ((g * 17) % 90) * interval '1 day'
    FROM generate_series(1, 60) AS g`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get(path: string) {
  const res = await t.browser().get(path);
  expect(res.statusCode, path).toBe(200);
  const items = res.json<ProductDto[]>();
  return { items, ids: items.map((p) => p.id), total: Number(res.headers['x-total-count']), corrected: res.headers[SEARCH_CORRECTED_HEADER.toLowerCase()] };
}

const cents = (p: ProductDto) => Math.round(Number(p.price) * 100);
const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => [...list].sort(compare);

describe('GET /api/search: sorts and filters', () => {
  it('sorts by price both ways, rating and newest; relevance keeps the same results', async () => {
    const relevance = await get('/api/search?q=harrowgate&limit=100');
    expect(relevance.total).toBeGreaterThan(5);
    for (const [sort, compare] of [
      ['price-asc', (a: ProductDto, b: ProductDto) => cents(a) - cents(b)],
      ['price-desc', (a: ProductDto, b: ProductDto) => cents(b) - cents(a)],
      ['rating', (a: ProductDto, b: ProductDto) => Number(b.rating ?? -1) - Number(a.rating ?? -1)],
      ['newest', (a: ProductDto, b: ProductDto) => Date.parse(b.createdAt) - Date.parse(a.createdAt)],
    ] as const) {
      const found = await get(`/api/search?q=harrowgate&sort=${sort}&limit=100`);
      expect(found.total, sort).toBe(relevance.total);
      expect(found.items, sort).toEqual(sorted(found.items, compare));
      expect(
        sorted(found.ids, (a, b) => a - b),
        sort,
      ).toEqual(sorted(relevance.ids, (a, b) => a - b));
    }
    expect((await get('/api/search?q=harrowgate&sort=price-asc&limit=1')).ids).toEqual(
      (await get('/api/search?q=harrowgate&sort=price-asc&limit=100')).ids.slice(0, 1),
    );
  });

  it('bounds prices, and keeps only products on sale or in stock', async () => {
    const all = await get('/api/search?q=harrowgate&limit=100');
    const bounded = await get('/api/search?q=harrowgate&minPrice=30&maxPrice=150&limit=100');
    expect(bounded.ids).toEqual(all.items.filter((p) => cents(p) >= 3000 && cents(p) <= 15000).map((p) => p.id));
    expect(bounded.total).toBe(bounded.items.length);
    expect(bounded.total).toBeLessThan(all.total);
    const onSale = await get('/api/search?q=harrowgate&onSale=true&limit=100');
    expect(onSale.ids).toEqual(all.items.filter((p) => p.isOnSale).map((p) => p.id));
    const inStock = await get('/api/search?q=harrowgate&inStock=true&limit=100');
    expect(inStock.ids).toEqual(all.items.filter((p) => (p.stock ?? 0) > 0).map((p) => p.id));
    const rated = await get('/api/search?q=harrowgate&minRating=4.5&limit=100');
    expect(rated.ids).toEqual(all.items.filter((p) => Number(p.rating) >= 4.5).map((p) => p.id));
  });

  it('takes several categories and several shops at once: products of any of them', async () => {
    const all = await get('/api/search?q=harrowgate&limit=100');
    const inCategories = await get('/api/search?q=harrowgate&category=3,5&limit=100');
    expect(inCategories.ids).toEqual(all.items.filter((p) => p.categoryId === 3 || p.categoryId === 5).map((p) => p.id));
    expect(inCategories.total).toBe((await get('/api/search?q=harrowgate&category=3')).total + (await get('/api/search?q=harrowgate&category=5')).total);
    expect(new Set(inCategories.items.map((p) => p.categoryId))).toEqual(new Set([3, 5]));

    const shops = ['prairie-workshop-co', 'bluebird-mercantile'];
    const inShops = await get(`/api/search?q=harrowgate&shop=${shops.join(',')}&limit=100`);
    expect(inShops.ids).toEqual(all.items.filter((p) => shops.includes(p.seller?.slug ?? '')).map((p) => p.id));
    expect(new Set(inShops.items.map((p) => p.seller?.slug))).toEqual(new Set(shops));
    expect((await get(`/api/search?q=harrowgate&shop=${shops[0]},no-such-shop&limit=100`)).total).toBe(
      (await get(`/api/search?q=harrowgate&shop=${shops[0]}`)).total,
    );
  });

  it('narrows the products having every word with filters, never widening to any word', async () => {
    // A skillet in no other category than Home & Kitchen: in another, nothing, not 'cast' or 'iron' goods.
    const kitchen = await get('/api/search?q=cast%20iron%20skillet&category=3');
    expect(kitchen.items.map((p) => p.name)).toContain('12-Inch Cast Iron Skillet');
    expect(await get('/api/search?q=cast%20iron%20skillet&category=1')).toMatchObject({ items: [], total: 0 });
    // No product has both words: any of them, filtered.
    const any = await get('/api/search?q=skillet%20zzqxv&category=3');
    expect(any.items.map((p) => p.name)).toEqual(['12-Inch Cast Iron Skillet']);
    expect(await get('/api/search?q=skillet%20zzqxv&category=1')).toMatchObject({ items: [], total: 0 });
  });

  it('searches the words exactly as typed with exact=true: no typo forgiven, no correction named', async () => {
    const forgiven = await get('/api/search?q=wallnut');
    expect(forgiven.total).toBeGreaterThan(0);
    expect(forgiven.corrected).toBe('walnut');
    const exact = await get('/api/search?q=wallnut&exact=true');
    expect(exact).toMatchObject({ items: [], total: 0, corrected: undefined });
    // Words typed right find the same with or without it, prefixes included.
    expect((await get('/api/search?q=harrowgate&exact=true&limit=100')).ids).toEqual((await get('/api/search?q=harrowgate&limit=100')).ids);
    expect((await get('/api/search?q=skil&exact=true')).items[0]!.name).toBe('12-Inch Cast Iron Skillet');
    expect((await get('/api/search?q=bokshelf&exact=true')).total).toBe(0);
    const bad = await t.browser().get('/api/search?q=harrowgate&exact=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'exact must be true or false' });
  });
});

describe('GET /api/products: several values and ids', () => {
  it('lists several categories and several shops at once', async () => {
    const both = await get('/api/products?category=3,5&limit=100');
    const three = await get('/api/products?category=3&limit=100');
    const five = await get('/api/products?category=5&limit=100');
    expect(both.total).toBe(three.total + five.total);
    expect(sorted(both.ids, (a, b) => a - b)).toEqual(sorted([...three.ids, ...five.ids], (a, b) => a - b));
    const shops = await get('/api/products?shop=bluebird-mercantile,mother-road-supply-co&sort=price-asc&limit=100');
    expect(new Set(shops.items.map((p) => p.seller?.slug))).toEqual(new Set(['bluebird-mercantile', 'mother-road-supply-co']));
    expect(shops.items).toEqual(sorted(shops.items, (a, b) => cents(a) - cents(b)));
  });

  it('answers the products asked for by ids, in that order, approved ones only', async () => {
    const [hidden] = await t.database.db
      .insert(products)
      .values({ name: 'Unreviewed Lamp', description: 'Waiting.', priceCents: 5000, categoryId: 1, isApproved: false })
      .returning({ id: products.id });
    try {
      const found = await get(`/api/products?ids=5,${hidden!.id},2,9`);
      expect(found.ids).toEqual([5, 2, 9]);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, hidden!.id));
    }
  });
});
