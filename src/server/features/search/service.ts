import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, shops } from '#server/db/schema.ts';
import { countCacheFor } from '#server/features/products/count-cache.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import { productListWhere, sortOrders } from '#server/features/products/queries.ts';
import type { ProductListFilters, ProductPage, SearchSort } from '#shared/catalogue.ts';
import { SEARCH_TOTAL_CAP } from '#shared/search-results.ts';
import { asTyped, expandQuery } from './vocabulary.ts';

const p = products;

interface Page {
  limit: number;
  offset: number;
}

/** The lists' filters and a sort, on top of the words (decision 0046). */
export interface SearchOptions extends Omit<ProductListFilters, 'list' | 'sort' | 'limit' | 'offset'> {
  sort?: SearchSort;
  /** the words as typed, no typo forgiven (decision 0061 item 4) */
  exact?: boolean;
}

/**
 * How many of the best-rated matches a search ranks (issue 14, decision 0030). Ranking costs a
 * few microseconds a match (ts_rank reads each match's document), so a word in nearly every product
 * (`edition`: 98,926 of 100,000) cost 387-499 ms when every match was ranked. Past this many matches
 * the ranked candidates are the SEARCH_RANK_WINDOW matches with the best reviews (rating, then
 * number of reviews, then id: products_rating_idx), those matching the words as typed (once more, so
 * a typo match cannot crowd them out) and any exact name match; pages reach only these candidates.
 */
export const SEARCH_RANK_WINDOW = 1000;

/**
 * From this many matches a search's candidates walk products_rating_idx rather than read every match
 * (searchStage `best`): a word in one product in ten at 100,000 products, where reading the matches
 * (about 3 us each) starts to cost more than walking the index until the window is full (about
 * WINDOW / density rows). It is a plan, not a figure shown: the total stops at SEARCH_TOTAL_CAP
 * (decision 0063).
 */
export const SEARCH_WALK_AT = 10_000;

/**
 * How many candidates a search ranks (`window`), how far it counts its matches (`cap`) and from how
 * many matches its candidates walk the rating index (`walkAt`): the search's own, or fewer for the
 * few products of a suggestion (suggest.ts). `pageWithCount`: the page
 * is asked beside the count, on another connection, rather than after it (see run). `glance`: the
 * matches are known to be many (suggestions: the vocabulary's counts), so the page is first looked
 * for among the cap's best-reviewed products, uncounted; its total is then only what it found.
 * `corrected`: whether to find out that a page answered for a correction (X-Search-Corrected).
 */
export interface SearchBounds {
  window: number;
  cap: number;
  walkAt: number;
  pageWithCount: boolean;
  glance?: boolean;
  corrected: boolean;
}
const SEARCH_BOUNDS: SearchBounds = { window: SEARCH_RANK_WINDOW, cap: SEARCH_TOTAL_CAP, walkAt: SEARCH_WALK_AT, pageWithCount: true, corrected: true };

/** The words of a query, letters and digits only (so they are safe inside a tsquery), at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

const byReviews = sql`${p.rating} DESC NULLS LAST, ${p.reviewCount} DESC NULLS LAST, ${p.id}`;

/**
 * `columns` of the first `limit` products meeting `condition`, as planned for all of them: the
 * matches in a materialized CTE, read only as far as the LIMIT. Under a LIMIT the planner expected
 * a sequential scan to find enough matches early: counting `soap` (9,994 matches) to 10,000 read
 * all 100,000 products (62 ms, against 31 through products_search_idx). Planned for every match, a
 * rare word goes through the index and a word of most products through the table, stopping at the
 * LIMIT either way (decision 0063).
 */
const firstOf = (condition: SQL, columns: SQL, limit: SQL) =>
  sql`WITH found AS MATERIALIZED (SELECT ${columns} FROM ${products} WHERE ${condition}) SELECT * FROM found LIMIT ${limit}`;

/** How a stage finds its candidates (searchStage `best`). */
type Plan = 'narrow' | 'walk' | 'glance';

/**
 * One stage of a search, unexecuted: `rows`, one page of the approved products matching `where`,
 * and `count`, their number up to the cap (SearchBounds). The page is ordered by an exact name match, then
 * by matching the query as typed (`literal`: the words themselves, no correction; null when the query
 * was not widened, so every match is literal), then `rank`, then id (pages never overlap), among at
 * most the window's candidates (SEARCH_RANK_WINDOW): below that many matches, every match. The ranking
 * runs on narrow rows (id and the sort keys); only the page's rows are then read in full.
 */
