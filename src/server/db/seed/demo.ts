import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products, productVariants, reviews, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { REVIEWERS, SECOND_SELLER, THIRD_SELLER, type ExtraAccount } from './accounts.ts';
import { ensureProductImages } from './picture-files.ts';
import { DEMO_PRODUCTS, type DemoOwner, type DemoPhoto, type DemoProduct } from './products.ts';
import { daysBeforeBase } from './random.ts';
import { insertDemoOrders } from './orders.ts';
import { planReviews, summarizeRatings } from './reviews.ts';
import { ensureDemoShops } from './shops.ts';
import { insertDemoShopReviews } from './shop-reviews.ts';
import { postDemoBooks } from './books.ts';

export const DEMO_ACCOUNTS = [
  {
    id: 1,
    role: 'administrator',
    username: 'admin',
    password: 'admin123',
    email: 'admin@heartland.example',
    fullName: 'Avery Admin',
    isSeller: false,
    companyName: null,
  },
  {
    id: 2,
    role: 'seller',
    username: 'seller',
    password: 'seller123',
    email: 'seller@heartland.example',
    fullName: 'Sam Whitfield',
    isSeller: true,
    companyName: 'Prairie Workshop Co.',
  },
  {
    id: 3,
    role: 'shopper',
    username: 'shopper',
    password: 'shopper123',
    email: 'shopper@heartland.example',
    fullName: 'Jordan Miller',
    isSeller: false,
    companyName: null,
  },
] as const;

/** The ten categories of the product page list (docs/product.md A3), in id order. */
export const DEMO_CATEGORIES = [
  { id: 1, name: 'Electronics', icon: 'cpu', description: 'Speakers, chargers and gadgets engineered and assembled in the USA.' },
  { id: 2, name: 'Clothing', icon: 'shirt', description: 'Denim, wool and workwear cut and sewn by American mills and shops.' },
  { id: 3, name: 'Home & Kitchen', icon: 'cooking-pot', description: 'Cast iron, cutting boards and home goods from American makers.' },
  { id: 4, name: 'Beauty & Personal Care', icon: 'sparkles', description: 'Soaps, balms and grooming essentials made in small American batches.' },
  { id: 5, name: 'Sports & Outdoors', icon: 'tent', description: 'Gear for trail, field and water, built by American outfitters.' },
  { id: 6, name: 'Books & Media', icon: 'book-open', description: 'Books, journals and prints from American publishers and presses.' },
  { id: 7, name: 'Toys & Games', icon: 'puzzle', description: 'Wooden toys, board games and puzzles crafted in the USA.' },
  { id: 8, name: 'Health & Wellness', icon: 'heart-pulse', description: 'Supplements, teas and wellness goods produced in America.' },
  { id: 9, name: 'Automotive', icon: 'car', description: 'Tools, care products and accessories for American drivers.' },
  { id: 10, name: 'Pet Supplies', icon: 'paw-print', description: 'Beds, leashes and treats for pets, made by American companies.' },
] as const;

/** What one seed run added: rows inserted per kind, and product pictures written (drawn, or copied from the picture cache). */
export interface SeedReport {
  accounts: number;
  categories: number;
  products: number;
  reviews: number;
  images: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a demo photo lives on disk (its public /uploads/ path under the uploads folder) and what it shows. */
function imageJob(uploadsDir: string, p: DemoProduct, photo: DemoPhoto) {
  return { id: p.id, categoryId: p.categoryId, picture: p.picture, view: photo.view, file: path.join(uploadsDir, photo.url.replace(/^\/uploads\//, '')) };
}

/** Runs on a table whose ids were just inserted explicitly, so the next generated id follows them. */
async function syncSequence(tx: Tx, table: 'users' | 'categories' | 'products'): Promise<void> {
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
}

/**
 * The second and third sellers and the reviewers, found by email or created (without explicit ids: on an
 * empty database the sequence hands out 4, 5, ... in list order). Returns their ids by email; an
 * account whose username someone else already holds is left out.
 */
async function ensureExtraAccounts(tx: Tx, accounts: readonly ExtraAccount[], passwordHash: string): Promise<{ ids: Map<string, number>; inserted: number }> {
  const emails = accounts.map((a) => a.email);
  const find = async () =>
    new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]));
  const before = await find();
  const toInsert = accounts.flatMap((a, index) => (before.has(a.email) ? [] : [{ a, index }]));
  const rows =
    toInsert.length === 0
      ? []
      : await tx
          .insert(users)
          .values(
            toInsert.map(({ a, index }) => ({
              username: a.username,
              email: a.email,
              passwordHash,
              fullName: a.fullName,
              city: a.city,
              state: a.state,
              country: 'US',
              isSeller: a.isSeller ?? false,
              companyName: a.companyName ?? null,
              companyWebsite: a.companyWebsite ?? null,
              createdAt: daysBeforeBase(180 - index * 3),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: users.id });
  const inserted = rows.length;
  return { ids: await find(), inserted };
}

/** The demo sellers that exist (and are sellers), by owner. */
async function demoSellerIds(tx: Tx): Promise<Record<DemoOwner, number | null>> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isSeller, true), or(eq(users.id, 2), inArray(users.email, [SECOND_SELLER.email, THIRD_SELLER.email]))));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return {
    seller: rows.some((r) => r.id === 2) ? 2 : null,
    guild: byEmail.get(SECOND_SELLER.email) ?? null,
    supply: byEmail.get(THIRD_SELLER.email) ?? null,
  };
}

