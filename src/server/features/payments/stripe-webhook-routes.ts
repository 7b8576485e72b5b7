import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { AppError } from '#server/errors.ts';
import { keepJsonRaw, signedEvent, webhookReceivedSchema } from '#server/http/webhooks.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { verifyStripeWebhook } from '#server/integrations/payments/stripe-webhook.ts';
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
  keepJsonRaw(app);

  app.post('/api/payments/stripe/webhook', { schema: { response: { 200: webhookReceivedSchema } } }, async (request) => {
    const event = signedEvent(request, (body, header) => verifyStripeWebhook(body, header, deps.webhookSecret, deps.now()));
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
