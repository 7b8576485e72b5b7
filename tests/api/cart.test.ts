// Cart API: login required, add/re-add, stock bounds, updates, owners only, removal, clearing, races.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { cartItems, categories, products } from '#server/db/schema.ts';
import type { CartLineDto } from '#shared/cart.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
/** products made for this file, by the stock they carry */
const p = { three: 0, five: 0, soldOut: 0, unlimited: 0, pending: 0, race: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, seed: true });
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  const make = async (name: string, stock: number | null, isApproved = true) => {
    const [row] = await database.db
      .insert(products)
      .values({ name, description: `${name} for the cart tests`, priceCents: 1250, categoryId: category!.id, stock, isApproved })
      .returning({ id: products.id });
    return row!.id;
  };
  p.three = await make('Cart test three left', 3);
  p.five = await make('Cart test five left', 5);
  p.soldOut = await make('Cart test sold out', 0);
  p.unlimited = await make('Cart test no stock figure', null);
  p.pending = await make('Cart test awaiting approval', 10, false);
  p.race = await make('Cart test race', 4);
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
  const res = await b.get('/api/cart');
  expect(res.statusCode).toBe(200);
  return res.json<CartLineDto[]>();
};

const add = async (b: Browser, productId: number, quantity?: number) => {
  const res = await b.post('/api/cart', quantity === undefined ? { productId } : { productId, quantity });
  return res;
};

const put = (b: Browser, lineId: number | string, body: unknown) => b.request('PUT', `/api/cart/${lineId}`, { body });
const del = (b: Browser, url: string) => b.request('DELETE', url);