function searchStage(
  db: Db,
  q: string,
  { where, literal, rank, atLeast }: StageCondition,
  page: Page,
  options: Omit<SearchOptions, 'exact'>,
  bounds: SearchBounds,
) {
  const { sort = 'relevance', ...filters } = options;
  // The lists' filters (approved products among them) narrow the matches, so counts and candidates
  // are those of the filtered search; a sort other than relevance orders the same candidates.
  const matches = sql`${productListWhere(filters)} AND ${where}`;
  const order = sort === 'relevance' ? null : sortOrders[sort];
  const limit = sql.raw(String(bounds.window));
  const cap = sql.raw(String(bounds.cap));
  const walkAt = sql.raw(String(bounds.walkAt));
  /**
   * The window's best-reviewed matches of `condition`. The same set either way; the plan
   * is ours to choose, since the planner's estimate for a prefix or a widened tsquery is rough (it
   * walked products_rating_idx for `bozeman`, 3,400 matches, reading 29,000 rows: 136 ms):
   * - walk (at least walkAt matches: SEARCH_WALK_AT, one product in ten): products_rating_idx in
   *   order, checking each product, until the window is full: about WINDOW / density rows;
   * - otherwise every match from products_search_idx (GIN bitmap), then a top-N sort; the LIMIT in
   *   the subquery (walkAt: this plan is used only below it, or when the count is not known yet)
   *   bounds the read and keeps the planner from walking the index instead;
   * - glance (suggestions, for a word the vocabulary says is broad): the walk, but only through the
   *   cap's best-reviewed products, so a wrong guess costs that many rows at most.
   */
  const best = (condition: SQL, plan: Plan) => {
    if (plan === 'walk') return sql`(SELECT ${p.id} FROM ${products} WHERE ${condition} ORDER BY ${byReviews} LIMIT ${limit})`;
    if (plan === 'glance') {
      // Named as the table, so that `condition` reads the walked rows.
      return sql`(SELECT ${p.id} FROM (SELECT * FROM ${products} ORDER BY ${byReviews} LIMIT ${cap}) AS ${products} WHERE ${condition} LIMIT ${limit})`;
    }
    return sql`(SELECT id FROM (${firstOf(condition, sql`${p.id}, ${p.rating}, ${p.reviewCount}`, walkAt)}) AS m
             ORDER BY rating DESC NULLS LAST, review_count DESC NULLS LAST, id LIMIT ${limit})`;
  };
  const exactName = sql`lower(${p.name}) = lower(${q})`;
  const count = (condition: SQL, upTo: SQL) => db.select({ total: sql<number>`count(*)::int` }).from(sql`(${firstOf(condition, sql`1`, upTo)}) AS matches`);
  /** The page, its candidates found by `plan` (and the literal ones by `literalPlan`). */
  const pageBy = (plan: Plan, literalPlan: Plan) => {
    const candidates = sql.join(
      [
        best(matches, plan),
        ...(literal ? [best(sql`${matches} AND ${literal}`, literalPlan)] : []),
        sql`(SELECT ${p.id} FROM ${products} WHERE ${exactName} AND ${matches})`,
      ],
      sql` UNION `,
    );
    const ranked = db
      .select({
        id: p.id,
        exact: sql<boolean>`${exactName}`.as('exact'),
        literal: sql<boolean>`${literal ?? sql`true`}`.as('literal'),
        rank: sql<number>`${rank}`.as('rank'),
        // Whether any candidate has the words as typed: the literal plan's candidates are among them
        // whenever a match has them (`best` above), so this answers did you mean without a query of
        // its own, which had to read every row when none had them (docs/performance.md).
        anyLiteral: sql<boolean>`bool_or(${literal ?? sql`true`}) OVER ()`.as('any_literal'),
      })
      .from(products)
      .where(sql`${p.id} IN (${candidates})`)
      .orderBy(...(order ?? [sql`2 DESC`, sql`3 DESC`, sql`4 DESC`, p.id]))
      .limit(page.limit)
      .offset(page.offset)
      .as('ranked');
    return db
      .select({ ...productColumns, anyLiteral: ranked.anyLiteral })
      .from(ranked)
      .innerJoin(products, eq(p.id, ranked.id))
      .innerJoin(...productCategoryJoin)
      .orderBy(...(order ?? [sql`${ranked.exact} DESC`, sql`${ranked.literal} DESC`, sql`${ranked.rank} DESC`, p.id]));
  };
  return {
    /** The page; `walk` and `walkLiteral` say whether the matches and the literal matches reached walkAt. */
    rows: (walk: boolean, walkLiteral = false) => pageBy(walk ? 'walk' : 'narrow', walkLiteral ? 'walk' : 'narrow'),
    /** The page from the cap's best-reviewed products alone; null when fewer than a page of them match. */
    glance: async () => {
      const found = await pageBy('glance', 'glance');
      return found.length >= page.limit ? found : null;
    },
    /** The number of matches, up to the cap: the total. */
    count: count(matches, cap),
    /** The number of matches, up to walkAt: the total and the plan. */
    reach: count(matches, walkAt),
    /** The number of literal matches, up to walkAt; asked only when the matches reached it. */
    literalReach: literal ? count(sql`${matches} AND ${literal}`, walkAt) : null,
    /**
     * How many products the vocabulary says match at least (ExpandedQuery `likely`): for one word
     * and no filter, every listing with the word or its closest correction matches it (as a prefix,
     * through its stem); with several words or a filter, nothing is known.
     */
    atLeast: Object.values(filters).some((value) => value !== undefined) ? 0 : atLeast,
    /** Whether any match has the words as typed; null when the query was not widened (all do). Asked only for a page past the last (run: `typed`). */
    literalExists: literal ? anyProduct(db, sql`${matches} AND ${literal}`) : null,
    /** Whether any approved product matches the words, whatever the filters. */
    wordsFound: anyProduct(db, sql`${p.isApproved} AND ${where}`),
  };
}

