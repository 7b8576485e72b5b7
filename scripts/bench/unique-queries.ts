// Issue 29's unique queries (docs/performance.md, "Discovery without a cache"): 150 searches,
// suggestions, facets and list pages of each kind, drawn from the generated catalogue's own words
// (src/server/db/seed/large.ts) with a seeded generator, so every run asks the same paths. No path is
// asked twice, and no list's filters or search's words twice either: the count cache keeps totals of
// 1,000 or more for 30 s by filters and words alone (whatever the sort or page), so a repeated
// filter set would be answered from it.
import { createRng, type Rng } from '#server/db/seed/random.ts';
import { generatedProduct } from '#server/db/seed/large.ts';
import { LARGE_CLOSINGS } from '#server/db/seed/large-words.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/catalogue.ts';
import { UNIQUE_PER_KIND, type UniqueScenario } from './unique.ts';

/** Issue 29's p95 targets in ms at 100,000 products, and on PostgreSQL at 1,000,000. */
const TARGETS = {
  search: { pglite: 40, postgres: 20, million: 50 },
  suggest: { pglite: 30, postgres: 15, million: 50 },
  facets: { pglite: 80, postgres: 40, million: 100 },
  list: { pglite: 40, postgres: 20, million: 50 },
} as const;
/** From this many products on, the 1,000,000-product targets apply (PostgreSQL only). */
const MILLION = 500_000;

export interface CatalogueShape {
  /** approved products the list shows */
  products: number;
  /** shop slugs seen in the catalogue */
  shops: string[];
  /** paths asked before the unique scenarios run (the load scenarios, discovery): their filters and words are not reused */
  askedBefore: string[];
}

const enc = encodeURIComponent;
const API = 'application/json';
/** Words a search drops or that name nothing (English stop words of the names, units) */
const STOP = new Set(['and', 'for', 'the', 'with', 'usb']);
const TYPO_RULES = ['swap', 'drop', 'double'] as const;

/** A search's words as the count cache tells them apart (search/service.ts normalizes case and spaces). */
const wordsKey = (q: string) => q.toLowerCase().trim().replace(/\s+/g, ' ');

/** The filters of a list path, which alone make its count's cache key (products/queries.ts). */
function filtersKey(path: string): string | null {
  const url = new URL(path, 'http://x');
  const inCategory = /^\/api\/categories\/(\d+)\/products$/.exec(url.pathname);
  if (url.pathname !== '/api/products' && !inCategory) return null;
  const filters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!['sort', 'limit', 'offset'].includes(key)) filters[key] = value;
  if (inCategory) filters.category = inCategory[1]!;
  for (const key of ['category', 'shop']) if (filters[key]) filters[key] = filters[key].split(',').sort().join(',');
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A mistyped word by one rule: neighbours swapped, a letter dropped or doubled (not the first letter). */
function typo(word: string, rule: (typeof TYPO_RULES)[number], at: number): string {
  const i = 1 + (at % (word.length - 2));
  if (rule === 'swap') return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (rule === 'drop') return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

/** The words of a generated product's name, lowercase, and of its closing sentence. */
function productWords(n: number): { name: string[]; closing: string[] } {
  const product = generatedProduct(n, { seller: null, guild: null, supply: null });
  const words = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3 && !STOP.has(w));
  const closing = LARGE_CLOSINGS.find((c) => product.description.endsWith(c)) ?? '';
  return { name: words(product.name), closing: words(closing) };
}

class Generator {
  private readonly rng: Rng = createRng('bench:unique-queries');
  /** search words and list filter sets taken so far, across every kind */
  private readonly taken = new Set<string>();
  private readonly vocabulary = new Set<string>();

  constructor(private readonly shape: CatalogueShape) {
    for (const path of shape.askedBefore) {
      const url = new URL(path, 'http://x');
      const q = url.searchParams.get('q');
      if (q !== null) this.taken.add(`q:${wordsKey(q)}`);
      const key = filtersKey(path);
      if (key !== null) this.taken.add(`f:${key}`);
    }
    for (let n = 1; n <= 5000; n++) for (const w of productWords(n).name) this.vocabulary.add(w);
  }

