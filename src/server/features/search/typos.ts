/**
 * The typo rules of search (decision 0012), as pure functions: how many typos a query word may
 * carry, and the true distance that confirms a candidate the vocabulary's deletion index proposed.
 */

/** Typos forgiven in a query word: none under 5 letters, one from 5, two from 9 (as Meilisearch). */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** The longest word the vocabulary keeps (migration 0010); longer query words are not corrected. */
export const LONGEST_WORD = 32;

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one, no substring edited twice. Counts code points, not UTF-16
 * units, like the database's length(). Returns `max + 1` as soon as the distance must exceed `max`.
 */
export function osaDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the dynamic programme: two back (for swaps), one back, and the current one.
  let twoBack: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, twoBack[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/**
 * The deletion neighbourhood of a word, as search_word_variants (migration 0010) computes it for
 * the vocabulary: the word, the word less any one letter from 5 letters, less any two from 9. Two
 * words within the typo budget share at least one variant. Computed here for query words, so a
 * search sends the variants rather than running the SQL function per word.
 */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set([word]);
  if (letters.length >= 5) {
    for (let i = 0; i < letters.length; i++) {
      const one = letters.toSpliced(i, 1);
      variants.add(one.join(''));
      if (letters.length >= 9) for (let j = i; j < one.length; j++) variants.add(one.toSpliced(j, 1).join(''));
    }
  }
  return [...variants];
}

export interface VocabularyWord {
  word: string;
  productCount: number;
}

/** Words safe to write into a tsquery as they are: letters and digits only, as query words are. */
export const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** At most this many corrections per query word: the closest, then the most used. */
export const MAX_CORRECTIONS = 12;

/**
 * The vocabulary words within `term`'s typo budget, closest first, then the most used. Words that
 * begin with `term` are left out, `term` itself too: the query matches them already as a prefix
 * (`skillet:*` finds skillets), and each extra word costs a match test on every candidate product.
 */
export function corrections(term: string, found: readonly VocabularyWord[]): string[] {
  const budget = typoBudget(term);
  if (budget === 0) return [];
  return found
    .filter((w) => !w.word.startsWith(term) && PLAIN_WORD.test(w.word))
    .map((w) => ({ ...w, distance: osaDistance(term, w.word, budget) }))
    .filter((w) => w.distance <= budget)
    .sort((x, y) => x.distance - y.distance || y.productCount - x.productCount || (x.word < y.word ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map((w) => w.word);
}

/**
 * The fewest typos between `typed` and a beginning of `word` (optimal string alignment, as
 * osaDistance), or `max + 1` when every beginning needs more: 'bokshe' is one typo from 'booksh(e)',
 * so one from 'bookshelf'. Only beginnings within `max` letters of the typed length can be that close.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  const letters = [...word];
  const length = [...typed].length;
  let best = max + 1;
  for (let end = Math.max(0, length - max); end <= Math.min(letters.length, length + max) && best > 0; end++) {
    best = Math.min(best, osaDistance(typed, letters.slice(0, end).join(''), max));
  }
  return best;
}
