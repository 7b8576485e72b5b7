import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productRevisions, products, users } from '#server/db/schema.ts';
import type { ListingDto, ListingPage } from '#shared/catalogue.ts';
import { productCategoryJoin, productDetailColumns, toProductDetailDto } from './dto.ts';
import { dtoValues, revisionDto } from './revisions.ts';

export interface ListingsQuery {
  /** narrows by name, any part of it */
  q?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Listings with their sellers' names and any edit waiting for review (at most one each). */
function selectListings(db: Db, filter: SQL | undefined) {
  return db
    .select({
      ...productDetailColumns,
      sellerUsername: users.username,
      sellerCompany: users.companyName,
      pending: {
        id: productRevisions.id,
        productId: productRevisions.productId,
        status: productRevisions.status,
        changes: productRevisions.changes,
        createdAt: productRevisions.createdAt,
        decidedAt: productRevisions.decidedAt,
      },
    })
    .from(products)
    .innerJoin(...productCategoryJoin)
    .leftJoin(users, eq(users.id, products.sellerId))
    .leftJoin(productRevisions, and(eq(productRevisions.productId, products.id), eq(productRevisions.status, 'pending')))
    .where(filter);
}

function toListing({ sellerUsername, sellerCompany, pending, ...row }: Awaited<ReturnType<typeof selectListings>>[number]): ListingDto {
  const product = toProductDetailDto(row);
  const sellerName = sellerCompany || sellerUsername;
  // Only the seller's edits wait for review, so its author is the seller.
  return { ...product, sellerName, pendingChanges: pending ? revisionDto(pending, sellerName, dtoValues(product)) : null };
}

/**
 * A page of listings, approved or not, newest first, with their sellers' names: what a seller's
 * My Products and the administrator's listings review show. `where` says whose or which.
 */
export async function listingsPage(db: Db, where: SQL[], query: ListingsQuery): Promise<ListingPage> {
  const conditions = [...where];
  if (query.q) conditions.push(ilike(products.name, `%${escapeLike(query.q)}%`));
  const filter = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectListings(db, filter).orderBy(desc(products.createdAt), desc(products.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(products).where(filter),
  ]);
  return { items: rows.map(toListing), total: total?.n ?? 0 };
}

/** One listing as its seller and the administrator see it, if `where` lets this user see it. */
export async function findListing(db: Db, id: number, where: SQL): Promise<ListingDto | undefined> {
  const [row] = await selectListings(db, and(eq(products.id, id), where)).limit(1);
  return row && toListing(row);
}
