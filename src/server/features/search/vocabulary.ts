import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { searchVariants, searchWords } from '#server/db/schema.ts';
import { LONGEST_WORD, PLAIN_WORD, corrections, deletionVariants, prefixDistance, typoBudget, type VocabularyWord } from './typos.ts';

/**
 * In one query: the vocabulary words that may be within the typo budget of one of `terms` (those
 * sharing a deletion variant with it), and those of `exact` that are vocabulary words. The caller
 * confirms each near word with osaDistance.
 */
export function vocabularyQuery(db: Db, terms: readonly string[], exact: readonly string[] = []) {
  // One primary-key probe per variant, forced (LATERAL ... OFFSET 0) because on a small vocabulary
  // the planner otherwise reads the whole of search_variants against the list; then one probe per
  // candidate word. 0.5 ms instead of 2 ms on PostgreSQL, 1 instead of 2 on PGlite (100 variants).
  const candidates = sql`SELECT v.word FROM unnest(${textArray(terms.flatMap(deletionVariants))}::text[]) AS q(variant),
      LATERAL (SELECT ${searchVariants.word} FROM ${searchVariants} WHERE ${searchVariants.variant} = q.variant OFFSET 0) AS v
    UNION SELECT unnest(${textArray(exact)}::text[])`;
  return db
    .select({ word: searchWords.word, productCount: searchWords.productCount })
    .from(searchWords)
    .where(sql`${searchWords.word} = ANY(ARRAY(${candidates}))`);
}

/**
 * A list as one array literal bound as one parameter: a long query word brings dozens of variants,
 * and one parameter each cost about 1 ms more per search on PGlite (200 variants, measured).
 */
