// GET /api/search/facets?q=&<filters> (issue 29, docs/decisions/0061-discovery.md item 3): for each
// value of each facet, the number of results the search (or, without q, the list) answers with that
// value in place of its facet's current choice, the other choices kept: exactly its X-Total-Count.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BUCKETS, RATING_STEPS, type SearchFacetsDto } from '#shared/discovery.ts';
import { SEARCH_TOTAL_CAP } from '#shared/search-results.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // 120 Harrowgate goods spread over the categories, the demo shops, prices, ratings (some none),
  // sales and stock (some sold out, some unlimited), a few unapproved; lanterns by smiths are in the
  // odd categories only.
  await t.database.db.execute(sql`
    INSERT INTO products (name, description, price_cents, category_id, seller_id, rating, review_count, is_on_sale, stock, is_approved)
    SELECT 'Harrowgate ' || (ARRAY['Lantern', 'Basket', 'Quilt', 'Stool'])[1 + g % 4] || ' No. ' || g,
           'Made in Harrowgate by ' || (ARRAY['smiths', 'weavers', 'joiners'])[1 + g % 3] || '.',
           500 + (g * 7919) % 40000, 1 + (g * 7) % 10,
           (SELECT seller_id FROM shops ORDER BY seller_id OFFSET g % 3 LIMIT 1),
           CASE WHEN g % 7 = 0 THEN NULL ELSE round(1 + ((g * 37) % 400) / 100.0, 2) END, g % 23,
           g % 5 = 0, CASE WHEN g % 6 = 0 THEN 0 WHEN g % 13 = 0 THEN NULL ELSE 1 + g % 40 END, g % 19 <> 0
    FROM generate_series(1, 120) AS g`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Params = Record<string, string | undefined>;

const queryString = (params: Params) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

async function facets(params: Params): Promise<SearchFacetsDto> {
  const res = await t.browser().get(`/api/search/facets?${queryString(params)}`);
  expect(res.statusCode, JSON.stringify(params)).toBe(200);
  return res.json<SearchFacetsDto>();
}

/** X-Total-Count of the search (with q) or of the products list (without). */
async function total(params: Params): Promise<number> {
  const path = params.q ? '/api/search' : '/api/products';
  const res = await t.browser().get(`${path}?${queryString({ ...params, limit: '1' })}`);
  expect(res.statusCode, JSON.stringify(params)).toBe(200);
  return Number(res.headers['x-total-count']);
}

/**
 * Every count of the facets of `params` against the total of the search with that value in place.
 * `addsUp`: the category counts add up to the total without a category (not so past the cap).
 */
async function expectCountsAreTotals(params: Params, { addsUp = true } = {}) {
  const found = await facets(params);
  const label = (what: string) => `${JSON.stringify(params)}: ${what}`;
  for (const c of found.categories) expect(c.count, label(`category ${c.name}`)).toBe(await total({ ...params, category: String(c.id) }));
  for (const s of found.shops) expect(s.count, label(`shop ${s.slug}`)).toBe(await total({ ...params, shop: s.slug }));
  expect(found.priceRanges.map((r) => ({ min: r.min, max: r.max }))).toEqual(PRICE_BUCKETS.map((b) => ({ min: b.min, max: b.max })));
  for (const r of found.priceRanges) {
    expect(r.count, label(`price ${r.min}-${r.max}`)).toBe(
      await total({ ...params, minPrice: String(r.min), maxPrice: r.max === null ? undefined : String(r.max) }),
    );
  }
  expect(found.ratings.map((r) => r.atLeast)).toEqual([...RATING_STEPS]);
  for (const r of found.ratings) expect(r.count, label(`rating ${r.atLeast}`)).toBe(await total({ ...params, minRating: String(r.atLeast) }));
  expect(found.onSale, label('onSale')).toBe(await total({ ...params, onSale: 'true' }));
  expect(found.inStock, label('inStock')).toBe(await total({ ...params, inStock: 'true' }));
  // Every category holding a result is there (each product has one category), by count.
  const withoutCategory = await total({ ...params, category: undefined });
  expect(
    found.categories.filter((c) => !params.category?.split(',').includes(String(c.id))).every((c) => c.count > 0),
    label('only categories with results, besides those chosen'),
  ).toBe(true);
  if (addsUp)
    expect(
      found.categories.reduce((sum, c) => sum + c.count, 0),
      label('categories add up'),
    ).toBe(withoutCategory);
  const counts = found.categories.map((c) => c.count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  return found;
}

describe('GET /api/search/facets', () => {
  it('counts for each value exactly what the search answers with it', async () => {
    const found = await expectCountsAreTotals({ q: 'harrowgate' });
    expect(found.categories).toHaveLength(10);
    expect(found.shops).toHaveLength(3);
    expect(found.priceRanges.every((r) => r.count > 0)).toBe(true);
    expect(found.ratings.every((r) => r.count > 0)).toBe(true);
    expect(found.onSale).toBeGreaterThan(0);
    expect(found.inStock).toBeGreaterThan(0);
    await expectCountsAreTotals({ q: 'made' });
  });

  it('keeps the other facets choices: counts follow them', async () => {
    const all = await facets({ q: 'harrowgate' });
    const inStock = await expectCountsAreTotals({ q: 'harrowgate', inStock: 'true' });
    inStock.priceRanges.forEach((r, i) => expect(r.count).toBeLessThanOrEqual(all.priceRanges[i]!.count));
    expect(inStock.priceRanges.reduce((sum, r) => sum + r.count, 0)).toBeLessThan(all.priceRanges.reduce((sum, r) => sum + r.count, 0));
    // The facet's own choice is the one replaced: its count is the same chosen or not.
    expect(inStock.inStock).toBe(all.inStock);
    await expectCountsAreTotals({ q: 'harrowgate', minPrice: '25', maxPrice: '49.99', minRating: '4' });
    await expectCountsAreTotals({ q: 'harrowgate', onSale: 'true', shop: 'bluebird-mercantile', isNew: 'false' });
    await expectCountsAreTotals({ q: 'harrowgate', minPrice: '10', maxPrice: '120', minRating: '2.5' }); // no bucket, no step
    await expectCountsAreTotals({ q: 'harrowgate', onSale: 'false', inStock: 'false' });
  });

  it('takes several categories or shops at once (their union) and lists the chosen ones even at 0', async () => {
    const all = await facets({ q: 'harrowgate', onSale: 'false' });
    const [a, b] = all.categories;
    const both = await expectCountsAreTotals({ q: 'harrowgate', onSale: 'false', category: `${a!.id},${b!.id}` });
    expect(await total({ q: 'harrowgate', onSale: 'false', category: `${a!.id},${b!.id}` })).toBe(a!.count + b!.count);
    expect(both.categories).toEqual(all.categories);
    await expectCountsAreTotals({ q: 'harrowgate', shop: 'prairie-workshop-co,bluebird-mercantile', minRating: '3' });

    const wool = await facets({ q: 'wool' });
    const empty = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((id) => !wool.categories.some((c) => c.id === id))!;
    const chosen = await expectCountsAreTotals({ q: 'wool', category: String(empty), shop: 'mother-road-supply-co' });
    expect(chosen.categories.find((c) => c.id === empty)).toEqual({ id: empty, name: expect.any(String), count: 0 });
    expect(chosen.shops.find((s) => s.slug === 'mother-road-supply-co')).toEqual({
      slug: 'mother-road-supply-co',
      shopName: 'Mother Road Supply Co.',
      count: 0,
    });
    const unknown = await facets({ q: 'wool', shop: 'no-such-shop', category: '999' });
    expect(unknown).toMatchObject({ onSale: 0, inStock: 0, shops: expect.not.arrayContaining([expect.objectContaining({ slug: 'no-such-shop' })]) });
    expect(unknown.categories.map((c) => c.id)).not.toContain(999);
  });

  it('answers a list facets without q (category pages), the filters kept', async () => {
    await expectCountsAreTotals({});
    const kitchen = await expectCountsAreTotals({ category: '3', inStock: 'true' });
    expect(kitchen.categories.find((c) => c.id === 3)!.count).toBe(await total({ category: '3', inStock: 'true' }));
    await expectCountsAreTotals({ category: '3,5', onSale: 'true', maxPrice: '200', isNew: 'false' });
  });

  it('follows the search: typos forgiven unless exact, any word when no product has them all, shop names', async () => {
    const typo = await expectCountsAreTotals({ q: 'harowgate' });
    expect(typo).toEqual(await facets({ q: 'harrowgate' }));
    const exact = await expectCountsAreTotals({ q: 'harowgate', exact: 'true' });
    expect(exact.categories).toEqual([]);
    // Both words in the odd categories only: an even one finds nothing, as the search answers it
    // (a filter narrows the products with every word, never widens the search to any word).
    const both = await expectCountsAreTotals({ q: 'lantern smiths' });
    expect(both.categories.map((c) => c.id).sort((x, y) => x - y)).toEqual([1, 3, 5, 7, 9]);
    expect(await expectCountsAreTotals({ q: 'lantern smiths', category: '2' })).toMatchObject({ inStock: 0, onSale: 0 });
    await expectCountsAreTotals({ q: 'skillet zzqxv' });
    await expectCountsAreTotals({ q: 'bluebird' });
    await expectCountsAreTotals({ q: 'cast iron', category: '3' });
  });

  it('answers zero counts for a query that finds nothing, and 400 for bad filters', async () => {
    for (const q of ['zzqxv', '!?']) {
      expect(await facets({ q })).toEqual({
        categories: [],
        priceRanges: PRICE_BUCKETS.map((b) => ({ ...b, count: 0 })),
        ratings: RATING_STEPS.map((atLeast) => ({ atLeast, count: 0 })),
        shops: [],
        onSale: 0,
        inStock: 0,
      });
    }
    const range = await t.browser().get('/api/search/facets?q=wool&minPrice=50&maxPrice=10');
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({ message: 'minPrice must not exceed maxPrice' });
    const category = await t.browser().get('/api/search/facets?q=wool&category=3,x');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({ message: 'category must be a category id' });
  });

  it('stops counting at the search cap, like X-Total-Count', async () => {
    await t.database.db.execute(sql`
      INSERT INTO products (name, description, price_cents, category_id, stock)
      SELECT 'Zephyrine Lamp No. ' || g, 'A brass lamp.', CASE WHEN g <= ${SEARCH_TOTAL_CAP + 20} THEN 1500 ELSE 30000 END, 1 + g % 2, 3
      FROM generate_series(1, ${SEARCH_TOTAL_CAP + 40}) AS g`);
    const found = await expectCountsAreTotals({ q: 'zephyrine' }, { addsUp: false });
    expect(found.inStock).toBe(SEARCH_TOTAL_CAP);
    expect(found.priceRanges.map((r) => r.count)).toEqual([SEARCH_TOTAL_CAP, 0, 0, 0, 20]);
    expect(found.categories.map((c) => c.count)).toEqual([(SEARCH_TOTAL_CAP + 40) / 2, (SEARCH_TOTAL_CAP + 40) / 2]);
  }, 120_000);
});
