import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { ReturnRequestDto } from '#shared/returns.ts';

export const RETURNS_PATH = '/api/returns';
export const RETURNS_PAGE_SIZE = 20;

export interface ReturnRequestPage {
  items: ReturnRequestDto[];
  total: number;
}

/**
 * GET /api/returns: the signed-in shopper's requests, newest first, a page at a time (the total in
 * X-Total-Count). A new request elsewhere refreshes it by invalidating ['/api/returns'].
 */
export const returnRequestsQuery = infiniteQueryOptions({
  queryKey: [RETURNS_PATH],
  queryFn: async ({ pageParam }): Promise<ReturnRequestPage> => {
    const res = await apiRequest('GET', `${RETURNS_PATH}?limit=${RETURNS_PAGE_SIZE}&offset=${pageParam}`);
    const items = (await res.json()) as ReturnRequestDto[];
    return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
  },
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((n, p) => n + p.items.length, 0);
    return last.items.length > 0 && loaded < last.total ? loaded : undefined;
  },
  // Sellers move requests along: as fresh as the orders list (docs/product.md B9, one minute).
  staleTime: 60_000,
});
