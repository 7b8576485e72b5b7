// GET /api/search on a query matching more products than search counts or ranks (issue 14,
// decisions 0030 and 0063): the total stops at SEARCH_TOTAL_CAP and says so, the best-reviewed window
// of all the matches is ranked (read in full below SEARCH_WALK_AT, walked from it), and the ranking
// rules of decision 0012 still hold inside it.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { SEARCH_RANK_WINDOW, SEARCH_WALK_AT } from '#server/features/search/service.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { SEARCH_TOTAL_CAP } from '#shared/search-results.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const BROAD = SEARCH_WALK_AT + 50;
/** Every 4th 'zephyrine' also says 'glow': more than the cap, fewer than walkAt. */
const GLOW = Math.floor(BROAD / 4);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
  // More 'zephyrine' products than walkAt, in one statement (the vocabulary counts them once).
  // Every 100th also says 'lantern', every 4th 'glow'; the rating follows g % 500.
  await t.database.db.execute(sql`
    INSERT INTO products (name, description, price_cents, category_id, rating, review_count)
    SELECT 'Zephyrine Lamp No. ' || g || CASE WHEN g % 4 = 0 THEN ' Glow' ELSE '' END || CASE WHEN g % 100 = 0 THEN ' Lantern' ELSE '' END,
           'A brass lamp, hand-spun.', 1000 + g % 500, 1 + g % 8, round((g % 500) / 100.0, 2), g % 50
    FROM generate_series(1, ${BROAD}) AS g`);
  // Outside the window (no reviews, newest): an exact name, and one product with a typo of the word.
  const [exact, typo] = await t.database.db
    .insert(products)
    .values([
      { name: 'Zephyrine', description: 'The original lamp.', priceCents: 2000, categoryId: 3 },
      { name: 'Zephyrime Candle', description: 'A beeswax candle.', priceCents: 1500, categoryId: 3 },
    ])
    .returning({ id: products.id });
  ids.exact = exact!.id;
  ids.typo = typo!.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function search(q: string, extra = '') {
  const res = await t.browser().get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  const items = res.json<ProductDto[]>();
  return { items, ids: items.map((p) => p.id), total: Number(res.headers['x-total-count']), capped: res.headers['x-total-capped'] };
}

describe('GET /api/search: more matches than the cap', () => {
  it('answers the cap as the total and says it is capped, the body still an array', async () => {
    const found = await search('zephyrine');
    expect(found.total).toBe(SEARCH_TOTAL_CAP);
    expect(found.capped).toBe('true');
    expect(found.items).toHaveLength(24);
  });

  it('counts exactly below the cap, without the capped header', async () => {
    const found = await search('zephyrine lantern', '&limit=100');
    expect(found.total).toBe(Math.floor(BROAD / 100));
    expect(found.capped).toBeUndefined();
    expect(found.items).toHaveLength(found.total);
  });

  it('puts an exact name first even outside the ranked window', async () => {
    expect((await search('Zephyrine')).ids[0]).toBe(ids.exact);
    expect((await search('ZEPHYRINE')).ids[0]).toBe(ids.exact);
  });

  it('ranks the best-reviewed matches', async () => {
    const { items } = await search('zephyrine', '&limit=100');
    const reviewed = items.slice(1);
    // Each in the window: rating 4.0 or more out of 0-4.99 (the top 1,000 of 10,050).
    for (const item of reviewed) expect(Number(item.rating)).toBeGreaterThanOrEqual(4);
  });

  it('ranks the best reviewed of every match when there are more than the cap and fewer than walkAt', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < SEARCH_RANK_WINDOW; offset += 100) {
      const page = await search('zephyrine glow', `&limit=100&offset=${offset}`);
      expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, capped: 'true' });
      seen.push(...page.items.map((p) => Number(/No\. (\d+)/.exec(p.name)![1])));
    }
    // The best reviewed: rating (g % 500), then reviews (g % 50, alike for a like rating), then the oldest.
    const glows = Array.from({ length: GLOW }, (_, i) => 4 * (i + 1));
    const best = glows.sort((a, b) => (b % 500) - (a % 500) || a - b).slice(0, SEARCH_RANK_WINDOW);
    expect(seen.sort((a, b) => a - b)).toEqual(best.sort((a, b) => a - b));
  });

  it('pages through the window without overlap, then answers an empty page with the same total', async () => {
    const seen = new Set<number>();
    for (let offset = 0; offset < SEARCH_RANK_WINDOW + 100; offset += 100) {
      const page = await search('zephyrine', `&limit=100&offset=${offset}`);
      expect(page.total).toBe(SEARCH_TOTAL_CAP);
      for (const id of page.ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    // The window, the exact name; the typo match is no candidate while the typed word fills the window.
    expect(seen.size).toBe(SEARCH_RANK_WINDOW + 1);
    expect(seen.has(ids.typo!)).toBe(false);
    const past = await search('zephyrine', `&limit=100&offset=${SEARCH_RANK_WINDOW + 1}`);
    expect(past).toMatchObject({ items: [], total: SEARCH_TOTAL_CAP, capped: 'true' });
  });

  it('keeps typo tolerance: a typo finds the broad word, the word as typed first', async () => {
    const typed = await search('zephyrime');
    expect(typed.ids[0]).toBe(ids.typo); // as typed, though outside the best-reviewed window
    expect(typed.total).toBe(SEARCH_TOTAL_CAP);
    expect(typed.capped).toBe('true');
    const corrected = await search('zephyrnie lantern'); // swapped neighbours
    expect(corrected.total).toBe(Math.floor(BROAD / 100));
    expect(corrected.items.every((p) => p.name.includes('Lantern'))).toBe(true);
  });
});