  /** A random generated product's words (products 1 to the catalogue's size: they all exist). */
  words(): { name: string[]; closing: string[] } {
    return productWords(this.rng.int(1, Math.max(1, this.shape.products - 1000)));
  }

  pick<T>(list: readonly T[]): T {
    return list[this.rng.int(0, list.length - 1)]!;
  }

  int(min: number, max: number): number {
    return this.rng.int(min, max);
  }

  chance(p: number): boolean {
    return this.rng.chance(p);
  }

  /** `count` new values of `make` (undefined: try again), none taken before under its key. */
  take(count: number, make: () => { key: string; path: string } | undefined): string[] {
    const paths: string[] = [];
    for (let tries = 0; paths.length < count; tries++) {
      if (tries > count * 200) throw new Error(`unique queries: only ${paths.length} of ${count} could be made`);
      const made = make();
      if (!made || this.taken.has(made.key)) continue;
      this.taken.add(made.key);
      paths.push(made.path);
    }
    return paths;
  }

  query(q: string, path: (q: string) => string) {
    return { key: `q:${wordsKey(q)}`, path: path(q) };
  }

  isWord(w: string): boolean {
    return this.vocabulary.has(w);
  }
}

const searchPath = (q: string) => `/api/search?q=${enc(q)}`;

/** Searches of four kinds, suggestions and facets for a query (issue 29 item 5). */
function searchScenarios(g: Generator, million: boolean): UniqueScenario[] {
  const n = UNIQUE_PER_KIND;
  const target = (kind: keyof typeof TARGETS) =>
    million ? { postgres: TARGETS[kind].million } : { pglite: TARGETS[kind].pglite, postgres: TARGETS[kind].postgres };
  const oneWord = g.take(n, () => g.query(g.pick(g.words().name), searchPath));
  const twoWords = g.take(n, () => {
    const name = g.words().name;
    const first = g.int(0, name.length - 2);
    return name.length < 2 ? undefined : g.query(`${name[first]} ${name[g.int(first + 1, name.length - 1)]}`, searchPath);
  });
  let rule = 0;
  const typos = g.take(n, () => {
    const word = g.pick(g.words().name);
    // One typo is forgiven from 5 letters (decision 0012); the typo must not spell another word.
    if (word.length < 5) return undefined;
    const mistyped = typo(word, TYPO_RULES[rule++ % TYPO_RULES.length]!, g.int(0, 100));
    return mistyped === word || g.isWord(mistyped) ? undefined : g.query(mistyped, searchPath);
  });
  // A word in a sixth of the products or more (`edition` in every name, `made` in every description,
  // the closing sentence's words), then a word of the same product's name.
  const broadPlusOne = g.take(n, () => {
    const { name, closing } = g.words();
    return g.query(`${g.pick(['edition', 'made', ...closing])} ${g.pick(name.filter((w) => w !== 'edition'))}`, searchPath);
  });
  // A word being typed: its first 2 to 5 letters; one in five of 4-5 letters with two neighbours swapped.
  const suggest = g.take(n, () => {
    const word = g.pick(g.words().name);
    const typed = word.slice(0, g.int(2, 5));
    const q = typed.length >= 4 && g.chance(0.2) ? typo(typed, 'swap', g.int(0, 10)) : typed;
    return g.query(q, (s) => `/api/search/suggest?q=${enc(s)}`);
  });
  const facets = g.take(n, () => {
    const name = g.words().name;
    const q = g.chance(0.5) ? g.pick(name) : `${g.pick(name)} ${g.pick(name)}`;
    return new Set(q.split(' ')).size < q.split(' ').length ? undefined : g.query(q, (s) => `/api/search/facets?q=${enc(s)}`);
  });
  return [
    { name: 'search, one word (unique)', paths: oneWord, accept: API, target: target('search') },
    { name: 'search, two words (unique)', paths: twoWords, accept: API, target: target('search') },
    { name: 'search, a typo: swapped, dropped or doubled letter (unique)', paths: typos, accept: API, target: target('search') },
    { name: 'search, a broad word plus another (unique)', paths: broadPlusOne, accept: API, target: target('search') },
    { name: 'suggestions `/api/search/suggest`, 2-5 letters typed (unique)', paths: suggest, accept: API, target: target('suggest') },
    { name: 'facets `/api/search/facets?q=` (unique)', paths: facets, accept: API, target: target('facets') },
  ];
}

