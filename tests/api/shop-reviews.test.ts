// Shop reviews API (issue 26 item 4, docs/product.md "Shop reviews"): a shop is rated only by the buyer
// of a delivered or completed order holding its items, once per order, the author from the session;
// the shop's rating and count follow; its seller answers a review once; an order's page learns, per
// shop, whether its owner may still rate it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { shops, users, type OrderStatus } from '#server/db/schema.ts';
import type { OrderShopReviewDto, ShopReviewDto, ShopReviewsAnswerDto as ShopReviewsPageDto } from '#shared/schemas/shops.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, uniqueName, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

const ALREADY = 'You have already rated this shop for this order';

let database: Database;
let t: TestApp;
let sellerA: Person & { slug: string };
let sellerB: Person & { slug: string };
let productA: number;
let productB: number;

/** A shop for the seller, written straight to the database (whatever becoming a seller made before). */
async function openShop(person: Person, name: string): Promise<string> {
  const slug = uniqueName('shop').replaceAll('_', '-');
  const values = { sellerId: person.account.id, name: `${name} ${slug}`, slug, city: 'Ames', state: 'IA' };
  await database.db
    .insert(shops)
    .values(values)
    .onConflictDoUpdate({ target: shops.sellerId, set: { name: values.name, slug, city: 'Ames', state: 'IA' } });
  return slug;
}

async function shopper(fullName: string | null = 'Jordan Avery Shopper'): Promise<Person> {
  const person = await newPerson(t, false);
  await database.db.update(users).set({ fullName }).where(eq(users.id, person.account.id));
  return person;
}

const order = async (buyer: Person, status: OrderStatus, productIds: number[] = [productA]) =>
  (await insertOrder(database.db, { userId: buyer.account.id, status, items: productIds.map((productId) => ({ productId, quantity: 1, priceCents: 2500 })) }))
    .id;

const rate = (who: Person, slug: string, body: Record<string, unknown>) => who.b.post(`/api/shops/${slug}/reviews`, body);

