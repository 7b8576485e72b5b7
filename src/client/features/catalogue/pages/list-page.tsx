import { useState } from 'react';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, PackageOpen, Sparkles, Tag, Trophy, type LucideIcon } from 'lucide-react';
import { FilterSidebar } from '#client/components/catalogue/filter-sidebar.tsx';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import type { PageData } from '#client/ssr/page-data.ts';
import type { ProductList } from '#shared/catalogue.ts';
import { flattenPages, productPagesQuery, productsQuery } from '../api.ts';
import { ShopProductCard } from '../shop-product-card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { FilterSelect } from '../components/filter-controls.tsx';
import { LoadMore } from '../components/load-more.tsx';
import {
  LIST_DESCRIPTIONS,
  LIST_EMPTY,
  LIST_PRICE_MIN,
  LIST_PRICE_STEP,
  LIST_SORTS,
  LIST_TITLES,
  listApiParams,
  RATING_CHIPS,
  listCountLine,
  listSliderMax,
  listUpperBound,
  readListFilters,
  toggleRating,
  writeListFilters,
  type ListFilters,
} from '../list-rules.ts';

const ICONS: Record<ProductList, LucideIcon> = { deals: Tag, bestsellers: Trophy, 'new-arrivals': Sparkles };

/** What the server asks before rendering the page (decision 0051): the highest price (the slider's bound) and the first page, as the page asks them. */
export const pageData: PageData<{ list: ProductList }> = {
  prefetch: (queryClient, { search, props: { list } }) =>
    Promise.all([
      queryClient.prefetchQuery(productsQuery({ list, sort: 'price-desc', limit: 1 })),
      queryClient.prefetchInfiniteQuery(productPagesQuery(listApiParams(list, readListFilters(search)))),
    ]),
};

/**
 * /deals, /bestsellers, /new-arrivals (docs/product.md, "Lists"): filtered, sorted (the deals,
 * decision 0046) and paged on the server, with the filters and the sort in the URL.
 */
export default function ListPage({ list }: { list: ProductList }) {
  const title = LIST_TITLES[list];
  useSeo({ title, description: LIST_DESCRIPTIONS[list], path: `/${list}` });
  const Icon = ICONS[list];

  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(searchParams);

  // The upper bound starts at the highest price among the listed products (docs/product.md B9).
  const highest = useQuery(productsQuery({ list, sort: 'price-desc', limit: 1 }));
  const upperBound = listUpperBound(highest.data?.items[0]?.price);
  const committedUpper = filters.maxPrice ?? upperBound;
  const sliderMax = listSliderMax(Math.max(upperBound, committedUpper));

  // While a thumb is dragged the range lives here; on release it goes to the URL (and the server).
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const price: [number, number] = dragged ?? [filters.minPrice, committedUpper];

  const products = useInfiniteQuery(productPagesQuery(listApiParams(list, filters)));
  const { items, total } = flattenPages(products.data);
  const sorts = LIST_SORTS[list];

  const setFilters = (next: ListFilters) => setSearchParams(writeListFilters(next), { replace: true, preventScrollReset: true });
  const filtered = filters.minPrice > 0 || filters.maxPrice !== null || filters.minRating !== null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link to="/" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <header className="mt-4 mb-6 flex items-start gap-4">
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-accent-600 text-white shadow sm:h-14 sm:w-14">
          <Icon className="h-6 w-6 sm:h-7 sm:w-7" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-1 max-w-2xl text-slate-600">{LIST_DESCRIPTIONS[list]}</p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <FilterSidebar
            price={price}
            priceMin={LIST_PRICE_MIN}
            priceMax={sliderMax}
            priceStep={LIST_PRICE_STEP}
            onPriceChange={setDragged}
            onPriceCommit={([minPrice, maxPrice]) => {
              setDragged(null);
              setFilters({ ...filters, minPrice, maxPrice: maxPrice >= upperBound ? null : maxPrice });
            }}
            minRating={filters.minRating}
            ratings={RATING_CHIPS}
            onRatingChange={(r) => setFilters({ ...filters, minRating: toggleRating(filters.minRating, r) })}
            onReset={filtered ? () => setFilters({ ...filters, minPrice: 0, maxPrice: null, minRating: null }) : undefined}
          />
        </div>

        <div className="min-w-0">
          {products.isError ? (
            <LoadError onRetry={() => void products.refetch()}>We couldn't load these products.</LoadError>
          ) : (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
                <p className="text-lg font-bold text-slate-900" aria-live="polite">
                  {products.isSuccess ? listCountLine(list, total) : <span className="text-slate-500">Loading…</span>}
                </p>
                {sorts && <FilterSelect label="Sort by" value={filters.sort} options={sorts} onChange={(sort) => setFilters({ ...filters, sort })} />}
              </div>
              <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
                <ProductGrid
                  products={items}
                  loading={products.isPending}
                  label={title}
                  priorityCount={FIRST_ROW_ON_PHONES}
                  renderCard={(card) => <ShopProductCard {...card} variant="list" showDiscount={list === 'deals'} showTopRated showStock />}
                  empty={
                    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                      <PackageOpen className="h-10 w-10 text-slate-400" aria-hidden />
                      <p className="mt-3 text-lg font-semibold text-slate-900">{LIST_EMPTY[list]}</p>
                      {filtered && <p className="mt-1 text-sm text-slate-600">Try a wider price range or a lower rating.</p>}
                    </div>
                  }
                />
              </div>
              <LoadMore
                shown={items.length}
                total={total}
                hasMore={products.hasNextPage}
                loading={products.isFetchingNextPage}
                onLoadMore={() => void products.fetchNextPage()}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
