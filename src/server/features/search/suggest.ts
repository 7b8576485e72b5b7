import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products, shops } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { SUGGEST_LIMITS, SUGGEST_MIN_CHARS, type SearchSuggestionsDto, type SuggestedProductDto } from '#shared/discovery.ts';
import { normalizeQuery, queryWords, searchProducts, shopNameHas, SHOP_NAME_MIN_QUERY, type SearchBounds } from './service.ts';
import { completions, expandQuery } from './vocabulary.ts';

// Suggestions as a shopper types (issue 29, docs/decisions/0061-discovery.md "Suggestions").

const NONE: SearchSuggestionsDto = { queries: [], products: [], categories: [], shops: [] };

/** Completions checked for results: more than are shown, as a few may find nothing (a stop word, a word of unapproved listings only). */
const CANDIDATES = SUGGEST_LIMITS.queries * 2;

/**
 * The search ranks a suggestion's few products among fewer candidates than a results page, and
 * counts its matches only to choose the plan (service.ts `best`): under 1,000 matches it reads them
 * all, from 1,000 (one product in a hundred at 100,000) it walks the best reviewed until 8 match,
 * about 800 rows at most. Either way a keystroke reads some 1,000 products, not 10,000. One
 * connection (throughTheIndex) asks the page after the count, knowing which plan to use; a word the
 * vocabulary says is broad is not counted at all (firstFound). Whether the page answered for a
 * correction is not asked: suggestions do not say it.
 */
const SUGGEST_BOUNDS: SearchBounds = { window: SUGGEST_LIMITS.products * 2, cap: 1000, walkAt: 1000, pageWithCount: false, corrected: false };

/**
 * `work` in a transaction whose plans leave out sequential scans (and index scans, with
 * `indexScans: false`), so products are found through products_search_idx. Below the planner's
 * rough estimate of a tsquery's matches, a LIMIT (the bounded count, an EXISTS) makes it expect
 * enough rows early in a sequential scan: counting 1,000 'walnut' products (3,600, estimated 7,000)
 * read 27,000 rows, and an EXISTS for two words no product has ('walnut texas', estimated 240)
 * would read all 100,000.
 */
function throughTheIndex<T>(db: Db, work: (tx: Db) => Promise<T>, { indexScans = true } = {}): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${indexScans ? 'on' : 'off'}, true)`);
    return work(tx);
  });
}

/**
 * The first products the search finds, through the index (throughTheIndex). `broad`: the vocabulary
 * counts many products with the word, so the best reviewed are looked at first, uncounted (a guess:
 * it counts every listing and words the search stems otherwise, so a wrong one costs 1,000 rows).
 */
const firstFound = (db: Db, q: string, broad: boolean) =>
  throughTheIndex(
    db,
    async (tx) => (await searchProducts(tx, q, { limit: SUGGEST_LIMITS.products, offset: 0 }, {}, { ...SUGGEST_BOUNDS, glance: broad })).items,
  );

/**
 * Which of `candidates` (the last word's completions) make, after `lead` (the words before it), a
 * query that finds approved products, in their order: one statement, an EXISTS per candidate. A stop
 * word ('with') finds nothing on its own, so it is never suggested. One word's matches the planner
 * estimates well (a common word: the first rows of a scan); after other words, only the index can
 * say "none" at once (throughTheIndex).
 */
async function withResults(db: Db, lead: string[], candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const checks = Object.fromEntries(
    candidates.map((word, i) => {
      const words = [...lead.map((w) => `${w}:*`), word].join(' & ');
      return [
        `c${i}`,
        sql<boolean>`(numnode(to_tsquery('english', ${word})) > 0 AND EXISTS (
          SELECT 1 FROM ${products} WHERE ${products.isApproved} AND ${products.search} @@ to_tsquery('english', ${words})))`,
      ];
    }),
  );
  const check = (tx: Db) => tx.select(checks).from(sql`(SELECT 1) AS one`);
  const [found] = lead.length ? await throughTheIndex(db, check, { indexScans: false }) : await check(db);
  return candidates.filter((_, i) => found?.[`c${i}`]);
}

/** The categories whose name has a word beginning with one of `words`, in the menu's order. */
function categoriesNamed(all: Array<{ id: number; name: string }>, words: string[]) {
  const useful = words.filter((w) => w.length >= SUGGEST_MIN_CHARS);
  return all.filter((c) => queryWords(c.name).some((part) => useful.some((w) => part.startsWith(w))));
}

/** The shops whose name has what was typed, those beginning with it first (shops_name_trgm_idx). */
function shopsNamed(db: Db, q: string) {
  if (q.length < SHOP_NAME_MIN_QUERY) return Promise.resolve([]);
  return db
    .select({ slug: shops.slug, shopName: shops.name })
    .from(shops)
    .where(shopNameHas(q))
    .orderBy(sql`starts_with(lower(${shops.name}), ${q.toLowerCase()}) DESC`, shops.name)
    .limit(SUGGEST_LIMITS.shops);
}

const toSuggested = (p: ProductDto): SuggestedProductDto => ({ id: p.id, name: p.name, price: p.price, priceRange: p.priceRange, imageUrl: p.imageUrl });

/**
 * GET /api/search/suggest: for what was typed so far (at least SUGGEST_MIN_CHARS characters),
 * - queries: the words before the last as the search reads them (typos corrected), then a completion
 *   of the last, unfinished word (vocabulary.ts `completions`, typos forgiven there too), each a
 *   query with results;
 * - products: the search's own first results (searchProducts); when what was typed finds nothing
 *   (a word cut short with a typo, 'bokshe'), those of the first suggested query;
 * - categories: those named like the words, then those of the products found;
 * - shops: those whose name has what was typed.
 */
export async function suggest(db: Db, rawQuery: string): Promise<SearchSuggestionsDto> {
  const q = normalizeQuery(rawQuery);
  const words = queryWords(q);
  if ([...q].length < SUGGEST_MIN_CHARS || words.length === 0) return NONE;
  const last = words.at(-1)!;
  const [lead, completed, menu, shopList] = await Promise.all([
    words.length > 1 ? expandQuery(db, words.slice(0, -1)).then((e) => (e.corrected ?? words.slice(0, -1).join(' ')).split(' ')) : [],
    completions(db, last, CANDIDATES),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(categories.id),
    shopsNamed(db, q),
  ]);
  // One word typed: how many products have its completions, as the vocabulary counts them.
  const used = (list: typeof completed) => (lead.length ? 0 : list.reduce((sum, c) => sum + c.productCount, 0));
  const [typed, accepted] = await Promise.all([
    firstFound(db, q, used(completed.filter((c) => c.word.startsWith(last))) >= SUGGEST_BOUNDS.cap),
    withResults(
      db,
      lead,
      completed.map((c) => c.word),
    ),
  ]);
  const shown = accepted.slice(0, SUGGEST_LIMITS.queries);
  const queries = shown.map((word) => [...lead, word].join(' '));
  const found =
    typed.length > 0 || queries.length === 0
      ? typed
      : await firstFound(db, queries[0]!, used(completed.filter((c) => c.word === shown[0])) >= SUGGEST_BOUNDS.cap);

  const named = categoriesNamed(menu, [...lead, last, ...shown]);
  const ofProducts = found.map((p) => ({ id: p.categoryId, name: p.categoryName }));
  const categoryList = [...named, ...ofProducts].filter((c, i, list) => list.findIndex((other) => other.id === c.id) === i).slice(0, SUGGEST_LIMITS.categories);
  return { queries, products: found.map(toSuggested), categories: categoryList, shops: shopList };
}
