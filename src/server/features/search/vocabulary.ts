import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { searchVariants, searchWords } from '#server/db/schema.ts';
import { LONGEST_WORD, corrections, deletionVariants, typoBudget, type VocabularyWord } from './typos.ts';

/**
 * Vocabulary words that may be within the typo budget of one of `terms` (those sharing a deletion
 * variant with it: deletionVariants, through the search_variants primary key), and
 * those of `exact` that are vocabulary words, in one query. The caller confirms each near word with
 * osaDistance.
 */
export function vocabularyQuery(db: Db, terms: readonly string[], exact: readonly string[] = []) {
  const array = (list: readonly string[]) =>
    sql`ARRAY[${sql.join(
      list.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  const variants = [...new Set(terms.flatMap(deletionVariants))];
  const near = sql`${searchWords.word} IN (SELECT ${searchVariants.word} FROM ${searchVariants} WHERE ${searchVariants.variant} = ANY(${array(variants)}))`;
  const equal = sql`${searchWords.word} = ANY(${array(exact)})`;
  return db
    .select({ word: searchWords.word, productCount: searchWords.productCount })
    .from(searchWords)
    .where(terms.length === 0 ? equal : exact.length === 0 ? near : sql`${near} OR ${equal}`);
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

/** A tsquery text (letters, digits and operators only), and whether it says more than the words as typed. */
export interface Widened {
  query: string;
  widened: boolean;
}

/** The tsquery texts of a search, every word widened by its corrections. */
export interface ExpandedQuery {
  /** every word as a prefix or a correction of it (or the pair's word when two words were split) */
  all: Widened;
  /**
   * any of the words; only the words that are no vocabulary word are widened here: this fallback
   * already answers products with some of the words, and `socket` widened to `pocket` would bury
   * the socket set under pocket tees.
   */
  any: Widened;
}

/**
 * Widens each query word with the vocabulary words within its typo budget (`booskhelf` ->
 * `booskhelf:* | bookshelf`) and with two vocabulary words it glues together (`walnutspeakers`),
 * and two neighbouring words with the vocabulary word they make when joined (`book shelf` ->
 * `bookshelf`): the trigram search on names this replaces forgave those, and Meilisearch does too.
 * Words under 5 letters get no correction: too many short words sit one letter apart.
 */
export async function expandQuery(db: Db, words: readonly string[]): Promise<ExpandedQuery> {
  const joined = words.slice(1).map((word, i) => words[i]! + word);
  const terms = [...new Set([...words, ...joined])].filter((t) => typoBudget(t) > 0 && [...t].length <= LONGEST_WORD);
  const parts = [...new Set(words.flatMap((word) => cuts(word).flat()))];
  const found = await vocabularyNear(db, terms, parts);
  const known = new Set(found.map((w) => w.word));

  const groups = words.map((word) => [
    `${word}:*`,
    ...corrections(word, found),
    ...cuts(word)
      .filter(([a, b]) => known.has(a) && known.has(b))
      .map(([a, b]) => `(${a} & ${b})`),
  ]);
  const pairs = joined.map((term) => [...(known.has(term) ? [term] : []), ...corrections(term, found)]);
  const group = (i: number) => (groups[i]!.length === 1 ? groups[i]![0]! : `(${groups[i]!.join(' | ')})`);

  const all: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = pairs[i];
    if (pair && pair.length > 0) {
      all.push(`((${group(i)} & ${group(i + 1)}) | ${pair.join(' | ')})`);
      i++;
    } else {
      all.push(group(i));
    }
  }
  const anyGroups = groups.map((g, i) => (known.has(words[i]!) ? [g[0]!] : g));
  return {
    all: { query: all.join(' & '), widened: groups.some((g) => g.length > 1) || pairs.some((p) => p.length > 0) },
    any: { query: [...anyGroups.flat(), ...pairs.flat()].join(' | '), widened: anyGroups.some((g) => g.length > 1) || pairs.some((p) => p.length > 0) },
  };
}
