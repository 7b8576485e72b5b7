import { Link, useSearchParams } from '#client/app/router.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { flattenPages, searchPagesQuery } from '../api.ts';
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
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {q ? `No products found for "${q}"` : 'Type something to search for'}
      </p>
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

/** /search?q=: ranked results from GET /api/search, paged on the server. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const results = useInfiniteQuery(searchPagesQuery(q));
  const { items, total } = flattenPages(results.data);
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
      </header>

      {!q ? (
        <EmptyResults q="" />
      ) : results.isError ? (
        <LoadError onRetry={() => void results.refetch()}>Error loading search results. Please try again.</LoadError>
      ) : (
        <>
          <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
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
