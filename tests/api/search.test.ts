// GET /api/search?q=: ranked full-text search with prefix matches and typo tolerance (demo catalogue).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(q: string, extra = '') {
  const res = await t.browser().get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return { items: res.json<ProductDto[]>(), total: Number(res.headers['x-total-count']), names: res.json<ProductDto[]>().map((p) => p.name) };
}

describe('GET /api/search', () => {
  it('finds products by a word of the name, the best match first', async () => {
    const { names, total } = await search('skillet');
    expect(names[0]).toBe('12-Inch Cast Iron Skillet');
    expect(total).toBe(names.length);
  });

  it('puts an exact name match first', async () => {
    expect((await search('Wool Camp Blanket')).names[0]).toBe('Wool Camp Blanket');
    // A name repeating the words ranks higher by full text; the exact name still comes first.
    const [exact, busy] = await t.database.db
      .insert(products)
      .values([
        { name: 'Oak Spoon', description: 'A carved spoon.', priceCents: 1200, categoryId: 3 },
        { name: 'Oak Spoon Rack for Oak Spoon Collectors', description: 'Holds an oak spoon or twelve: oak spoon, oak spoon, oak spoon.', priceCents: 3400, categoryId: 3 },
      ])
      .returning({ id: products.id });
    try {
      expect((await search('oak spoon')).items.map((p) => p.id).slice(0, 2)).toEqual([exact!.id, busy!.id]);
      expect((await search('OAK SPOON')).items[0]!.id).toBe(exact!.id);
    } finally {
      await t.database.db.delete(products).where(inArray(products.id, [exact!.id, busy!.id]));
    }
  });

  it('ranks a match in the name above a match in the description only', async () => {
    const { names } = await search('walnut');
    const nameHits = names.filter((n) => /walnut/i.test(n));
    expect(nameHits.length).toBeGreaterThan(0);
    expect(names.slice(0, nameHits.length)).toEqual(nameHits);
    expect(names.length).toBeGreaterThan(nameHits.length); // description-only matches follow
  });

  it('tolerates typos', async () => {
    expect((await search('skilet')).names).toContain('12-Inch Cast Iron Skillet');
    expect((await search('skilet')).names[0]).toBe('12-Inch Cast Iron Skillet');
    expect((await search('cast iron skilet')).names[0]).toBe('12-Inch Cast Iron Skillet');
    expect((await search('mechanicl keybord')).names[0]).toBe('Cherry Frame Mechanical Keyboard');
  });

  it('matches prefixes', async () => {
    expect((await search('knif')).names).toContain("Hand-Forged Carbon Steel Chef's Knife");
    expect((await search('cast ir')).names[0]).toBe('12-Inch Cast Iron Skillet');
    expect((await search('speak')).names).toEqual(expect.arrayContaining(['Walnut Bookshelf Speakers (Pair)', 'Weatherproof Outdoor Speaker']));
  });

  it('falls back to any of the words when no product has them all', async () => {
    const { names } = await search('skillet zzqxv');
    expect(names[0]).toBe('12-Inch Cast Iron Skillet');
  });

  it('searches the description too, stemmed', async () => {
    const { items } = await search('bladesmith');
    expect(items.map((p) => p.name)).toEqual(["Hand-Forged Carbon Steel Chef's Knife"]);
  });

  it('answers [] with X-Total-Count 0 for an empty, blank or wordless query, and without q', async () => {
    for (const url of ['/api/search?q=', '/api/search?q=%20%20', '/api/search', '/api/search?q=%21%3F%26']) {
      const res = await t.browser().get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
  });

  it('finds nothing for nonsense, without an error', async () => {
    expect(await search('zzqxv')).toMatchObject({ items: [], total: 0 });
  });

  it('treats tsquery syntax as plain text', async () => {
    for (const q of ["skillet' & !", 'a:* | b', '(((', 'skillet <-> iron', "o'brien"]) {
      const res = await t.browser().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
    }
  });

  it('pages with limit and offset and X-Total-Count, without overlap', async () => {
    const all = await search('wool', '&limit=100');
    expect(all.total).toBeGreaterThan(3);
    const first = await search('wool', '&limit=2');
    const second = await search('wool', '&limit=2&offset=2');
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(all.items.slice(0, 4).map((p) => p.id));
    const past = await search('wool', '&offset=500');
    expect(past).toMatchObject({ items: [], total: all.total });
  });

  it('answers 400 for a bad limit or a query over 200 characters', async () => {
    const limit = await t.browser().get('/api/search?q=wool&limit=0');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ message: 'limit must be between 1 and 100' });
    const long = await t.browser().get(`/api/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'The search is too long (200 characters at most)' });
  });
});
