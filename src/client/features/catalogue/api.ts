import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, serverMessage } from '#client/lib/api.ts';
import { retryIdempotent } from '#client/lib/query-client.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth, useLoginRequiredToast } from '#client/features/auth/api.ts';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_CORRECTED_HEADER,
  TOTAL_COUNT_HEADER,
  type CategoryDto,
  type ProductDetailDto,
  type ProductDto,
  type ProductListFilters,
  type ProductPage,
  type SearchSort,
} from '#shared/catalogue.ts';
import type { SearchFacetsDto } from '#shared/discovery.ts';

type ProductListParams = ProductListFilters;

function toSearch(params: object): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** A page of a list; a search's also names the query it read when it forgave a typo (decision 0046). */
async function fetchPage(path: string, params: object): Promise<ProductPage & { corrected?: string }> {
  const res = await apiRequest('GET', `${path}${toSearch(params)}`);
  const items = (await res.json()) as ProductDto[];
  const corrected = res.headers.get(SEARCH_CORRECTED_HEADER);
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length), ...(corrected ? { corrected } : {}) };
}

async function fetchJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

// Query keys start with the URL path (docs/architecture.md §9 habit 5), so invalidating ['/api/products']
// refreshes every product list and product after a change.

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['/api/products', params],
    queryFn: () => fetchPage('/api/products', params),
    placeholderData: keepPreviousData,
  });

/** The product page always asks the server afresh (docs/product.md A7: not cached). */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/products', id],
    queryFn: () => fetchJson<ProductDetailDto>(`/api/products/${id}`),
    staleTime: 0,
  });

export const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/products', id, 'related'],
    queryFn: () => fetchJson<ProductDto[]>(`/api/products/${id}/related`),
  });

export const dealOfTheDayQuery = queryOptions({
  queryKey: ['/api/products/deal-of-the-day'],
  queryFn: () => fetchJson<ProductDto>('/api/products/deal-of-the-day'),
  retry: false,
});

export const categoriesQuery = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: () => fetchJson<CategoryDto[]>('/api/categories'),
  staleTime: 30 * 60_000,
});

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/categories', id],
    queryFn: () => fetchJson<CategoryDto>(`/api/categories/${id}`),
  });

// Paged lists for the browsing screens: each "Load more" asks the server for the next page.

type PageFilters = Omit<ProductListParams, 'limit' | 'offset'>;

const nextOffset = (last: ProductPage, pages: ProductPage[]): number | undefined => {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

/** A product list read a page at a time from `path` (a shop's page asks its list with it too). */
export const pagedQuery = (queryKey: readonly unknown[], path: string, params: object) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(path, { ...params, limit: DEFAULT_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });

export const productPagesQuery = (params: PageFilters = {}) => pagedQuery(['/api/products', params, 'pages'], '/api/products', params);

export const categoryProductPagesQuery = (id: number, params: Omit<PageFilters, 'category'> = {}) =>
  pagedQuery(['/api/categories', id, 'products', params, 'pages'], `/api/categories/${id}/products`, params);

/** A search's filters: the lists', and `exact` to take the words as typed (decision 0061). */
type SearchFilterParams = Omit<PageFilters, 'list' | 'sort' | 'ids' | 'isNew'> & { exact?: boolean };

/** Search pages: the words and the lists' filters and sorts (searchApiParams of list-rules.ts). */
export const searchPagesQuery = (q: string, params: SearchFilterParams & { sort?: SearchSort } = {}) => ({
  ...pagedQuery(['/api/search', { q, ...params }, 'pages'], '/api/search', { q, ...params }),
  enabled: q.trim().length > 0,
});

/**
 * The facets with counts beside a search's results, or without `q` a category's (decision 0061):
 * asked with the results' filters, not their sort, so a new sort keeps the counts shown.
 */
export const searchFacetsQuery = (params: SearchFilterParams & { q?: string }) =>
  queryOptions({
    queryKey: ['/api/search/facets', params],
    queryFn: () => fetchJson<SearchFacetsDto>(`/api/search/facets${toSearch(params)}`),
    placeholderData: keepPreviousData,
  });

/** Items and total of a paged list, flattened. */
export function flattenPages(data: { pages: ProductPage[] } | undefined): { items: ProductDto[]; total: number } {
  const pages = data?.pages ?? [];
  return { items: pages.flatMap((p) => p.items), total: pages.at(-1)?.total ?? 0 };
}

/** Every cached product list: the products, category and search lists. */
const PRODUCT_LIST_ROOTS = ['/api/products', '/api/categories', '/api/search'];

/** The administrator's card Delete (docs/product.md A8 toasts); the server checks the role. */
export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiJson<unknown>('DELETE', `/api/products/${productId}`),
    retry: retryIdempotent,
    onSuccess: () => {
      for (const root of PRODUCT_LIST_ROOTS) void qc.invalidateQueries({ queryKey: [root] });
      toast({ title: 'Product Deleted' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete product', variant: 'destructive' }),
  });
}

/**
 * Add to Cart on the deals, best-seller and new-arrival cards (docs/product.md B5 and B8): quantity
 * always 1, their own login and failure messages.
 */
export function useListCardCart() {
  const { user } = useAuth();
  const loginRequired = useLoginRequiredToast();
  const qc = useQueryClient();
  const mutation = useMutation({
    // Never retried: a lost answer to a POST that went through would add the item twice.
    mutationFn: (productId: number) => apiJson<unknown>('POST', '/api/cart', { productId, quantity: 1 }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['/api/cart'] });
      toast({ title: 'Added to Cart' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to add to cart. Please try again.'),
        variant: 'destructive',
      }),
  });
  const add = (productId: number) => {
    if (!user) return loginRequired('Sign in required');
    mutation.mutate(productId);
  };
  return { add, pending: mutation.isPending };
}

/**
 * The heart on list cards: it starts off on each card and is not loaded from the server
 * (docs/product.md B4); a change still goes to the server and refreshes the header's heart.
 */
export function useListCardWishlist() {
  const { user } = useAuth();
  const loginRequired = useLoginRequiredToast();
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ productId, add }: { productId: number; add: boolean }) =>
      add ? apiJson<unknown>('POST', '/api/wishlist', { productId }) : apiJson<unknown>('DELETE', `/api/wishlist/${productId}`),
    // Both keep the wishlist as asked however often they are sent.
    retry: retryIdempotent,
    onSuccess: (_data, { add }) => {
      void qc.invalidateQueries({ queryKey: ['/api/wishlist'] });
      toast({ title: add ? 'Added to Wishlist' : 'Removed from Wishlist' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to update wishlist. Please try again.'),
        variant: 'destructive',
      }),
  });
  /** Sends the change; `onDone(true)` when it went through. */
  const toggle = (productId: number, add: boolean, onDone: (ok: boolean) => void) => {
    if (!user) return loginRequired('Sign in required');
    mutation.mutate({ productId, add }, { onSuccess: () => onDone(true), onError: () => onDone(false) });
  };
  return { toggle, pending: mutation.isPending };
}
