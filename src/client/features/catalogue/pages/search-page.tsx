import { Link, useNavigate, useSearchParams } from '#client/lib/router.tsx';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { suggestionsQuery } from '#client/features/search/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import type { PageData } from '#client/ssr/page-data.ts';
import { categoriesQuery, flattenPages, searchFacetsQuery, searchPagesQuery } from '../api.ts';
import { CloseQueries, CorrectedQuery } from '../components/did-you-mean.tsx';
import { FacetedResults } from '../components/faceted-results.tsx';
import { isFiltered } from '../facet-rules.ts';
import {
  addressQuery,
  readSearchFilters,
  SEARCH_SORT_OPTIONS,
  searchApiParams,
  searchFilterParams,
  writeSearchFilters,
  type SearchFilters,
} from '../list-rules.ts';
import { shopCard } from '../shop-product-card.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { LoadError } from '../components/load-error.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { isCappedTotal, searchTotalLabel } from '#shared/search-results.ts';

/** Nothing found, or nothing asked: with words and no filter, the close queries that have results (decision 0061). */
function EmptyResults({ q, filtered = false }: { q: string; filtered?: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="h-7 w-7" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{q ? `No products found for "${q}"` : 'Type something to search for'}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {q ? 'Check the spelling, try a more general word, or browse the categories.' : 'Use the search box above to find American-made products.'}
      </p>
      {q && !filtered && <CloseQueries q={q} />}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/categories" className={buttonClass({ variant: 'brand' })}>
          Browse categories
        </Link>
        <Link to="/deals" className={buttonClass({ variant: 'outline' })}>
          See today's deals
        </Link>
      </div>
    </div>
  );
}

/** The facets of a search: its words and filters, not its sort (the counts stay when the sort changes). */
const facetsFor = (q: string, filters: SearchFilters) => searchFacetsQuery({ q, ...searchFilterParams(filters) });

/**
 * What the server asks before rendering the page (decision 0051): the first page of results for the
 * words and their facets, side by side; when nothing is found, the close queries the page offers.
 */
export const pageData: PageData = {
  prefetch: async (queryClient, { search }) => {
    const q = (search.get('q') ?? '').trim();
    if (!q) return;
    const filters = readSearchFilters(search);
    const results = searchPagesQuery(q, searchApiParams(filters));
    await Promise.all([queryClient.prefetchInfiniteQuery(results), queryClient.prefetchQuery(facetsFor(q, filters))]);
    if (queryClient.getQueryData(results.queryKey)?.pages[0]?.total === 0 && !isFiltered(filters)) await queryClient.prefetchQuery(suggestionsQuery(q));
  },
};

/**
 * /search?q=: ranked results from GET /api/search, paged on the server, with facets and counts
 * (docs/decisions/0061-discovery.md), the sort and the filters in the URL beside the words.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const filters = readSearchFilters(params);
  const results = useInfiniteQuery(searchPagesQuery(q, searchApiParams(filters)));
  const facets = useQuery({ ...facetsFor(q, filters), enabled: q.length > 0 });
  // Every server-rendered page carries the categories: the names of chosen ones the facets do not list.
  const categories = useQuery(categoriesQuery);
  const names = { categories: [...(facets.data?.categories ?? []), ...(categories.data ?? [])], shops: facets.data?.shops };
  const { items, total } = flattenPages(results.data);
  const loaded = results.isSuccess && !results.isPlaceholderData;
  const corrected = loaded ? results.data?.pages[0]?.corrected : undefined;
  const filtered = isFiltered(filters);
  const setFilters = (next: SearchFilters) => navigate(addressQuery(writeSearchFilters(q, next)), { replace: true, preventScrollReset: true });
  const title = q ? `Search results for "${q}"` : 'Search';

  useSeo({
    title,
    description: q ? `American-made products matching "${q}" on Heartland Market.` : 'Search American-made products on Heartland Market.',
    path: q ? `/search?q=${encodeURIComponent(q)}` : '/search',
    // Result pages are endless variations: keep them out of search indexes.
    noIndex: true,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <header className="mt-4 mb-6">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {q && results.isSuccess && !results.isPlaceholderData && (
          <p className="mt-1 text-slate-600" aria-live="polite">
            {searchTotalLabel(total)} {total === 1 ? 'product' : 'products'} found
          </p>
        )}
        {q && corrected && <CorrectedQuery q={q} corrected={corrected} filters={filters} />}
      </header>

      {!q ? (
        <EmptyResults q="" />
      ) : (
        <FacetedResults
          filters={filters}
          sorts={SEARCH_SORT_OPTIONS}
          facets={facets.data}
          names={names}
          total={loaded ? total : null}
          showFacets={filtered || !loaded || total > 0}
          onChange={setFilters}
        >
          {results.isError ? (
            <LoadError onRetry={() => void results.refetch()} className="mt-6">
              Error loading search results. Please try again.
            </LoadError>
          ) : (
            <>
              <div className={`mt-6 ${results.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}>
                <ProductGrid
                  products={items}
                  loading={results.isPending}
                  label={`Results for ${q}`}
                  priorityCount={FIRST_ROW_ON_PHONES}
                  renderCard={shopCard}
                  empty={<EmptyResults q={q} filtered={filtered} />}
                />
              </div>
              <LoadMore
                shown={items.length}
                total={total}
                capped={isCappedTotal(total)}
                hasMore={results.hasNextPage}
                loading={results.isFetchingNextPage}
                onLoadMore={() => void results.fetchNextPage()}
              />
            </>
          )}
        </FacetedResults>
      )}
    </div>
  );
}
