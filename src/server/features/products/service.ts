import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, type User } from '#server/db/schema.ts';
import { ADMIN_USER_ID } from '#server/http/auth.ts';
import { forbidden, notFound } from '#server/http/errors.ts';
import { DEAL_OF_THE_DAY_MIN_DROP_CENTS, RELATED_PRODUCTS_LIMIT, type ProductDto } from '#shared/catalogue.ts';
import { invalidateProductCounts } from './count-cache.ts';
import { productCategoryJoin, productColumns, toProductDto } from './dto.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const NO_DEAL_TODAY = 'No deal today';
export const DELETE_NOT_OWNER = 'You can only delete your own products.';

const p = products;

/** Whether this user may see a product still awaiting approval: its seller and the administrator. */
const canSeeUnapproved = (user: User | null, sellerId: number | null) =>
  !!user && (user.id === ADMIN_USER_ID || (sellerId !== null && sellerId === user.id));

/** One product; one awaiting approval exists only for its seller and the administrator. */
export async function getProduct(db: Db, id: number, user: User | null): Promise<ProductDto> {
  const [row] = await db.select(productColumns).from(products).innerJoin(...productCategoryJoin).where(eq(p.id, id)).limit(1);
  if (!row || (!row.isApproved && !canSeeUnapproved(user, row.sellerId))) throw notFound(PRODUCT_NOT_FOUND);
  return toProductDto(row);
}

/**
 * 'You May Also Like': up to four approved products of the same category, excluding the product
 * itself. They are its neighbours by id (the next ones, wrapping round to the category's first),
 * so each product shows different ones, and both reads walk products_category_idx.
 */
export async function relatedProducts(db: Db, id: number): Promise<ProductDto[]> {
  const [product] = await db.select({ categoryId: p.categoryId, isApproved: p.isApproved }).from(products).where(eq(p.id, id)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const page = (after: boolean, limit: number) =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(...productCategoryJoin)
      .where(and(eq(p.categoryId, product.categoryId), after ? gt(p.id, id) : lt(p.id, id), sql`${p.isApproved}`))
      .orderBy(p.categoryId, p.id)
      .limit(limit);
  const next = await page(true, RELATED_PRODUCTS_LIMIT);
  const wrapped = next.length < RELATED_PRODUCTS_LIMIT ? await page(false, RELATED_PRODUCTS_LIMIT - next.length) : [];
  return [...next, ...wrapped].map(toProductDto);
}

/**
 * Deal of the Day (spec 000): the first product by id that is on sale, has an old price, and whose
 * old price exceeds its price by more than $100. `is_on_sale` lets the planner use the deals index.
 */
export async function dealOfTheDay(db: Db): Promise<ProductDto> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(...productCategoryJoin)
    .where(
      sql`${p.isApproved} AND ${p.isOnSale} AND ${p.oldPriceCents} IS NOT NULL AND ${p.oldPriceCents} - ${p.priceCents} > ${DEAL_OF_THE_DAY_MIN_DROP_CENTS}`,
    )
    .orderBy(p.id)
    .limit(1);
  if (!row) throw notFound(NO_DEAL_TODAY);
  return toProductDto(row);
}

/**
 * Deletes a product: the administrator may delete any, a seller only their own. Wishlist rows and
 * reviews go with it (ON DELETE CASCADE); order lines keep their copy with product_id set null.
 */
export async function deleteProduct(db: Db, id: number, user: User): Promise<void> {
  const [product] = await db.select({ sellerId: p.sellerId }).from(products).where(eq(p.id, id)).limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const isOwner = product.sellerId !== null && product.sellerId === user.id;
  if (user.id !== ADMIN_USER_ID && !isOwner) throw forbidden(DELETE_NOT_OWNER);
  await db.delete(products).where(eq(p.id, id));
  invalidateProductCounts(db);
}
