import { z } from 'zod';
import { RETURN_REASONS } from '#shared/returns.ts';
import { dbId, strictNumber } from './common.ts';

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
 * POST /api/returns (spec 001 section 7). The method is fixed to mail; `status` is accepted for the
 * spec's payload and ignored: a new request is always pending (set by the server).
 */
export const createReturnSchema = z.object({
  orderId: dbId('orderId must be an order id'),
  orderItemId: dbId('orderItemId must be an order item id'),
  quantity: strictNumber(
    z.number({ message: 'quantity must be a whole number of at least 1' }).int('quantity must be a whole number of at least 1').min(1, 'quantity must be a whole number of at least 1').max(10_000, 'quantity is more than was bought'),
  ),
  reason: z.enum(RETURN_REASONS, { message: 'Please select a reason for return' }),
  returnMethod: z.literal('mail', { message: 'returnMethod must be mail' }).default('mail'),
  additionalInfo: z.string({ message: 'additionalInfo must be text' }).trim().max(1000, 'additionalInfo must be at most 1000 characters').optional(),
  status: z.unknown().optional(),
});
export type CreateReturnInput = z.input<typeof createReturnSchema>;

const LIST_LIMIT = 100;
const limitMessage = `limit must be a number from 1 to ${LIST_LIMIT}`;

/** GET /api/returns: a page of the signed-in user's requests, newest first. */
export const returnListQuerySchema = z.object({
  limit: strictNumber(z.number({ message: limitMessage }).int(limitMessage).min(1, limitMessage).max(LIST_LIMIT, limitMessage)).default(20),
  offset: strictNumber(z.number({ message: 'offset must be 0 or more' }).int('offset must be 0 or more').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large')).default(0),
});
