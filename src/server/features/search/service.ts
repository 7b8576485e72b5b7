import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import type { ProductPage } from '#shared/catalogue.ts';

const p = products;

interface Page {
  limit: number;
  offset: number;
}

/** The words of a query, letters and digits only (so they are safe inside a tsquery), at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * One page of the approved products matching `where`, ordered by an exact name match, then `rank`,
 * then id (so pages never overlap), with the number of all matches. The ranking runs on narrow rows
 * (id and the sort keys); only the page's rows are then read in full.
 */
function rankedPage(db: Db, q: string, where: SQL, rank: SQL, page: Page) {
  const ranked = db
    .select({
      id: p.id,
      exact: sql<boolean>`lower(${p.name}) = lower(${q})`.as('exact'),
      rank: sql<number>`${rank}`.as('rank'),
      total: sql<number>`count(*) OVER ()`.as('total'),
    })
    .from(products)
    .where(sql`${p.isApproved} AND ${where}`)
    .orderBy(sql`2 DESC`, sql`3 DESC`, p.id)
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  return {
    rows: db
      .select({ ...productColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
      .from(ranked)
      .innerJoin(products, eq(p.id, ranked.id))
      .innerJoin(...productCategoryJoin)
      .orderBy(sql`${ranked.exact} DESC`, sql`${ranked.rank} DESC`, p.id),
    count: db.select({ total: sql<number>`count(*)::int` }).from(products).where(sql`${p.isApproved} AND ${where}`),
  };
}

/**
 * The two searches behind /api/search, as statements (the benchmark explains them), or null for
 * a query without a letter or digit.
 * - fullText: the weighted document (name A, description B) matches the query as a web search
 *   (`"exact phrase"`, `-word`, `or`) or every word as a prefix (`cast ir`, `knif`), through
 *   products_search_idx; ranked by weighted ts_rank.
 * - fuzzy: the query is similar to a run of words of the name (pg_trgm word similarity at the
 *   default threshold 0.6: `skilet`, `mechanicl keybord`), through products_name_trgm_idx; ranked
 *   by that similarity.
 * - anyWord (queries of two words or more): the document matches any of the words as a prefix,
 *   ranked by ts_rank, so products matching more of the words come first.
 */
export function searchStatements(db: Db, rawQuery: string, page: Page) {
  const q = rawQuery.trim().replace(/\s+/g, ' ');
  const words = queryWords(q);
  if (words.length === 0) return null;
  const prefix = words.map((w) => `${w}:*`).join(' & ');
  const anyWord = words.map((w) => `${w}:*`).join(' | ');
  const tsquery = sql`(websearch_to_tsquery('english', ${q}) || to_tsquery('english', ${prefix}))`;
  return {
    fullText: rankedPage(
      db,
      q,
      sql`${p.search} @@ ${tsquery}`,
      // ts_rank over the weighted document: a third of ts_rank_cd's cost, and a sixth of adding the
      // trigram similarity, per matching row (docs/performance.md); a name match still outranks a
      // description match, and normalization 1 favours the shorter, closer names.
      sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${p.search}, ${tsquery}, 1)`,
      page,
    ),
    fuzzy: rankedPage(db, q, sql`${q} <% ${p.name}`, sql`word_similarity(${q}, ${p.name})`, page),
    anyWord:
      words.length < 2
        ? null
        : rankedPage(db, q, sql`${p.search} @@ to_tsquery('english', ${anyWord})`, sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${p.search}, to_tsquery('english', ${anyWord}), 1)`, page),
  };
}

async function run(statements: ReturnType<typeof rankedPage>, page: Page): Promise<ProductPage> {
  const rows = await statements.rows;
  // A page past the end holds no row to carry the total; an empty first page means no match.
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : ((await statements.count)[0]?.total ?? 0));
  return { items: rows.map(toProductDto), total };
}

/**
 * Ranked search over name and description with prefix matches and typo tolerance: the full-text
 * search; when it finds nothing, the fuzzy search on names (a typo: `skilet`, `cast iron skilet`);
 * when that finds nothing either, products matching any of the words (`socket wrench`). Running
 * the fuzzy search only then keeps its cost (a similarity check of every name sharing trigrams
 * with the query) off the common queries, and keeps near-misses ('Merino Wool Scarf' for 'merino
 * wool sweater') from crowding real matches. docs/performance.md has the figures.
 */
export async function searchProducts(db: Db, rawQuery: string, page: Page): Promise<ProductPage> {
  const statements = searchStatements(db, rawQuery, page);
  if (!statements) return { items: [], total: 0 };
  for (const stage of [statements.fullText, statements.fuzzy, statements.anyWord]) {
    if (!stage) continue;
    const found = await run(stage, page);
    if (found.total > 0) return found;
  }
  return { items: [], total: 0 };
}
