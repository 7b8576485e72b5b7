// Reviews API: listing, eligibility (a delivered or completed order containing the product), one
// review per user and product, the session user as author, and the product's rating kept in step.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { orderItems, orders, products, reviews, users, type OrderStatus } from '#server/db/schema.ts';
import type { ReviewDto } from '#shared/catalogue.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;

const SIGN_IN = 'Please log in to submit a review';
const ELIGIBLE = 'You can review this product.';
const ALREADY = 'You have already reviewed this product.';
const NOT_PURCHASED = "You can only review products you've purchased and received.";

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, seed: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function shopper(fullName?: string): Promise<{ b: Browser; id: number; username: string }> {
  const b = t.browser();
  const account = await registerUser(b);
  if (fullName !== undefined) await database.db.update(users).set({ fullName }).where(eq(users.id, account.id));
  return { b, id: account.id, username: account.username };
}

/** An order of this user with one line of the product, straight into the database. */
async function placeOrder(userId: number, productId: number, status: OrderStatus): Promise<void> {
  const [order] = await database.db
    .insert(orders)
    .values({
      userId,
      status,
      subtotalCents: 1000,
      taxCents: 80,
      shippingCents: 0,
      totalCents: 1080,
      shippingAddress: { fullName: 'Test Shopper', street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({ orderId: order!.id, productId, productName: `Product ${productId}`, quantity: 1, priceCents: 1000 });
}

async function productRow(id: number) {
  const [row] = await database.db.select({ rating: products.rating, reviewCount: products.reviewCount }).from(products).where(eq(products.id, id));
  return row!;
}

/** The average of the product's reviews as numeric(3,2) holds it ("4.25"). */
async function expectedRating(productId: number): Promise<{ rating: string; reviewCount: number }> {
  const rows = await database.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.productId, productId));
  const sum = rows.reduce((s, r) => s + r.rating, 0);
  return { rating: (Math.round((sum * 100) / rows.length) / 100).toFixed(2), reviewCount: rows.length };
}

const eligibility = async (b: Browser, productId: number) => {
  const res = await b.get(`/api/reviews/eligibility/${productId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ canReview: boolean; message: string }>();
};

const goodReview = (productId: number, rating = 4) => ({ productId, rating, comment: 'Sturdy and well made, arrived quickly.' });

describe('GET /api/reviews/{productId}', () => {
  it("answers the product's reviews, newest first", async () => {
    const res = await t.browser().get('/api/reviews/3');
    expect(res.statusCode).toBe(200);
    const list = res.json<ReviewDto[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      productId: 3,
      userId: expect.any(Number),
      rating: expect.any(Number),
      comment: expect.toSatisfy((c: unknown) => c === null || typeof c === 'string'),
      userName: expect.toSatisfy((c: unknown) => c === null || typeof c === 'string'),
      createdAt: expect.any(String),
    });
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((r) => r.productId === 3)).toBe(true);
  });

  it("an unknown product answers 404 'Product not found'; a bad id 400", async () => {
    const missing = await t.browser().get('/api/reviews/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found' });
    const bad = await t.browser().get('/api/reviews/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'id must be a positive whole number' });
  });
});

describe('GET /api/reviews/eligibility/{productId}', () => {
  it('a signed-out visitor is told to log in (200, canReview false)', async () => {
    expect(await eligibility(t.browser(), 3)).toEqual({ canReview: false, message: SIGN_IN });
  });

  it('without a received order the shopper cannot review', async () => {
    const s = await shopper();
    expect(await eligibility(s.b, 20)).toEqual({ canReview: false, message: NOT_PURCHASED });
  });

  it.each(['processing', 'shipped', 'cancelled'] as const)('an order that is %s does not qualify', async (status) => {
    const s = await shopper();
    await placeOrder(s.id, 20, status);
    expect(await eligibility(s.b, 20)).toEqual({ canReview: false, message: NOT_PURCHASED });
  });

  it.each(['delivered', 'completed'] as const)('an order that is %s and contains the product qualifies', async (status) => {
    const s = await shopper();
    await placeOrder(s.id, 20, status);
    expect(await eligibility(s.b, 20)).toEqual({ canReview: true, message: ELIGIBLE });
    // ... for that product only
    expect(await eligibility(s.b, 21)).toEqual({ canReview: false, message: NOT_PURCHASED });
  });

  it("another user's delivered order does not qualify", async () => {
    const buyer = await shopper();
    const other = await shopper();
    await placeOrder(buyer.id, 22, 'delivered');
    expect(await eligibility(other.b, 22)).toEqual({ canReview: false, message: NOT_PURCHASED });
  });

  it('after reviewing, the shopper has already reviewed', async () => {
    const s = await shopper();
    await placeOrder(s.id, 23, 'delivered');
    expect((await s.b.post('/api/reviews', goodReview(23))).statusCode).toBe(201);
    expect(await eligibility(s.b, 23)).toEqual({ canReview: false, message: ALREADY });
  });

  it('an unknown product answers 404', async () => {
    const s = await shopper();
    expect((await s.b.get('/api/reviews/eligibility/999999')).statusCode).toBe(404);
  });
});

describe('writing a review', () => {
  it.each(['/api/reviews', '/api/direct-review', '/api/direct-reviews'])(
    '%s signed out answers 401 with the sign-in message, before validation',
    async (url) => {
      for (const body of [goodReview(3), {}]) {
        const res = await t.browser().post(url, body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: SIGN_IN });
      }
    },
  );

  it.each(['/api/reviews', '/api/direct-review', '/api/direct-reviews'])(
    '%s without a received order answers 403 with the eligibility message and writes nothing',
    async (url) => {
      const s = await shopper();
      await placeOrder(s.id, 30, 'processing');
      const before = await productRow(30);
      const res = await s.b.post(url, goodReview(30));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: NOT_PURCHASED });
      expect(await database.db.select().from(reviews).where(eq(reviews.userId, s.id))).toEqual([]);
      expect(await productRow(30)).toEqual(before);
    },
  );

  it('POST /api/reviews answers 201 with the review; the product rating and count are recomputed', async () => {
    const s = await shopper('Casey Jones');
    await placeOrder(s.id, 31, 'delivered');
    const before = await productRow(31);
    const res = await s.b.post('/api/reviews', { productId: 31, rating: 1, comment: '  Fell apart after a week of use.  ' });
    expect(res.statusCode).toBe(201);
    const review = res.json<ReviewDto>();
    expect(review).toEqual({
      id: expect.any(Number),
      productId: 31,
      userId: s.id,
      rating: 1,
      comment: 'Fell apart after a week of use.',
      userName: 'Casey Jones',
      createdAt: expect.any(String),
    });

    const after = await productRow(31);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after).toEqual(await expectedRating(31));
    expect(Number(after.rating)).toBeLessThan(Number(before.rating ?? 5));

    // the list shows it first
    const list = (await t.browser().get('/api/reviews/31')).json<ReviewDto[]>();
    expect(list[0]).toEqual(review);

    // and the product API answers the new figures
    const product = await t.browser().get('/api/products/31');
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ id: 31, rating: Number(after.rating), reviewCount: after.reviewCount });
  });

  it('the first review of a product sets its rating from null', async () => {
    const [fresh] = await database.db
      .insert(products)
      .values({ name: 'Unreviewed Oak Spoon', description: 'A spoon nobody has reviewed yet.', priceCents: 1500, categoryId: 3, stock: 4 })
      .returning({ id: products.id });
    const s = await shopper();
    await placeOrder(s.id, fresh!.id, 'completed');
    expect(await productRow(fresh!.id)).toEqual({ rating: null, reviewCount: 0 });
    expect((await s.b.post('/api/direct-reviews', { productId: fresh!.id, rating: 5, comment: null })).statusCode).toBe(201);
    expect(await productRow(fresh!.id)).toEqual({ rating: '5.00', reviewCount: 1 });
  });

  it('a second review by the same user answers 409 on every endpoint and changes nothing', async () => {
    const s = await shopper();
    await placeOrder(s.id, 32, 'delivered');
    expect((await s.b.post('/api/reviews', goodReview(32, 5))).statusCode).toBe(201);
    const after = await productRow(32);
    for (const url of ['/api/reviews', '/api/direct-review', '/api/direct-reviews']) {
      const res = await s.b.post(url, goodReview(32, 1));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: ALREADY });
    }
    expect(await database.db.select().from(reviews).where(eq(reviews.userId, s.id))).toHaveLength(1);
    expect(await productRow(32)).toEqual(after);
  });

  it('two reviews sent at once: one is written, the other answers 409, and the count goes up by one', async () => {
    const s = await shopper();
    await placeOrder(s.id, 33, 'delivered');
    const before = await productRow(33);
    const answers = await Promise.all([
      s.b.post('/api/reviews', goodReview(33, 2)),
      s.b.post('/api/direct-reviews', { productId: 33, rating: 3, comment: 'Good value.' }),
      s.b.post('/api/direct-review', { productId: 33, rating: 4, comment: 'Nice.' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const after = await productRow(33);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after).toEqual(await expectedRating(33));
  });

  it('reviews of one product by several users at once keep the count and average exact', async () => {
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => shopper()));
    for (const s of shoppers) await placeOrder(s.id, 34, 'delivered');
    const before = await productRow(34);
    const answers = await Promise.all(shoppers.map((s, i) => s.b.post('/api/reviews', goodReview(34, i + 1))));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const after = await productRow(34);
    expect(after.reviewCount).toBe(before.reviewCount + 4);
    expect(after).toEqual(await expectedRating(34));
  });

  it.each(['/api/direct-review', '/api/direct-reviews'])('%s ignores a userId and userName in the body: the session user is the author', async (url) => {
    const s = await shopper();
    await placeOrder(s.id, 35, 'delivered');
    const res = await s.b.post(url, { userId: 1, userName: 'Avery Admin', productId: 35, rating: 4, comment: 'Works as described.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: s.id, userName: s.username, productId: 35 });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, res.json<ReviewDto>().id));
    expect(row).toMatchObject({ userId: s.id, userName: s.username });
    // a second shopper's body naming the first cannot write as the first either
    const other = await shopper();
    const impersonation = await other.b.post(url, { userId: s.id, productId: 35, rating: 1, comment: 'Not mine to write.' });
    expect(impersonation.statusCode).toBe(403);
  });

  it("a review of an unknown product answers 404 'Product not found'", async () => {
    const s = await shopper();
    const res = await s.b.post('/api/reviews', goodReview(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });
});

describe('validation messages', () => {
  let s: { b: Browser; id: number };

  beforeAll(async () => {
    s = await shopper();
    await placeOrder(s.id, 40, 'delivered');
  });

  it.each([
    ['/api/reviews', { productId: 40, rating: 4, comment: 'Too short' }, 'Review must be at least 10 characters'],
    ['/api/reviews', { productId: 40, rating: 4, comment: '         x         ' }, 'Review must be at least 10 characters'],
    ['/api/reviews', { productId: 40, rating: 4 }, 'Review must be at least 10 characters'],
    ['/api/reviews', { productId: 40, rating: 0, comment: 'Long enough comment here.' }, 'Please select a rating'],
    ['/api/reviews', { productId: 40, rating: 6, comment: 'Long enough comment here.' }, 'Please select a rating'],
    ['/api/reviews', { productId: 40, rating: 3.5, comment: 'Long enough comment here.' }, 'Please select a rating'],
    ['/api/reviews', { productId: 40, comment: 'Long enough comment here.' }, 'Please select a rating'],
    ['/api/direct-reviews', { productId: 40, rating: 4, comment: 'ab' }, 'Comment must be at least 3 characters.'],
    ['/api/direct-reviews', { productId: 40, rating: 4, comment: 'x'.repeat(501) }, 'Comment must be less than 500 characters.'],
    ['/api/direct-review', { productId: 40, rating: 0, comment: 'Fine.' }, 'Please select a rating'],
    ['/api/direct-reviews', { productId: 'abc', rating: 4, comment: 'Fine.' }, 'id must be a positive whole number'],
  ])('%s %j answers 400 %s', async (url, body, message) => {
    const res = await s.b.post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('nothing was written by the refused requests', async () => {
    expect(await database.db.select().from(reviews).where(eq(reviews.userId, s.id))).toEqual([]);
  });
});