function textArray(list: readonly string[]): string {
  return `{${[...new Set(list)].map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

export async function vocabularyNear(db: Db, terms: readonly string[], exact: readonly string[] = []): Promise<VocabularyWord[]> {
  return terms.length === 0 && exact.length === 0 ? [] : vocabularyQuery(db, terms, exact);
}

/** The shortest part a glued word is split into: the vocabulary keeps no shorter word. */
const SHORTEST_PART = 4;

/** The ways to cut `word` in two, each part long enough to be a vocabulary word. */
function cuts(word: string): Array<[string, string]> {
  const letters = [...word];
  const result: Array<[string, string]> = [];
  for (let k = SHORTEST_PART; k <= letters.length - SHORTEST_PART; k++) result.push([letters.slice(0, k).join(''), letters.slice(k).join('')]);
  return result;
}

/**
 * What the vocabulary is asked for a query: words to correct, and words that must exist as they are
 * (the words themselves too, for their counts: ExpandedQuery `likely`).
 */
export function lookupTerms(words: readonly string[]): { terms: string[]; exact: string[]; joined: string[] } {
  const joined = words.slice(1).map((word, i) => words[i]! + word);
  return {
    terms: [...new Set(words)].filter((t) => typoBudget(t) > 0 && [...t].length <= LONGEST_WORD),
    exact: [...new Set([...words, ...joined, ...words.flatMap((word) => cuts(word).flat())])],
    joined,
  };
}

/** A tsquery text (letters, digits and operators only), and whether it says more than the words as typed. */
export interface Widened {
  query: string;
  widened: boolean;
}

/** The tsquery texts of a search, every word widened by its corrections. */
export interface ExpandedQuery {
  /** every word as a prefix or a correction of it (or the word two neighbouring words make) */
  all: Widened;
  /**
   * The query as the search reads it when the words as typed find nothing: each word that is no
   * vocabulary word replaced by its closest correction (or the two words it glues); null when no
   * word has one. The search page says 'Showing results for' it (decision 0046).
   */
  corrected: string | null;
  /**
   * any of the words; only the words that are no vocabulary word are widened here: this fallback
   * already answers products with some of the words, and `socket` widened to `pocket` would bury
   * the socket set under pocket tees.
   */
  any: Widened;
  /**
   * A guess at how many products `all` and `any` match, from the vocabulary's counts (listings with
   * each word, its closest vocabulary word, or both halves of a glued pair; `all`: the least of the
   * words', `any`: the most): it counts unapproved listings and whole words only, so it only chooses
   * a plan (search/service.ts `run`), never answers a count. 0 when the vocabulary has none of the words.
   */
  likely: { all: number; any: number };
  /**
   * For a query of one word, the listings with the word or its closest vocabulary word: each of them
   * matches it (as a prefix, through its stem), so, unapproved listings aside, a lower bound of the
   * matches (decision 0063). 0 for several words: their matches may have none in common.
   */
  atLeast: number;
}

/**
 * Widens each query word with the vocabulary words within its typo budget (`booskhelf` ->
 * `booskhelf:* | bookshelf`) and with two vocabulary words it glues together (`walnutspeakers`),
 * and two neighbouring words with the vocabulary word they make when joined (`book shelf` ->
 * `bookshelf`): the trigram search on names this replaces forgave those, and Meilisearch does too.
 * Words under 5 letters get no correction: too many short words sit one letter apart. A joined pair
 * must be a vocabulary word as it is: with typos, its long word brought a hundred variants or more.
 */
export async function expandQuery(db: Db, words: readonly string[]): Promise<ExpandedQuery> {
  const { terms, exact, joined } = lookupTerms(words);
  const found = await vocabularyNear(db, terms, exact);
  const known = new Set(found.map((w) => w.word));

  const groups = words.map((word) => [
    `${word}:*`,
    ...corrections(word, found),
    ...cuts(word)
      .filter(([a, b]) => known.has(a) && known.has(b))
      .map(([a, b]) => `(${a} & ${b})`),
  ]);
  const pairs = joined.map((term) => (known.has(term) ? term : undefined));
  const group = (g: string[]) => (g.length === 1 ? g[0]! : `(${g.join(' | ')})`);

  const all: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = pairs[i];
    if (pair) {
      all.push(`((${group(groups[i]!)} & ${group(groups[i + 1]!)}) | ${pair})`);
      i++;
    } else {
      all.push(group(groups[i]!));
    }
  }
  // groups[i][1] is the closest correction, else a glued pair `(a & b)`.
  const read = words.map((word, i) => (known.has(word) ? word : (groups[i]![1]?.replace(/^\((\S+) & (\S+)\)$/, '$1 $2') ?? word)));
  const anyGroups = groups.map((g, i) => (known.has(words[i]!) ? [g[0]!] : g));
  const joins = pairs.filter((pair) => pair !== undefined);
  const counts = new Map(found.map((w) => [w.word, w.productCount]));
  const count = (w: string) => counts.get(w) ?? 0;
  const typedOrCorrected = words.map((word) => Math.max(0, ...[word, ...corrections(word, found)].map(count)));
  // A glued pair (`handmade`: hand & made) matches at most the rarer half's listings.
  const perWord = words.map((word, i) => Math.max(typedOrCorrected[i]!, ...cuts(word).map(([a, b]) => Math.min(count(a), count(b)))));
  return {
    likely: { all: Math.min(...perWord), any: Math.max(...perWord) },
    atLeast: words.length === 1 ? typedOrCorrected[0]! : 0,
    corrected: read.join(' ') === words.join(' ') ? null : read.join(' '),
    all: { query: all.join(' & '), widened: groups.some((g) => g.length > 1) || joins.length > 0 },
    any: { query: [...anyGroups.flat(), ...joins].join(' | '), widened: anyGroups.some((g) => g.length > 1) || joins.length > 0 },
  };
}

/** A query's words as typed, nothing widened: `exact=true` (decision 0061 item 4). */
export function asTyped(words: readonly string[]): ExpandedQuery {
  const prefixes = words.map((w) => `${w}:*`);
  return {
    corrected: null,
    all: { query: prefixes.join(' & '), widened: false },
    any: { query: prefixes.join(' | '), widened: false },
    likely: { all: 0, any: 0 },
    atLeast: 0,
  };
}

/**
 * The texts beginning with `prefix` are those from `prefix` up to the text after it (its last letter
 * one code point on) in the "C" collation, the byte order of UTF-8: a range of a btree index on
 * `column COLLATE "C"`, whatever the database's own collation.
 */
function beginsWith(column: SQLWrapper, lo: SQL | string, hi: SQL | string): SQL {
  return sql`${column} COLLATE "C" >= ${lo} AND ${column} COLLATE "C" < ${hi}`;
}

/** The smallest text greater than every text beginning with `prefix` (see beginsWith). */
function afterPrefix(prefix: string): string {
  const letters = [...prefix];
  const next = letters.pop()!.codePointAt(0)! + 1;
  // Past the surrogates, which are no characters of a text.
  return letters.join('') + String.fromCodePoint(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next);
}

/**
 * The vocabulary words completing `typed`, the last word of a query being typed (suggestions,
 * docs/decisions/0061-discovery.md): those beginning with it, and those whose beginning is within
 * its typo budget of it (prefixDistance: one typo from 5 letters typed, two from 9, as in whole
 * words), so 'bokshe' and 'wlanu' complete to 'bookshelf' and 'walnut'. The closest first, then the
 * most used. Both are index ranges, never a scan of the vocabulary:
 * - under 5 letters (no typo forgiven), the words in the range of `typed` (search_words_prefix_idx);
 * - from 5, the words having a deletion variant that begins with a deletion variant of `typed`
 *   (search_variants_prefix_idx): a beginning within the budget shares a variant with `typed`
 *   (decision 0012), and the word's variant made by the same deletions begins with it.
 */
export async function completions(db: Db, typed: string, limit: number): Promise<VocabularyWord[]> {
  const budget = [...typed].length <= LONGEST_WORD ? typoBudget(typed) : 0;
  const columns = { word: searchWords.word, productCount: searchWords.productCount };
  let found: VocabularyWord[];
  if (budget === 0) {
    // Every word in the range completes it as typed: only the most used are read (twice the limit, as
    // a few may be no plain word).
    found = await db
      .select(columns)
      .from(searchWords)
      .where(beginsWith(searchWords.word, typed, afterPrefix(typed)))
      .orderBy(desc(searchWords.productCount), searchWords.word)
      .limit(limit * 2);
  } else {
    // deletionVariants answers each variant once, so the two arrays (textArray drops repeats) stay in step.
    const variants = deletionVariants(typed);
    found = await db
      .select(columns)
      .from(searchWords)
      .where(
        sql`${searchWords.word} = ANY(ARRAY(
          SELECT DISTINCT v.word FROM unnest(${textArray(variants)}::text[], ${textArray(variants.map(afterPrefix))}::text[]) AS r(lo, hi),
            LATERAL (SELECT ${searchVariants.word} FROM ${searchVariants} WHERE ${beginsWith(searchVariants.variant, sql`r.lo`, sql`r.hi`)} OFFSET 0) AS v))`,
      );
  }
  return found
    .filter((w) => PLAIN_WORD.test(w.word))
    .map((w) => ({ ...w, distance: prefixDistance(typed, w.word, budget) }))
    .filter((w) => w.distance <= budget)
    .sort((x, y) => x.distance - y.distance || y.productCount - x.productCount || (x.word < y.word ? -1 : 1))
    .slice(0, limit)
    .map(({ word, productCount }) => ({ word, productCount }));
}
