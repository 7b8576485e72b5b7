import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkouts } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { conflict } from '#server/http/errors.ts';
import { limitRoute } from '#server/http/rate-limit.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { paymentProviderFailure } from '#server/features/orders/service.ts';
import { centsToDecimal, formatCents } from '#shared/money.ts';
import { createPaymentIntentSchema, type PaymentConfigDto, type PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { quoteCheckout } from './quote.ts';

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

  api.post('/api/create-payment-intent', { ...signedIn, schema: { body: createPaymentIntentSchema }, config: perUser }, async (request): Promise<PaymentIntentSetupDto> => {
    const user = requireUser(request);
    const quote = await quoteCheckout(deps.db, deps.carrier, user.id, request.body.shippingInfo);
    if (request.body.amount !== quote.totalCents) {
      throw conflict(`Your order total is ${formatCents(quote.totalCents)}, not ${formatCents(request.body.amount)}. Please review your order and try again.`);
    }
    const intent = await deps.payments
      .createIntent({ amountCents: quote.totalCents, metadata: { userId: String(user.id) } })
      .catch(paymentProviderFailure);
    await deps.db.insert(checkouts).values({
      userId: user.id,
      provider: deps.payments.name,
      paymentIntentId: intent.id,
      items: quote.items,
      subtotalCents: quote.subtotalCents,
      taxCents: quote.taxCents,
      taxPercentage: quote.taxPercentage,
      shippingCents: quote.shippingCents,
      totalCents: quote.totalCents,
      shippingAddress: quote.shippingAddress,
      shippingMethod: quote.shippingMethod,
      estimatedDeliveryDays: quote.estimatedDeliveryDays,
    });
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: centsToDecimal(quote.totalCents),
      subtotal: centsToDecimal(quote.subtotalCents),
      tax: centsToDecimal(quote.taxCents),
      taxPercentage: quote.taxPercentage,
      shipping: centsToDecimal(quote.shippingCents),
      shippingMethod: quote.shippingMethod,
      estimatedDeliveryDays: quote.estimatedDeliveryDays,
    };
  });
}
