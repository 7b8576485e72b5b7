import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import { countCacheFor } from '#server/features/products/count-cache.ts';
import type { CategoryDto } from '#shared/catalogue.ts';

export const CATEGORY_NOT_FOUND = 'Category Not Found';

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  icon: categories.icon,
};

/**
 * Every category with its number of approved products, counted in one grouped query. The counts
 * of a large catalogue are remembered briefly, like the totals of product lists (count-cache.ts).
 */
export async function listCategories(db: Db): Promise<CategoryDto[]> {
  return countCacheFor(db).memo(
    'categories',
    () => countCategories(db),
    (list) => list.reduce((sum, c) => sum + c.productCount, 0),
  );
}

async function countCategories(db: Db): Promise<CategoryDto[]> {
  const counts = db
    .select({ categoryId: products.categoryId, productCount: sql<number>`count(*)::int`.as('product_count') })
    .from(products)
    .where(sql`${products.isApproved}`)
    .groupBy(products.categoryId)
    .as('counts');
  const rows = await db
    .select({ ...columns, productCount: sql<number>`coalesce(${counts.productCount}, 0)::int` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.id));
  return rows;
}

/** One category with its number of approved products (remembered briefly when large, see count-cache.ts). */
export async function getCategory(db: Db, id: number): Promise<CategoryDto> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  const productCount = await countCacheFor(db).get(`category:${id}`, async () => {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.categoryId} = ${id} AND ${products.isApproved}`);
    return counted?.total ?? 0;
  });
  return { ...row, productCount };
}

/** Throws 'Category Not Found' unless the category exists. */
export async function assertCategory(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
}
