import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { limitRoute, type Limit } from '#server/http/rate-limit.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { trackingQuerySchema, trackingResultSchema, type TrackingResultDto } from '#shared/schemas/tracking.ts';
import { trackPackage } from './service.ts';

export interface TrackingRouteDeps extends FeatureDeps {
  carrier: Carrier;
}

/** Per client address: a person tracks a few packages; a script walking through numbers is slowed. */
export const TRACKING_LIMIT: Limit = { max: 60, windowMs: 60_000 };

/**
 * GET /api/tracking?tracking={number} (docs/product.md B7). Public: anyone with a number may track
 * it (docs/product.md B6). The browser may keep the answer a minute, as the page caches it for five.
 */
export async function trackingRoutes(app: FastifyInstance, deps: TrackingRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/tracking',
    { schema: { querystring: trackingQuerySchema, response: { 200: trackingResultSchema } }, config: limitRoute('tracking', TRACKING_LIMIT) },
    async (request, reply): Promise<TrackingResultDto> => {
      const result = await trackPackage(deps.carrier, request.query.tracking, deps.now());
      reply.header('Cache-Control', 'private, max-age=60');
      return result;
    },
  );
}
