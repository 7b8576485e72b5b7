import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, shops } from '#server/db/schema.ts';
import {
  BEST_SELLER_MIN_RATING,
  BEST_SELLER_MIN_REVIEWS,
  type ProductList,
  type ProductListFilters,
  type ProductPage,
  type ProductSort,
} from '#shared/catalogue.ts';
import { countCacheFor } from './count-cache.ts';
import { productCategoryJoin, productColumns, toProductDto } from './dto.ts';

/** Filters, sort and page of every product list (products, category products, the short lists). */
export type ProductListOptions = ProductListFilters & { limit: number; offset: number };

const p = products;
const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

// The short lists' conditions are written exactly as the partial indexes' predicates
// (products_deals_idx, products_new_idx, products_best_idx), so the planner can prove they apply.
const listConditions: Record<ProductList, SQL> = {
  deals: sql`(${p.isOnSale} OR ${p.oldPriceCents} > ${p.priceCents})`,
  bestsellers: sql`${p.rating} >= ${sql.raw(String(BEST_SELLER_MIN_RATING))} AND ${p.reviewCount} >= ${sql.raw(String(BEST_SELLER_MIN_REVIEWS))}`,
  'new-arrivals': sql`${p.isNew}`,
};

// Every order ends with id so equal keys have one order and pages never overlap. Directions and
// NULLS placement follow the btree indexes (products_price_idx, products_rating_idx,
// products_created_idx and the partial ones) so a page is read from an index, not sorted.
const byId = [sql`${p.id} ASC`];
const byRating = [sql`${p.rating} DESC NULLS LAST`, sql`${p.reviewCount} DESC NULLS LAST`, sql`${p.id} ASC`];
const byNewest = [sql`${p.createdAt} DESC NULLS LAST`, sql`${p.id} DESC NULLS LAST`];
export const sortOrders: Record<ProductSort, SQL[]> = {
  featured: byId,
  'price-asc': [sql`${p.priceCents} ASC`, sql`${p.id} ASC`],
  'price-desc': [sql`${p.priceCents} DESC`, sql`${p.id} DESC`],
  rating: byRating,
  newest: byNewest,
};

/** A list's own order when the client names no sort: best sellers by rating, new arrivals newest first. */
function orderFor(options: Pick<ProductListOptions, 'list' | 'sort' | 'ids'>): SQL[] {
  if (options.sort) return sortOrders[options.sort];
  // The products asked for by id come in the order asked (recently viewed, newest first).
  if (options.ids?.length) return [sql`array_position(${sql.raw(`ARRAY[${options.ids.map(Number).join(',')}]::int[]`)}, ${p.id})`];
  if (options.list === 'bestsellers') return byRating;
  if (options.list === 'new-arrivals') return byNewest;
  return byId;
}

/** The WHERE clause of a list: approved products only, then every filter given. */
export function productListWhere(options: Omit<ProductListOptions, 'sort' | 'limit' | 'offset'>): SQL {
  const where: SQL[] = [sql`${p.isApproved}`];
  // One category keeps the plain equality the per-category partial indexes are written for.
  if (options.category?.length) where.push(options.category.length === 1 ? eq(p.categoryId, options.category[0]!) : inArray(p.categoryId, options.category));
  if (options.ids?.length) where.push(inArray(p.id, options.ids));
  if (options.list) where.push(listConditions[options.list]);
  if (options.onSale !== undefined) where.push(options.onSale ? sql`${p.isOnSale}` : sql`NOT ${p.isOnSale}`);
  if (options.isNew !== undefined) where.push(options.isNew ? sql`${p.isNew}` : sql`NOT ${p.isNew}`);
  // in_stock is stock > 0, kept by the database (schema.ts): the list indexes carry it.
  if (options.inStock !== undefined) where.push(options.inStock ? sql`${p.inStock}` : sql`NOT ${p.inStock}`);
  if (options.minPrice !== undefined) where.push(sql`${p.priceCents} >= ${dollarsToCents(options.minPrice)}`);
  if (options.maxPrice !== undefined) where.push(sql`${p.priceCents} <= ${dollarsToCents(options.maxPrice)}`);
  if (options.minRating !== undefined) where.push(sql`${p.rating} >= ${options.minRating}`);
  // A shop's products (docs/decisions/0054-shops.md): its seller found by the unique slug
  // (shops_slug_idx), then products_seller_idx; an unknown slug is NULL, which matches nothing.
  if (options.shop?.length === 1) where.push(sql`${p.sellerId} = (SELECT ${shops.sellerId} FROM ${shops} WHERE ${shops.slug} = ${options.shop[0]})`);
  else if (options.shop?.length) where.push(sql`${p.sellerId} IN (SELECT ${shops.sellerId} FROM ${shops} WHERE ${inArray(shops.slug, options.shop)})`);
  return and(...where)!;
}

/**
 * The two statements of a list page (rows, count), unexecuted: listProducts runs them, the benchmark
 * explains them. The page's ids are found first, on narrow rows (an index-only scan of the index
 * matching the sort: products_category_price_idx and its siblings), and only those rows are then read
 * in full and joined to their category (a deferred join): page 200 skips 4,800 index entries rather
 * than 4,800 products (issue 14, decision 0030). The list indexes carry every filtered column, so
 * the filters, and the count, are read from them too (issue 29, docs/performance.md).
 */
export function productListStatements(db: Db, options: ProductListOptions) {
  const where = productListWhere(options);
  const order = orderFor(options);
  const page = db
    .select({ id: p.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return {
    rows: db
      .select(productColumns)
      .from(page)
      .innerJoin(products, eq(p.id, page.id))
      .innerJoin(...productCategoryJoin)
      .orderBy(...order),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  };
}

/** One page of a product list and the number of all its matches. */
export async function listProducts(db: Db, options: ProductListOptions): Promise<ProductPage> {
  const statements = productListStatements(db, options);
  const { sql: text, params } = statements.count.toSQL();
  const [rows, total] = await Promise.all([
    statements.rows,
    countCacheFor(db).get(`${text}|${JSON.stringify(params)}`, async () => (await statements.count)[0]?.total ?? 0),
  ]);
  return { items: rows.map(toProductDto), total };
}
