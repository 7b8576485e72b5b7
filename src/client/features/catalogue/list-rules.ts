// Pure rules of the catalogue screens (tested in list-rules.test.ts).
import { PRODUCT_SORTS, SEARCH_SORTS, type ProductList, type ProductSort, type SearchSort } from '#shared/catalogue.ts';

export const LIST_TITLES: Record<ProductList, string> = {
  deals: 'Deals & Promotions',
  bestsellers: 'Best Sellers',
  'new-arrivals': 'New Arrivals',
};

export const LIST_DESCRIPTIONS: Record<ProductList, string> = {
  deals: 'Limited-time savings on American-made goods: products on sale and marked down from their old price.',
  bestsellers: 'The American-made products shoppers rate highest: at least 4 stars over 10 or more reviews.',
  'new-arrivals': 'The newest American-made products from our producers, newest first.',
};

export const LIST_EMPTY: Record<ProductList, string> = {
  deals: 'No deals found',
  bestsellers: 'No best sellers found',
  'new-arrivals': 'No new arrivals found',
};

/** The count line (docs/product.md B2): 'N Deals Available' on deals, 'N Products Found' elsewhere. */
export function listCountLine(list: ProductList, total: number): string {
  if (list === 'deals') return `${total} ${total === 1 ? 'Deal' : 'Deals'} Available`;
  return `${total} ${total === 1 ? 'Product' : 'Products'} Found`;
}

/** List pages' price slider (docs/product.md B5, B9): 0 to at least 1000, step 1. */
export const LIST_PRICE_MIN = 0;
export const LIST_PRICE_FLOOR_MAX = 1000;
export const LIST_PRICE_STEP = 1;
/** The slider's maximum: the larger of 1000 and the current upper bound. */
export function listSliderMax(upperBound: number): number {
  return Math.max(LIST_PRICE_FLOOR_MAX, Math.ceil(upperBound));
}
/** The upper bound a list starts from: the highest price among its products (whole dollars, rounded up). */
export function listUpperBound(highestPrice: number | string | null | undefined): number {
  const n = Number(highestPrice);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : LIST_PRICE_FLOOR_MAX;
}

/** Category pages' price slider (docs/product.md B9): 0 to 2000, step 10. */
export const CATEGORY_PRICE_MAX = 2000;
export const CATEGORY_PRICE_STEP = 10;

export const CATEGORY_SORTS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
];

/** The search page's sorts: relevance first, then the lists' own (decision 0046). */
export const SEARCH_SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Best Match' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
  { value: 'newest', label: 'Newest' },
];

/**
 * Filters of a category page (and of the search page, and a shop's) as they travel in its URL, so a
 * filtered view can be shared. Several shops at once, a price range (a facet's bucket or the slider's)
 * and a minimum rating (issue 29, docs/decisions/0061-discovery.md).
 */
export interface CategoryFilters<S extends string = ProductSort> {
  minPrice: number;
  /** CATEGORY_PRICE_MAX means no upper limit */
  maxPrice: number;
  sort: S;
  onSale: boolean;
  inStock: boolean;
  /** "4 stars & up" is 4; null for any rating */
  minRating: number | null;
  /** shops' slugs: the products of any of them; [] for every shop */
  shop: string[];
}

/** The search page's filters: a category page's, several categories, and the words taken as typed. */
export interface SearchFilters extends CategoryFilters<SearchSort> {
  /** category ids: the products of any of them; [] for every category */
  category: number[];
  /** search the words exactly as typed, no typo forgiven ("search instead for wallnut") */
  exact: boolean;
}

/** A shop's slug as the URL may carry it (lowercase letters, digits and hyphens); anything else is no shop. */
const SHOP_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** A category id: a positive whole number a database id can hold. */
const CATEGORY_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The values of a comma list (`shop=a,b`) that `read` accepts, each once, in the order given. */
function readList<T>(v: string | null, read: (part: string) => T | null): T[] {
  const out: T[] = [];
  for (const part of (v ?? '').split(',')) {
    const value = read(part.trim());
    if (value !== null && !out.includes(value)) out.push(value);
  }
  return out;
}
const readShop = (part: string): string | null => {
  const slug = part.toLowerCase();
  return SHOP_SLUG.test(slug) ? slug : null;
};
const readCategoryId = (part: string): number | null => (CATEGORY_ID.test(part) && Number(part) <= MAX_ID ? Number(part) : null);
/** A minimum rating: a whole number of stars from 1 to 5, else none. */
const readRating = (v: string | null): number | null => {
  const rating = Number(v);
  return v !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
};

const num = (v: string | null, fallback: number, lo: number, hi: number) => {
  if (v === null || v.trim() === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
};

export function readCategoryFilters(search: URLSearchParams): CategoryFilters {
  const sort = search.get('sort');
  let minPrice = num(search.get('minPrice'), 0, 0, CATEGORY_PRICE_MAX);
  let maxPrice = num(search.get('maxPrice'), CATEGORY_PRICE_MAX, 0, CATEGORY_PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    minPrice,
    maxPrice,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured',
    onSale: search.get('onSale') === 'true',
    inStock: search.get('inStock') === 'true',
    minRating: readRating(search.get('minRating')),
    shop: readList(search.get('shop'), readShop),
  };
}

/** The URL query of a filter set; defaults are left out so the plain page keeps a plain URL. */
export function writeCategoryFilters(f: CategoryFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.minPrice > 0) out.set('minPrice', String(f.minPrice));
  if (f.maxPrice < CATEGORY_PRICE_MAX) out.set('maxPrice', String(f.maxPrice));
  if (f.minRating !== null) out.set('minRating', String(f.minRating));
  if (f.sort !== 'featured') out.set('sort', f.sort);
  if (f.onSale) out.set('onSale', 'true');
  if (f.inStock) out.set('inStock', 'true');
  if (f.shop.length) out.set('shop', f.shop.join(','));
  return out;
}

