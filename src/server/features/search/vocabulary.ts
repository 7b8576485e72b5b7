import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { searchWords } from '#server/db/schema.ts';
import { LONGEST_WORD, corrections, typoBudget, type VocabularyWord } from './typos.ts';

/**
 * Vocabulary words that may be within the typo budget of one of `terms` (those sharing a deletion
 * variant with it: search_word_variants, migration 0010, through the GIN index on
 * search_words.variants), and those of `exact` that are vocabulary words, in one query. The caller
 * confirms each near word with osaDistance.
 */
export function vocabularyQuery(db: Db, terms: readonly string[], exact: readonly string[] = []) {
  const array = (list: readonly string[]) =>
    sql`ARRAY[${sql.join(
      list.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  const near = sql`${searchWords.variants} && (SELECT array_agg(v) FROM unnest(${array(terms)}) AS t(term), unnest(search_word_variants(t.term)) AS v)`;
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

/** The tsquery texts of a search, every word widened by its corrections (letters and digits only). */
export interface ExpandedQuery {
  /** every word as a prefix or a correction of it (or the pair's word when two words were split) */
  all: string;
  /** any of the words, with the same widening */
  any: string;
  /** whether any word was widened: without it the query as typed is all there is to rank by */
  widened: boolean;
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
  return {
    all: all.join(' & '),
    any: [...groups.flat(), ...pairs.flat()].join(' | '),
    widened: groups.some((g) => g.length > 1) || pairs.some((p) => p.length > 0),
  };
}
