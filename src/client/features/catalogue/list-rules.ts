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

/** Filters of a category page (and of the search page) as they travel in its URL, so a filtered view can be shared. */
export interface CategoryFilters<S extends string = ProductSort> {
  minPrice: number;
  /** CATEGORY_PRICE_MAX means no upper limit */
  maxPrice: number;
  sort: S;
  onSale: boolean;
  inStock: boolean;
  /** a shop's slug: only that shop's products (issue 26); null for every shop */
  shop: string | null;
}
export type SearchFilters = CategoryFilters<SearchSort>;

/** A shop's slug as the URL may carry it (lowercase letters, digits and hyphens); anything else is no shop. */
const SHOP_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const readShop = (v: string | null): string | null => {
  const slug = v?.trim().toLowerCase() ?? '';
  return SHOP_SLUG.test(slug) ? slug : null;
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
    shop: readShop(search.get('shop')),
  };
}

/** The URL query of a filter set; defaults are left out so the plain page keeps a plain URL. */
export function writeCategoryFilters(f: CategoryFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.minPrice > 0) out.set('minPrice', String(f.minPrice));
  if (f.maxPrice < CATEGORY_PRICE_MAX) out.set('maxPrice', String(f.maxPrice));
  if (f.sort !== 'featured') out.set('sort', f.sort);
  if (f.onSale) out.set('onSale', 'true');
  if (f.inStock) out.set('inStock', 'true');
  if (f.shop) out.set('shop', f.shop);
  return out;
}

/** The API parameters of a category filter set. */
export function categoryApiParams(f: CategoryFilters) {
  return {
    minPrice: f.minPrice > 0 ? f.minPrice : undefined,
    maxPrice: f.maxPrice < CATEGORY_PRICE_MAX ? f.maxPrice : undefined,
    sort: f.sort === 'featured' ? undefined : f.sort,
    onSale: f.onSale || undefined,
    inStock: f.inStock || undefined,
    shop: f.shop ? [f.shop] : undefined,
  };
}

/** A shop the shop filter offers: its slug and the name shoppers read. */
export interface ShopOption {
  slug: string;
  shopName: string;
}

/**
 * The shop filter's choices: the shops `known` before (a list narrowed to one shop keeps offering the
 * others) and those of the products shown, by name; the chosen `selected` shop always among them
 * (under its slug until a product of it names it).
 */
export function shopOptions(known: readonly ShopOption[], products: ReadonlyArray<{ seller?: ShopOption | null }>, selected: string | null): ShopOption[] {
  const bySlug = new Map<string, ShopOption>();
  for (const shop of known) bySlug.set(shop.slug, shop);
  for (const { seller } of products) if (seller) bySlug.set(seller.slug, { slug: seller.slug, shopName: seller.shopName });
  if (selected && !bySlug.has(selected)) bySlug.set(selected, { slug: selected, shopName: selected });
  return [...bySlug.values()].sort((a, b) => a.shopName.localeCompare(b.shopName, 'en-US'));
}

/** The search page's filters: the category page's, with relevance as the default sort. */
export function readSearchFilters(search: URLSearchParams): SearchFilters {
  const sort = search.get('sort');
  return { ...readCategoryFilters(search), sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance' };
}

/** The search page's URL query: the words first, then the filters that differ from the defaults. */
export function writeSearchFilters(q: string, f: SearchFilters): URLSearchParams {
  const out = new URLSearchParams({ q });
  for (const [k, v] of writeCategoryFilters({ ...f, sort: 'featured' })) out.set(k, v);
  if (f.sort !== 'relevance') out.set('sort', f.sort);
  return out;
}

/** The API parameters of a search filter set (GET /api/search takes the lists' filters). */
export function searchApiParams(f: SearchFilters) {
  return { ...categoryApiParams({ ...f, sort: 'featured' }), sort: f.sort === 'relevance' ? undefined : f.sort };
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
  const rating = Number(search.get('minRating'));
  const max = search.get('maxPrice');
  const sort = search.get('sort');
  return {
    minPrice: num(search.get('minPrice'), 0, 0, 1_000_000),
    maxPrice: max === null || max.trim() === '' || !Number.isFinite(Number(max)) ? null : Math.max(0, Number(max)),
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
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
