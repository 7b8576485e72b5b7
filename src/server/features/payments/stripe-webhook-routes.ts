import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { AppError, badRequest } from '#server/errors.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { verifyStripeWebhook, WebhookSignatureError } from '#server/integrations/payments/stripe-webhook.ts';
import { finalizeCheckout } from '#server/features/orders/service.ts';

export interface StripeWebhookDeps extends FeatureDeps {
  payments: PaymentProvider;
  webhookSecret: string;
}

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a payment succeeded, so a shopper whose
 * browser closed after paying still gets the order (docs/architecture.md §3). The SDK checks the
 * signature over the raw body; the event only says which payment to look at: finalizeCheckout asks
 * Stripe for its state and creates the order at most once. `payment_intent.canceled` gives the
 * checkout's held stock back.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps): Promise<void> {
  // The signature covers the exact bytes, so this plugin keeps JSON bodies raw (in place of the app's
  // depth-checking parser, decision 0038: nothing walks the event before its signature is checked).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/payments/stripe/webhook', { schema: { response: { 200: z.object({ received: z.literal(true) }) } } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON event');
    let event: { type: string; data: { object: { id?: unknown } } };
    try {
      const header = request.headers['stripe-signature'];
      event = verifyStripeWebhook(request.body, typeof header === 'string' ? header : undefined, deps.webhookSecret, deps.now());
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(`Webhook signature verification failed: ${error.message}`);
      throw error;
    }
    const intentId = event.data.object.id;
    // A canceled payment gives its held stock back (decision 0031): finalizeCheckout asks Stripe
    // for the state, releases the hold of a canceled intent and answers that it was not completed.
    if ((event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.canceled') && typeof intentId === 'string') {
      try {
        await finalizeCheckout({ db: deps.db, payments: deps.payments, publicUrl: deps.publicUrl }, intentId, null);
      } catch (error) {
        // A payment of no checkout of ours, or one refunded because an item sold out: handled, and
        // Stripe must not retry. Anything else (provider or database unreachable): Stripe retries.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        request.log.info({ intentId, reason: error.message }, 'stripe webhook: no order for this payment');
      }
    }
    return { received: true };
  });
}
