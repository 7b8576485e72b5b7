import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { products, shops, type User } from '#server/db/schema.ts';
import { isAdmin } from '#server/http/auth.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { DEAL_OF_THE_DAY_MIN_DROP_CENTS, RELATED_PRODUCTS_LIMIT, type ListingDto, type ProductDetailDto, type ProductDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import { CATEGORY_MESSAGE, type ProductPatch, type VariantInput } from '#shared/schemas/seller.ts';
import { invalidateProductCounts } from './count-cache.ts';
import { productCategoryJoin, productColumns, productDetailColumns, toProductDetailDto, toProductDto } from './dto.ts';
import { findListing } from './listings.ts';
import { applyEdit, decideRevision, discardUnusedPictures, findEditRow, listRevisions, pendingPictures, withdrawRevision, type EditRow } from './revisions.ts';
import { inputVariant, readVariants, writeVariants } from './variants.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const NO_DEAL_TODAY = 'No deal today';

const p = products;

/**
 * The products this user may see: the approved ones, plus, for a seller, their own awaiting approval,
 * and every product for the administrator (docs/architecture.md §3). Every route that names a product
 * goes through this rule, so a product awaiting approval is a 404 everywhere else.
 */
export function visibleTo(user: User | null): SQL {
  if (isAdmin(user)) return sql`true`;
  return user ? sql`(${p.isApproved} OR ${p.sellerId} = ${user.id})` : sql`${p.isApproved}`;
}

