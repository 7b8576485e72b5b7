import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import { addMarketDays } from '#shared/dates.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';

/** GET /api/orders: the signed-in user's orders, newest first. */
export const ordersQuery = (options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: ['/api/orders'],
    queryFn: async () => (await apiJson<OrderDto[] | null>('GET', '/api/orders')) ?? [],
    enabled: options.enabled ?? true,
  });

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

/** The order with the newest createdAt (spec 000 section 2, "Order confirmation"). */
export function latestOrder(orders: readonly OrderDto[] | null | undefined): OrderDto | null {
  if (!orders || orders.length === 0) return null;
  return orders.reduce((latest, o) => (Date.parse(o.createdAt) > Date.parse(latest.createdAt) ? o : latest));
}

/** The estimated delivery window: 7 to 10 days from today, in the marketplace's calendar (spec 000 section 9). */
export function deliveryWindow(today: Date): { from: Date; to: Date } {
  return { from: addMarketDays(today, 7), to: addMarketDays(today, 10) };
}
