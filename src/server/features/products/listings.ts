import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, users } from '#server/db/schema.ts';
import type { ListingDto, ListingPage } from '#shared/catalogue.ts';
import { productCategoryJoin, productColumns, toProductDto } from './dto.ts';

export interface ListingsQuery {
  /** narrows by name, any part of it */
  q?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of listings, approved or not, newest first, with their sellers' names: what a seller's
 * My Products and the administrator's listings review show. `where` says whose or which.
 */
export async function listingsPage(db: Db, where: SQL[], query: ListingsQuery): Promise<ListingPage> {
  const conditions = [...where];
  if (query.q) conditions.push(ilike(products.name, `%${escapeLike(query.q)}%`));
  const filter = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productColumns, sellerUsername: users.username, sellerCompany: users.companyName })
      .from(products)
      .innerJoin(...productCategoryJoin)
      .leftJoin(users, eq(users.id, products.sellerId))
      .where(filter)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(products).where(filter),
  ]);
  return {
    items: rows.map(({ sellerUsername, sellerCompany, ...row }): ListingDto => ({ ...toProductDto(row), sellerName: sellerCompany || sellerUsername })),
    total: total?.n ?? 0,
  };
}
