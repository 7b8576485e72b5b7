// The seller dashboard's queries (docs/product.md B2, B7 and B9; decision 0025). The spec's calls
// carry the seller's userId; the server checks it is an id and answers for the signed-in seller.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson, apiRequest } from '#client/lib/api.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { SalesRange, SalesSeriesDto, SellerOrderFilter, SellerStatsDto } from '#shared/seller-dashboard.ts';

export const SELLER_STATS_PATH = '/api/seller/stats';
export const SELLER_SALES_PATH = '/api/seller/sales';
export const SELLER_ORDERS_PATH = '/api/orders/seller';
export const SELLER_ORDERS_PAGE_SIZE = 10;

/**
 * docs/product.md B9's orders query: retried twice 1 s apart, fresh for 1 minute, cached 5. The
 * figures follow the orders they are made of.
 */
const ORDERS_QUERY = { retryDelay: 1000, staleTime: 60_000, gcTime: 5 * 60_000 } as const;

/** GET /api/seller/stats?userId=: totalSales, totalOrders, activeProducts, the fee and the net. */
export const sellerStatsQuery = (userId: number) =>
  queryOptions({
    queryKey: [SELLER_STATS_PATH, { userId }],
    queryFn: () => apiJson<SellerStatsDto>('GET', `${SELLER_STATS_PATH}?userId=${userId}`),
    ...ORDERS_QUERY,
  });

/** GET /api/seller/sales?range=: the chart's days or months, empty ones as zero. */
export const sellerSalesQuery = (userId: number, range: SalesRange) =>
  queryOptions({
    queryKey: [SELLER_SALES_PATH, { userId, range }],
    queryFn: () => apiJson<SalesSeriesDto>('GET', `${SELLER_SALES_PATH}?userId=${userId}&range=${range}`),
    // The other range's bars stay on screen while this one loads.
    placeholderData: keepPreviousData,
    ...ORDERS_QUERY,
  });

export interface SellerOrderPage {
  items: OrderDto[];
  total: number;
}

/** GET /api/orders/seller?userId=: the seller's orders, newest first, a page at a time. */
export const sellerOrdersQuery = (userId: number, status: SellerOrderFilter) =>
  infiniteQueryOptions({
    queryKey: [SELLER_ORDERS_PATH, { userId, status }],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<SellerOrderPage> => {
      const search = new URLSearchParams({ userId: String(userId), status, limit: String(SELLER_ORDERS_PAGE_SIZE), offset: String(pageParam) });
      const res = await apiRequest('GET', `${SELLER_ORDERS_PATH}?${search}`);
      const items = (await res.json()) as OrderDto[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    ...ORDERS_QUERY,
  });