/** The product, if this user may see it; 404 as for a missing product otherwise. `lock` holds its row for update. */
export async function findVisibleProduct(db: Db | Tx, id: number, user: User | null, lock = false) {
  const query = db
    .select({ id: p.id, categoryId: p.categoryId })
    .from(products)
    .where(and(eq(p.id, id), visibleTo(user)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** One product; one awaiting approval exists only for its seller and the administrator. */
export async function getProduct(db: Db, id: number, user: User | null): Promise<ProductDetailDto> {
  const [row] = await db
    .select(productDetailColumns)
    .from(products)
    .innerJoin(...productCategoryJoin)
    .where(and(eq(p.id, id), visibleTo(user)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProductDetailDto(row);
}

/**
 * 'You May Also Like': up to four approved products of the same category, excluding the product
 * itself. They are its neighbours by id (the next ones, wrapping round to the category's first),
 * so each product shows different ones, and both reads walk products_category_idx.
 */
export async function relatedProducts(db: Db, id: number, user: User | null): Promise<ProductDto[]> {
  const product = await findVisibleProduct(db, id, user);
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
 * Deal of the Day (docs/product.md part A): the first product by id that is on sale, has an old price, and whose
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
 * Deletes a product: the administrator may delete any, a seller only their own; anyone else's is a
 * 404, as for a missing one (no existence leak). Wishlist rows, reviews and the change record go with
 * it (ON DELETE CASCADE), and a picture only its pending revision proposed; order lines keep their
 * copy with product_id set null.
 */
export async function deleteProduct(db: Db, storage: FileStorage, id: number, user: User): Promise<void> {
  const pictures = await pendingPictures(db, id);
  await db.transaction(async (tx) => {
    // Its variants first, as every stock writer locks them (docs/decisions/0060-photos-and-variants.md point 4).
    await readVariants(tx, id, { where: editableBy(user) });
    const deleted = await tx
      .delete(products)
      .where(and(eq(p.id, id), editableBy(user)))
      .returning({ id: p.id });
    if (!deleted[0]) throw notFound(PRODUCT_NOT_FOUND);
  });
  invalidateProductCounts(db);
  await discardUnusedPictures(db, storage, pictures);
}

/** The products this user may change: the administrator any, a seller their own (docs/architecture.md §3). */
const editableBy = (user: User): SQL => (isAdmin(user) ? sql`true` : eq(p.sellerId, user.id));

/** The columns behind the seller view's fields (docs/product.md B3); fields left out are left out. */
export function productColumnValues(input: ProductPatch) {
  return {
    name: input.name,
    description: input.description,
    priceCents: input.price === undefined ? undefined : toCents(input.price),
    oldPriceCents: input.oldPrice == null ? input.oldPrice : toCents(input.oldPrice),
    imageUrl: input.imageUrl,
    categoryId: input.categoryId,
    stock: input.stock,
    weightOz: input.weight,
    dimensions: input.dimensions,
    materials: input.materials,
    care: input.care,
    processingDaysMin: input.processingDaysMin,
    processingDaysMax: input.processingDaysMax,
    shippingClass: input.shippingClass,
    requiresShipping: input.requiresShipping,
    isNew: input.isNew,
    isOnSale: input.isOnSale,
  };
}

/** The variants of a listing just inserted with options, in the seller's order (docs/decisions/0060-photos-and-variants.md). */
export async function addVariants(tx: Tx, productId: number, variants: VariantInput[]): Promise<void> {
  await writeVariants(tx, productId, { keep: [], remove: [], add: variants.map((v, position) => ({ variant: inputVariant(v), position })) });
}

/** A category that does not exist is the form's category error, not a 500. */
export function rethrowUnknownCategory(error: unknown): never {
  if (pgCode(error) === PG.foreignKeyViolation) throw badRequest(CATEGORY_MESSAGE, [{ path: 'categoryId', message: CATEGORY_MESSAGE }]);
  throw error;
}

/** The listing as its seller and the administrator see it (with any edit waiting for review). */
async function getListing(db: Db, id: number, user: User): Promise<ListingDto> {
  const listing = await findListing(db, id, editableBy(user));
  if (!listing) throw notFound(PRODUCT_NOT_FOUND);
  return listing;
}

/** Runs `work` on the product this user may change, its row locked; 404 for anyone else's. */
async function withEditableProduct<T>(db: Db, id: number, user: User, work: (tx: Tx, row: EditRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx, await lockEditable(tx, id, user)));
}

/** The product this user may change, its variants and then its row locked (decision 0060 point 4); 404 for anyone else's. */
async function lockEditable(tx: Tx, id: number, user: User): Promise<EditRow> {
  const row = await findEditRow(tx, id, editableBy(user), true);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/products/{id} (the Edit Product page): its seller or the administrator; anyone
 * else's is a 404, as for a missing one. While moderation is on, a seller's change to what an
 * approved listing says waits for review (decision 0040). Answers the listing as stored.
 */
export async function updateProduct(db: Db, storage: FileStorage, id: number, user: User, input: ProductPatch): Promise<ListingDto> {
  let ended;
  try {
    ended = await withEditableProduct(db, id, user, (tx, row) => applyEdit(tx, storage, row, input, user));
  } catch (error) {
    rethrowUnknownCategory(error);
  }
  await discardUnusedPictures(db, storage, ended);
  invalidateProductCounts(db);
  return getListing(db, id, user);
}

/** The listing's change record, for its seller and the administrator; 404 for anyone else. */
export async function productChanges(db: Db, id: number, user: User): Promise<ListingRevisionDto[]> {
  const row = await findEditRow(db, id, editableBy(user));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return listRevisions(db, row);
}

/** The seller takes back their edit waiting for review; nothing waiting is no error. */
export async function withdrawChanges(db: Db, storage: FileStorage, id: number, user: User): Promise<void> {
  const ended = await withEditableProduct(db, id, user, (tx) => withdrawRevision(tx, id, user));
  await discardUnusedPictures(db, storage, ended);
}

/** The administrator approves (applies) or rejects a seller's edit waiting for review (decision 0040). */
export async function decideChanges(db: Db, storage: FileStorage, revisionId: number, decision: 'approved' | 'rejected', admin: User): Promise<ListingDto> {
  let decided;
  try {
    decided = await decideRevision(db, revisionId, decision, admin);
  } catch (error) {
    rethrowUnknownCategory(error);
  }
  await discardUnusedPictures(db, storage, decided.pictures);
  invalidateProductCounts(db);
  return getListing(db, decided.productId, admin);
}

export const SELLER_SHIP_FROM_REQUIRED = 'This seller has no ship-from address yet, so the listing cannot go live.';

/**
 * A seller's listing goes live only once their shop has its ship-from address (docs/decisions/0054-shops.md),
 * the same rule as submitting one (400 ship_from_required); the platform's own stock needs none.
 */
async function assertPublishable(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({
      sellerId: p.sellerId,
      shipsFrom: sql<boolean>`(${shops.shipFromStreet} IS NOT NULL AND ${shops.shipFromCity} IS NOT NULL AND ${shops.shipFromState} IS NOT NULL AND ${shops.shipFromZip} IS NOT NULL)`,
    })
    .from(products)
    .leftJoin(shops, eq(shops.sellerId, p.sellerId))
    .where(eq(p.id, id))
    .limit(1);
  if (row && row.sellerId !== null && !row.shipsFrom) {
    throw new AppError(400, 'ship_from_required', SELLER_SHIP_FROM_REQUIRED, [{ path: 'shipFrom', message: SELLER_SHIP_FROM_REQUIRED }]);
  }
}

/** The administrator approves a listing (live) or unlists it (invisible to all but its seller and them). */
export async function setApproval(db: Db, id: number, approved: boolean, admin: User): Promise<ProductDto> {
  if (approved) await assertPublishable(db, id);
  const [row] = await db.update(products).set({ isApproved: approved }).where(eq(p.id, id)).returning({ id: p.id });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  invalidateProductCounts(db);
  return getProduct(db, id, admin);
}
