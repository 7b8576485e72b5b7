import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { products, wishlistItems, type User } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import { findVisibleProduct, visibleTo } from '#server/features/products/service.ts';
import type { WishlistItemDto } from '#shared/catalogue.ts';

export const productNotFound = () => notFound('Product not found');

/** The user's wishlist, newest first: each row is the product (id = product id) plus its wishlistId. */
export async function listWishlist(db: Db, user: User): Promise<WishlistItemDto[]> {
  const rows = await db
    .select({ ...productColumns, wishlistId: wishlistItems.id })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(...productCategoryJoin)
    // A saved product later unlisted drops out of view with the rest of the shop.
    .where(and(eq(wishlistItems.userId, user.id), visibleTo(user)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(({ wishlistId, ...row }) => ({ ...toProductDto(row), wishlistId }));
}

export interface AddResult {
  productId: number;
  wishlistId: number;
  /** false when the product was in the wishlist already */
  created: boolean;
}

/** Adds a product to the user's wishlist; adding it again keeps the one row (the unique index decides). */
export async function addToWishlist(db: Db, user: User, productId: number): Promise<AddResult> {
  const userId = user.id;
  await findVisibleProduct(db, productId, user);
  // A second pass only when a parallel request of the same user removed the row in between.
  for (let attempt = 0; ; attempt++) {
    let inserted: Array<{ id: number }>;
    try {
      inserted = await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing().returning({ id: wishlistItems.id });
    } catch (error) {
      // The product was deleted between the check and the insert.
      if (pgCode(error) === PG.foreignKeyViolation) throw productNotFound();
      throw error;
    }
    if (inserted[0]) return { productId, wishlistId: inserted[0].id, created: true };
    const [existing] = await db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .limit(1);
    if (existing || attempt > 0) return { productId, wishlistId: existing?.id ?? 0, created: false };
  }
}

/** Removes a product from the user's wishlist; removing what is not there is no error (idempotent). */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
