// The seller dashboard's inputs (docs/product.md B7; decision 0025). The spec's clients send
// `userId`: it is checked to be an id, then ignored, since a seller only ever reads their own figures.
import { z } from 'zod';
import { SALES_RANGES, SELLER_ORDER_FILTERS, type SalesSeriesDto, type SellerStatsDto } from '#shared/seller-dashboard.ts';
import { dbId, pageFields } from './common.ts';

export { SALES_RANGES, SELLER_ORDER_FILTERS } from '#shared/seller-dashboard.ts';

const userId = dbId('userId must be a user id').optional();

/** GET /api/seller/stats?userId= */
export const sellerStatsQuerySchema = z.object({ userId });

/** GET /api/seller/sales?range=30d|12m (default 30d) */
export const sellerSalesQuerySchema = z.object({
  userId,
  range: z.enum(SALES_RANGES, { message: `range must be one of ${SALES_RANGES.join(', ')}` }).default('30d'),
});
export type SellerSalesQuery = z.output<typeof sellerSalesQuerySchema>;

/** GET /api/orders/seller?userId=&status=&limit=&offset=: newest first, a page at a time. */
export const sellerOrdersQuerySchema = z.object({
  userId,
  status: z.enum(SELLER_ORDER_FILTERS, { message: `status must be one of ${SELLER_ORDER_FILTERS.join(', ')}` }).default('all'),
  ...pageFields({ max: 100, defaultLimit: 20, limitMessage: 'limit must be a number from 1 to 100' }),
});
export type SellerOrdersQuery = z.output<typeof sellerOrdersQuerySchema>;

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** GET /api/seller/stats */
export const sellerStatsSchema = z.object({
  totalSales: z.string(),
  totalOrders: z.number(),
  activeProducts: z.number(),
  returns: z.string(),
  platformFeePercent: z.number(),
  platformFee: z.string(),
  netSales: z.string(),
  shipping: z.string(),
  postage: z.string(),
  adjustments: z.string(),
  unbookedSales: z.string(),
}) satisfies z.ZodType<SellerStatsDto>;

/** GET /api/seller/sales */
export const salesSeriesSchema = z.object({
  range: z.enum(SALES_RANGES),
  unit: z.enum(['day', 'month']),
  timeZone: z.string(),
  points: z.array(z.object({ period: z.string(), sales: z.string(), orders: z.number() })),
  totalSales: z.string(),
}) satisfies z.ZodType<SalesSeriesDto>;
