import { Link, useSearchParams } from '#client/lib/router.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import type { PageData } from '#client/ssr/page-data.ts';
import { flattenPages, searchPagesQuery } from '../api.ts';
import { FilterBar, useShopOptions } from '../components/filter-bar.tsx';
import { readSearchFilters, SEARCH_SORT_OPTIONS, searchApiParams, writeSearchFilters, type SearchFilters } from '../list-rules.ts';
import { shopCard } from '../shop-product-card.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { LoadError } from '../components/load-error.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { isCappedTotal, searchTotalLabel } from '#shared/search-results.ts';

function EmptyResults({ q }: { q: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="h-7 w-7" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{q ? `No products found for "${q}"` : 'Type something to search for'}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {q ? 'Check the spelling, try a more general word, or browse the categories.' : 'Use the search box above to find American-made products.'}
      </p>
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

/** What the server asks before rendering the page (decision 0051): the first page of results for the words. */
export const pageData: PageData = {
  prefetch: async (queryClient, { search }) => {
    const q = (search.get('q') ?? '').trim();
    if (q) await queryClient.prefetchInfiniteQuery(searchPagesQuery(q, searchApiParams(readSearchFilters(search))));
  },
};

/**
 * /search?q=: ranked results from GET /api/search, paged on the server, with the category page's
 * filters and sorts in the URL beside the words.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const filters = readSearchFilters(params);
  const results = useInfiniteQuery(searchPagesQuery(q, searchApiParams(filters)));
  const { items, total } = flattenPages(results.data);
  const shops = useShopOptions(items, filters.shop);
  const corrected = results.data?.pages[0]?.corrected;
  const setFilters = (next: SearchFilters) => setParams(writeSearchFilters(q, next), { replace: true, preventScrollReset: true });
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
        {q && corrected && !results.isPlaceholderData && (
          <p className="mt-1 text-slate-700">
            Showing results for <strong className="font-semibold text-slate-900">{corrected}</strong>
          </p>
        )}
      </header>
      {q && <FilterBar filters={filters} sorts={SEARCH_SORT_OPTIONS} shops={shops} onChange={setFilters} />}

      {!q ? (
        <EmptyResults q="" />
      ) : results.isError ? (
        <LoadError onRetry={() => void results.refetch()}>Error loading search results. Please try again.</LoadError>
      ) : (
        <>
          <div className={`mt-6 ${results.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}>
            <ProductGrid
              products={items}
              loading={results.isPending}
              label={`Results for ${q}`}
              priorityCount={FIRST_ROW_ON_PHONES}
              renderCard={shopCard}
              empty={<EmptyResults q={q} />}
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
    </div>
  );
}
