// Deep pages of a category in every sort (issue 14, decision 0030): a page read from an index of
// ids (deferred join) holds the same rows, in the same order, as the same offset of a full sort of
// every approved product of the category, ties and missing ratings included.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed/demo.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const CATEGORY = 3;

interface Row {
  id: number;
  price_cents: number;
  rating: string | null;
  review_count: number;
  created_at: string;
}
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
  // 1,500 more in the category, with few distinct prices, ratings (some missing) and creation
  // times, so that most keys tie and id decides; every 13th awaits approval and never shows.
  await t.database.db.execute(sql`
    INSERT INTO products (name, description, price_cents, category_id, rating, review_count, created_at, is_approved, stock)
    SELECT 'Deep Page Crate ' || g, 'A pine crate.', 500 + (g % 7) * 100, ${CATEGORY},
           CASE WHEN g % 5 = 0 THEN NULL ELSE (g % 4) + 1.5 END, g % 3,
           now() - make_interval(days => g % 11), g % 13 <> 0, g % 4
    FROM generate_series(1, 1500) AS g`);
  const result = await t.database.db.execute(
    sql`SELECT id, price_cents, rating::text AS rating, review_count, created_at::text AS created_at FROM products WHERE category_id = ${CATEGORY} AND is_approved`,
  );
  rows = (result as unknown as { rows: Row[] }).rows;
  expect(rows.length).toBeGreaterThan(1300);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const cmp = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const ratingDesc = (a: Row, b: Row) => (a.rating === null ? (b.rating === null ? 0 : 1) : b.rating === null ? -1 : cmp(Number(b.rating), Number(a.rating)));
const time = (r: Row) => new Date(r.created_at).getTime();
/** The spec's sorts, as a full sort would order them (queries.ts, ending with id). */
const sorts: Record<string, (a: Row, b: Row) => number> = {
  featured: (a, b) => cmp(a.id, b.id),
  'price-asc': (a, b) => cmp(a.price_cents, b.price_cents) || cmp(a.id, b.id),
  'price-desc': (a, b) => cmp(b.price_cents, a.price_cents) || cmp(b.id, a.id),
  rating: (a, b) => ratingDesc(a, b) || cmp(b.review_count, a.review_count) || cmp(a.id, b.id),
  newest: (a, b) => cmp(time(b), time(a)) || cmp(b.id, a.id),
};

async function page(url: string) {
  const res = await t.browser().get(url);
  expect(res.statusCode, url).toBe(200);
  return { ids: res.json<ProductDto[]>().map((p) => p.id), total: Number(res.headers['x-total-count']) };
}

describe('deep pages of a category', () => {
  for (const [sort, order] of Object.entries(sorts)) {
    it(`${sort}: every page equals the same slice of a full sort`, async () => {
      const expected = [...rows].sort(order).map((r) => r.id);
      for (const offset of [0, 24, 480, 1000, expected.length - 10, expected.length + 5]) {
        const query = `sort=${sort}&limit=24&offset=${offset}`;
        for (const url of [`/api/products?category=${CATEGORY}&${query}`, `/api/categories/${CATEGORY}/products?${query}`]) {
          const got = await page(url);
          expect(got.ids, `${url}`).toEqual(expected.slice(offset, offset + 24));
          expect(got.total).toBe(expected.length);
        }
      }
    });
  }

  it('keeps filters on deep pages (in stock, price range)', async () => {
    const expected = rows
      .filter((r) => r.price_cents >= 600 && r.price_cents <= 900)
      .sort(sorts['price-asc'])
      .map((r) => r.id);
    const got = await page(`/api/products?category=${CATEGORY}&sort=price-asc&minPrice=6&maxPrice=9&limit=24&offset=480`);
    expect(got.ids).toEqual(expected.slice(480, 504));
  });
});
