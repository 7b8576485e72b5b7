// Discovery (issue 29, docs/decisions/0061-discovery.md): suggestions as you type, facets with
// counts, recently viewed and buy it again. Types and constants shared by the server and the browser
// (no zod here: the shell's bundle imports this file).
import type { ProductDto } from './catalogue.ts';

/** Suggestions start after this many characters of the query. */
export const SUGGEST_MIN_CHARS = 2;
/** The header waits this long after the last keystroke before asking (the issue: within 150 ms). */
export const SUGGEST_DEBOUNCE_MS = 120;
/** At most this many of each kind of suggestion. */
export const SUGGEST_LIMITS = { queries: 4, products: 4, categories: 3, shops: 3 } as const;

/** A product as a suggestion shows it: picture, name, price. */
export interface SuggestedProductDto {
  id: number;
  name: string;
  /** the lowest variant price, "24.00" */
  price: string;
  priceRange: { min: string; max: string } | null;
  imageUrl: string | null;
}

/** GET /api/search/suggest?q= */
export interface SearchSuggestionsDto {
  /** whole queries that have results, completing what was typed ("wal" -> "walnut", "walnut bench") */
  queries: string[];
  products: SuggestedProductDto[];
  categories: Array<{ id: number; name: string }>;
  shops: Array<{ slug: string; shopName: string }>;
}

/**
 * The price buckets of the price facet, in dollars; the last has no upper bound (max null). A bucket
 * chosen is the search's minPrice and maxPrice (maxPrice inclusive, so a bucket's max is a cent under
 * the next bucket's min: 24.99).
 */
export const PRICE_BUCKETS: ReadonlyArray<{ min: number; max: number | null }> = [
  { min: 0, max: 24.99 },
  { min: 25, max: 49.99 },
  { min: 50, max: 99.99 },
  { min: 100, max: 199.99 },
  { min: 200, max: null },
];
/** The rating facet's steps: "4 stars & up" is minRating=4. */
export const RATING_STEPS = [4, 3, 2, 1] as const;

/**
 * GET /api/search/facets?q=&<filters>: for each value, the number of results the search (or, without
 * q, the list) would answer with that value chosen in place of its facet's current choice, the other
 * facets' choices kept. Counts stop at SEARCH_TOTAL_CAP, like the search's total.
 */
export interface SearchFacetsDto {
  categories: Array<{ id: number; name: string; count: number }>;
  priceRanges: Array<{ min: number; max: number | null; count: number }>;
  ratings: Array<{ atLeast: number; count: number }>;
  shops: Array<{ slug: string; shopName: string; count: number }>;
  /** results with onSale=true added */
  onSale: number;
  /** results with inStock=true added */
  inStock: number;
}

/** Recently viewed: how many products are kept, in the browser (signed out) or in the account. */
export const RECENTLY_VIEWED_MAX = 12;
/** Where a signed-out shopper's recently viewed product ids are kept (localStorage), newest first. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'hm.recentlyViewed';

/** GET /api/orders/buy-again: a product the shopper bought, with the variant bought last. */
export interface BuyAgainItemDto {
  product: ProductDto;
  /** the variant bought last, when it is still sold; null: the listing's choice is the shopper's */
  variantId: number | null;
  variantOptions: Record<string, string>;
  lastOrderedAt: string;
}