async function shopRow(sellerId: number) {
  const [row] = await database.db.select({ ratingSum: shops.ratingSum, ratingCount: shops.ratingCount }).from(shops).where(eq(shops.sellerId, sellerId));
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  sellerA = Object.assign(await newPerson(t, true), { slug: '' });
  sellerB = Object.assign(await newPerson(t, true), { slug: '' });
  sellerA.slug = await openShop(sellerA, 'Prairie Oak');
  sellerB.slug = await openShop(sellerB, 'Bluebird Goods');
  productA = await insertProduct(database.db, { name: 'Walnut Cutting Board', priceCents: 2500, sellerId: sellerA.account.id });
  productB = await insertProduct(database.db, { name: 'Beeswax Candle', priceCents: 1200, sellerId: sellerB.account.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('POST /api/shops/{slug}/reviews', () => {
  it('asks a visitor to sign in, and answers 404 for a shop that does not exist', async () => {
    const buyer = await shopper();
    const id = await order(buyer, 'delivered');
    expect((await t.browser().post(`/api/shops/${sellerA.slug}/reviews`, { orderId: id, rating: 5 })).statusCode).toBe(401);
    const res = await rate(buyer, 'no-such-shop-anywhere', { orderId: id, rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Shop not found' });
  });

  it('refuses an order that is still processing or shipped, and a cancelled one', async () => {
    const buyer = await shopper();
    for (const status of ['processing', 'shipped', 'cancelled'] as const) {
      const res = await rate(buyer, sellerA.slug, { orderId: await order(buyer, status), rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'You can rate this shop once your order has been delivered.' });
    }
    expect(await shopRow(sellerA.account.id)).toEqual({ ratingSum: 0, ratingCount: 0 });
  });

  it("refuses someone else's order, an order that does not exist, and one without the shop's items", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const delivered = await order(owner, 'delivered');
    for (const orderId of [delivered, 2_000_000_000]) {
      const res = await rate(stranger, sellerA.slug, { orderId, rating: 1, userId: owner.account.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'You can only rate a shop from your own orders.' });
    }
    const otherShop = await order(owner, 'delivered', [productB]);
    const res = await rate(owner, sellerA.slug, { orderId: otherShop, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'This order has no items from this shop.' });
    // The seller cannot rate their own shop from an order of theirs.
    const own = await order(sellerA, 'delivered');
    expect((await rate(sellerA, sellerA.slug, { orderId: own, rating: 5 })).json()).toMatchObject({ message: 'You cannot rate your own shop.' });
    expect(await shopRow(sellerA.account.id)).toEqual({ ratingSum: 0, ratingCount: 0 });
  });

  it('validates the rating and the comment', async () => {
    const buyer = await shopper();
    const id = await order(buyer, 'delivered');
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await rate(buyer, sellerA.slug, { orderId: id, rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose a rating from 1 to 5 stars');
    }
    const long = await rate(buyer, sellerA.slug, { orderId: id, rating: 4, comment: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Your comment must be at most 2,000 characters');
  });

  it('accepts one review per delivered or completed order, from the session user, and keeps the rating in step', async () => {
    const buyer = await shopper('Emily Rose Carter');
    const other = await shopper();
    const before = await shopRow(sellerB.account.id);
    const delivered = await order(buyer, 'delivered', [productA, productB]);
    const res = await rate(buyer, sellerB.slug, {
      orderId: delivered,
      rating: 4,
      comment: '  Packed with care, candles smell lovely. ',
      userId: other.account.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ShopReviewDto>()).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: 'Packed with care, candles smell lovely.',
      userName: 'Emily C.',
      createdAt: expect.any(String),
      reply: null,
      repliedAt: null,
    });
    const again = await rate(buyer, sellerB.slug, { orderId: delivered, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY });

    // A second order is a second review; a completed order counts as received.
    const completed = await order(buyer, 'completed', [productB]);
    expect((await rate(buyer, sellerB.slug, { orderId: completed, rating: 1 })).statusCode).toBe(201);
    expect(await shopRow(sellerB.account.id)).toEqual({ ratingSum: before.ratingSum + 5, ratingCount: before.ratingCount + 2 });

    // The same order rates each of its shops once.
    expect((await rate(buyer, sellerA.slug, { orderId: delivered, rating: 5 })).statusCode).toBe(201);
  });

  it('writes one review when the same rating is sent twice at once', async () => {
    const buyer = await shopper();
    const id = await order(buyer, 'delivered');
    const before = await shopRow(sellerA.account.id);
    const answers = await Promise.all([rate(buyer, sellerA.slug, { orderId: id, rating: 5 }), rate(buyer, sellerA.slug, { orderId: id, rating: 5 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await shopRow(sellerA.account.id)).toEqual({ ratingSum: before.ratingSum + 5, ratingCount: before.ratingCount + 1 });
  });
});

describe('GET /api/shops/{slug}/reviews and the shop rating shoppers read', () => {
  let seller: Person & { slug: string };
  let product: number;

  beforeAll(async () => {
    seller = Object.assign(await newPerson(t, true), { slug: '' });
    seller.slug = await openShop(seller, 'Cedar Hollow');
    product = await insertProduct(database.db, { name: 'Cedar Birdhouse', priceCents: 3400, sellerId: seller.account.id });
  });

  it('answers an empty page for a shop nobody rated, and 404 for an unknown shop', async () => {
    const res = await t.browser().get(`/api/shops/${seller.slug}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, rating: null });
    expect((await t.browser().get('/api/shops/no-such-shop-anywhere/reviews')).statusCode).toBe(404);
    expect((await t.browser().get(`/api/shops/${seller.slug}/reviews?limit=0`)).statusCode).toBe(400);
  });

  it('lists the reviews newest first, paged, with the average and count on the shop and its products', async () => {
    const names = ['Avery Lynn Brooks', 'Sam', null];
    const ratings = [5, 4, 4];
    for (const [i, rating] of ratings.entries()) {
      const buyer = await shopper(names[i]!);
      const id = await order(buyer, 'delivered', [product]);
      expect((await rate(buyer, seller.slug, { orderId: id, rating, comment: `Review ${i + 1}` })).statusCode).toBe(201);
    }
    const first = (await t.browser().get(`/api/shops/${seller.slug}/reviews?limit=2`)).json<ShopReviewsPageDto>();
    expect(first.total).toBe(3);
    expect(first.rating).toBe(4.3);
    expect(first.items.map((r) => r.comment)).toEqual(['Review 3', 'Review 2']);
    expect(first.items[1]!.userName).toBe('Sam');
    expect(first.items[0]!.userName).toMatch(/^buyer_/); // no full name: the username
    const second = (await t.browser().get(`/api/shops/${seller.slug}/reviews?limit=2&offset=2`)).json<ShopReviewsPageDto>();
    expect(second.items.map((r) => [r.comment, r.userName])).toEqual([['Review 1', 'Avery B.']]);

    // The shop's rating is the average to one decimal (13 / 3 = 4.33 -> 4.3) with the count.
    const summary = { id: seller.account.id, slug: seller.slug, rating: 4.3, reviewCount: 3 };
    const shop = await t.browser().get(`/api/shops/${seller.slug}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject(summary);
    const productAnswer = await t.browser().get(`/api/products/${product}`);
    expect(productAnswer.statusCode).toBe(200);
    expect(productAnswer.json().seller).toMatchObject(summary);
  });
});

describe('POST /api/shops/{slug}/reviews/{id}/reply', () => {
  it("lets only the shop's own seller answer, once, publicly", async () => {
    const buyer = await shopper('Morgan Lee');
    const id = await order(buyer, 'delivered', [productB]);
    const review = (await rate(buyer, sellerB.slug, { orderId: id, rating: 3, comment: 'Arrived a day late.' })).json<ShopReviewDto>();
    const url = `/api/shops/${sellerB.slug}/reviews/${review.id}/reply`;

    expect((await t.browser().post(url, { reply: 'Sorry!' })).statusCode).toBe(401);
    for (const who of [buyer, sellerA]) {
      const res = await who.b.post(url, { reply: 'Not mine to answer' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: "Only this shop's seller can answer its reviews." });
    }
    // Another shop's review through this shop's address is no review of it.
    const otherId = await order(buyer, 'delivered', [productA]);
    const other = (await rate(buyer, sellerA.slug, { orderId: otherId, rating: 5 })).json<ShopReviewDto>();
    expect((await sellerB.b.post(`/api/shops/${sellerB.slug}/reviews/${other.id}/reply`, { reply: 'Thanks' })).statusCode).toBe(404);
    expect((await sellerB.b.post(url, { reply: '   ' })).json()).toMatchObject({ message: 'Your answer must be 1 to 2,000 characters' });

    const answered = await sellerB.b.post(url, { reply: ' Sorry for the wait, Morgan: the storm closed our post office for a day. ' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ShopReviewDto>()).toMatchObject({
      id: review.id,
      reply: 'Sorry for the wait, Morgan: the storm closed our post office for a day.',
      repliedAt: expect.any(String),
      userName: 'Morgan L.',
    });
    const twice = await sellerB.b.post(url, { reply: 'Another answer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'You have already answered this review' });

    const page = (await t.browser().get(`/api/shops/${sellerB.slug}/reviews?limit=50`)).json<ShopReviewsPageDto>();
    expect(page.items.find((r) => r.id === review.id)?.reply).toBe('Sorry for the wait, Morgan: the storm closed our post office for a day.');
  });
});

describe('GET /api/orders/{id}/shop-reviews', () => {
  it("answers each shop of the owner's order, whether they may rate it, and their review", async () => {
    const buyer = await shopper('Riley Quinn');
    const id = await order(buyer, 'delivered', [productA, productB]);
    const url = `/api/orders/${id}/shop-reviews`;
    const before = await buyer.b.get(url);
    expect(before.statusCode).toBe(200);
    expect(before.json<OrderShopReviewDto[]>().map((e) => [e.seller.slug, e.canReview, e.review])).toEqual([
      [sellerA.slug, true, null],
      [sellerB.slug, true, null],
    ]);
    expect(before.json<OrderShopReviewDto[]>()[0]!.seller).toMatchObject({ id: sellerA.account.id, city: 'Ames', state: 'IA' });

    await rate(buyer, sellerB.slug, { orderId: id, rating: 5, comment: 'Lovely' });
    const after = (await buyer.b.get(url)).json<OrderShopReviewDto[]>();
    expect(after.map((e) => [e.seller.slug, e.canReview, e.review?.rating ?? null])).toEqual([
      [sellerA.slug, true, null],
      [sellerB.slug, false, 5],
    ]);
  });

  it('says a processing order cannot be rated yet, and is 404 to anyone but its owner', async () => {
    const buyer = await shopper();
    const id = await order(buyer, 'processing');
    expect((await buyer.b.get(`/api/orders/${id}/shop-reviews`)).json<OrderShopReviewDto[]>().map((e) => e.canReview)).toEqual([false]);
    expect((await t.browser().get(`/api/orders/${id}/shop-reviews`)).statusCode).toBe(401);
    for (const who of [await shopper(), sellerA]) {
      const res = await who.b.get(`/api/orders/${id}/shop-reviews`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found' });
    }
  });
});
