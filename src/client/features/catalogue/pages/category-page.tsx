import { Link, useNavigate, useParams, useSearchParams } from '#client/lib/router.tsx';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FolderX } from 'lucide-react';
import { FIRST_ROW_ON_PHONES, ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { JsonLd, useSeo } from '#client/lib/seo.tsx';
import { is404, type PageData } from '#client/ssr/page-data.ts';
import { notFoundHead } from '#shared/not-found-head.ts';
import { parseRouteId } from '#shared/route-id.ts';
import { categoryProductPagesQuery, categoryQuery, flattenPages, searchFacetsQuery } from '../api.ts';
import { categoryBreadcrumbs, categoryCollection, categoryHead } from '../category-head.ts';
import { shopCard } from '../shop-product-card.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { CategoryIcon } from '../components/category-icon.tsx';
import { FacetedResults } from '../components/faceted-results.tsx';
import { LoadError } from '../components/load-error.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { NoFilterMatches } from '../components/no-filter-matches.tsx';
import {
  addressQuery,
  CATEGORY_SORTS,
  categoryApiParams,
  categoryFilterParams,
  readCategoryFilters,
  writeCategoryFilters,
  type CategoryFilters,
} from '../list-rules.ts';

function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-slate-100 text-slate-500">
        <FolderX className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-slate-900">Category Not Found</h1>
      <p className="mt-2 text-slate-600">The category you're looking for doesn't exist or has been removed.</p>
      <Link to="/categories" className={buttonClass({ variant: 'brand', className: 'mt-6' })}>
        Browse all categories
      </Link>
    </div>
  );
}

/** A category's facets (decision 0061): the list's, without words, with its filters and not its sort. */
const facetsFor = (id: number, filters: CategoryFilters) => searchFacetsQuery({ category: [id], ...categoryFilterParams(filters) });

/**
 * What the server asks before rendering the page (decision 0051): the category, then, once it is
 * known to exist, its first page with the URL's filters and its facets, side by side.
 */
export const pageData: PageData = {
  prefetch: async (queryClient, { params, search }) => {
    const id = parseRouteId(params.id);
    if (id === null) return;
    await queryClient.prefetchQuery(categoryQuery(id));
    if (queryClient.getQueryState(categoryQuery(id).queryKey)?.status !== 'success') return;
    const filters = readCategoryFilters(search);
    await Promise.all([
      queryClient.prefetchInfiniteQuery(categoryProductPagesQuery(id, categoryApiParams(filters))),
      queryClient.prefetchQuery(facetsFor(id, filters)),
    ]);
  },
  notFound: (queryClient, { params }) => {
    const id = parseRouteId(params.id);
    return id === null || is404(queryClient, categoryQuery(id).queryKey);
  },
};

/** /category/{id}: breadcrumb, header, facets with counts, sort and chosen filters (in the URL), and the server-filtered, paged grid. */
export default function CategoryPage() {
  const { id: rawId } = useParams();
  const parsed = parseRouteId(rawId);
  const id = parsed ?? 0;
  const validId = parsed !== null;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readCategoryFilters(searchParams);

  const category = useQuery({ ...categoryQuery(id), enabled: validId });
  const products = useInfiniteQuery({
    ...categoryProductPagesQuery(id, categoryApiParams(filters)),
    enabled: validId && category.isSuccess,
  });
  const facets = useQuery({ ...facetsFor(id, filters), enabled: validId && category.isSuccess });
  const { items, total } = flattenPages(products.data);

  const notFound = !validId || (category.error instanceof ApiError && category.error.status === 404);
  // The head crawlers read (decision 0051), with the products the page shows first.
  const firstProducts = products.data?.pages[0]?.items ?? [];
  useSeo(notFound ? notFoundHead('Category') : category.data ? categoryHead(category.data, firstProducts) : { title: 'Category', path: `/category/${rawId}` });

  if (notFound) return <NotFound />;

  const setFilters = (next: CategoryFilters) => navigate(addressQuery(writeCategoryFilters(next)), { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {category.data && (
        <>
          <JsonLd data={(origin: string) => categoryCollection(category.data, firstProducts, origin)} />
          <JsonLd data={(origin: string) => categoryBreadcrumbs(category.data, origin)} />
        </>
      )}
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories', to: '/categories' }, { label: category.data?.name ?? '…' }]} />

      {category.isError ? (
        <LoadError onRetry={() => void category.refetch()} className="mt-8">
          We couldn't load this category.
        </LoadError>
      ) : (
        <>
          <header className="mt-4 mb-6 flex items-start gap-4">
            <span className="hidden h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:grid">
              {category.data && <CategoryIcon icon={category.data.icon} className="h-7 w-7" />}
            </span>
            <div className="min-w-0">
              {category.data ? (
                <>
                  <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{category.data.name}</h1>
                  <p className="mt-1 max-w-3xl text-slate-600">{category.data.description}</p>
                </>
              ) : (
                <div aria-hidden className="animate-pulse">
                  <div className="h-9 w-64 rounded bg-slate-200" />
                  <div className="mt-2 h-4 w-96 max-w-full rounded bg-slate-200" />
                </div>
              )}
            </div>
          </header>

          <FacetedResults
            filters={filters}
            sorts={CATEGORY_SORTS}
            facets={facets.data}
            names={{ shops: facets.data?.shops }}
            total={products.isSuccess && !products.isPlaceholderData ? total : null}
            summary={
              !products.isError && (
                <p className="text-sm text-slate-600" aria-live="polite">
                  {products.isSuccess ? `${total} ${total === 1 ? 'product' : 'products'}` : 'Loading products…'}
                </p>
              )
            }
            onChange={setFilters}
          >
            {products.isError ? (
              <LoadError onRetry={() => void products.refetch()} className="mt-6">
                We couldn't load these products.
              </LoadError>
            ) : (
              <>
                <div className={`mt-6 ${products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}>
                  <ProductGrid
                    products={items}
                    loading={products.isPending || category.isPending}
                    positionBadges
                    renderCard={shopCard}
                    priorityCount={FIRST_ROW_ON_PHONES}
                    label={category.data ? `${category.data.name} products` : 'Products'}
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
          </FacetedResults>
        </>
      )}
    </div>
  );
}
