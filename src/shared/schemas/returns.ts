import { z } from 'zod';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnLabelResponse,
  type ReturnRequestDto as ReturnRequestAnswer,
  type SellerReturnRequestDto,
} from '#shared/returns.ts';
import { dbId, pageQuerySchema, strictNumber } from './common.ts';

// The constants, the window and the DTO live in #shared/returns.ts (no zod, so a page that only
// shows requests does not load it); re-exported for the modules that take the contract from here.
export {
  NO_ADDITIONAL_INFO,
  RETURN_HOLDING_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
  returnWindowEnd,
  type ReturnRequestDto,
  type ReturnStatus,
} from '#shared/returns.ts';

/**
 * POST /api/returns (docs/product.md B7). The method is fixed to mail; `status` is accepted for the
 * spec's payload and ignored: a new request is always pending (set by the server).
 */
export const createReturnSchema = z.object({
  orderId: dbId('orderId must be an order id'),
  orderItemId: dbId('orderItemId must be an order item id'),
  quantity: strictNumber(
    z
      .number({ message: 'quantity must be a whole number of at least 1' })
      .int('quantity must be a whole number of at least 1')
      .min(1, 'quantity must be a whole number of at least 1')
      .max(10_000, 'quantity is more than was bought'),
  ),
  reason: z.enum(RETURN_REASONS, { message: 'Please select a reason for return' }),
  returnMethod: z.literal('mail', { message: 'returnMethod must be mail' }).default('mail'),
  additionalInfo: z.string({ message: 'additionalInfo must be text' }).trim().max(1000, 'additionalInfo must be at most 1000 characters').optional(),
  status: z.unknown().optional(),
});
export type CreateReturnInput = z.input<typeof createReturnSchema>;

const LIST_LIMIT = 100;

/** GET /api/returns: a page of the signed-in user's requests, newest first. */
export const returnListQuerySchema = pageQuerySchema({ max: LIST_LIMIT, defaultLimit: 20, limitMessage: `limit must be a number from 1 to ${LIST_LIMIT}` });

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** A return request as its shopper reads it. */
export const returnRequestSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderItemId: z.number(),
  userId: z.number(),
  quantity: z.number(),
  reason: z.string(),
  returnMethod: z.literal('mail'),
  additionalInfo: z.string(),
  status: z.enum(RETURN_STATUSES),
  trackingNumber: z.string().nullable(),
  labelUrl: z.string().nullable(),
  createdAt: z.string(),
  orderItem: z.object({ id: z.number(), product: z.object({ id: z.number().nullable(), name: z.string() }) }),
  refunded: z.string(),
  refundedAt: z.string().nullable(),
}) satisfies z.ZodType<ReturnRequestAnswer>;

/** A return request as its seller (or the administrator) handles it. */
export const sellerReturnRequestSchema = returnRequestSchema.extend({
  shopperName: z.string(),
  refundAmount: z.string(),
  refundOwed: z.boolean(),
}) satisfies z.ZodType<SellerReturnRequestDto>;

/** POST /api/returns/{id}/generate-label */
export const returnLabelResponseSchema = z.object({ labelUrl: z.string() }) satisfies z.ZodType<ReturnLabelResponse>;
