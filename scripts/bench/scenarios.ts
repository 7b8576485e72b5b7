// The read scenarios of issue 14 ("How it is measured"): each a list of URLs taken in turn; and
// the unique ones (unique.ts), each URL asked once.
import { discoveryScenarios, type CatalogueShape } from './unique-queries.ts';
import { UNIQUE_PER_KIND, type UniqueScenario } from './unique.ts';

export interface ReadScenario {
  name: string;
  paths: string[];
  accept: string;
}

const enc = encodeURIComponent;
const search = (q: string) => `/api/search?q=${enc(q)}`;

export const SEARCHES = {
  common: 'bozeman',
  rare: 'selvedge',
  'two words': 'cast iron',
  typo: 'skilet',
  'a word in every product': 'edition',
} as const;

export function readScenarios(productIds: number[]): ReadScenario[] {
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const api = 'application/json';
  return [
    { name: 'home HTML `/`', paths: ['/'], accept: html },
    { name: 'product page HTML `/product/{id}` (50 ids)', paths: productIds.slice(0, 50).map((id) => `/product/${id}`), accept: html },
    { name: `product API \`/api/products/{id}\` (${productIds.length} ids)`, paths: productIds.map((id) => `/api/products/${id}`), accept: api },
    { name: 'list, first page `/api/products?category=3&sort=price-asc`', paths: ['/api/products?category=3&sort=price-asc&limit=24'], accept: api },
    { name: 'list, deep page (page 201) `…&offset=4800`', paths: ['/api/products?category=3&sort=price-asc&offset=4800&limit=24'], accept: api },
    {
      name: 'category with filters `/api/categories/5/products?onSale&inStock&price 20-200&sort=rating`',
      paths: ['/api/categories/5/products?onSale=true&inStock=true&minPrice=20&maxPrice=200&sort=rating'],
      accept: api,
    },
    ...Object.entries(SEARCHES).map(([kind, q]) => ({ name: `search, ${kind} \`${q}\``, paths: [search(q)], accept: api })),
    { name: 'deal of the day `/api/products/deal-of-the-day`', paths: ['/api/products/deal-of-the-day'], accept: api },
  ];
}

/**
 * Reads no cache has answered: product ids the load scenarios never asked for, each once; then
 * issue 29's searches, suggestions, facets and list pages, each asked once (unique-queries.ts).
 */
export function uniqueScenarios(freshIds: number[], shape: CatalogueShape): UniqueScenario[] {
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const pageIds = freshIds.filter((_, i) => i % 2 === 0).slice(0, UNIQUE_PER_KIND);
  const apiIds = freshIds.filter((_, i) => i % 2 === 1).slice(0, UNIQUE_PER_KIND);
  return [
    { name: `product page HTML \`/product/{id}\`, ${pageIds.length} fresh ids`, paths: pageIds.map((id) => `/product/${id}`), accept: html },
    { name: `product API \`/api/products/{id}\`, ${apiIds.length} fresh ids`, paths: apiIds.map((id) => `/api/products/${id}`), accept: 'application/json' },
    ...discoveryScenarios(shape),
  ];
}

/** What a browser sends with every request; the app may compress, and the ceiling replays it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-US,en;q=0.9' };
