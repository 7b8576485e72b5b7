import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest, serverMessage } from '#client/lib/api.ts';
import { RETURNS_PATH } from '#client/features/returns/api.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { CancelOrderResponse, CancelReason, GenerateLabelResponse, OrderDto, OrderListFilter } from '#shared/orders.ts';
import type { GenerateLabelInput, LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import type { ReturnRequestDto } from '#shared/returns.ts';
import type { BuyAgainItemDto } from '#shared/discovery.ts';

export const ORDERS_PATH = '/api/orders';
const PAGE_SIZE = 50;

/** docs/product.md B9: the orders query retries twice, 1 s apart, is fresh 1 minute and cached 5. */
const ORDERS_QUERY = { retryDelay: 1000, staleTime: 60_000, gcTime: 5 * 60_000 } as const;

/** GET /api/orders: the signed-in user's orders, newest first. */
export const ordersQuery = (options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: [ORDERS_PATH],
    queryFn: async () => (await apiJson<OrderDto[] | null>('GET', ORDERS_PATH)) ?? [],
    enabled: options.enabled ?? true,
  });

export interface OrderPage {
  items: OrderDto[];
  total: number;
}

/**
 * /orders: the user's orders of one status (or all), newest first, a page at a time with the total
 * from X-Total-Count. Runs only for a signed-in user (docs/product.md B6).
 */
export const orderHistoryQuery = (status: OrderListFilter, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: [ORDERS_PATH, { status }],
    queryFn: async ({ pageParam }): Promise<OrderPage> => {
      const res = await apiRequest('GET', `${ORDERS_PATH}?status=${status}&limit=${PAGE_SIZE}&offset=${pageParam}`);
      const items = (await res.json()) as OrderDto[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled,
    ...ORDERS_QUERY,
  });

/** GET /api/orders/{id}: one order (the shopper's, or a seller's part of it). */
export const orderQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: [ORDERS_PATH, id],
    queryFn: () => apiJson<OrderDto>('GET', `${ORDERS_PATH}/${id}`),
    enabled,
    ...ORDERS_QUERY,
  });

/** GET /api/orders/buy-again: what the shopper bought, to buy once more (docs/decisions/0061-discovery.md). */
export const buyAgainQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'buy-again'],
    queryFn: () => apiJson<BuyAgainItemDto[]>('GET', `${ORDERS_PATH}/buy-again`),
    enabled,
    ...ORDERS_QUERY,
  });

/** The invoice PDF, opened in a new tab. */
export const invoiceUrl = (id: number) => `${ORDERS_PATH}/${id}/invoice`;

/**
 * POST /api/orders/{id}/cancel. Stock went back on the shelf: the orders and the product lists
 * are refreshed (docs/product.md B7).
 */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason, additionalInfo }: { orderId: number; reason: CancelReason; additionalInfo: string }) =>
      apiJson<CancelOrderResponse>('POST', `${ORDERS_PATH}/${orderId}/cancel`, { reason, additionalInfo }),
    onSuccess: () => {
      const orders = qc.invalidateQueries({ queryKey: [ORDERS_PATH] });
      void qc.invalidateQueries({ queryKey: ['/api/products'] });
      // Done once the page behind the dialog shows the order cancelled: the focus goes there on close.
      return orders;
    },
  });
}

/**
 * GET /api/orders/{id}/label-quote (decision 0048): the service, postage and package the seller
 * confirms before buying. Asked afresh at each click (a mutation: nothing is cached), buying nothing.
 */
export function useLabelQuote() {
  return useMutation({ mutationFn: (orderId: number) => apiJson<LabelQuoteDto>('GET', `${ORDERS_PATH}/${orderId}/label-quote`) });
}

/**
 * POST /api/orders/{id}/generate-label (docs/product.md B7): the seller's label. The order (now
 * shipped, with the label and tracking number) and every order list are refreshed.
 */
export function useGenerateLabel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: GenerateLabelInput }) =>
      apiJson<GenerateLabelResponse>('POST', `${ORDERS_PATH}/${orderId}/generate-label`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [ORDERS_PATH] });
      // The seller dashboard's list of their orders (GET /api/orders/seller).
      void qc.invalidateQueries({ queryKey: [`${ORDERS_PATH}/seller`] });
    },
  });
}

export interface ReturnRequestInput {
  orderId: number;
  orderItemId: number;
  quantity: number;
  reason: string;
  returnMethod: 'mail';
  additionalInfo: string;
  status: 'pending';
}

/** POST /api/returns: the line's returnable quantity and the shopper's return list change. */
export function useCreateReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => apiJson<ReturnRequestDto>('POST', RETURNS_PATH, input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [ORDERS_PATH] });
      void qc.invalidateQueries({ queryKey: [RETURNS_PATH] });
    },
  });
}

/**
 * The server's explanation of a refused request (a 4xx `message`: "This order is shipped and can no
 * longer be cancelled..."), else `fallback`: a 5xx or a lost connection has nothing to tell the shopper.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? serverMessage(error, fallback) : fallback;
}

/** The order with the newest createdAt (docs/product.md A2, "Order confirmation"). */
export function latestOrder(orders: readonly OrderDto[] | null | undefined): OrderDto | null {
  if (!orders || orders.length === 0) return null;
  return orders.reduce((latest, o) => (Date.parse(o.createdAt) > Date.parse(latest.createdAt) ? o : latest));
}

/**
 * POST /api/orders/from-payment: the order of a paid checkout, created now if the browser never
 * managed to (idempotent). Run as a query so a revisit or a refresh asks once, not on every render.
 */
export const orderFromPaymentQuery = (paymentIntentId: string) =>
  queryOptions({
    queryKey: ['/api/orders/from-payment', paymentIntentId],
    queryFn: () => apiJson<OrderDto>('POST', '/api/orders/from-payment', { paymentIntentId }),
    retry: false,
    staleTime: Infinity,
  });