/** Whether any product meets `condition`; EXISTS stops at the first (one index probe for most). */
function anyProduct(db: Db, condition: SQL) {
  return db.select({ found: sql<boolean>`EXISTS (SELECT 1 FROM ${products} WHERE ${condition})` }).from(sql`(SELECT 1) AS one`);
}

/**
 * The condition a search's products meet, filters aside: its first stage's (every word), or when no
 * approved product has every word, its second's (any word). Filters narrow it and never change it
 * (searchProducts), so the facets count one match set (facets.ts, decision 0061).
 */
export async function stageOf(db: Db, conditions: NonNullable<Awaited<ReturnType<typeof searchConditions>>>): Promise<SQL> {
  const { allWords, anyWord } = conditions;
  if (!anyWord) return allWords.where;
  return (await anyProduct(db, sql`${p.isApproved} AND ${allWords.where}`))[0]?.found ? allWords.where : anyWord.where;
}

/** A query this short names too many shops by accident ("co", "&"): shop names are matched from 3 characters. */
export const SHOP_NAME_MIN_QUERY = 3;
/** At most this many shops' products join a search's matches. */
const SHOP_NAME_MATCHES = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shop names containing `q`, regardless of case: through the trigram index shops_name_trgm_idx. */
export const shopNameHas = (q: string) => sql`${shops.name} ILIKE ${`%${escapeLike(q)}%`}`;

/**
 * The sellers whose shop name contains the query (regardless of case); none for a query shorter
 * than SHOP_NAME_MIN_QUERY.
 */
async function shopsNamed(db: Db, q: string): Promise<number[]> {
  if (q.length < SHOP_NAME_MIN_QUERY) return [];
  const rows = await db.select({ id: shops.sellerId }).from(shops).where(shopNameHas(q)).orderBy(shops.sellerId).limit(SHOP_NAME_MATCHES);
  return rows.map((r) => r.id);
}

/**
 * ts_rank over the weighted document: a third of ts_rank_cd's cost per matching row
 * (docs/performance.md); a name match still outranks a description match, and normalization 1
 * favours the shorter, closer names.
 */
