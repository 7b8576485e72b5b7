import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { shippingInfoSchema } from '#shared/schemas/checkout.ts';
import { updateShippingInfo } from './service.ts';

/** The signed-in user's own profile (spec 000 section 7); owners only. */
export async function profileRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Signed-out requests get 401 before their body is judged.
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };

  api.patch('/api/user/shipping-info', { ...signedIn, schema: { body: shippingInfoSchema } }, async (request) =>
    updateShippingInfo(deps.db, requireUser(request).id, request.body),
  );
}
