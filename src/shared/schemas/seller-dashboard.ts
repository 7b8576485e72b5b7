// The seller dashboard's inputs (spec 001 section 7; decision 0025). The spec's clients send
// `userId`: it is checked to be an id, then ignored, since a seller only ever reads their own figures.
import { z } from 'zod';
import { SALES_RANGES, SELLER_ORDER_FILTERS } from '#shared/seller-dashboard.ts';
import { dbId, MAX_DB_ID, strictNumber } from './common.ts';

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

const LIMIT_MESSAGE = 'limit must be a number from 1 to 100';
const OFFSET_MESSAGE = 'offset must be 0 or more';

/** GET /api/orders/seller?userId=&status=&limit=&offset=: newest first, a page at a time. */
export const sellerOrdersQuerySchema = z.object({
  userId,
  status: z.enum(SELLER_ORDER_FILTERS, { message: `status must be one of ${SELLER_ORDER_FILTERS.join(', ')}` }).default('all'),
  limit: strictNumber(z.number({ message: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE)).default(20),
  offset: strictNumber(z.number({ message: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).max(MAX_DB_ID, OFFSET_MESSAGE)).default(0),
});
export type SellerOrdersQuery = z.output<typeof sellerOrdersQuerySchema>;
