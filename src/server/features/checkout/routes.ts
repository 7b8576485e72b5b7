import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { limitRoute } from '#server/http/rate-limit.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { createPaymentIntentSchema, type PaymentConfigDto, type PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { setUpPayment } from './service.ts';

export interface CheckoutRouteDeps extends FeatureDeps {
  carrier: Carrier;
  payments: PaymentProvider;
}

/** Payment setup (spec 000 section 7; DESIGN.md section 3): the amount is the server's, never the browser's. */
export async function checkoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };

  api.get('/api/payments/config', async (): Promise<PaymentConfigDto> => deps.payments.clientConfig());

  // Each call opens a payment at the provider: a shopper needs a few, a script many.
  const perUser = limitRoute('create-payment-intent', { max: 30, windowMs: 10 * 60_000 }, (req) => String(req.user?.id ?? ''));

  api.post('/api/create-payment-intent', { ...signedIn, schema: { body: createPaymentIntentSchema }, config: perUser }, async (request): Promise<PaymentIntentSetupDto> =>
    setUpPayment(deps, requireUser(request).id, request.body),
  );
}
