// Pure rules of the facets beside the search and category results (issue 29,
// docs/decisions/0061-discovery.md): labels, which value is chosen, what choosing one does, and the
// chips of the chosen values. Tested in facet-rules.test.ts.
import { PRICE_BUCKETS } from '#shared/discovery.ts';
import { formatCents } from '#shared/money.ts';
import { CATEGORY_PRICE_MAX, type CategoryFilters, type SearchFilters } from './list-rules.ts';

export type PriceBucket = (typeof PRICE_BUCKETS)[number];

/** The filters facets work on: a category page's (or a shop's), or the search page's with its categories. */
export type FacetFilters = CategoryFilters<string> & Partial<Pick<SearchFilters, 'category'>>;

/** "$25", "$49.99": whole dollars without cents. */
const dollars = (n: number) => formatCents(Math.round(n * 100)).replace(/\.00$/, '');

/** A bucket as shoppers read it: "Under $25", "$25 to $50", "$200 & up" (its max is a cent under the next min). */
export function priceBucketLabel({ min, max }: { min: number; max: number | null }): string {
  if (max === null) return `${dollars(min)} & up`;
  const upTo = dollars(Math.round((max + 0.01) * 100) / 100);
  return min === 0 ? `Under ${upTo}` : `${dollars(min)} to ${upTo}`;
}

/** The bucket the filters' price range is, if it is one (a slider's range usually is not). */
export function chosenBucket(f: CategoryFilters<string>): PriceBucket | null {
  return PRICE_BUCKETS.find((b) => b.min === f.minPrice && (b.max ?? CATEGORY_PRICE_MAX) === f.maxPrice) ?? null;
}

/** Choosing a bucket sets the price range to it; choosing the chosen one again clears the range. */
export function toggleBucket<F extends CategoryFilters<string>>(f: F, bucket: { min: number; max: number | null }): F {
  const chosen = chosenBucket(f);
  if (chosen && chosen.min === bucket.min) return { ...f, minPrice: 0, maxPrice: CATEGORY_PRICE_MAX };
  return { ...f, minPrice: bucket.min, maxPrice: bucket.max ?? CATEGORY_PRICE_MAX };
}

/** "4 stars & up", "1 star & up". */
export const ratingLabel = (atLeast: number) => `${atLeast} ${atLeast === 1 ? 'star' : 'stars'} & up`;

/** A list with `value` added, or taken out when it is there (a category or shop checkbox). */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The price range chosen, in words: the bucket's label, else the slider's range. */
function priceLabel(f: CategoryFilters<string>): string | null {
  const bucket = chosenBucket(f);
  if (bucket) return priceBucketLabel(bucket);
  const capped = f.maxPrice < CATEGORY_PRICE_MAX;
  if (f.minPrice > 0 && capped) return `${dollars(f.minPrice)} to ${dollars(f.maxPrice)}`;
  if (f.minPrice > 0) return `${dollars(f.minPrice)} & up`;
  return capped ? `Up to ${dollars(f.maxPrice)}` : null;
}

/** One chosen value above the results: its words, and the filters without it. */
export interface FilterChip<F> {
  key: string;
  label: string;
  without: F;
}

/** Names of the categories and shops the chips may show (from the facets, else the id or slug). */
export interface FacetNames {
  categories?: ReadonlyArray<{ id: number; name: string }>;
  shops?: ReadonlyArray<{ slug: string; shopName: string }>;
}

export const categoryName = (id: number, names: FacetNames) => names.categories?.find((c) => c.id === id)?.name ?? `Category ${id}`;
export const shopName = (slug: string, names: FacetNames) => names.shops?.find((s) => s.slug === slug)?.shopName ?? slug;

/** The chosen values as removable chips, in the panel's order; the sort is not a filter and has none. */
export function filterChips<F extends FacetFilters>(f: F, names: FacetNames = {}): FilterChip<F>[] {
  const chips: FilterChip<F>[] = [];
  for (const id of f.category ?? []) {
    chips.push({ key: `category:${id}`, label: categoryName(id, names), without: { ...f, category: f.category!.filter((c) => c !== id) } });
  }
  const price = priceLabel(f);
  if (price) chips.push({ key: 'price', label: price, without: { ...f, minPrice: 0, maxPrice: CATEGORY_PRICE_MAX } });
  if (f.minRating !== null) chips.push({ key: 'rating', label: ratingLabel(f.minRating), without: { ...f, minRating: null } });
  for (const slug of f.shop) {
    chips.push({ key: `shop:${slug}`, label: shopName(slug, names), without: { ...f, shop: f.shop.filter((s) => s !== slug) } });
  }
  if (f.onSale) chips.push({ key: 'onSale', label: 'On Sale', without: { ...f, onSale: false } });
  if (f.inStock) chips.push({ key: 'inStock', label: 'In Stock', without: { ...f, inStock: false } });
  return chips;
}

/** Every filter cleared, the sort and the words' exactness kept: what "Clear all" leaves. */
export function withoutFilters<F extends FacetFilters>(f: F): F {
  return { ...f, minPrice: 0, maxPrice: CATEGORY_PRICE_MAX, minRating: null, onSale: false, inStock: false, shop: [], ...(f.category ? { category: [] } : {}) };
}

/** Whether any filter is chosen (the sort is not a filter). */
export const isFiltered = (f: FacetFilters): boolean => filterChips(f).length > 0;
