// The demo shop reviews keep the API's rule (a received order of the reviewer holding the shop's
// items, one per order and shop), leave the demo shopper's delivered order to rate, keep the shops'
// sums and counts true, and are written once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { categories, orderItems, orders, products, shopReviews, shops, users } from '#server/db/schema.ts';
import { insertDemoShopReviews, planShopReview } from './shop-reviews.ts';

let database: Database;
const now = new Date('2026-11-27T12:00:00Z');
let deliveredOrder: number;
let reviewerIds: number[];

async function user(username: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ username, email: `${username}@example.test`, passwordHash: 'x', ...extra })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await migrate(database);
  const db = database.db;
  const [category] = await db.insert(categories).values({ name: 'Kitchen', description: 'Kitchen goods', icon: 'package' }).returning({ id: categories.id });
  const sellers = [await user('maker_one', { isSeller: true }), await user('maker_two', { isSeller: true })];
  for (const [i, sellerId] of sellers.entries()) {
    await db
      .insert(shops)
      .values({ sellerId, name: `Shop ${i}`, slug: `shop-${i}` })
      .onConflictDoNothing();
    await db.insert(products).values({ name: `Board ${i}`, description: 'Walnut', priceCents: 3000 + i, categoryId: category!.id, sellerId });
  }
  const shopper = await user('demo_shopper', { fullName: 'Jordan Miller' });
  reviewerIds = [];
  for (const [name, city, state] of [
    ['Emily Carter', 'Columbus', 'OH'],
    ['Marcus Johnson', 'Atlanta', 'GA'],
    ['Linda Nguyen', 'Houston', 'TX'],
    ['Robert Hayes', 'Nowhere', 'ZZ'],
    ['Sofia Ramirez', 'Phoenix', 'AZ'],
  ] as const) {
    reviewerIds.push(await user(name.toLowerCase().replace(' ', '.'), { fullName: name, city, state }));
  }
  const productRows = await db.select().from(products);
  const address = { fullName: 'Jordan Miller', street: '1200 Grand Avenue', city: 'Des Moines', state: 'IA', zipCode: '50309', country: 'US' };
  for (const status of ['completed', 'delivered'] as const) {
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopper,
        status,
        subtotalCents: 6001,
        taxCents: 0,
        shippingCents: 0,
        totalCents: 6001,
        shippingAddress: address,
        createdAt: new Date('2026-10-01'),
      })
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(
        productRows.map((p) => ({ orderId: order!.id, productId: p.id, sellerId: p.sellerId, productName: p.name, quantity: 1, priceCents: p.priceCents })),
      );
    if (status === 'delivered') deliveredOrder = order!.id;
  }
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('insertDemoShopReviews', () => {
  it('rates each shop from completed orders of the reviewer holding its items, once per order and shop', async () => {
    const written = await database.db.transaction((tx) => insertDemoShopReviews(tx, { reviewerIds, now }));
    // 4 to 7 reviewers a shop, at most the 5 there are, plus the demo shopper's completed order for each shop.
    expect(written.reviews).toBe(written.orders + 2);
    expect(written.orders).toBeGreaterThanOrEqual(8);

    const [broken] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM shop_reviews r JOIN orders o ON o.id = r.order_id
      WHERE o.user_id <> r.user_id OR o.status NOT IN ('delivered', 'completed') OR r.created_at > ${now.toISOString()}::timestamptz
         OR NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = r.seller_id)
         OR (r.reply IS NULL) <> (r.replied_at IS NULL) OR r.replied_at > ${now.toISOString()}::timestamptz`);
    expect(broken!.n).toBe(0);
    expect(await database.db.select().from(shopReviews).where(eq(shopReviews.orderId, deliveredOrder))).toEqual([]);

    const [sums] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM shops s
      WHERE s.rating_count <> (SELECT count(*) FROM shop_reviews r WHERE r.seller_id = s.seller_id)
         OR s.rating_sum <> (SELECT coalesce(sum(rating), 0) FROM shop_reviews r WHERE r.seller_id = s.seller_id)`);
    expect(sums!.n).toBe(0);
    const shopsRated = await database.db.select({ count: shops.ratingCount }).from(shops);
    expect(shopsRated.every((s) => s.count >= 5)).toBe(true);

    // The orders add up, and ship to addresses whose ZIP code is the reviewer's city's (or a real fallback).
    const [bad] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders WHERE total_cents <> subtotal_cents - discount_cents + tax_cents + shipping_cents
         OR shipping_address->>'zipCode' !~ '^[0-9]{5}$'`);
    expect(bad!.n).toBe(0);
  });

  it('writes nothing a second time', async () => {
    const before = await rows<{ n: number }>(sql`SELECT (SELECT count(*) FROM shop_reviews) + (SELECT count(*) FROM orders) AS n`);
    expect(await database.db.transaction((tx) => insertDemoShopReviews(tx, { reviewerIds, now }))).toEqual({ orders: 0, reviews: 0 });
    expect(await rows<{ n: number }>(sql`SELECT (SELECT count(*) FROM shop_reviews) + (SELECT count(*) FROM orders) AS n`)).toEqual(before);
  });

  it('plans the same words for the same shop and order, with answers to every lukewarm review', () => {
    expect(planShopReview('2:17')).toEqual(planShopReview('2:17'));
    const plans = Array.from({ length: 300 }, (_, i) => planShopReview(`3:${i}`));
    expect(plans.filter((p) => p.rating <= 3).every((p) => p.reply !== null)).toBe(true);
    expect(plans.some((p) => p.rating >= 4 && p.reply !== null)).toBe(true);
    const average = plans.reduce((s, p) => s + p.rating, 0) / plans.length;
    expect(average).toBeGreaterThan(4);
    expect(average).toBeLessThan(4.8);
  });
});
