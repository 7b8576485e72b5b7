import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products, shops } from '#server/db/schema.ts';
import { productListWhere } from '#server/features/products/queries.ts';
import type { ProductListFilters } from '#shared/catalogue.ts';
import { PRICE_BUCKETS, RATING_STEPS, type SearchFacetsDto } from '#shared/discovery.ts';
import { SEARCH_TOTAL_CAP } from '#shared/search-results.ts';
import { searchConditions, stageOf } from './service.ts';

// Facets with counts (issue 29, docs/decisions/0061-discovery.md item 3).

export type FacetFilters = Pick<ProductListFilters, 'category' | 'shop' | 'minPrice' | 'maxPrice' | 'minRating' | 'onSale' | 'inStock' | 'isNew'>;
export interface FacetsQuery extends FacetFilters {
  /** the search's words; blank: a list's facets (category pages) */
  q: string;
  exact?: boolean;
}

/** Each facet and the filters that are its choice (isNew is no facet: it narrows every count). */
const FACETS = {
  category: ['category'],
  shop: ['shop'],
  price: ['minPrice', 'maxPrice'],
  rating: ['minRating'],
  onSale: ['onSale'],
  inStock: ['inStock'],
} as const satisfies Record<string, ReadonlyArray<keyof FacetFilters>>;
type Facet = keyof typeof FACETS;
const FACET_NAMES = Object.keys(FACETS) as Facet[];

/** At most this many shops are counted in the shop facet, besides those chosen. */
const SHOP_FACET_SIZE = 20;

const p = products;
const raw = (n: number) => sql.raw(String(n));
const cents = (dollars: number) => Math.round(dollars * 100);

/** The PRICE_BUCKETS index of a product's price, written as the search's minPrice/maxPrice filters would read the bucket. */
const priceBucket = sql`CASE ${sql.join(
  PRICE_BUCKETS.map(
    (b, i) => sql`WHEN ${p.priceCents} >= ${raw(cents(b.min))}${b.max === null ? sql`` : sql` AND ${p.priceCents} <= ${raw(cents(b.max))}`} THEN ${raw(i)}`,
  ),
  sql` `,
)} END`;

/** One group of matching products alike in everything the facets count by. */
interface Group {
  categoryId: number;
  categoryName: string;
  slug: string | null;
  shopName: string | null;
  bucket: number | null;
  stars: number | null;
  onSale: boolean;
  inStock: boolean;
  /** FACET_BITS of the facets whose current choice the group passes */
  passed: number;
  count: number;
}

const OTHER_THAN_CATEGORY = FACET_NAMES.filter((facet) => facet !== 'category');

/** A bit for each facet (Group `passed`). */
const FACET_BITS = Object.fromEntries(FACET_NAMES.map((facet, i) => [facet, 1 << i])) as Record<Facet, number>;

/** The filters that are `facets`' current choices, every other left out. */
const choicesOf = (filters: FacetFilters, facets: readonly Facet[]): FacetFilters =>
  Object.fromEntries(facets.flatMap((facet) => FACETS[facet]).map((key) => [key, filters[key]]));

/**
 * The matching products grouped by every value the facets count (category, shop, price bucket,
 * whole stars, on sale, in stock) and by which facets' current choices they pass: one scan of the
 * match set (approved products, the words, isNew), a few hundred to a few thousand groups. The
 * counts are then sums over groups (tally), so no value costs a query of its own.
 */
