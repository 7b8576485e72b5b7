// Recently viewed, kept in a signed-in shopper's account (docs/decisions/0061-discovery.md, item 5).
import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, recentlyViewed } from '#server/db/schema.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { RECENTLY_VIEWED_MAX } from '#shared/discovery.ts';

const rv = recentlyViewed;
const newestFirst = [desc(rv.viewedAt), desc(rv.productId)];

/** The account's newest viewed products that are for sale, newest first (recently_viewed_user_idx). */
export async function listRecentlyViewed(db: Db, userId: number): Promise<ProductDto[]> {
  const rows = await db
    .select(productColumns)
    .from(rv)
    .innerJoin(products, eq(products.id, rv.productId))
    .innerJoin(...productCategoryJoin)
    .where(and(eq(rv.userId, userId), sql`${products.isApproved}`))
    .orderBy(...newestFirst)
    .limit(RECENTLY_VIEWED_MAX);
  return rows.map(toProductDto);
}

/**
 * Records views, the most recent first (one product viewed, or the browser's list merged in at
 * sign-in): each is newer than every view kept, the first newest, and only the newest
 * RECENTLY_VIEWED_MAX are kept. Products unknown or not for sale are left out: a list kept in a
 * browser may name products unlisted since, which is no fault of the shopper's.
 */
export async function recordViews(db: Db, userId: number, productIds: number[], now: Date): Promise<ProductDto[]> {
  const wanted = [...new Set(productIds)];
  await db.transaction(async (tx) => {
    const forSale = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, wanted), sql`${products.isApproved}`));
    const known = new Set(forSale.map((p) => p.id));
    const ids = wanted.filter((id) => known.has(id));
    if (ids.length === 0) return;
    // A millisecond apart, after the newest view kept even when the clock has not moved since.
    const [last] = await tx
      .select({ at: max(rv.viewedAt) })
      .from(rv)
      .where(eq(rv.userId, userId));
    const newest = Math.max(now.getTime(), (last?.at?.getTime() ?? 0) + ids.length);
    await tx
      .insert(rv)
      .values(ids.map((productId, i) => ({ userId, productId, viewedAt: new Date(newest - i) })))
      .onConflictDoUpdate({ target: [rv.userId, rv.productId], set: { viewedAt: sql`excluded.viewed_at` } });
    const kept = tx
      .select({ productId: rv.productId })
      .from(rv)
      .where(eq(rv.userId, userId))
      .orderBy(...newestFirst)
      .limit(RECENTLY_VIEWED_MAX);
    await tx.delete(rv).where(and(eq(rv.userId, userId), notInArray(rv.productId, kept)));
  });
  return listRecentlyViewed(db, userId);
}

/** Forgets every view of the account (the strip's Clear). */
export async function clearRecentlyViewed(db: Db, userId: number): Promise<void> {
  await db.delete(rv).where(eq(rv.userId, userId));
}
