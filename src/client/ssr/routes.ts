// The public storefront pages the server renders (docs/decisions/0029): for each, the modules its
// first paint needs (preloaded with the HTML) and the queries its first render reads, asked before
// rendering with the same query options the page uses. Any other path (a signed-in page) is
// rendered in the browser alone.
import type { QueryClient } from '@tanstack/react-query';
import {
  categoriesQuery,
  categoryProductPagesQuery,
  categoryQuery,
  dealOfTheDayQuery,
  productPagesQuery,
  productQuery,
  productsQuery,
  relatedProductsQuery,
  searchPagesQuery,
} from '#client/features/catalogue/api.ts';
import { categoryApiParams, readCategoryFilters, readListFilters, readSearchFilters, searchApiParams } from '#client/features/catalogue/list-rules.ts';
import { ApiError } from '#client/lib/api.ts';
import type { ProductList } from '#shared/catalogue.ts';
import { parseRouteId } from '#shared/route-id.ts';

export interface SsrRoute {
  /** the route's own module and the chunks its first paint loads, as paths from the project root */
  modules: string[];
  /** asks the page's queries; failures stay in the cache as the page's error states */
  prefetch(queryClient: QueryClient, params: Record<string, string>, search: URLSearchParams): Promise<unknown>;
  /** whether the page shows its not-found state (answered with a 404), once its queries are in */
  notFound?(queryClient: QueryClient, params: Record<string, string>): boolean;
}

const is404 = (queryClient: QueryClient, queryKey: readonly unknown[]) => {
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404;
};

const page = (file: string) => `src/client/features/${file}`;
const none = async () => undefined;

function listRoute(list: ProductList): SsrRoute {
  return {
    modules: [page('catalogue/pages/list-page.tsx')],
    prefetch: (qc, _params, search) => {
      // As list-page.tsx asks them: the highest price (the slider's bound) and the first page.
      const filters = readListFilters(search);
      return Promise.all([
        qc.prefetchQuery(productsQuery({ list, sort: 'price-desc', limit: 1 })),
        qc.prefetchInfiniteQuery(
          productPagesQuery({
            list,
            minPrice: filters.minPrice > 0 ? filters.minPrice : undefined,
            maxPrice: filters.maxPrice ?? undefined,
            minRating: filters.minRating ?? undefined,
          }),
        ),
      ]);
    },
  };
}

/** Path patterns (the router's ':param' syntax, matched case-sensitively) and their pages. */
export const SSR_ROUTES: Array<[string, SsrRoute]> = [
  [
    '/',
    {
      // The deal's block holds the page's largest picture: its chunk comes with the page's.
      modules: [page('home/pages/home-page.tsx'), page('home/components/deal-of-the-day.tsx')],
      prefetch: (qc) => qc.prefetchQuery(dealOfTheDayQuery),
    },
  ],
  [
    '/product/:id',
    {
      modules: [page('product/pages/product-page.tsx')],
      prefetch: async (qc, { id }) => {
        const productId = parseRouteId(id);
        if (productId === null) return;
        await Promise.all([qc.prefetchQuery(productQuery(productId)), qc.prefetchQuery(relatedProductsQuery(productId))]);
      },
      notFound: (qc, { id }) => {
        const productId = parseRouteId(id);
        return productId === null || is404(qc, productQuery(productId).queryKey);
      },
    },
  ],
  [
    '/category/:id',
    {
      modules: [page('catalogue/pages/category-page.tsx')],
      prefetch: async (qc, { id }, search) => {
        const categoryId = parseRouteId(id);
        if (categoryId === null) return;
        // The page asks for the products once the category is known to exist.
        await qc.prefetchQuery(categoryQuery(categoryId));
        if (qc.getQueryState(categoryQuery(categoryId).queryKey)?.status !== 'success') return;
        await qc.prefetchInfiniteQuery(categoryProductPagesQuery(categoryId, categoryApiParams(readCategoryFilters(search))));
      },
      notFound: (qc, { id }) => {
        const categoryId = parseRouteId(id);
        return categoryId === null || is404(qc, categoryQuery(categoryId).queryKey);
      },
    },
  ],
  ['/categories', { modules: [page('catalogue/pages/categories-page.tsx')], prefetch: (qc) => qc.prefetchQuery(categoriesQuery) }],
  ['/deals', listRoute('deals')],
  ['/bestsellers', listRoute('bestsellers')],
  ['/new-arrivals', listRoute('new-arrivals')],
  [
    '/search',
    {
      modules: [page('catalogue/pages/search-page.tsx')],
      prefetch: async (qc, _params, search) => {
        const q = (search.get('q') ?? '').trim();
        if (q) await qc.prefetchInfiniteQuery(searchPagesQuery(q, searchApiParams(readSearchFilters(search))));
      },
    },
  ],
  ['/help', { modules: [page('help/pages/help-page.tsx')], prefetch: none }],
  ['/returns-policy', { modules: [page('help/pages/returns-policy-page.tsx')], prefetch: none }],
  ['/shipping', { modules: [page('help/pages/shipping-page.tsx')], prefetch: none }],
  ['/about', { modules: [page('help/pages/about-page.tsx')], prefetch: none }],
  ['/terms', { modules: [page('help/pages/terms-page.tsx')], prefetch: none }],
  ['/privacy', { modules: [page('help/pages/privacy-page.tsx')], prefetch: none }],
  ['/accessibility', { modules: [page('help/pages/accessibility-page.tsx')], prefetch: none }],
  ['/cookies', { modules: [page('help/pages/cookies-page.tsx')], prefetch: none }],
  ['/seller-terms', { modules: [page('help/pages/seller-terms-page.tsx')], prefetch: none }],
  ['/contact', { modules: [page('contact/pages/contact-page.tsx')], prefetch: none }],
  ['/tracking', { modules: [page('tracking/pages/tracking-page.tsx')], prefetch: none }],
];

/** The server-rendered route of a path and its params, or null. */
export function matchSsrRoute(pathname: string): { route: SsrRoute; params: Record<string, string> } | null {
  const have = pathname.split('/').filter(Boolean);
  for (const [pattern, route] of SSR_ROUTES) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== have.length) continue;
    const params: Record<string, string> = {};
    const matches = want.every((segment, i) => {
      if (!segment.startsWith(':')) return segment === have[i];
      try {
        params[segment.slice(1)] = decodeURIComponent(have[i]!);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}