const rankBy = (query: SQL) => sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${p.search}, ${query}, 1)`;

/** A query as the search reads it: trimmed, its runs of white space one space. */
export const normalizeQuery = (rawQuery: string) => rawQuery.trim().replace(/\s+/g, ' ');

/** What one stage of a search matches: `where`, the products; `literal`, those with the words as typed (null: all of them); `rank`. */
interface StageCondition {
  where: SQL;
  literal: SQL | null;
  rank: SQL;
  /** the vocabulary's guess at the matches (ExpandedQuery `likely`): it only chooses a plan */
  likely: number;
  /** a lower bound of the matches from the same counts, for a query of one word (ExpandedQuery `atLeast`) */
  atLeast: number;
}

/**
 * The two stages of a search, as conditions on products, or null for a query without a letter or
 * digit. Each query word is widened with its typo corrections from the vocabulary (expandQuery,
 * decision 0012), unless `exact` (decision 0061: the words as typed, nothing corrected).
 * - allWords: the weighted document (name A, description B) matches the query as a web search
 *   (`"exact phrase"`, `-word`, `or`) or every word as a prefix or a correction (`cast ir`, `knif`,
 *   `booskhelf`), through products_search_idx; the products matching the words as typed first.
 * - anyWord (queries of two words or more): the document matches any of the words, so products
 *   matching more of them come first.
 * The facets count the same stages (facets.ts).
 */
export async function searchConditions(db: Db, rawQuery: string, exact = false) {
  const q = normalizeQuery(rawQuery);
  const words = queryWords(q);
  if (words.length === 0) return null;
  const [expanded, sellers] = await Promise.all([exact ? asTyped(words) : expandQuery(db, words), shopsNamed(db, q)]);
  // A shop's products match its name (docs/decisions/0054-shops.md): one more condition beside the
  // words, through products_seller_idx; a query naming no shop keeps its plans as they were.
  const ofShop = sellers.length
    ? sql`${p.sellerId} IN (${sql.join(
        sellers.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : null;
  const orShop = (condition: SQL) => (ofShop ? sql`(${condition} OR ${ofShop})` : condition);
  // A shop may hold tens of thousands of listings, which the vocabulary does not count: a query
  // naming one is guessed broad, so its page waits for the count (run) rather than read matches
  // beside it that a walk would replace.
  const guess = (likely: number) => (ofShop ? Number.POSITIVE_INFINITY : likely);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const literal = sql`(${web} || to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`;
  const all = expanded.all.widened ? sql`(${web} || to_tsquery('english', ${expanded.all.query}))` : literal;
  const literalAny = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' | ')})`;
  const any = expanded.any.widened ? sql`to_tsquery('english', ${expanded.any.query})` : literalAny;
  // Ranking by the literal match only means something when the query was widened.
  const typed = (widened: boolean, query: SQL) => (widened ? orShop(sql`${p.search} @@ ${query}`) : null);
  const allWords: StageCondition = {
    where: orShop(sql`${p.search} @@ ${all}`),
    literal: typed(expanded.all.widened, literal),
    rank: rankBy(all),
    likely: guess(expanded.likely.all),
    atLeast: expanded.atLeast,
  };
  const anyWord: StageCondition | null =
    words.length < 2
      ? null
      : {
          where: orShop(sql`${p.search} @@ ${any}`),
          literal: typed(expanded.any.widened, literalAny),
          rank: rankBy(any),
          likely: guess(expanded.likely.any),
          atLeast: 0,
        };
  return { q, corrected: expanded.corrected, allWords, anyWord };
}

/** The two searches behind /api/search (searchConditions), as statements: the benchmark explains them. */
export async function searchStatements(db: Db, rawQuery: string, page: Page, options: SearchOptions = {}, bounds = SEARCH_BOUNDS) {
  const { exact, ...rest } = options;
  const conditions = await searchConditions(db, rawQuery, exact);
  if (!conditions) return null;
  const { q, corrected, allWords, anyWord } = conditions;
  const stage = (c: StageCondition) => ({ ...searchStage(db, q, c, page, rest, bounds), likely: c.likely });
  return { corrected, allWords: stage(allWords), anyWord: anyWord && stage(anyWord) };
}

/**
 * One page of search results; `capped` when the total stopped at SEARCH_TOTAL_CAP ("1,000+");
 * `corrected`, the corrected query, when no match has the words as typed (every result is a typo match).
 */
export interface SearchPage extends ProductPage {
  capped: boolean;
  corrected?: string;
}

type Stage = ReturnType<typeof searchStage> & { likely: number };

const NOTHING: SearchPage = { items: [], total: 0, capped: false };

/**
 * A count's key in the count cache. A total of 1,000 or more is remembered for 30 s like the lists'
 * totals (count-cache.ts): a count to walkAt reads up to 10,000 documents.
 */
function countKey(statement: Stage['count']): string {
  const { sql: text, params } = statement.toSQL();
  return `search|${text}|${JSON.stringify(params)}`;
}

function cappedCount(db: Db, statement: Stage['count']): Promise<number> {
  return countCacheFor(db).get(countKey(statement), async () => (await statement)[0]?.total ?? 0);
}

/** A stage's page; `typed`: whether a match has the words as typed, as its rows say (none on a page past the last). */
interface Found extends SearchPage {
  typed?: boolean;
}

async function run(db: Db, stage: Stage, { cap, walkAt, pageWithCount, glance }: SearchBounds): Promise<Found> {
  const glanced = glance ? await stage.glance() : null;
  if (glanced) return { items: glanced.map(toProductDto), total: glanced.length, capped: false };
  const found = (page: Awaited<ReturnType<Stage['rows']>>, total: number): Found => ({
    items: page.map(toProductDto),
    total: Math.min(total, cap),
    capped: total >= cap,
    typed: page[0]?.anyLiteral,
  });
  // The literal matches may be few among many typo matches (`zephyrime`): walk only when they too are many.
  const walkLiteral = async (walk: boolean) => walk && stage.literalReach !== null && (await cappedCount(db, stage.literalReach)) >= walkAt;
  // A word the vocabulary counts in walkAt listings or more is counted only to the cap (decision
  // 0063), then walks: its candidates are the best reviewed of many, whatever their exact number. The
  // count comes first: a word of no match (an English stop word, counted by the vocabulary) ends there.
  if (stage.atLeast >= walkAt) {
    const total = await cappedCount(db, stage.count);
    if (total === 0) return NOTHING;
    const walk = total >= cap;
    return found(await stage.rows(walk, await walkLiteral(walk)), total);
  }
  // Most searches stay under walkAt: their page is asked with the count, not after it. A broad
  // query's page walks the index instead, so it is asked after the count when the count was
  // remembered as reaching walkAt or the vocabulary guesses it will (a page for fewer matches made
  // beside the count read 10,000 rows to be thrown away: docs/performance.md); a wrong guess only
  // asks the page after the count.
  const remembered = countCacheFor(db).peek(countKey(stage.reach));
  const broad = remembered !== undefined ? remembered >= walkAt : stage.likely >= walkAt;
  const [reach, narrow] = await Promise.all([cappedCount(db, stage.reach), !pageWithCount || broad ? null : stage.rows(false, false)]);
  if (reach === 0) return NOTHING;
  const walk = reach >= walkAt;
  return found(!walk && narrow ? narrow : await stage.rows(walk, await walkLiteral(walk)), reach);
}

/**
 * Ranked search over name and description with prefix matches and typo tolerance: products
 * matching every word (as typed, as a prefix or within its typo budget); when no product has them
 * all, products matching any of the words (`socket wrench`). Filters narrow those and never widen a
 * search to any word: the stage is the words' alone (decision 0061), so a facet's count is the
 * search's total with it. The vocabulary lookup replaced the trigram search on
 * names, which forgave typos by a similarity threshold rather than a rule, only in names, and cost up
 * to 20 ms at 100,000 products (decision 0012, docs/performance.md). Broad queries rank a bounded
 * window of candidates and count up to a cap (decision 0030).
 */
export async function searchProducts(db: Db, rawQuery: string, page: Page, options: SearchOptions = {}, bounds = SEARCH_BOUNDS): Promise<SearchPage> {
  const statements = await searchStatements(db, rawQuery, page, options, bounds);
  if (!statements) return NOTHING;
  const { sort: _sort, exact: _exact, ...filters } = options;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  let stage = statements.allWords;
  let found = await run(db, stage, bounds);
  // No product with every word among the filtered ones: unfiltered, some may have them all.
  if (found.total === 0 && statements.anyWord && !(filtered && (await stage.wordsFound)[0]?.found)) {
    stage = statements.anyWord;
    found = await run(db, stage, bounds);
  }
  if (found.total === 0) return NOTHING;
  const { typed, ...result } = found;
  if (bounds.corrected && statements.corrected && stage.literalExists && !(typed ?? (await stage.literalExists)[0]?.found))
    return { ...result, corrected: statements.corrected };
  return result;
}