/** Inserts the demo catalogue (products, their reviews and ratings); the caller checked it is absent. */
async function insertCatalogue(tx: Tx, reviewerHash: string, now: Date): Promise<Omit<SeedReport, 'categories' | 'images'>> {
  // The third seller comes last, so the second seller and the reviewers keep the ids they always had.
  const extra = await ensureExtraAccounts(tx, [SECOND_SELLER, ...REVIEWERS, THIRD_SELLER], reviewerHash);
  const ownerIds: Record<DemoOwner, number | null> = {
    seller: 2,
    guild: extra.ids.get(SECOND_SELLER.email) ?? null,
    supply: extra.ids.get(THIRD_SELLER.email) ?? null,
  };

  const planned = planReviews(DEMO_PRODUCTS, REVIEWERS.length)
    .map((r) => ({ ...r, reviewer: REVIEWERS[r.reviewerIndex]! }))
    .flatMap((r) => {
      const userId = extra.ids.get(r.reviewer.email);
      return userId === undefined ? [] : [{ ...r, userId }];
    });

  const inserted = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => {
        const summary = summarizeRatings(planned.filter((r) => r.productId === p.id).map((r) => r.rating));
        return {
          id: p.id,
          name: p.name,
          description: p.description,
          priceCents: p.priceCents,
          oldPriceCents: p.oldPriceCents,
          imageUrl: p.imageUrl,
          images: p.images.map(({ url, alt, width, height }) => ({ url, alt, width, height })),
          // With options set the database adds no default variant: the variants follow below.
          options: p.options,
          categoryId: p.categoryId,
          sellerId: ownerIds[p.owner],
          stock: p.stock,
          rating: summary.rating,
          reviewCount: summary.reviewCount,
          isNew: p.isNew,
          isOnSale: p.isOnSale,
          isApproved: true,
          weightOz: p.weightOz,
          dimensions: p.dimensions,
          materials: p.materials,
          care: p.care,
          processingDaysMin: p.processingDaysMin,
          processingDaysMax: p.processingDaysMax,
          shippingClass: p.shippingClass,
          requiresShipping: true,
          createdAt: p.createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });
  await syncSequence(tx, 'products');
  // The variants of the listings with options; their triggers set the listing's price (the lowest),
  // highest price and stock (the total) from them (docs/decisions/0060-photos-and-variants.md).
  const added = new Set(inserted.map((r) => r.id));
  const variantRows = DEMO_PRODUCTS.filter((p) => added.has(p.id)).flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })));
  if (variantRows.length > 0) await tx.insert(productVariants).values(variantRows);

  const reviewRows =
    planned.length === 0
      ? []
      : await tx
          .insert(reviews)
          .values(
            planned.map((r) => ({
              productId: r.productId,
              userId: r.userId,
              rating: r.rating,
              comment: r.comment,
              userName: r.reviewer.fullName,
              createdAt: r.createdAt,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: reviews.id });

  // The shops before the orders: their parcels are labelled from the shops' ship-from addresses.
  await ensureDemoShops(tx, ownerIds);
  await insertDemoOrders(tx, DEMO_PRODUCTS, (p) => ownerIds[p.owner], now);
  // Shop ratings from the reviewers' received orders (and the demo shopper's completed one), after the orders and shops.
  await insertDemoShopReviews(tx, { reviewerIds: REVIEWERS.flatMap((r) => extra.ids.get(r.email) ?? []), now });
  // The money of every seeded order in the books, as checkout and cancellation post it.
  await postDemoBooks(tx);

  return { accounts: extra.inserted, products: inserted.length, reviews: reviewRows.length };
}

/**
 * Seeds the demo data and reports what it added. Safe to run at every start:
 * - the three demo accounts and the ten categories have fixed ids and are inserted when missing;
 * - the catalogue (extra accounts, products, reviews, the demo shopper's orders dated back from
 *   `now`) is inserted when the products table is empty, so products a user deleted later do not
 *   come back at the next start;
 * - everything goes in one transaction, under an advisory lock so two instances starting together
 *   on one PostgreSQL cannot both seed; a run that fails leaves nothing half-done;
 * - the demo photos that demo products still show are written when the file is missing or was
 *   drawn from an older drawing (for instance after moving the database to a new machine); a
 *   database seeded before listings had several photos keeps its one photo per product.
 */
export async function runDemoSeed(db: Db, opts: { uploadsDir: string; now?: Date }): Promise<SeedReport> {
  const present = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            DEMO_ACCOUNTS.map((a) => a.id),
          ),
        )
    ).map((u) => u.id),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.id));
  const [{ productCount } = { productCount: 0 }] = await db.select({ productCount: sql<number>`count(*)::int` }).from(products);
  // scrypt runs on the libuv pool, so the hashes are computed side by side, before the transaction.
  const hashing = Promise.all([
    productCount === 0 ? hashPassword(randomBytes(24).toString('base64url')) : Promise.resolve(null),
    ...missing.map((a) => hashPassword(a.password)),
  ]);
  // On an empty catalogue every demo picture will be needed: rendering starts now, on the thread
  // pool, while the inserts run on this thread. The check after the transaction catches the rest.
  const earlyImages = productCount === 0 ? ensureDemoPictures(opts.uploadsDir) : Promise.resolve(0);
  earlyImages.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  const [reviewerHash, ...demoHashes] = await hashing;

  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('heartland-market:demo-seed'))`);
    const result: SeedReport = { accounts: 0, categories: 0, products: 0, reviews: 0, images: 0 };
    if (missing.length > 0) {
      const rows = await tx
        .insert(users)
        .values(
          missing.map((a, i) => ({
            id: a.id,
            username: a.username,
            email: a.email,
            passwordHash: demoHashes[i]!,
            fullName: a.fullName,
            country: 'US',
            isSeller: a.isSeller,
            companyName: a.companyName,
            createdAt: daysBeforeBase(200),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id });
      result.accounts += rows.length;
      if (rows.length > 0) await syncSequence(tx, 'users');
    }
    const categoryRows = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .onConflictDoNothing()
      .returning({ id: categories.id });
    result.categories = categoryRows.length;
    if (categoryRows.length > 0) await syncSequence(tx, 'categories');

    // Checked again under the lock: another instance may have seeded in the meantime.
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (count === 0 && reviewerHash) {
      const added = await insertCatalogue(tx, reviewerHash, opts.now ?? new Date());
      result.accounts += added.accounts;
      result.products = added.products;
      result.reviews = added.reviews;
    }
    // The demo sellers' shops (decision 0054), also on a database seeded before shops existed.
    await ensureDemoShops(tx, await demoSellerIds(tx));
    return result;
  });

  // The demo photos the demo listings still show (a seller may have replaced some).
  const current = await db
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(
      inArray(
        products.id,
        DEMO_PRODUCTS.map((p) => p.id),
      ),
    );
  const demoById = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));
  const jobs = current.flatMap((row) => {
    const demo = demoById.get(row.id)!;
    return row.images.flatMap((image) => {
      const photo = demo.images.find((i) => i.url === image.url);
      return photo ? [imageJob(opts.uploadsDir, demo, photo)] : [];
    });
  });
  report.images = (await earlyImages) + (await ensureProductImages(jobs));
  return report;
}

/** Writes every demo product's photos into `uploadsDir` where missing or out of date; answers how many it wrote. */
export function ensureDemoPictures(uploadsDir: string): Promise<number> {
  return ensureProductImages(DEMO_PRODUCTS.flatMap((p) => p.images.map((photo) => imageJob(uploadsDir, p, photo))));
}

/** Seeds the demo data where missing (see runDemoSeed); returns whether it inserted any rows. */
export async function seedDemo(db: Db, opts: { uploadsDir: string; now?: Date }): Promise<boolean> {
  const report = await runDemoSeed(db, opts);
  return report.accounts + report.categories + report.products + report.reviews > 0;
}