/** Share of the generated catalogue with a price in [min, max] dollars (log-uniform $5-$900, large.ts). */
function priceShare(min: number | undefined, max: number | undefined): number {
  const at = (d: number) => Math.min(1, Math.max(0, Math.log(d / 5) / Math.log(900 / 5)));
  return at(max ?? 900) - at(min ?? 5);
}

/**
 * A list or category page with random filters, a random sort and a page anywhere among its matches
 * (about half on the first five pages, the rest down to page 200), estimated from the generator's
 * proportions so the page asked for exists.
 */
function listPath(g: Generator, shape: CatalogueShape, inCategory: boolean): { key: string; path: string } | undefined {
  const params = new URLSearchParams();
  let share = 0.99;
  const category = g.int(1, 10);
  if (!inCategory && g.chance(0.6)) {
    const chosen = new Set([category]);
    if (g.chance(0.3)) for (let i = g.int(1, 2); i > 0; i--) chosen.add(g.int(1, 10));
    params.set('category', [...chosen].join(','));
    share *= chosen.size / 10;
  } else if (inCategory) share *= 0.1;
  if (!inCategory && g.chance(0.2)) {
    const list = g.pick(['deals', 'bestsellers', 'new-arrivals'] as const);
    params.set('list', list);
    share *= { deals: 0.12, bestsellers: 0.41, 'new-arrivals': 0.06 }[list];
  }
  if (g.chance(0.15)) {
    params.set('onSale', 'true');
    share *= 0.08;
  }
  if (g.chance(0.3)) {
    params.set('inStock', 'true');
    share *= 0.93;
  }
  if (g.chance(0.4)) {
    const a = Math.round(5 * Math.pow(180, g.int(0, 1000) / 1000));
    const b = Math.round(5 * Math.pow(180, g.int(0, 1000) / 1000));
    const [min, max] = a < b ? [a, b] : [b, a];
    const which = g.int(0, 2);
    if (which !== 1) params.set('minPrice', String(min));
    if (which !== 0) params.set('maxPrice', String(max));
    share *= priceShare(which !== 1 ? min : undefined, which !== 0 ? max : undefined);
  }
  if (g.chance(0.2)) {
    const rating = g.pick([2, 3, 3.5, 4, 4.5]);
    params.set('minRating', String(rating));
    share *= 0.75 * (1 - Math.pow(Math.max(0, rating - 2.5) / 2.5, 2));
  }
  if (shape.shops.length && g.chance(0.1)) {
    params.set('shop', g.pick(shape.shops));
    share *= 0.3;
  }
  const sort = g.pick(['', 'featured', 'price-asc', 'price-desc', 'rating', 'newest']);
  if (sort) params.set('sort', sort);
  const pages = Math.min(200, Math.floor((shape.products * share) / DEFAULT_PAGE_SIZE));
  if (pages < 1) return undefined;
  const page = g.chance(0.5) ? g.int(0, Math.min(4, pages - 1)) : g.int(0, pages - 1);
  if (page > 0) params.set('offset', String(page * DEFAULT_PAGE_SIZE));
  const query = params.toString();
  const path = `${inCategory ? `/api/categories/${category}/products` : '/api/products'}${query ? `?${query}` : ''}`;
  return { key: `f:${filtersKey(path)}`, path };
}

/** Every unique scenario of issue 29 for a catalogue of this shape. */
export function discoveryScenarios(shape: CatalogueShape): UniqueScenario[] {
  const g = new Generator(shape);
  const million = shape.products >= MILLION;
  const target = million ? { postgres: TARGETS.list.million } : { pglite: TARGETS.list.pglite, postgres: TARGETS.list.postgres };
  return [
    ...searchScenarios(g, million),
    {
      name: 'list pages `/api/products`, any filter, sort and depth (unique)',
      paths: g.take(UNIQUE_PER_KIND, () => listPath(g, shape, false)),
      accept: API,
      target,
    },
    {
      name: 'category pages `/api/categories/{id}/products`, any filter, sort and depth (unique)',
      paths: g.take(UNIQUE_PER_KIND, () => listPath(g, shape, true)),
      accept: API,
      target,
    },
  ];
}
