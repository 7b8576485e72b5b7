import { useState } from 'react';
import { X } from 'lucide-react';
import { PriceSlider } from '#client/components/catalogue/price-slider.tsx';
import { CATEGORY_PRICE_MAX, CATEGORY_PRICE_STEP, type CategoryFilters } from '../list-rules.ts';
import { FilterCheckbox, FilterSelect } from './filter-controls.tsx';

/**
 * The spec's filter bar (price slider, sort, On Sale, In Stock, Clear) as a shop's page shows it
 * (`sorts[0]` is the default order). The search and category pages show these controls among their
 * facets (faceted-results.tsx, issue 29).
 */
export function FilterBar<S extends string>({
  filters,
  sorts,
  onChange,
}: {
  filters: CategoryFilters<S>;
  sorts: ReadonlyArray<{ value: S; label: string }>;
  onChange: (next: CategoryFilters<S>) => void;
}) {
  // The slider moves locally while dragged; the URL (and the fetch) follows when it is released.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const range: [number, number] = dragged ?? [filters.minPrice, filters.maxPrice];
  const defaultSort = sorts[0]!.value;
  const filtered = filters.minPrice > 0 || filters.maxPrice < CATEGORY_PRICE_MAX || filters.sort !== defaultSort || filters.onSale || filters.inStock;

  return (
    <section
      aria-label="Filters"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(16rem,1.3fr)_auto_auto] lg:items-center lg:gap-8"
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
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <FilterCheckbox label="On Sale" checked={filters.onSale} onChange={(onSale) => onChange({ ...filters, onSale })} />
        <FilterCheckbox label="In Stock" checked={filters.inStock} onChange={(inStock) => onChange({ ...filters, inStock })} />
        {filtered && (
          <button
            type="button"
            onClick={() => onChange({ ...filters, minPrice: 0, maxPrice: CATEGORY_PRICE_MAX, sort: defaultSort, onSale: false, inStock: false })}
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
