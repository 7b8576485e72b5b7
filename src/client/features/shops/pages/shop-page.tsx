import { Link, useParams, useSearchParams } from '#client/lib/router.tsx';
import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { SlidersHorizontal, Store } from 'lucide-react';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { flattenPages } from '#client/features/catalogue/api.ts';
import { CATEGORY_SORTS, categoryApiParams, readCategoryFilters, writeCategoryFilters, type CategoryFilters } from '#client/features/catalogue/list-rules.ts';
import { FilterBar, LoadError, LoadMore, NoFilterMatches } from '#client/features/catalogue/list-tools.ts';
import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';
import { shopReviewsQuery } from '#client/features/shop-reviews/api.ts';
import { ShopReviewsSection } from '#client/features/shop-reviews/shop-reviews-section.tsx';
import { ApiError } from '#client/lib/api.ts';
import { JsonLd, useSeo } from '#client/lib/seo.tsx';
import { is404, type PageData } from '#client/ssr/page-data.ts';
import { notFoundHead } from '#shared/not-found-head.ts';
import type { ProductPage } from '#shared/catalogue.ts';
import type { ShopDto } from '#shared/schemas/shops.ts';
import { shopProductPagesQuery, shopQuery } from '../api.ts';
import { ShopHeader } from '../components/shop-header.tsx';
import { shopHead, shopOrganization, shopPath } from '../shop-head.ts';

/** A shop's list takes the category page's filters; the shop is the page's own. */
const readFilters = (search: URLSearchParams): CategoryFilters => ({ ...readCategoryFilters(search), shop: [] });
const apiParams = (filters: CategoryFilters) => {
  const { shop: _shop, ...params } = categoryApiParams(filters);
  return params;
};

/**
 * What the server asks before rendering the page (decision 0051): the shop, then, once it is known to
 * exist, its first page of products with the URL's filters and its first reviews.
 */
export const pageData: PageData = {
  prefetch: async (queryClient, { params, search }) => {
    const slug = params.slug ?? '';
    await queryClient.prefetchQuery(shopQuery(slug));
    if (queryClient.getQueryState(shopQuery(slug).queryKey)?.status !== 'success') return;
    await Promise.all([
      queryClient.prefetchInfiniteQuery(shopProductPagesQuery(slug, apiParams(readFilters(search)))),
      queryClient.prefetchInfiniteQuery(shopReviewsQuery(slug)),
    ]);
  },
  notFound: (queryClient, { params }) => is404(queryClient, shopQuery(params.slug ?? '').queryKey),
};

function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Store className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-slate-900">Shop Not Found</h1>
      <p className="mt-2 text-slate-600">The shop you're looking for doesn't exist or has closed.</p>
      <Link to="/categories" className={buttonClass({ variant: 'brand', className: 'mt-6' })}>
        Browse all categories
      </Link>
    </div>
  );
}

function HeaderSkeleton() {
  return (
    <div aria-hidden className="animate-pulse">
      <div className="h-28 rounded-2xl bg-slate-200 sm:h-44 lg:h-56" />
      <div className="mt-4 h-9 w-64 max-w-full rounded bg-slate-200" />
      <div className="mt-2 h-4 w-96 max-w-full rounded bg-slate-200" />
    </div>
  );
}

type ProductPages = UseInfiniteQueryResult<InfiniteData<ProductPage>>;

/** The shop's listings: the category page's filters and sort (in the URL), the grid and Load more. */
function ShopProducts({ shop, filters, products }: { shop: ShopDto; filters: CategoryFilters; products: ProductPages }) {
  const [, setSearchParams] = useSearchParams();
  const { items, total } = flattenPages(products.data);
  const setFilters = (next: CategoryFilters) => setSearchParams(writeCategoryFilters({ ...next, shop: [] }), { replace: true, preventScrollReset: true });

  if (shop.productCount === 0) {
    return (
      <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="font-semibold text-slate-900">This shop has no listings yet.</p>
      </div>
    );
  }
  return (
    <>
      <div className="mt-4">
        <FilterBar filters={filters} sorts={CATEGORY_SORTS} onChange={setFilters} />
      </div>
      {products.isError ? (
        <LoadError onRetry={() => void products.refetch()} className="mt-6">
          We couldn't load this shop's products.
        </LoadError>
      ) : (
        <>
          <p className="mt-6 mb-4 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            {products.isSuccess ? `${total} ${total === 1 ? 'product' : 'products'}` : 'Loading products…'}
          </p>
          <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <ProductGrid
              products={items}
              loading={products.isPending}
              renderCard={shopCard}
              priorityCount={FIRST_ROW_ON_PHONES}
              label={`${shop.shopName} products`}
              empty={<NoFilterMatches />}
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
    </>
  );
}

/**
 * /shop/{slug} (issue 26, docs/decisions/0054-shops.md): the shop's header and story, its products
 * with the category page's filters and sort, and its reviews.
 */
export default function ShopPage() {
  const slug = useParams().slug ?? '';
  const shop = useQuery(shopQuery(slug));
  const [searchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const products = useInfiniteQuery({ ...shopProductPagesQuery(slug, apiParams(filters)), enabled: shop.isSuccess });

  const notFound = shop.error instanceof ApiError && shop.error.status === 404;
  // The head crawlers read (decision 0051); the first product's picture stands in for a shop without one.
  const firstProducts = products.data?.pages[0]?.items ?? [];
  useSeo(notFound ? notFoundHead('Shop') : shop.data ? shopHead(shop.data, firstProducts) : { title: 'Shop', path: shopPath(slug) });

  if (notFound) return <NotFound />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {shop.data && <JsonLd data={(origin: string) => shopOrganization(shop.data, origin)} />}
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: shop.data?.shopName ?? 'Shop' }]} />
      <div className="mt-4">
        {shop.isError ? (
          <LoadError onRetry={() => void shop.refetch()}>We couldn't load this shop.</LoadError>
        ) : shop.data ? (
          <ShopHeader shop={shop.data} />
        ) : (
          <HeaderSkeleton />
        )}
      </div>
      {shop.data && (
        <>
          <section aria-labelledby="shop-products-title" className="mt-10">
            <h2 id="shop-products-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              Products from {shop.data.shopName}
            </h2>
            <ShopProducts shop={shop.data} filters={filters} products={products} />
          </section>
          <div className="mt-12">
            <ShopReviewsSection slug={shop.data.slug} sellerId={shop.data.id} />
          </div>
        </>
      )}
    </div>
  );
}
