import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products, searchVariants, searchWords, users } from '#server/db/schema.ts';
import { SECOND_SELLER, THIRD_SELLER } from './accounts.ts';
import { LARGE_CLOSINGS, LARGE_TOWNS, LARGE_WORDS } from './large-words.ts';
import { DEMO_PRODUCTS } from './products.ts';
import { createRng, daysBeforeBase } from './random.ts';

/**
 * A large generated catalogue on top of the demo one, for measuring lists and search at scale
 * (`npm run seed -- --products 100000`). Deterministic: product n is the same on every run. It
 * reuses the demo products' pictures of the same category rather than drawing new ones.
 */

type NewProduct = typeof products.$inferInsert;
const SHIPPING = ['standard', 'standard', 'standard', 'expedited', 'free', 'heavy'] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The generated product with sequence number n (n counts from 1 over the generated ones). */
export function generatedProduct(n: number, owners: { seller: number | null; guild: number | null; supply: number | null }): NewProduct {
  const rng = createRng(`large-product:${n}`);
  const categoryId = (n % 10) + 1;
  const words = LARGE_WORDS[categoryId]!;
  const style = pick(words.styles, rng.int(0, 1000));
  const material = pick(words.materials, rng.int(0, 1000));
  const good = pick(words.goods, rng.int(0, 1000));
  const town = pick(LARGE_TOWNS, rng.int(0, 1000));
  const name = `${style} ${material} ${good}, ${town.split(',')[0]} Edition`;
  const description = `${style} ${good.toLowerCase()} in ${material.toLowerCase()}, made by ${words.maker} in ${town}. ${pick(LARGE_CLOSINGS, rng.int(0, 1000))}`;

  // Prices spread log-uniformly from $5 to $900, ending in .00 or .99 like shop prices.
  const dollars = Math.exp(Math.log(5) + rng.next() * (Math.log(900) - Math.log(5)));
  const priceCents = Math.max(100, Math.round(dollars) * 100 - (rng.chance(0.5) ? 1 : 0));
  const isOnSale = rng.chance(0.08);
  const hasOldPrice = isOnSale || rng.chance(0.04);
  const oldPriceCents = hasOldPrice ? Math.round((priceCents * (110 + rng.int(0, 50))) / 100) : null;
  const isNew = rng.chance(0.06);
  const reviewCount = rng.chance(0.25) ? 0 : Math.floor(Math.pow(rng.next(), 2) * 400) + 1;
  const rating = reviewCount === 0 ? null : Math.min(5, 2.5 + Math.sqrt(rng.next()) * 2.5).toFixed(2);
  const owner = rng.int(0, 9);
  const demoOfCategory = DEMO_PRODUCTS.filter((p) => p.categoryId === categoryId);
  // The demo product whose picture it shows: its kind of good, and so its processing time.
  const pictured = pick(demoOfCategory, n);
  return {
    name,
    description,
    priceCents,
    oldPriceCents,
    imageUrl: pictured.imageUrl,
    // One photo and no options: the database gives the listing its one variant (migration 0036).
    images: [{ url: pictured.imageUrl, alt: name, width: 800, height: 800 }],
    categoryId,
    // The demo sellers' (and so their shops', decision 0054): six in ten, three in ten, one in ten.
    sellerId: owner < 6 ? owners.seller : owner < 9 ? owners.guild : owners.supply,
    stock: rng.chance(0.07) ? 0 : rng.int(1, 300),
    rating,
    reviewCount,
    isNew,
    isOnSale,
    isApproved: !rng.chance(0.01),
    weightOz: rng.int(2, 200),
    dimensions: `${rng.int(3, 30)}x${rng.int(2, 20)}x${rng.int(1, 12)}`,
    materials: material,
    care: null,
    processingDaysMin: pictured.processingDaysMin,
    processingDaysMax: pictured.processingDaysMax,
    shippingClass: pick(SHIPPING, rng.int(0, 1000)),
    requiresShipping: true,
    createdAt: daysBeforeBase(isNew ? rng.int(1, 13) + rng.next() : rng.int(15, 730) + rng.next()),
  };
}

export interface LargeSeedReport {
  before: number;
  added: number;
  after: number;
}

/**
 * Adds generated products until the catalogue holds `target` products (so a second run adds
 * nothing), in multi-row INSERTs of `batchSize` rows inside one transaction, then refreshes the
 * planner statistics and the visibility map (VACUUM ANALYZE) so index-only scans and good plans
 * apply at once. Needs the demo categories (run the demo seed first).
 */
export async function seedLargeCatalogue(
  db: Db,
  opts: { target: number; batchSize?: number; onProgress?: (done: number, total: number) => void },
): Promise<LargeSeedReport> {
  const batchSize = opts.batchSize ?? 1000;
  const [{ categoryCount } = { categoryCount: 0 }] = await db.select({ categoryCount: count() }).from(categories);
  if (categoryCount < 10) throw new Error('The large catalogue needs the ten demo categories: run the demo seed first.');
  const [{ before } = { before: 0 }] = await db.select({ before: count() }).from(products);
  const toAdd = Math.max(0, opts.target - before);
  if (toAdd === 0) return { before, added: 0, after: before };

  const [guild] = await db.select({ id: users.id }).from(users).where(eq(users.email, SECOND_SELLER.email)).limit(1);
  const [supply] = await db.select({ id: users.id }).from(users).where(eq(users.email, THIRD_SELLER.email)).limit(1);
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.id, 2)).limit(1);
  const owners = { seller: seller?.id ?? null, guild: guild?.id ?? null, supply: supply?.id ?? null };
  // Sequence numbers continue after earlier generated products, so a top-up adds new ones.
  const [{ generated } = { generated: 0 }] = await db
    .select({ generated: count() })
    .from(products)
    .where(sql`${products.name} LIKE '%Edition'`);

  await db.transaction(async (tx) => {
    for (let done = 0; done < toAdd; done += batchSize) {
      const rows: NewProduct[] = [];
      for (let i = done; i < Math.min(toAdd, done + batchSize); i++) rows.push(generatedProduct(generated + i + 1, owners));
      await tx.insert(products).values(rows);
      opts.onProgress?.(Math.min(toAdd, done + batchSize), toAdd);
    }
  });
  await db.execute(sql`VACUUM (ANALYZE) ${products}`);
  // The search vocabulary (kept by triggers) was recounted on every batch: clear its dead row versions
  // and give the planner its size, as nothing else does on PGlite (no autovacuum).
  await db.execute(sql`VACUUM (ANALYZE) ${searchWords}, ${searchVariants}`);
  return { before, added: toAdd, after: before + toAdd };
}
