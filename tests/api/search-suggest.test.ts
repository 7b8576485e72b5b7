// GET /api/search/suggest?q= (issue 29, docs/decisions/0061-discovery.md "Suggestions"): whole queries
// completing the last word typed, typos forgiven in it too, products, categories and shops, on the
// demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import { SUGGEST_LIMITS, type SearchSuggestionsDto } from '#shared/discovery.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function suggest(q: string): Promise<SearchSuggestionsDto> {
  const res = await t.browser().get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, q).toBe(200);
  return res.json<SearchSuggestionsDto>();
}

async function total(q: string): Promise<number> {
  const res = await t.browser().get(`/api/search?q=${encodeURIComponent(q)}&limit=1`);
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-total-count']);
}

const EMPTY: SearchSuggestionsDto = { queries: [], products: [], categories: [], shops: [] };

describe('GET /api/search/suggest', () => {
  it('completes an unfinished word with a typo in it: "bokshe" suggests bookshelf and finds the speakers', async () => {
    const found = await suggest('bokshe');
    expect(found.queries[0]).toBe('bookshelf');
    expect(found.products.map((p) => p.name)).toContain('Walnut Bookshelf Speakers (Pair)');
  });

  it('finds products from a 4-letter prefix with a typo (5 letters typed, one of them wrong)', async () => {
    const walnut = (await t.browser().get('/api/search?q=walnut&limit=4')).json<Array<{ id: number; name: string }>>();
    expect(walnut[0]!.name).toMatch(/walnut/i);
    for (const typed of ['wlanu', 'walnt', 'wa1nu']) {
      const found = await suggest(typed);
      expect(found.queries[0], typed).toBe('walnut');
      expect(
        found.products.map((p) => p.id),
        typed,
      ).toEqual(walnut.map((p) => p.id));
    }
    // Four letters typed forgive nothing: a typo there completes to nothing and finds nothing.
    expect(await suggest('wlan')).toMatchObject({ queries: [], products: [] });
  });

  it('keeps the words before the last, corrected when they were typos, and completes the last', async () => {
    expect((await suggest('cast ir')).queries).toContain('cast iron');
    expect((await suggest('walnut boo')).queries).toContain('walnut bookshelf');
    expect((await suggest('wallnut boo')).queries).toContain('walnut bookshelf');
    expect((await suggest('Walnut  BOO ')).queries).toContain('walnut bookshelf');
  });

  it('suggests only queries that have results, at most four, the words used most first', async () => {
    for (const typed of ['wa', 'wi', 'co', 'sto', 'walnut s', 'cast iron s', 'hand', 'leath', 'the']) {
      const { queries } = await suggest(typed);
      expect(queries.length, typed).toBeLessThanOrEqual(SUGGEST_LIMITS.queries);
      expect(new Set(queries).size, typed).toBe(queries.length);
      for (const query of queries) expect(await total(query), `${typed} -> ${query}`).toBeGreaterThan(0);
    }
    // "with" is in many descriptions but finds nothing by itself (a stop word): never suggested.
    expect((await suggest('wit')).queries).not.toContain('with');
    expect((await suggest('co')).queries.length).toBe(SUGGEST_LIMITS.queries);
  });

  it('answers products as the search ranks them, with picture, name and price', async () => {
    const found = await suggest('skillet');
    expect(found.products[0]).toMatchObject({ name: '12-Inch Cast Iron Skillet', price: expect.stringMatching(/^\d+\.\d\d$/) });
    expect(found.products[0]!.imageUrl).toMatch(/^\/uploads\//);
    const search = await t.browser().get('/api/search?q=skillet&limit=4');
    expect(found.products.map((p) => p.id)).toEqual(search.json<Array<{ id: number }>>().map((p) => p.id));
    expect(found.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
  });

  it('names categories matching the words, then those of the products found', async () => {
    expect((await suggest('kitch')).categories).toContainEqual({ id: 3, name: 'Home & Kitchen' });
    expect((await suggest('boo')).categories[0]).toEqual({ id: 6, name: 'Books & Media' });
    // No category is called "skillet": its products' category is named.
    expect((await suggest('skillet')).categories[0]).toEqual({ id: 3, name: 'Home & Kitchen' });
    expect((await suggest('an')).categories.length).toBeLessThanOrEqual(SUGGEST_LIMITS.categories);
  });

  it('names the shops whose name has what was typed, from 3 characters', async () => {
    expect((await suggest('prairie')).shops).toEqual([{ slug: 'prairie-workshop-co', shopName: 'Prairie Workshop Co.' }]);
    expect((await suggest('BLUEBIRD mer')).shops).toEqual([{ slug: 'bluebird-mercantile', shopName: 'Bluebird Mercantile' }]);
    const co = await suggest('co.');
    expect(co.shops.map((s) => s.slug)).toEqual(['mother-road-supply-co', 'prairie-workshop-co']);
    expect((await suggest('pr')).shops).toEqual([]);
  });

  it('answers nothing under 2 characters, for blanks, or for a query without a letter', async () => {
    for (const q of ['', ' ', 'w', ' w ', '!?']) expect(await suggest(q), JSON.stringify(q)).toEqual(EMPTY);
  });

  it('never suggests an unapproved product or a word only it has', async () => {
    const [hidden] = await t.database.db
      .insert(products)
      .values({ name: 'Zanzibarite Lamp', description: 'Waiting for review.', priceCents: 5000, categoryId: 1, isApproved: false })
      .returning({ id: products.id });
    try {
      expect(await suggest('zanzib')).toEqual(EMPTY);
      expect(await suggest('zanzibarit')).toEqual(EMPTY);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, hidden!.id));
    }
  });

  it('finds the products of a word in over a thousand, rated or not', async () => {
    // The vocabulary says both words are broad: the suggestions look among the best-reviewed
    // products first, where the quillbacks are and the unrated zorblats are not.
    await t.database.db.execute(sql`
      INSERT INTO products (name, description, price_cents, category_id, rating, review_count)
      SELECT CASE WHEN g % 2 = 0 THEN 'Quillback Lamp No. ' ELSE 'Zorblat Stool No. ' END || g, 'Made to last.', 1000 + g, 1 + g % 10,
             CASE WHEN g % 2 = 0 THEN 3 + (g % 200) / 100.0 END, CASE WHEN g % 2 = 0 THEN 1 + g % 50 ELSE 0 END
      FROM generate_series(1, 2400) AS g`);
    try {
      const rated = await suggest('qui');
      expect(rated.queries[0]).toBe('quillback');
      const best = (await t.browser().get('/api/search?q=quillback&sort=rating&limit=8')).json<Array<{ id: number }>>().map((p) => p.id);
      expect(rated.products).toHaveLength(4);
      expect(rated.products.every((p) => best.includes(p.id))).toBe(true);
      const unrated = await suggest('zor');
      expect(unrated.queries[0]).toBe('zorblat');
      expect(unrated.products).toHaveLength(4);
      expect(unrated.products.every((p) => p.name.startsWith('Zorblat Stool'))).toBe(true);
    } finally {
      await t.database.db.execute(sql`DELETE FROM products WHERE name LIKE 'Quillback Lamp No. %' OR name LIKE 'Zorblat Stool No. %'`);
    }
  });

  it('answers 400 without q or with q over 100 characters', async () => {
    const missing = await t.browser().get('/api/search/suggest');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'q is required' });
    const long = await t.browser().get(`/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'The search is too long (100 characters at most)' });
    expect((await t.browser().get(`/api/search/suggest?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});
