import { useState, type ReactNode } from 'react';
import { PriceSlider } from '#client/components/catalogue/price-slider.tsx';
import { PRICE_BUCKETS, RATING_STEPS, type SearchFacetsDto } from '#shared/discovery.ts';
import {
  categoryName,
  chosenBucket,
  priceBucketLabel,
  ratingLabel,
  shopName,
  toggleBucket,
  toggleValue,
  type FacetFilters,
  type FacetNames,
} from '../facet-rules.ts';
import { CATEGORY_PRICE_MAX, CATEGORY_PRICE_STEP, toggleRating } from '../list-rules.ts';
import { FacetCount, FilterCheckbox } from './filter-controls.tsx';

/** A long list of values shows this many until the shopper asks for all. */
const SHOWN_VALUES = 8;

function Facet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The rule between facets is the wrapper's: a fieldset's border would run through its legend.
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-slate-900">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** A value of a single-choice facet (a price range, a rating): pressed when chosen, choosing it again clears it. */
function SingleChoice({ label, count, chosen, onToggle }: { label: string; count: number | undefined; chosen: boolean; onToggle: () => void }) {
  const disabled = count === 0 && !chosen;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onToggle}
      className="flex min-h-9 w-full items-center gap-2 rounded text-left text-sm font-medium text-slate-800 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:text-slate-500"
    >
      <span
        aria-hidden
        className={`grid h-5 w-5 shrink-0 place-items-center rounded-full border ${chosen ? 'border-brand-700' : disabled ? 'border-slate-300 bg-slate-100' : 'border-slate-400 bg-white'}`}
      >
        {chosen && <span className="h-2.5 w-2.5 rounded-full bg-brand-700" />}
      </span>
      <span>
        {label} <FacetCount count={count} />
      </span>
    </button>
  );
}

/** The values of a several-choice facet (categories, shops), the first few until "Show all". */
function ManyChoices<T extends string | number>({
  name,
  values,
  chosen,
  onChange,
}: {
  name: string;
  values: ReadonlyArray<{ value: T; label: string; count: number | undefined }>;
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const [all, setAll] = useState(false);
  // The chosen values stay in view however far down the list they are.
  const shown = all ? values : values.filter((v, i) => i < SHOWN_VALUES || chosen.includes(v.value));
  return (
    <>
      <ul className="space-y-0.5">
        {shown.map((v) => (
          <li key={v.value}>
            <FilterCheckbox
              label={v.label}
              count={v.count}
              checked={chosen.includes(v.value)}
              disabled={v.count === 0 && !chosen.includes(v.value)}
              onChange={() => onChange(toggleValue(chosen, v.value))}
            />
          </li>
        ))}
      </ul>
      {shown.length < values.length && (
        <button type="button" onClick={() => setAll(true)} className="mt-1 rounded text-sm font-medium text-brand-700 hover:underline">
          Show all {values.length} {name}
        </button>
      )}
    </>
  );
}

/**
 * The facets beside the search and category results (issue 29, docs/decisions/0061-discovery.md):
 * category (the search page's), price ranges with the price slider, rating, shop, On Sale and In
 * Stock, each value with the number of results choosing it would give (the server's counts, which
 * follow the other chosen filters). Several categories or shops at once; one price range and one
 * rating, choosing it again clears it. A value no result has is disabled unless chosen. Without
 * counts (still loading, or failed) every value can be chosen.
 */
export function FacetsPanel<F extends FacetFilters>({
  filters,
  facets,
  names,
  onChange,
}: {
  filters: F;
  facets: SearchFacetsDto | undefined;
  /** names of chosen categories and shops the facets do not list */
  names: FacetNames;
  onChange: (next: F) => void;
}) {
  // The slider moves locally while dragged; the URL (and the fetch) follows when it is released.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const bucket = chosenBucket(filters);

  // A chosen value the facets do not list has no result now (0), or no count yet.
  const missing = facets ? 0 : undefined;
  const categories = [
    ...(facets?.categories ?? []).map((c) => ({ value: c.id, label: c.name, count: c.count as number | undefined })),
    ...(filters.category ?? [])
      .filter((id) => !facets?.categories.some((c) => c.id === id))
      .map((id) => ({ value: id, label: categoryName(id, names), count: missing })),
  ];
  const shops = [
    ...(facets?.shops ?? []).map((s) => ({ value: s.slug, label: s.shopName, count: s.count as number | undefined })),
    ...filters.shop
      .filter((slug) => !facets?.shops.some((s) => s.slug === slug))
      .map((slug) => ({ value: slug, label: shopName(slug, names), count: missing })),
  ];

  return (
    <div className="space-y-5">
      {filters.category && categories.length > 0 && (
        <Facet legend="Category">
          <ManyChoices name="categories" values={categories} chosen={filters.category} onChange={(category) => onChange({ ...filters, category })} />
        </Facet>
      )}
      <Facet legend="Price">
        <div className="space-y-0.5">
          {PRICE_BUCKETS.map((b) => (
            <SingleChoice
              key={b.min}
              label={priceBucketLabel(b)}
              count={facets?.priceRanges.find((r) => r.min === b.min)?.count}
              chosen={bucket?.min === b.min}
              onToggle={() => onChange(toggleBucket(filters, b))}
            />
          ))}
        </div>
        <div className="mt-4">
          <PriceSlider
            min={0}
            max={CATEGORY_PRICE_MAX}
            step={CATEGORY_PRICE_STEP}
            value={dragged ?? [filters.minPrice, filters.maxPrice]}
            onChange={setDragged}
            onCommit={([minPrice, maxPrice]) => {
              setDragged(null);
              onChange({ ...filters, minPrice, maxPrice });
            }}
            openEnded
          />
        </div>
      </Facet>
      <Facet legend="Rating">
        <div className="space-y-0.5">
          {RATING_STEPS.map((atLeast) => (
            <SingleChoice
              key={atLeast}
              label={ratingLabel(atLeast)}
              count={facets?.ratings.find((r) => r.atLeast === atLeast)?.count}
              chosen={filters.minRating === atLeast}
              onToggle={() => onChange({ ...filters, minRating: toggleRating(filters.minRating, atLeast) })}
            />
          ))}
        </div>
      </Facet>
      {shops.length > 0 && (
        <Facet legend="Shop">
          <ManyChoices name="shops" values={shops} chosen={filters.shop} onChange={(shop) => onChange({ ...filters, shop })} />
        </Facet>
      )}
      <Facet legend="Availability">
        <FilterCheckbox
          label="On Sale"
          count={facets?.onSale}
          checked={filters.onSale}
          disabled={facets?.onSale === 0 && !filters.onSale}
          onChange={(onSale) => onChange({ ...filters, onSale })}
        />
        <FilterCheckbox
          label="In Stock"
          count={facets?.inStock}
          checked={filters.inStock}
          disabled={facets?.inStock === 0 && !filters.inStock}
          onChange={(inStock) => onChange({ ...filters, inStock })}
        />
      </Facet>
    </div>
  );
}
