import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/http/auth.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { calculateRatesSchema, shippingRatesSchema } from '#shared/schemas/checkout.ts';
import { calculateCartRates, calculateRates } from './service.ts';

export interface ShippingRouteDeps extends FeatureDeps {
  /** the carrier integration; the sandbox carrier when omitted (docs/architecture.md §4) */
  carrier?: Carrier;
}

/**
 * POST /api/shipping/calculate-rates (docs/product.md A7). Open to signed-out visitors for one product:
 * it reveals nothing private (a public product's weight priced to a ZIP), and a product page may
 * quote it too. With `cart: true` it quotes the signed-in user's cart, one package per seller
 * (decision 0024), as checkout charges it.
 */
export async function shippingRoutes(app: FastifyInstance, deps: ShippingRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const carrier = deps.carrier ?? new SandboxCarrier(deps.db, deps.now);

  api.post('/api/shipping/calculate-rates', { schema: { body: calculateRatesSchema, response: { 200: shippingRatesSchema } } }, async (request) => {
    const { productId, destinationZip, cart } = request.body;
    if (cart === true) return calculateCartRates(deps.db, carrier, requireUser(request).id, destinationZip, deps.now());
    // The schema asks for a productId whenever `cart` is not true.
    return calculateRates(deps.db, carrier, productId!, destinationZip, deps.now());
  });
}
