import { useState } from 'react';
import { X } from 'lucide-react';
import { PriceSlider } from '#client/components/catalogue/price-slider.tsx';
import { CATEGORY_PRICE_MAX, CATEGORY_PRICE_STEP, shopOptions, type CategoryFilters, type ShopOption } from '../list-rules.ts';
import { FilterCheckbox, FilterSelect } from './filter-controls.tsx';

/**
 * The Shop select's choices on a list page: the shops of the products it showed, remembered while
 * the page is open, so narrowing the list to one shop still offers the others.
 */
export function useShopOptions(products: ReadonlyArray<{ seller?: ShopOption | null }>, selected: string | null): ShopOption[] {
  const [known, setKnown] = useState<ShopOption[]>([]);
  const options = shopOptions(known, products, selected);
  // Remembered as the render finds them (React's "state from the previous render"): no effect, no extra paint.
  if (keyOf(options) !== keyOf(known)) setKnown(options);
  return options;
}

const keyOf = (shops: readonly ShopOption[]) => shops.map((o) => `${o.slug}\u0000${o.shopName}`).join('\u0001');

/** The shop select's choice for every shop. */
const ALL_SHOPS = '';

/**
 * The category page's filter bar (price slider, sort, On Sale, In Stock, Clear), which the search
 * page shows too with its own sorts (`sorts[0]` is the default order), and a shop's page without
 * the shop select. Given `shops`, a Shop select narrows the list to one shop (issue 26).
 */
export function FilterBar<S extends string>({
  filters,
  sorts,
  shops,
  onChange,
}: {
  filters: CategoryFilters<S>;
  sorts: ReadonlyArray<{ value: S; label: string }>;
  /** the shops to choose from; none: no Shop select */
  shops?: readonly ShopOption[];
  onChange: (next: CategoryFilters<S>) => void;
}) {
  // The slider moves locally while dragged; the URL (and the fetch) follows when it is released.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const range: [number, number] = dragged ?? [filters.minPrice, filters.maxPrice];
  const defaultSort = sorts[0]!.value;
  const filtered =
    filters.minPrice > 0 || filters.maxPrice < CATEGORY_PRICE_MAX || filters.sort !== defaultSort || filters.onSale || filters.inStock || !!filters.shop;
  const shopSelect = shops && (shops.length > 0 || filters.shop);

  return (
    <section
      aria-label="Filters"
      className={`grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${shopSelect ? 'lg:grid-cols-[minmax(14rem,1.3fr)_auto_auto_auto]' : 'lg:grid-cols-[minmax(16rem,1.3fr)_auto_auto]'} lg:items-center lg:gap-8`}
    >
      <PriceSlider
        min={0}
        max={CATEGORY_PRICE_MAX}
        step={CATEGORY_PRICE_STEP}
        value={range}
        onChange={setDragged}
        onCommit={([minPrice, maxPrice]) => {
          setDragged(null);
          onChange({ ...filters, minPrice, maxPrice });
        }}
        openEnded
      />
      <FilterSelect label="Sort by" value={filters.sort} options={sorts} onChange={(sort) => onChange({ ...filters, sort })} />
      {shopSelect && (
        <FilterSelect
          label="Shop"
          value={filters.shop ?? ALL_SHOPS}
          options={[{ value: ALL_SHOPS, label: 'All shops' }, ...shops.map((s) => ({ value: s.slug, label: s.shopName }))]}
          onChange={(shop) => onChange({ ...filters, shop: shop || null })}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <FilterCheckbox label="On Sale" checked={filters.onSale} onChange={(onSale) => onChange({ ...filters, onSale })} />
        <FilterCheckbox label="In Stock" checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })} />
        {filtered && (
          <button
            type="button"
            onClick={() => onChange({ minPrice: 0, maxPrice: CATEGORY_PRICE_MAX, sort: defaultSort, onSale: false, inStock: false, shop: null })}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
          >
            <X className="h-4 w-4" aria-hidden />
            Clear
          </button>
        )}
      </div>
    </section>
  );
}
