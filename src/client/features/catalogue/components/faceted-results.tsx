import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { SearchFacetsDto } from '#shared/discovery.ts';
import { searchTotalLabel } from '#shared/search-results.ts';
import { filterChips, withoutFilters, type FacetFilters, type FacetNames } from '../facet-rules.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FacetsPanel } from './facets-panel.tsx';
import { FilterSelect } from './filter-controls.tsx';

// The drawer (Radix Dialog) is for phones only: its code loads when the Filters button is first reached for.
const loadDrawer = () => import('./filter-drawer.tsx');
const FilterDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();

/** "Show 12 results" on the drawer's button; while the results load, no figure. */
export const showResultsLabel = (total: number | null) =>
  total === null ? 'Show results' : `Show ${searchTotalLabel(total)} ${total === 1 ? 'result' : 'results'}`;

/**
 * The search and category results with their facets (issue 29, docs/decisions/0061-discovery.md):
 * the facets in a column on the left from 1024 px, in a drawer behind a "Filters" button below it;
 * above the results the sort and the chosen values as chips. `children` are the results.
 */
export function FacetedResults<F extends FacetFilters>({
  filters,
  sorts,
  facets,
  names,
  total,
  summary,
  showFacets = true,
  onChange,
  children,
}: {
  filters: F;
  sorts: ReadonlyArray<{ value: F['sort']; label: string }>;
  facets: SearchFacetsDto | undefined;
  names: FacetNames;
  /** the results' total, null while they load */
  total: number | null;
  /** the count line, left of the sort */
  summary?: ReactNode;
  /** false when there is nothing to narrow (no result and no filter chosen): the results alone */
  showFacets?: boolean;
  onChange: (next: F) => void;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing plays Radix's own close and gives the focus back.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const sortSelect = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const chosen = filterChips(filters, names).length;
  if (!showFacets) return children;
  const panel = <FacetsPanel filters={filters} facets={facets} names={names} onChange={onChange} />;

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside aria-labelledby={headingId} className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:block">
        <h2 id={headingId} className="mb-4 text-base font-bold text-slate-900">
          Filters
        </h2>
        {panel}
      </aside>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <button
              ref={filtersButton}
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:border-slate-400 hover:bg-slate-50 lg:hidden"
            >
              <SlidersHorizontal className="h-4 w-4" aria-hidden />
              Filters{' '}
              {chosen > 0 && (
                <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs text-white">
                  {chosen} <span className="sr-only">chosen</span>
                </span>
              )}
            </button>
            {summary}
          </div>
          <div ref={sortSelect}>
            <FilterSelect label="Sort by" value={filters.sort} options={sorts} onChange={(sort) => onChange({ ...filters, sort })} />
          </div>
        </div>
        <ActiveFilters filters={filters} names={names} onChange={onChange} fallback={() => sortSelect.current?.querySelector('select') ?? null} />
        {children}
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocus={filtersButton}
            showLabel={showResultsLabel(total)}
            footer={
              chosen > 0 ? (
                <button
                  type="button"
                  onClick={() => onChange(withoutFilters(filters))}
                  className="h-10 rounded px-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Clear all
                </button>
              ) : undefined
            }
          >
            {panel}
          </FilterDrawer>
        </Suspense>
      )}
    </div>
  );
}
