import { z } from 'zod';
import { RETURN_STATUSES } from '#shared/returns.ts';
import { dbId } from './common.ts';
import { returnListQuerySchema } from './returns.ts';

const statusMessage = `status must be one of ${RETURN_STATUSES.join(', ')}`;

/** GET /api/returns/seller (docs/product.md B7): the optional status filter, a page newest first. */
export const sellerReturnListQuerySchema = returnListQuerySchema.extend({
  status: z.enum(RETURN_STATUSES, { message: statusMessage }).optional(),
});

export const returnIdParamsSchema = z.object({ id: dbId('The return request id must be a whole number') });

/**
 * POST /api/returns/{id}/generate-label?mock=true: the spec's client sends `mock=true`; the server
 * always uses the configured carrier (the sandbox unless a real one is set up), so it is accepted
 * and changes nothing.
 */
export const generateLabelQuerySchema = z.object({ mock: z.string().max(10, 'mock must be true or false').optional() });

/** POST /api/returns/{id}/reject: an optional reason, told to the shopper in the rejection email; no body is no reason. */
export const rejectReturnSchema = z
  .object({ reason: z.string({ message: 'reason must be text' }).trim().max(1000, 'reason must be at most 1000 characters').optional() })
  .nullish();
export type RejectReturnInput = z.input<typeof rejectReturnSchema>;