async function groupsOf(db: Db, match: SQL, filters: FacetFilters): Promise<Group[]> {
  const passed = sql.join(
    FACET_NAMES.map((facet) => {
      const chosen = FACETS[facet].some((key) => filters[key] !== undefined);
      // A condition that is NULL (no rating) is not passed.
      return chosen ? sql`(CASE WHEN ${productListWhere(choicesOf(filters, [facet]))} THEN ${raw(FACET_BITS[facet])} ELSE 0 END)` : raw(FACET_BITS[facet]);
    }),
    sql` | `,
  );
  const g = db
    .select({
      categoryId: sql<number>`${p.categoryId}`.as('category'),
      sellerId: sql<number | null>`${p.sellerId}`.as('seller'),
      bucket: sql<number | null>`${priceBucket}`.as('bucket'),
      stars: sql<number | null>`floor(${p.rating})::int`.as('stars'),
      onSale: sql<boolean>`${p.isOnSale}`.as('on_sale'),
      inStock: sql<boolean>`${p.inStock}`.as('in_stock'),
      passed: sql<number>`${passed}`.as('passed'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(products)
    .where(sql`${productListWhere({ isNew: filters.isNew })} AND ${match}`)
    // By position: the keys carry bound parameters, which GROUP BY could not match to the select list.
    .groupBy(sql.raw('1, 2, 3, 4, 5, 6, 7'))
    .as('g');
  return db
    .select({
      categoryId: g.categoryId,
      categoryName: categories.name,
      slug: shops.slug,
      shopName: shops.name,
      bucket: g.bucket,
      stars: g.stars,
      onSale: g.onSale,
      inStock: g.inStock,
      passed: g.passed,
      count: g.count,
    })
    .from(g)
    .innerJoin(categories, eq(categories.id, g.categoryId))
    .leftJoin(shops, eq(shops.sellerId, g.sellerId));
}

/**
 * A list's category counts (no words), every other facet's choice kept: one narrow aggregate over
 * the list indexes. A category page's facets then group only its own products (searchFacets).
 */
function categoryTotals(db: Db, filters: FacetFilters) {
  const counted = db
    .select({ categoryId: p.categoryId, count: sql<number>`count(*)::int`.as('count') })
    .from(products)
    .where(productListWhere({ ...choicesOf(filters, OTHER_THAN_CATEGORY), isNew: filters.isNew }))
    .groupBy(p.categoryId)
    .as('counted');
  return db
    .select({ categoryId: counted.categoryId, categoryName: categories.name, count: counted.count })
    .from(counted)
    .innerJoin(categories, eq(categories.id, counted.categoryId));
}

/**
 * A facet's counts by value: the products passing every other facet's choice, by `keysOf` (a group's
 * values of this facet), stopping at SEARCH_TOTAL_CAP like the search's total.
 */
function tally<K>(groups: readonly Group[], facet: Facet, keysOf: (g: Group) => readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const g of groups) {
    if (!FACET_NAMES.every((f) => f === facet || (g.passed & FACET_BITS[f]) !== 0)) continue;
    for (const key of keysOf(g)) counts.set(key, Math.min(SEARCH_TOTAL_CAP, (counts.get(key) ?? 0) + g.count));
  }
  return counts;
}

const byCount = <T extends { count: number; name: string }>(a: T, b: T) => b.count - a.count || (a.name < b.name ? -1 : 1);

/**
 * GET /api/search/facets: for each value of each facet, the number of results the search (with q)
 * or the list (without) answers with that value in place of its facet's current choice, the other
 * choices kept: its X-Total-Count. With q the match set is the search's own (stageOf: every word, or
 * any word when no product has them all; typos forgiven unless exact; shop names).
 */
export async function searchFacets(db: Db, query: FacetsQuery): Promise<SearchFacetsDto> {
  const { q, exact, ...filters } = query;
  const conditions = q.trim() ? await searchConditions(db, q, exact) : undefined;
  // A query without a letter or digit finds nothing; without q, the list's products.
  const match = conditions === null ? null : conditions ? await stageOf(db, conditions) : sql`true`;
  // A list's facets within chosen categories (a category page) group those categories' products;
  // the other categories' counts come from a narrow aggregate rather than a grouping of them all.
  const inCategories = !conditions && filters.category?.length ? productListWhere({ category: filters.category }) : null;
  const [groups, totals] = await Promise.all([
    match ? groupsOf(db, inCategories ? sql`${match} AND ${inCategories}` : match, filters) : [],
    inCategories ? categoryTotals(db, filters) : null,
  ]);

  const categoryCounts = totals ? new Map(totals.map((c) => [c.categoryId, c.count])) : tally(groups, 'category', (g) => [g.categoryId]);
  const shopCounts = tally(groups, 'shop', (g) => (g.slug ? [g.slug] : []));
  const bucketCounts = tally(groups, 'price', (g) => (g.bucket === null ? [] : [g.bucket]));
  const ratingCounts = tally(groups, 'rating', (g) => RATING_STEPS.filter((step) => g.stars !== null && g.stars >= step));
  const onSale = tally(groups, 'onSale', (g) => (g.onSale ? [true] : [])).get(true) ?? 0;
  const inStock = tally(groups, 'inStock', (g) => (g.inStock ? [true] : [])).get(true) ?? 0;

  // Names: those of the groups; a chosen value without results is looked up.
  const categoryNames = new Map([...groups, ...(totals ?? [])].map((g) => [g.categoryId, g.categoryName]));
  const shopNames = new Map(groups.flatMap((g) => (g.slug ? [[g.slug, g.shopName!] as const] : [])));
  const missingCategories = (filters.category ?? []).filter((id) => !categoryNames.has(id));
  const missingShops = (filters.shop ?? []).filter((slug) => !shopNames.has(slug));
  const [moreCategories, moreShops] = await Promise.all([
    missingCategories.length ? db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, missingCategories)) : [],
    missingShops.length ? db.select({ slug: shops.slug, name: shops.name }).from(shops).where(inArray(shops.slug, missingShops)) : [],
  ]);
  for (const c of moreCategories) categoryNames.set(c.id, c.name);
  for (const s of moreShops) shopNames.set(s.slug, s.name);

  const chosenCategories = new Set(filters.category);
  const chosenShops = new Set(filters.shop);
  const categoryList = [...categoryNames]
    .map(([id, name]) => ({ id, name, count: categoryCounts.get(id) ?? 0 }))
    .filter((c) => c.count > 0 || chosenCategories.has(c.id))
    .sort(byCount);
  const shopList = [...shopNames]
    .map(([slug, name]) => ({ slug, name, count: shopCounts.get(slug) ?? 0 }))
    .filter((s) => s.count > 0 || chosenShops.has(s.slug))
    .sort(byCount)
    .filter((s, i) => i < SHOP_FACET_SIZE || chosenShops.has(s.slug));
  return {
    categories: categoryList,
    priceRanges: PRICE_BUCKETS.map((b, i) => ({ min: b.min, max: b.max, count: bucketCounts.get(i) ?? 0 })),
    ratings: RATING_STEPS.map((atLeast) => ({ atLeast, count: ratingCounts.get(atLeast) ?? 0 })),
    shops: shopList.map((s) => ({ slug: s.slug, shopName: s.name, count: s.count })),
    onSale,
    inStock,
  };
}
