import { mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { ledgerTransactions, orders } from '#server/db/schema.ts';
import { verifyPassword } from '#server/features/auth/passwords.ts';
import { sellerBalances } from '#server/features/ledger/post.ts';
import { DEMO_ACCOUNTS, runDemoSeed, seedDemo } from './demo.ts';
import { DEMO_PRODUCTS } from './products.ts';
import { summarizeRatings } from './reviews.ts';

let database: Database;
let uploadsDir: string;
const seededAt = new Date();

async function rows<T>(query: ReturnType<typeof sql>, on: Database = database): Promise<T[]> {
  const result = (await on.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function counts(on: Database = database) {
  const [c] = await rows<Record<string, number | string>>(
    sql`
    SELECT (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM categories) AS categories,
           (SELECT count(*)::int FROM products) AS products,
           (SELECT count(*)::int FROM reviews) AS reviews,
           (SELECT coalesce(sum(review_count), 0)::int FROM products) AS review_counts,
           (SELECT md5(string_agg(p::text, '|' ORDER BY id)) FROM products p) AS products_digest,
           (SELECT md5(string_agg(r::text, '|' ORDER BY id)) FROM reviews r) AS reviews_digest`,
    on,
  );
  return c!;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await migrate(database);
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'heartland-seed-'));
  expect(await seedDemo(database.db, { uploadsDir, now: seededAt })).toBe(true);
  // A fresh database (initdb, every migration) and about 300 photos: a minute alone, minutes on a busy machine.
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the demo accounts with their documented passwords', async () => {
    const users = await rows<{ id: number; username: string; password_hash: string; is_seller: boolean }>(
      sql`SELECT id, username, password_hash, is_seller FROM users WHERE id IN (1, 2, 3) ORDER BY id`,
    );
    expect(users.map((u) => u.username)).toEqual(['admin', 'seller', 'shopper']);
    expect(users.map((u) => u.is_seller)).toEqual([false, true, false]);
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      expect(await verifyPassword(account.password, users[i]!.password_hash)).toBe(true);
    }
  });

  it('seeds at least 60 products spread over all ten categories', async () => {
    const perCategory = await rows<{ category_id: number; n: number }>(
      sql`SELECT c.id AS category_id, count(p.id)::int AS n FROM categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    expect(perCategory).toHaveLength(10);
    for (const c of perCategory) expect(c.n).toBeGreaterThanOrEqual(5);
    expect(perCategory.reduce((s, c) => s + c.n, 0)).toBeGreaterThanOrEqual(60);
  });

  it('has a Deal of the Day: the first on-sale product whose old price exceeds its price by more than $100', async () => {
    const [deal] = await rows<{ id: number; name: string }>(
      sql`SELECT id, name FROM products WHERE is_on_sale AND old_price_cents IS NOT NULL AND old_price_cents - price_cents > 10000 ORDER BY id LIMIT 1`,
    );
    expect(deal).toBeDefined();
    expect(deal!.id).toBeLessThanOrEqual(5);
  });

  it('has at least 8 best sellers and 8 new arrivals, and a stock mix including sold-out items', async () => {
    const [facts] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE rating >= 4 AND review_count >= 10)::int AS best_sellers,
             count(*) FILTER (WHERE is_new)::int AS new_arrivals,
             count(*) FILTER (WHERE stock = 0)::int AS sold_out,
             count(*) FILTER (WHERE stock BETWEEN 1 AND 5)::int AS low_stock,
             count(*) FILTER (WHERE review_count = 0 AND rating IS NULL)::int AS unreviewed,
             count(*) FILTER (WHERE old_price_cents IS NOT NULL AND old_price_cents <= price_cents)::int AS bad_old_prices
      FROM products`);
    expect(facts!.best_sellers).toBeGreaterThanOrEqual(8);
    expect(facts!.new_arrivals).toBeGreaterThanOrEqual(8);
    expect(facts!.sold_out).toBeGreaterThanOrEqual(2);
    expect(facts!.low_stock).toBeGreaterThanOrEqual(4);
    expect(facts!.unreviewed).toBeGreaterThanOrEqual(2);
    expect(facts!.bad_old_prices).toBe(0);
  });

  it('keeps every product rating and review count equal to what its reviews give', async () => {
    const mismatches = await rows<{ id: number }>(sql`
      SELECT p.id FROM products p
      LEFT JOIN (SELECT product_id, count(*)::int AS n, round(avg(rating)::numeric, 2) AS avg FROM reviews GROUP BY product_id) r
        ON r.product_id = p.id
      WHERE p.review_count <> coalesce(r.n, 0) OR p.rating IS DISTINCT FROM r.avg`);
    expect(mismatches).toEqual([]);
    const [authors] = await rows<{ duplicates: number; demo_authors: number; without_name: number }>(sql`
      SELECT (SELECT count(*)::int FROM (SELECT product_id, user_id FROM reviews GROUP BY 1, 2 HAVING count(*) > 1) d) AS duplicates,
             (SELECT count(*)::int FROM reviews WHERE user_id IN (1, 2, 3)) AS demo_authors,
             (SELECT count(*)::int FROM reviews WHERE user_name IS NULL OR length(comment) < 10) AS without_name`);
    expect(authors).toEqual({ duplicates: 0, demo_authors: 0, without_name: 0 });
  });

  it('gives the demo shopper an order history whose totals add up, with delivered products to review', async () => {
    const orders = await rows<{ status: string; ok: boolean; products: number[] }>(sql`
      SELECT o.status,
             o.total_cents = o.subtotal_cents - o.discount_cents + o.tax_cents + o.shipping_cents
               AND o.subtotal_cents = sum(i.price_cents * i.quantity) AS ok,
             array_agg(i.product_id ORDER BY i.product_id) AS products
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.user_id = 3 GROUP BY o.id ORDER BY o.created_at`);
    expect(orders.map((r) => r.status)).toEqual(['completed', 'delivered', 'shipped', 'processing']);
    expect(orders.every((r) => r.ok)).toBe(true);
    expect(orders[1]!.products).toEqual([12, 27]);
  });

  it('ships the demo orders with labels the sandbox carrier issued on the ship date, so /tracking shows their events', async () => {
    const history = await rows<{
      status: string;
      created_at: Date;
      shipped_at: Date | null;
      delivered_at: Date | null;
      tracking_number: string | null;
      tracking_status: string | null;
      package_delivered_at: Date | null;
      labelled_at: Date | null;
    }>(sql`
      SELECT o.status, o.created_at, o.shipped_at, o.delivered_at, s.tracking_number, s.tracking_status,
             s.delivered_at AS package_delivered_at, l.created_at AS labelled_at
      FROM orders o LEFT JOIN shipments s ON s.order_id = o.id LEFT JOIN sandbox_carrier_labels l ON l.tracking_number = s.tracking_number
      WHERE o.user_id = 3 ORDER BY o.created_at`);
    const [completed, delivered, shipped, processing] = history;
    const daysAgo = (d: Date | null) => (seededAt.getTime() - new Date(d!).getTime()) / 86_400_000;
    for (const r of [completed!, delivered!, shipped!]) {
      expect(r.tracking_number).toMatch(/^9400\d{18}$/);
      expect(new Date(r.labelled_at!)).toEqual(new Date(r.shipped_at!));
      expect(daysAgo(r.shipped_at)).toBeLessThan(daysAgo(r.created_at));
    }
    expect(completed).toMatchObject({ status: 'completed', tracking_status: 'DELIVERED' });
    expect(daysAgo(completed!.delivered_at)).toBeGreaterThan(30);
    // Delivered a few days ago: inside the 30-day return window.
    expect(delivered).toMatchObject({ status: 'delivered', tracking_status: 'DELIVERED' });
    expect(new Date(delivered!.delivered_at!)).toEqual(new Date(delivered!.package_delivered_at!));
    expect(daysAgo(delivered!.delivered_at)).toBeGreaterThan(2);
    expect(daysAgo(delivered!.delivered_at)).toBeLessThan(7);
    expect(shipped).toMatchObject({ status: 'shipped', tracking_status: 'IN_TRANSIT', delivered_at: null, package_delivered_at: null });
    expect(processing).toMatchObject({ status: 'processing', shipped_at: null, tracking_number: null });
  });

  it('gives every demo product a seller whose shop has a story, a location and a ship-from address, in three states', async () => {
    const shops = await rows<{ seller_id: number; name: string; slug: string; state: string; ship_from_zip: string; story: string; products: number }>(sql`
      SELECT s.seller_id, s.name, s.slug, s.state, s.ship_from_zip, s.story, (SELECT count(*)::int FROM products p WHERE p.seller_id = s.seller_id) AS products
      FROM shops s ORDER BY s.seller_id`);
    expect(shops.map((s) => [s.name, s.slug, s.state])).toEqual([
      ['Prairie Workshop Co.', 'prairie-workshop-co', 'IA'],
      ['Bluebird Mercantile', 'bluebird-mercantile', 'NC'],
      ['Mother Road Supply Co.', 'mother-road-supply-co', 'OK'],
    ]);
    expect(shops[0]!.seller_id).toBe(2);
    for (const shop of shops) {
      expect(shop.ship_from_zip).toMatch(/^\d{5}$/);
      expect(shop.story.length).toBeGreaterThan(100);
      expect(shop.products).toBeGreaterThanOrEqual(4);
    }
    const [orphans] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products p LEFT JOIN shops s ON s.seller_id = p.seller_id WHERE s.seller_id IS NULL`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('books every seeded order, so the demo sellers have money pending and the books balance', async () => {
    const [orderCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const [paid] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'order_paid'));
    expect(paid?.n).toBe(orderCount?.n);
    const unbalanced = await database.db.execute(sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`);
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    const prairie = await sellerBalances(database.db, 2);
    expect(prairie.pendingCents).toBeGreaterThan(0);
    // Each sale is booked on its order's date, so statements read like the order history.
    const dated = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transactions t JOIN orders o ON o.id = t.order_id WHERE t.kind = 'order_paid' AND t.created_at <> o.created_at`,
    );
    expect((dated as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('rounds averages the way PostgreSQL numeric(3,2) does', () => {
    expect(summarizeRatings([])).toEqual({ rating: null, reviewCount: 0 });
    expect(summarizeRatings([5, 4, 4])).toEqual({ rating: '4.33', reviewCount: 3 });
    expect(summarizeRatings([1, 1, 1, 1, 1, 1, 1, 2])).toEqual({ rating: '1.13', reviewCount: 8 });
    expect(summarizeRatings([5, 5])).toEqual({ rating: '5.00', reviewCount: 2 });
  });

  it('renders a real 800x800 WebP file for every photo of every product, the cover its picture', async () => {
    const products = await rows<{ id: number; image_url: string; images: Array<{ url: string }> }>(sql`SELECT id, image_url, images FROM products ORDER BY id`);
    const files = await readdir(path.join(uploadsDir, 'products'));
    expect(files.sort()).toEqual(products.flatMap((p) => p.images.map((i) => path.basename(i.url))).sort());
    for (const p of products) {
      expect(p.image_url).toMatch(new RegExp(`^/uploads/products/${p.id}-[a-z0-9-]+\\.webp$`));
      expect(p.images[0]!.url).toBe(p.image_url);
      for (const { url } of p.images) {
        const file = path.join(uploadsDir, url.replace('/uploads/', ''));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
        // One drawing per kind of good keeps pictures as light as one per category did (15-29 KB).
        expect((await stat(file)).size, url).toBeLessThan(48_000);
      }
    }
  });

  it('changes nothing when run again, and only re-renders a missing picture', async () => {
    const before = await counts();
    expect(await seedDemo(database.db, { uploadsDir })).toBe(false);
    expect(await counts()).toEqual(before);

    const missing = path.join(uploadsDir, DEMO_PRODUCTS[4]!.imageUrl.replace('/uploads/', ''));
    await unlink(missing);
    expect(await runDemoSeed(database.db, { uploadsDir })).toEqual({ accounts: 0, categories: 0, products: 0, reviews: 0, images: 1 });
    expect((await sharp(missing).metadata()).format).toBe('webp');
    expect(await counts()).toEqual(before);
  });

  it('lets new rows take ids after the seeded ones', async () => {
    const [next] = await rows<{ user_id: number; product_id: number }>(sql`
      SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS user_id,
             nextval(pg_get_serial_sequence('products', 'id'))::int AS product_id`);
    const [max] = await rows<{ user_id: number; product_id: number }>(
      sql`SELECT (SELECT max(id) FROM users) AS user_id, (SELECT max(id) FROM products) AS product_id`,
    );
    expect(next!.user_id).toBeGreaterThan(max!.user_id);
    expect(next!.product_id).toBeGreaterThan(max!.product_id);
  });
});

describe('demo seed on a database seeded by the earlier, accounts-only seed', () => {
  let older: Database;

  beforeAll(async () => {
    older = await openDatabase({ kind: 'memory' });
    await migrate(older);
    // What the first version of the seed left: the three accounts and the categories, no products.
    await older.db.execute(sql`INSERT INTO users (id, username, email, password_hash) VALUES
      (1, 'admin', 'admin@heartland.example', 'x'), (2, 'seller', 'seller@heartland.example', 'x'), (3, 'shopper', 'shopper@heartland.example', 'x')`);
    await older.db.execute(sql`SELECT setval('users_id_seq', 3)`);
  }, 180_000);

  afterAll(async () => {
    await older?.close();
  });

  it('completes the catalogue, identical to a fresh seed', async () => {
    const report = await runDemoSeed(older.db, { uploadsDir });
    expect(report).toMatchObject({ accounts: 22, categories: 10, products: DEMO_PRODUCTS.length, images: 0 });
    expect(await counts(older)).toEqual(await counts());
  });

  it('does not bring back a demo product that was deleted afterwards', async () => {
    await older.db.execute(sql`DELETE FROM products WHERE id = ${DEMO_PRODUCTS.length}`);
    expect(await seedDemo(older.db, { uploadsDir })).toBe(false);
    const [left] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE id = ${DEMO_PRODUCTS.length}`, older);
    expect(left!.n).toBe(0);
  });
});
