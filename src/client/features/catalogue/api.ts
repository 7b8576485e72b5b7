import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { TOTAL_COUNT_HEADER, type CategoryDto, type ProductDto, type ProductList, type ProductSort } from '#shared/catalogue.ts';

/** Filters, sort and page of a product list, as query parameters of the list endpoints. */
export interface ProductListParams {
  category?: number;
  list?: ProductList;
  onSale?: boolean;
  isNew?: boolean;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

export interface ProductPage {
  items: ProductDto[];
  /** all matches, from the X-Total-Count header */
  total: number;
}

function toSearch(params: object): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

async function fetchPage(path: string, params: object): Promise<ProductPage> {
  const res = await apiRequest('GET', `${path}${toSearch(params)}`);
  const items = (await res.json()) as ProductDto[];
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

async function fetchJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

// Query keys start with the URL path (CONVENTIONS.md habit 5), so invalidating ['/api/products']
// refreshes every product list and product after a change.

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['/api/products', params],
    queryFn: () => fetchPage('/api/products', params),
    placeholderData: keepPreviousData,
  });

/** The product page always asks the server afresh (spec 000 section 7: not cached). */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/products', id],
    queryFn: () => fetchJson<ProductDto>(`/api/products/${id}`),
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

export const categoryProductsQuery = (id: number, params: Omit<ProductListParams, 'category'> = {}) =>
  queryOptions({
    queryKey: ['/api/categories', id, 'products', params],
    queryFn: () => fetchPage(`/api/categories/${id}/products`, params),
    placeholderData: keepPreviousData,
  });

export const searchQuery = (q: string, params: { limit?: number; offset?: number } = {}) =>
  queryOptions({
    queryKey: ['/api/search', { q, ...params }],
    queryFn: () => fetchPage('/api/search', { q, ...params }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
