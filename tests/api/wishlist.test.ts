// Wishlist API: login required, idempotent add and remove, unknown products, and owners only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { wishlistItems } from '#server/db/schema.ts';
import type { WishlistItemDto } from '#shared/catalogue.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, seed: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function signedIn(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  const account = await registerUser(b);
  return { b, id: account.id };
}

const list = async (b: Browser) => {
  const res = await b.get('/api/wishlist');
  expect(res.statusCode).toBe(200);
  return res.json<WishlistItemDto[]>();
};

const rowsOf = (userId: number, productId: number) =>
  database.db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));

describe('signed out', () => {
  it.each([
    ['GET', '/api/wishlist', undefined],
    ['POST', '/api/wishlist/3', undefined],
    ['POST', '/api/wishlist', { productId: 3 }],
    ['DELETE', '/api/wishlist/3', undefined],
    // judged before the parameters or the body
    ['POST', '/api/wishlist/not-a-number', undefined],
    ['POST', '/api/wishlist', { productId: 'x' }],
  ] as const)('%s %s answers 401 {message}', async (method, url, body) => {
    const res = await t.browser().request(method, url, { body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('adding', () => {
  it('answers 201 the first time and 200 after, with one row and the same wishlistId', async () => {
    const { b, id } = await signedIn();
    const first = await b.post('/api/wishlist/5');
    expect(first.statusCode).toBe(201);
    const { wishlistId } = first.json<{ productId: number; wishlistId: number }>();
    expect(first.json()).toEqual({ productId: 5, wishlistId: expect.any(Number) });

    const again = await b.post('/api/wishlist/5');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ productId: 5, wishlistId });

    const byBody = await b.post('/api/wishlist', { productId: 5 });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json()).toEqual({ productId: 5, wishlistId });

    expect(await rowsOf(id, 5)).toHaveLength(1);
  });

  it('POST /api/wishlist with a productId body adds (201)', async () => {
    const { b } = await signedIn();
    const res = await b.post('/api/wishlist', { productId: 8 });
    expect(res.statusCode).toBe(201);
    expect((await list(b)).map((item) => item.id)).toEqual([8]);
  });

  it('parallel adds of one product leave one row', async () => {
    const { b, id } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => b.post('/api/wishlist/11')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json<{ wishlistId: number }>().wishlistId)).size).toBe(1);
    expect(await rowsOf(id, 11)).toHaveLength(1);
  });

  it("an unknown product answers 404 'Product not found' and adds nothing", async () => {
    const { b } = await signedIn();
    for (const res of [await b.post('/api/wishlist/999999'), await b.post('/api/wishlist', { productId: 999999 })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Product not found' });
    }
    expect(await list(b)).toEqual([]);
  });

  it.each([
    ['POST', '/api/wishlist/abc', undefined],
    ['POST', '/api/wishlist/0', undefined],
    ['POST', '/api/wishlist', {}],
    ['POST', '/api/wishlist', { productId: -2 }],
    ['DELETE', '/api/wishlist/1.5', undefined],
  ] as const)('%s %s with a bad product id answers 400 {message}', async (method, url, body) => {
    const { b } = await signedIn();
    const res = await b.request(method, url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('listing', () => {
  it('answers the products with their fields and wishlistId, newest first', async () => {
    const { b } = await signedIn();
    const ids: Record<number, number> = {};
    for (const productId of [3, 12, 7]) ids[productId] = (await b.post(`/api/wishlist/${productId}`)).json<{ wishlistId: number }>().wishlistId;
    const items = await list(b);
    expect(items.map((item) => item.id)).toEqual([7, 12, 3]);
    expect(items.map((item) => item.wishlistId)).toEqual([ids[7], ids[12], ids[3]]);
    expect(items[0]).toMatchObject({
      id: 7,
      name: expect.any(String),
      description: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      categoryId: expect.any(Number),
      categoryName: expect.any(String),
      reviewCount: expect.any(Number),
    });
    expect(items[0]).not.toHaveProperty('search');
  });

  it('answers an empty array for a new account', async () => {
    const { b } = await signedIn();
    expect(await list(b)).toEqual([]);
  });
});

describe('removing', () => {
  it('answers 200 {message}, also when the product is not (or no longer) in the wishlist', async () => {
    const { b, id } = await signedIn();
    await b.post('/api/wishlist/4');
    await b.post('/api/wishlist/6');
    const res = await b.request('DELETE', '/api/wishlist/4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await list(b)).map((item) => item.id)).toEqual([6]);
    expect(await rowsOf(id, 4)).toHaveLength(0);

    const again = await b.request('DELETE', '/api/wishlist/4');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: expect.any(String) });
    expect((await b.request('DELETE', '/api/wishlist/999999')).statusCode).toBe(200);
  });

  it('adding after removing creates a new row (201)', async () => {
    const { b } = await signedIn();
    await b.post('/api/wishlist/9');
    await b.request('DELETE', '/api/wishlist/9');
    expect((await b.post('/api/wishlist/9')).statusCode).toBe(201);
  });
});

describe('owners only', () => {
  it("a user never sees or changes another user's rows", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceRow = (await alice.b.post('/api/wishlist/10')).json<{ wishlistId: number }>();
    await alice.b.post('/api/wishlist/13');

    expect(await list(bob.b)).toEqual([]);

    // Bob removing "product 10" removes only his own (absent) row.
    expect((await bob.b.request('DELETE', '/api/wishlist/10')).statusCode).toBe(200);
    expect((await list(alice.b)).map((item) => item.id)).toEqual([13, 10]);

    // Bob adding product 10 makes his own row, not a second answer for Alice's.
    const bobRow = await bob.b.post('/api/wishlist/10');
    expect(bobRow.statusCode).toBe(201);
    expect(bobRow.json<{ wishlistId: number }>().wishlistId).not.toBe(aliceRow.wishlistId);
    expect((await list(bob.b)).map((item) => item.id)).toEqual([10]);
    expect(await rowsOf(alice.id, 10)).toHaveLength(1);
    expect(await rowsOf(bob.id, 10)).toHaveLength(1);

    // Alice removing hers leaves Bob's.
    await alice.b.request('DELETE', '/api/wishlist/10');
    expect((await list(alice.b)).map((item) => item.id)).toEqual([13]);
    expect((await list(bob.b)).map((item) => item.id)).toEqual([10]);
  });

  it('answers no-store', async () => {
    const { b } = await signedIn();
    expect((await b.get('/api/wishlist')).headers['cache-control']).toBe('no-store');
  });
});
