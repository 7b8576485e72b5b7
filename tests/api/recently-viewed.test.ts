// Recently viewed (docs/decisions/0061-discovery.md, item 5): a signed-in shopper's list in the
// account, the most recent first, kept to the newest 12, with products unknown or not for sale left
// out; a signed-out shopper's list is read through GET /api/products?ids=, in the order asked. The
// app's clock stands still here, so the order kept cannot come from time passing between requests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { products, recentlyViewed } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { RECENTLY_VIEWED_MAX } from '#shared/discovery.ts';
import { createClock, createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';
import { insertProduct } from '../support/orders.ts';

let database: Database;
let t: TestApp;
/** 16 products for sale, and one awaiting approval */
const ids: number[] = [];
let unapproved = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, now: createClock(new Date('2026-11-20T15:00:00Z')).now });
  for (let i = 1; i <= 16; i++) ids.push(await insertProduct(database.db, { name: `Viewed Walnut Bowl ${i}`, priceCents: 1000 + i }));
  unapproved = await insertProduct(database.db, { name: 'Unreleased Prairie Lamp', priceCents: 4500 });
  await database.db.update(products).set({ isApproved: false }).where(eq(products.id, unapproved));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function shopper(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  return { b, id: (await registerUser(b, { prefix: 'viewer' })).id };
}

const idsOf = (list: ProductDto[]) => list.map((p) => p.id);

async function view(b: Browser, productIds: number[]): Promise<number[]> {
  const res = await b.post('/api/recently-viewed', { productIds });
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json<ProductDto[]>());
}

async function listOf(b: Browser): Promise<number[]> {
  const res = await b.get('/api/recently-viewed');
  expect(res.statusCode).toBe(200);
  return idsOf(res.json<ProductDto[]>());
}

describe('signed out', () => {
  it.each([
    ['GET', undefined],
    ['POST', { productIds: [1] }],
    ['DELETE', undefined],
    // judged before the body
    ['POST', { productIds: 'x' }],
  ] as const)('%s /api/recently-viewed answers 401 {message}', async (method, body) => {
    const res = await t.browser().request(method, '/api/recently-viewed', { body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('views', () => {
  it('answer the list with the product viewed last first, each product once', async () => {
    const { b } = await shopper();
    const [a, c, d] = ids as [number, number, number];
    expect(await view(b, [a])).toEqual([a]);
    expect(await view(b, [c])).toEqual([c, a]);
    expect(await view(b, [d])).toEqual([d, c, a]);
    // Viewed again: to the front, not twice.
    expect(await view(b, [a])).toEqual([a, d, c]);
    expect(await listOf(b)).toEqual([a, d, c]);
  });

  it('answer products as the lists do, with their fields', async () => {
    const { b } = await shopper();
    await view(b, [ids[4]!]);
    const [product] = (await b.get('/api/recently-viewed')).json<ProductDto[]>();
    expect(product).toMatchObject({ id: ids[4], name: 'Viewed Walnut Bowl 5', price: '10.05', isApproved: true, categoryName: expect.any(String) });
  });

  it("merge a browser's list, newest first, ahead of the account's own, moving a product both have", async () => {
    const { b } = await shopper();
    const [p1, p2, p3, p4, p5] = ids as [number, number, number, number, number];
    await view(b, [p1]);
    await view(b, [p2]);
    expect(await view(b, [p3, p4, p1, p5])).toEqual([p3, p4, p1, p5, p2]);
  });

  it(`keep the newest ${RECENTLY_VIEWED_MAX} and forget the older ones`, async () => {
    const { b, id } = await shopper();
    for (const productId of ids.slice(0, 10)) await view(b, [productId]);
    // Six more at once, as at sign-in: 16 viewed, 12 kept.
    const list = await view(b, ids.slice(10, 16).reverse());
    const expected = [...ids.slice(10, 16).reverse(), ...ids.slice(4, 10).reverse()];
    expect(list).toEqual(expected);
    expect(await listOf(b)).toEqual(expected);
    const rows = await database.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, id));
    expect(rows).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('leave out products unknown or awaiting approval, without an error', async () => {
    const { b, id } = await shopper();
    expect(await view(b, [999_999, ids[0]!, unapproved])).toEqual([ids[0]]);
    expect(await view(b, [unapproved])).toEqual([ids[0]]);
    const rows = await database.db.select({ productId: recentlyViewed.productId }).from(recentlyViewed).where(eq(recentlyViewed.userId, id));
    expect(rows).toEqual([{ productId: ids[0] }]);
  });

  it('drop a product from the list once it is unlisted, and show it again when it is back', async () => {
    const { b } = await shopper();
    const [p1, p2] = [ids[14]!, ids[15]!];
    await view(b, [p1]);
    await view(b, [p2]);
    await database.db.update(products).set({ isApproved: false }).where(eq(products.id, p1));
    try {
      expect(await listOf(b)).toEqual([p2]);
    } finally {
      await database.db.update(products).set({ isApproved: true }).where(eq(products.id, p1));
    }
    expect(await listOf(b)).toEqual([p2, p1]);
  });

  it.each([
    [{}, 'productIds must be a list of product ids'],
    [{ productIds: [] }, 'productIds must name at least one product'],
    [{ productIds: ['x'] }, 'productIds must be product ids'],
    [{ productIds: [0] }, 'productIds must be product ids'],
    [{ productIds: Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, i) => i + 1) }, `productIds takes at most ${RECENTLY_VIEWED_MAX} products`],
  ])('refuse %j with 400 and change nothing', async (body, message) => {
    const { b } = await shopper();
    await view(b, [ids[0]!]);
    const res = await b.post('/api/recently-viewed', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await listOf(b)).toEqual([ids[0]]);
  });
});

describe('the list', () => {
  it("is each shopper's own", async () => {
    const a = await shopper();
    const other = await shopper();
    await view(a.b, [ids[2]!]);
    expect(await listOf(other.b)).toEqual([]);
    await other.b.request('DELETE', '/api/recently-viewed');
    expect(await listOf(a.b)).toEqual([ids[2]]);
  });

  it('is cleared by DELETE, which answers the empty list', async () => {
    const { b } = await shopper();
    await view(b, [ids[0]!, ids[1]!]);
    const res = await b.request('DELETE', '/api/recently-viewed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await listOf(b)).toEqual([]);
  });

  it('is never kept by a cache', async () => {
    const { b } = await shopper();
    const answers = [
      await b.post('/api/recently-viewed', { productIds: [ids[0]] }),
      await b.get('/api/recently-viewed'),
      await b.request('DELETE', '/api/recently-viewed'),
      await t.browser().get('/api/recently-viewed'),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe("a signed-out shopper's list", () => {
  it('is read through GET /api/products?ids= in the order asked, products for sale only', async () => {
    const [p1, p2, p3] = [ids[2]!, ids[0]!, ids[1]!];
    const res = await t.browser().get(`/api/products?ids=${p1},${unapproved},${p2},999999,${p3}`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json<ProductDto[]>())).toEqual([p1, p2, p3]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('refuses ids that are not product ids', async () => {
    const res = await t.browser().get('/api/products?ids=3,abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('ids must be product ids');
  });
});
