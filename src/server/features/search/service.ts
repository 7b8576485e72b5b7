import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import type { ProductPage } from '#shared/catalogue.ts';
import { expandQuery } from './vocabulary.ts';

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
 * One page of the approved products matching `where`, ordered by an exact name match, then by
 * matching the query as typed (`literal`: the words themselves, no correction), then `rank`, then id
 * (so pages never overlap), with the number of all matches. The ranking runs on narrow rows (id and
 * the sort keys); only the page's rows are then read in full.
 */
function rankedPage(db: Db, q: string, where: SQL, literal: SQL, rank: SQL, page: Page) {
  const ranked = db
    .select({
      id: p.id,
      exact: sql<boolean>`lower(${p.name}) = lower(${q})`.as('exact'),
      literal: sql<boolean>`${literal}`.as('literal'),
      rank: sql<number>`${rank}`.as('rank'),
      total: sql<number>`count(*) OVER ()`.as('total'),
    })
    .from(products)
    .where(sql`${p.isApproved} AND ${where}`)
    .orderBy(sql`2 DESC`, sql`3 DESC`, sql`4 DESC`, p.id)
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  return {
    rows: db
      .select({ ...productColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
      .from(ranked)
      .innerJoin(products, eq(p.id, ranked.id))
      .innerJoin(...productCategoryJoin)
      .orderBy(sql`${ranked.exact} DESC`, sql`${ranked.literal} DESC`, sql`${ranked.rank} DESC`, p.id),
    count: db.select({ total: sql<number>`count(*)::int` }).from(products).where(sql`${p.isApproved} AND ${where}`),
  };
}

/**
 * ts_rank over the weighted document: a third of ts_rank_cd's cost per matching row
 * (docs/performance.md); a name match still outranks a description match, and normalization 1
 * favours the shorter, closer names.
 */
const rankBy = (query: SQL) => sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${p.search}, ${query}, 1)`;

/**
 * The two searches behind /api/search, as statements (the benchmark explains them), or null for
 * a query without a letter or digit. Each query word is widened with its typo corrections from the
 * vocabulary (expandQuery, decision 0012).
 * - allWords: the weighted document (name A, description B) matches the query as a web search
 *   (`"exact phrase"`, `-word`, `or`) or every word as a prefix or a correction (`cast ir`, `knif`,
 *   `booskhelf`), through products_search_idx; the products matching the words as typed first.
 * - anyWord (queries of two words or more): the document matches any of the words, so products
 *   matching more of them come first.
 */
export async function searchStatements(db: Db, rawQuery: string, page: Page) {
  const q = rawQuery.trim().replace(/\s+/g, ' ');
  const words = queryWords(q);
  if (words.length === 0) return null;
  const expanded = await expandQuery(db, words);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const literal = sql`(${web} || to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`;
  const all = expanded.all.widened ? sql`(${web} || to_tsquery('english', ${expanded.all.query}))` : literal;
  const literalAny = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' | ')})`;
  const any = expanded.any.widened ? sql`to_tsquery('english', ${expanded.any.query})` : literalAny;
  // Ranking by the literal match only means something when the query was widened.
  const typed = (widened: boolean, query: SQL) => (widened ? sql`${p.search} @@ ${query}` : sql`true`);
  return {
    allWords: rankedPage(db, q, sql`${p.search} @@ ${all}`, typed(expanded.all.widened, literal), rankBy(all), page),
    anyWord: words.length < 2 ? null : rankedPage(db, q, sql`${p.search} @@ ${any}`, typed(expanded.any.widened, literalAny), rankBy(any), page),
  };
}

async function run(statements: ReturnType<typeof rankedPage>, page: Page): Promise<ProductPage> {
  const rows = await statements.rows;
  // A page past the end holds no row to carry the total; an empty first page means no match.
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : ((await statements.count)[0]?.total ?? 0));
  return { items: rows.map(toProductDto), total };
}

/**
 * Ranked search over name and description with prefix matches and typo tolerance: products
 * matching every word (as typed, as a prefix or within its typo budget); when none does, products
 * matching any of the words (`socket wrench`). The vocabulary lookup replaced the trigram search on
 * names, which forgave typos by a similarity threshold rather than a rule, only in names, and cost up
 * to 20 ms at 100,000 products (decision 0012, docs/performance.md).
 */
export async function searchProducts(db: Db, rawQuery: string, page: Page): Promise<ProductPage> {
  const statements = await searchStatements(db, rawQuery, page);
  if (!statements) return { items: [], total: 0 };
  for (const stage of [statements.allWords, statements.anyWord]) {
    if (!stage) continue;
    const found = await run(stage, page);
    if (found.total > 0) return found;
  }
  return { items: [], total: 0 };
}
