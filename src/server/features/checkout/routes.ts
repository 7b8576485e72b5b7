import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { limitRoute } from '#server/http/rate-limit.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import {
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentIntentSetupSchema,
  type PaymentConfigDto,
  type PaymentIntentSetupDto,
} from '#shared/schemas/payments.ts';
import { setUpPayment } from './service.ts';

export interface CheckoutRouteDeps extends FeatureDeps {
  carrier: Carrier;
  payments: PaymentProvider;
}

/** Payment setup (docs/product.md A7; docs/architecture.md §3): the amount is the server's, never the browser's. */
export async function checkoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async (): Promise<PaymentConfigDto> => deps.payments.clientConfig());

  // Each call opens a payment at the provider: a shopper needs a few, a script many.
  const perUser = limitRoute('create-payment-intent', { max: 30, windowMs: 10 * 60_000 }, (req) => String(req.user?.id ?? ''));

  api.post(
    '/api/create-payment-intent',
    { ...signedIn, schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentSetupSchema } }, config: perUser },
    async (request): Promise<PaymentIntentSetupDto> => setUpPayment(deps, requireUser(request).id, request.body),
  );
}