/** A page's address query: `?` and the parameters, the commas of a list left as they are (`category=3,5`). */
export const addressQuery = (params: URLSearchParams): string => `?${params.toString().replace(/%2C/g, ',')}`;

/** The filters of a set as the API takes them: no sort, which facets do not need (GET /api/search/facets). */
export function categoryFilterParams(f: CategoryFilters<string>) {
  return {
    minPrice: f.minPrice > 0 ? f.minPrice : undefined,
    maxPrice: f.maxPrice < CATEGORY_PRICE_MAX ? f.maxPrice : undefined,
    minRating: f.minRating ?? undefined,
    onSale: f.onSale || undefined,
    inStock: f.inStock || undefined,
    shop: f.shop.length ? f.shop : undefined,
  };
}

/** The API parameters of a category filter set: its filters and sort. */
export function categoryApiParams(f: CategoryFilters) {
  return { ...categoryFilterParams(f), sort: f.sort === 'featured' ? undefined : f.sort };
}

/** The search page's filters: the category page's, several categories, relevance as the default sort, and exact. */
export function readSearchFilters(search: URLSearchParams): SearchFilters {
  const sort = search.get('sort');
  return {
    ...readCategoryFilters(search),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    category: readList(search.get('category'), readCategoryId),
    exact: search.get('exact') === 'true',
  };
}

/** The search page's URL query: the words first, then the filters that differ from the defaults. */
export function writeSearchFilters(q: string, f: SearchFilters): URLSearchParams {
  const out = new URLSearchParams({ q });
  if (f.category.length) out.set('category', f.category.join(','));
  for (const [k, v] of writeCategoryFilters({ ...f, sort: 'featured' })) out.set(k, v);
  if (f.sort !== 'relevance') out.set('sort', f.sort);
  if (f.exact) out.set('exact', 'true');
  return out;
}

/** The filters of a search as GET /api/search and its facets take them (no sort). */
export function searchFilterParams(f: SearchFilters) {
  return { category: f.category.length ? f.category : undefined, ...categoryFilterParams(f), exact: f.exact || undefined };
}

/** The API parameters of a search filter set (GET /api/search takes the lists' filters). */
export function searchApiParams(f: SearchFilters) {
  return { ...searchFilterParams(f), sort: f.sort === 'relevance' ? undefined : f.sort };
}

/**
 * The lists a shopper may sort: the deals, with the category page's sorts and Newest, as the search
 * page offers (decision 0046). Best sellers and new arrivals are an order themselves (by rating,
 * newest first) and keep it.
 */
export const LIST_SORTS: Partial<Record<ProductList, ReadonlyArray<{ value: ProductSort; label: string }>>> = {
  deals: [...CATEGORY_SORTS, { value: 'newest', label: 'Newest' }],
};

/** Filters of a list page in its URL: price range, minimum rating and, on the deals, the sort. */
export interface ListFilters {
  minPrice: number;
  /** null: up to the highest price among the listed products */
  maxPrice: number | null;
  minRating: number | null;
  /** 'featured' (the list's own order) unless the shopper chose another */
  sort: ProductSort;
}

export function readListFilters(search: URLSearchParams): ListFilters {
  const max = search.get('maxPrice');
  const sort = search.get('sort');
  return {
    minPrice: num(search.get('minPrice'), 0, 0, 1_000_000),
    maxPrice: max === null || max.trim() === '' || !Number.isFinite(Number(max)) ? null : Math.max(0, Number(max)),
    minRating: readRating(search.get('minRating')),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured',
  };
}

export function writeListFilters(f: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.minPrice > 0) out.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) out.set('maxPrice', String(f.maxPrice));
  if (f.minRating !== null) out.set('minRating', String(f.minRating));
  if (f.sort !== 'featured') out.set('sort', f.sort);
  return out;
}

/**
 * The API parameters of a list page: the list, its filters and, where the list may be sorted, the
 * sort, all applied by the server with its paging. The page and its server render (app/routes.tsx)
 * ask with these, so the browser finds the server's answer under the same key.
 */
export function listApiParams(list: ProductList, f: ListFilters) {
  const sortable = LIST_SORTS[list]?.some((o) => o.value === f.sort) && f.sort !== 'featured';
  return {
    list,
    minPrice: f.minPrice > 0 ? f.minPrice : undefined,
    maxPrice: f.maxPrice ?? undefined,
    minRating: f.minRating ?? undefined,
    sort: sortable ? f.sort : undefined,
  };
}

/** Rating chips 5 to 1, toggled (docs/product.md B5): choosing the active chip clears it. */
export const RATING_CHIPS = [5, 4, 3, 2, 1] as const;
export const toggleRating = (current: number | null, chosen: number): number | null => (current === chosen ? null : chosen);
