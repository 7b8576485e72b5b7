// Buy it again (docs/decisions/0061-discovery.md, item 6): GET /api/orders/buy-again answers the
// products of the shopper's paid orders (every order but a cancelled one), the most recently bought
// first, once each, for sale now, at most 12, with the variant bought last while the listing still
// sells it. Orders are written straight to the database as checkout leaves them; one goes through
// checkout itself, so the variant is the one a real order line records.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { orderItems, products, productVariants, type OrderStatus } from '#server/db/schema.ts';
import { BUY_AGAIN_MAX } from '#server/features/orders/buy-again.ts';
import type { BuyAgainItemDto } from '#shared/discovery.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { createTestDatabase } from '../support/db.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

let database: Database;
let t: TestApp;
let seller: Person;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  seller = await newPerson(t, true);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function shopper(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  return { b, id: (await registerUser(b, { prefix: 'rebuyer' })).id };
}

const product = (name: string) => insertProduct(database.db, { name, priceCents: 2500, sellerId: seller.account.id });

/** A listing sold in sizes: the product with its option, then a variant per size. */
async function sizedListing(name: string, sizes: string[]): Promise<{ productId: number; variantIds: number[] }> {
  const productId = await product(name);
  await database.db.delete(productVariants).where(eq(productVariants.productId, productId));
  await database.db
    .update(products)
    .set({ options: [{ name: 'Size', values: sizes }] })
    .where(eq(products.id, productId));
  const rows = await database.db
    .insert(productVariants)
    .values(sizes.map((size, position) => ({ productId, options: { Size: size }, priceCents: 2500 + position * 500, stock: 10, position })))
    .returning({ id: productVariants.id });
  return { productId, variantIds: rows.map((r) => r.id) };
}

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

async function order(userId: number, productIds: number[], createdAt: Date, status: OrderStatus = 'delivered') {
  return insertOrder(database.db, { userId, status, createdAt, items: productIds.map((productId) => ({ productId, quantity: 1, priceCents: 2500 })) });
}

async function buyAgain(b: Browser): Promise<BuyAgainItemDto[]> {
  const res = await b.get('/api/orders/buy-again');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BuyAgainItemDto[]>();
}

const productIdsOf = (items: BuyAgainItemDto[]) => items.map((i) => i.product.id);

describe('GET /api/orders/buy-again', () => {
  it('answers 401 {message} signed out', async () => {
    const res = await t.browser().get('/api/orders/buy-again');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers [] to a shopper who bought nothing, and never lets a cache keep it', async () => {
    const { b } = await shopper();
    const res = await b.get('/api/orders/buy-again');
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the products of paid orders, the last bought first, once each; a cancelled order is not a purchase', async () => {
    const { b, id } = await shopper();
    const [bowl, board, spoon, lamp] = [
      await product('Walnut Bowl'),
      await product('Cherry Board'),
      await product('Maple Spoon'),
      await product('Prairie Lamp'),
    ];
    await order(id, [bowl, board], day(1));
    await order(id, [spoon], day(2), 'processing');
    await order(id, [lamp], day(3), 'cancelled');
    await order(id, [bowl], day(4), 'shipped');
    const items = await buyAgain(b);
    expect(productIdsOf(items)).toEqual([bowl, spoon, board]);
    expect(items[0]).toMatchObject({ product: { id: bowl, name: 'Walnut Bowl', price: '25.00' }, lastOrderedAt: day(4).toISOString() });
    expect(items.map((i) => i.lastOrderedAt)).toEqual([day(4), day(2), day(1)].map((d) => d.toISOString()));
  });

  it('leaves out products no longer for sale and lines whose product was deleted', async () => {
    const { b, id } = await shopper();
    const [kept, unlisted, deleted] = [await product('Oak Trivet'), await product('Ash Coaster'), await product('Elm Rack')];
    await order(id, [kept, unlisted, deleted], day(5));
    await database.db.update(products).set({ isApproved: false }).where(eq(products.id, unlisted));
    await database.db.delete(products).where(eq(products.id, deleted));
    expect(productIdsOf(await buyAgain(b))).toEqual([kept]);
  });

  it(`answers at most ${BUY_AGAIN_MAX} products`, async () => {
    const { b, id } = await shopper();
    const bought: number[] = [];
    for (let i = 1; i <= BUY_AGAIN_MAX + 2; i++) {
      const productId = await product(`Pine Box ${i}`);
      bought.push(productId);
      await order(id, [productId], day(i));
    }
    expect(productIdsOf(await buyAgain(b))).toEqual(bought.reverse().slice(0, BUY_AGAIN_MAX));
  });

  it("is each shopper's own", async () => {
    const a = await shopper();
    const other = await shopper();
    await order(a.id, [await product('Birch Tray')], day(6));
    expect(await buyAgain(other.b)).toEqual([]);
  });
});

describe('the variant of a listing with options', () => {
  it('is the one bought last, as checkout recorded it', async () => {
    const { b } = await shopper();
    const mug = await sizedListing('Stoneware Mug', ['Small', 'Large']);
    const add = await b.post('/api/cart', { productId: mug.productId, variantId: mug.variantIds[1], quantity: 1 });
    expect([200, 201], add.body).toContain(add.statusCode);
    const setup = await setUpPayment(b);
    await payWithCard(b, setup.clientSecret, CARDS.success);
    expect((await b.post('/api/orders', orderPayload(setup))).statusCode).toBe(201);
    const [item] = await buyAgain(b);
    expect(item).toMatchObject({ product: { id: mug.productId, hasOptions: true }, variantId: mug.variantIds[1], variantOptions: { Size: 'Large' } });
  });

  it('is null once the listing no longer sells it; the options then say what was bought', async () => {
    const { b, id } = await shopper();
    const apron = await sizedListing('Canvas Apron', ['S', 'M', 'L']);
    const lines = async (variantId: number, size: string, createdAt: Date) => {
      const { itemIds } = await order(id, [apron.productId], createdAt);
      await database.db
        .update(orderItems)
        .set({ variantId, variantOptions: { Size: size } })
        .where(eq(orderItems.id, itemIds[0]!));
    };
    await lines(apron.variantIds[0]!, 'S', day(7));
    await lines(apron.variantIds[2]!, 'L', day(8));
    expect(await buyAgain(b)).toMatchObject([{ variantId: apron.variantIds[2], variantOptions: { Size: 'L' } }]);

    // The seller renames the size: the variant is the same, its options as sold now.
    await database.db
      .update(productVariants)
      .set({ options: { Size: 'Large' } })
      .where(eq(productVariants.id, apron.variantIds[2]!));
    expect(await buyAgain(b)).toMatchObject([{ variantId: apron.variantIds[2], variantOptions: { Size: 'Large' } }]);

    await database.db.delete(productVariants).where(eq(productVariants.id, apron.variantIds[2]!));
    expect(await buyAgain(b)).toMatchObject([{ product: { id: apron.productId }, variantId: null, variantOptions: { Size: 'L' } }]);
  });
});