const rowsOf = (userId: number) => database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('signed out', () => {
  it.each([
    ['GET', '/api/cart', undefined],
    ['POST', '/api/cart', { productId: 3 }],
    ['PUT', '/api/cart/1', { quantity: 2 }],
    ['DELETE', '/api/cart/1', undefined],
    ['DELETE', '/api/cart', undefined],
    ['DELETE', '/api/cart/all', undefined],
    // judged before the parameters or the body
    ['POST', '/api/cart', { productId: 'x' }],
    ['PUT', '/api/cart/abc', { quantity: 0 }],
  ] as const)('%s %s answers 401 {message}', async (method, url, body) => {
    const res = await t.browser().request(method, url, { body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('adding', () => {
  it('answers 201 with the line (quantity 1 by default) and the product', async () => {
    const { b } = await signedIn();
    const res = await add(b, p.five);
    expect(res.statusCode).toBe(201);
    const line = res.json<CartLineDto>();
    expect(line).toEqual({
      id: expect.any(Number),
      productId: p.five,
      // A listing without options: its one variant (docs/decisions/0060-photos-and-variants.md).
      variantId: expect.any(Number),
      variantOptions: {},
      sku: null,
      quantity: 1,
      product: expect.objectContaining({ id: p.five, stock: 5, price: '12.50' }),
    });
    expect(line.product).not.toHaveProperty('search');
    expect(line.product).toMatchObject({ name: expect.any(String), categoryName: expect.any(String) });
  });

  it('adding the same product again raises its one line', async () => {
    const { b, id } = await signedIn();
    const first = (await add(b, p.five, 2)).json<CartLineDto>();
    const again = await add(b, p.five, 2);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, productId: p.five, quantity: 4 });
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await list(b)).map((l) => [l.productId, l.quantity])).toEqual([[p.five, 4]]);
  });

  it('accepts a numeric string quantity (coerced)', async () => {
    const { b } = await signedIn();
    const res = await b.post('/api/cart', { productId: String(p.five), quantity: '3' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ quantity: 3 });
  });

  it("an unknown product answers 404 'Product not found' and adds nothing", async () => {
    const { b, id } = await signedIn();
    const res = await add(b, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('a product awaiting approval answers 404 too', async () => {
    const { b, id } = await signedIn();
    const res = await add(b, p.pending);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
    expect(await rowsOf(id)).toHaveLength(0);
  });
});

describe('stock bounds on add', () => {
  it("beyond the stock answers 400 'Only 3 left in stock.' and changes nothing", async () => {
    const { b, id } = await signedIn();
    const res = await add(b, p.three, 4);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only 3 left in stock.' });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('up to the stock is fine; a re-add beyond it is 400 naming what is available and keeps the line', async () => {
    const { b } = await signedIn();
    expect((await add(b, p.three, 2)).statusCode).toBe(201);
    const over = await add(b, p.three, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toMatch(/^Only 3 left in stock\. You already have 2 in your cart\.$/);
    expect((await list(b)).map((l) => l.quantity)).toEqual([2]);
    const exact = await add(b, p.three, 1);
    expect(exact.statusCode).toBe(201);
    expect(exact.json()).toMatchObject({ quantity: 3 });
  });

  it("an out-of-stock product answers 400 'This product is out of stock.'", async () => {
    const { b, id } = await signedIn();
    const res = await add(b, p.soldOut);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This product is out of stock.' });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('a product without a stock figure takes up to 100', async () => {
    const { b } = await signedIn();
    expect((await add(b, p.unlimited, 100)).json()).toMatchObject({ quantity: 100 });
    const over = await add(b, p.unlimited, 1);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toContain('100');

    const { b: other } = await signedIn();
    const tooMany = await add(other, p.unlimited, 101);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toContain('at most 100');
  });

  it('parallel adds near the stock limit never take a line beyond the stock', async () => {
    const { b, id } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(b, p.race, 1)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 400, 400]);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(4);

    // Two of 3 each for stock 5: exactly one wins.
    const { b: c, id: cid } = await signedIn();
    const pair = await Promise.all([add(c, p.five, 3), add(c, p.five, 3)]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const [row] = await database.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, cid), eq(cartItems.productId, p.five)));
    expect(row!.quantity).toBe(3);
  });
});

describe('updating', () => {
  it('sets the quantity and answers 200 with the line', async () => {
    const { b } = await signedIn();
    const line = (await add(b, p.five, 1)).json<CartLineDto>();
    const res = await put(b, line.id, { quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: line.id, productId: p.five, quantity: 5, product: { id: p.five } });
    const down = await put(b, line.id, { quantity: 2 });
    expect(down.json()).toMatchObject({ quantity: 2 });
    expect((await list(b)).map((l) => l.quantity)).toEqual([2]);
  });

  it('beyond the stock answers 400 naming what is available and keeps the quantity', async () => {
    const { b } = await signedIn();
    const line = (await add(b, p.three, 1)).json<CartLineDto>();
    const res = await put(b, line.id, { quantity: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only 3 left in stock.' });
    expect((await list(b)).map((l) => l.quantity)).toEqual([1]);
  });

  it('a line without a stock figure takes up to 100', async () => {
    const { b } = await signedIn();
    const line = (await add(b, p.unlimited, 1)).json<CartLineDto>();
    expect((await put(b, line.id, { quantity: 100 })).statusCode).toBe(200);
    expect((await put(b, line.id, { quantity: 101 })).statusCode).toBe(400);
  });

  it('a line whose product sold out meanwhile answers the out-of-stock message', async () => {
    const { b } = await signedIn();
    const [product] = await database.db
      .insert(products)
      .values({
        name: 'Cart test sells out',
        description: 'sells out',
        priceCents: 500,
        categoryId: (await database.db.select().from(categories).limit(1))[0]!.id,
        stock: 2,
      })
      .returning({ id: products.id });
    const line = (await add(b, product!.id, 1)).json<CartLineDto>();
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, product!.id));
    const res = await put(b, line.id, { quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This product is out of stock.' });
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be a whole number of at least 1'],
    [{ quantity: -1 }, 'Quantity must be a whole number of at least 1'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number of at least 1'],
    [{ quantity: 'lots' }, 'Quantity must be a whole number of at least 1'],
    [{}, 'Quantity must be a whole number of at least 1'],
  ])('a bad body %j answers 400 %s', async (body, message) => {
    const { b } = await signedIn();
    const line = (await add(b, p.five, 1)).json<CartLineDto>();
    const res = await put(b, line.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it("an unknown line answers 404 'Cart item not found'", async () => {
    const { b } = await signedIn();
    const res = await put(b, 999_999, { quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Cart item not found' });
  });
});

describe('validation', () => {
  it.each([
    [{}, 'productId must be a product id'],
    [{ productId: 'abc' }, 'productId must be a product id'],
    [{ productId: 0 }, 'productId must be a product id'],
    [{ productId: -3 }, 'productId must be a product id'],
    [{ productId: 1, quantity: 0 }, 'Quantity must be a whole number of at least 1'],
    [{ productId: 1, quantity: 2.5 }, 'Quantity must be a whole number of at least 1'],
    [{ productId: 1, quantity: 20_000 }, 'Quantity is too large'],
  ])('POST /api/cart %j answers 400 %s', async (body, message) => {
    const { b, id } = await signedIn();
    const res = await b.post('/api/cart', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it.each([
    ['PUT', '/api/cart/abc', { quantity: 1 }],
    ['PUT', '/api/cart/0', { quantity: 1 }],
    ['DELETE', '/api/cart/1.5', undefined],
    ['DELETE', '/api/cart/-4', undefined],
  ] as const)('%s %s answers 400 with the id message', async (method, url, body) => {
    const { b } = await signedIn();
    const res = await b.request(method, url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'id must be a positive whole number' });
  });
});

describe('listing', () => {
  it('answers the lines oldest first with their products', async () => {
    const { b } = await signedIn();
    for (const productId of [p.five, p.unlimited, p.three]) await add(b, productId, 1);
    await add(b, p.five, 1); // raising a line keeps its place
    const lines = await list(b);
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      [p.five, 2],
      [p.unlimited, 1],
      [p.three, 1],
    ]);
    for (const line of lines) expect(line.product.id).toBe(line.productId);
  });

  it('answers an empty array for a new account', async () => {
    const { b } = await signedIn();
    expect(await list(b)).toEqual([]);
  });
});

describe('removing and clearing', () => {
  it("DELETE /api/cart/{id} answers 200 'Item removed'; a second time 404", async () => {
    const { b } = await signedIn();
    const a = (await add(b, p.five, 1)).json<CartLineDto>();
    await add(b, p.three, 1);
    const res = await del(b, `/api/cart/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Item removed' });
    expect((await list(b)).map((l) => l.productId)).toEqual([p.three]);
    const again = await del(b, `/api/cart/${a.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Cart item not found' });
  });

  it.each(['/api/cart', '/api/cart/all'])("DELETE %s empties only this user's cart: 200 'Cart cleared'", async (url) => {
    const { b, id } = await signedIn();
    const other = await signedIn();
    await add(b, p.five, 1);
    await add(b, p.unlimited, 2);
    await add(other.b, p.five, 1);
    const res = await del(b, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Cart cleared' });
    expect(await rowsOf(id)).toHaveLength(0);
    expect(await rowsOf(other.id)).toHaveLength(1);
    // clearing an empty cart is fine too
    expect((await del(b, url)).statusCode).toBe(200);
  });
});

describe('owners only', () => {
  it("another user's line answers 404 'Cart item not found' and stays as it is", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const line = (await add(alice.b, p.five, 2)).json<CartLineDto>();

    expect(await list(bob.b)).toEqual([]);
    for (const res of [await put(bob.b, line.id, { quantity: 1 }), await del(bob.b, `/api/cart/${line.id}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Cart item not found' });
    }
    // the same answer as an id that does not exist: no existence leak
    const unknown = await put(bob.b, 999_999, { quantity: 1 });
    expect(unknown.json()).toEqual((await put(bob.b, line.id, { quantity: 1 })).json());

    expect((await list(alice.b)).map((l) => [l.id, l.quantity])).toEqual([[line.id, 2]]);

    // Bob adding the same product makes his own line.
    const bobLine = (await add(bob.b, p.five, 1)).json<CartLineDto>();
    expect(bobLine.id).not.toBe(line.id);
    expect(await rowsOf(alice.id)).toMatchObject([{ id: line.id, quantity: 2 }]);
  });
});
