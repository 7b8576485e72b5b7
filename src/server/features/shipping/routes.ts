import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { calculateRatesSchema } from '#shared/schemas/checkout.ts';
import { calculateRates } from './service.ts';

export interface ShippingRouteDeps extends FeatureDeps {
  /** the carrier integration; the sandbox carrier when omitted (DESIGN.md section 4) */
  carrier?: Carrier;
}

/**
 * POST /api/shipping/calculate-rates (spec 000 section 7). Open to signed-out visitors: it reveals
 * nothing private (a public product's weight priced to a ZIP), and a product page may quote it too.
 */
export async function shippingRoutes(app: FastifyInstance, deps: ShippingRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const carrier = deps.carrier ?? new SandboxCarrier(deps.db, deps.now);

  api.post('/api/shipping/calculate-rates', { schema: { body: calculateRatesSchema } }, async (request) =>
    calculateRates(deps.db, carrier, request.body.productId, request.body.destinationZip),
  );
}
