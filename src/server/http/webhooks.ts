// Stripe's webhooks (payments, decision 0038; Connect, docs/decisions/0058-stripe-connect.md): the raw
// body kept for the signature check, and a refused signature answered as a 400 with its reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/errors.ts';
import { WebhookSignatureError } from '#server/integrations/payments/stripe-webhook.ts';

/** A webhook's answer once the event is taken: Stripe retries anything else. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/**
 * The signature covers the exact bytes, so a webhook plugin keeps JSON bodies raw (in place of the
 * app's depth-checking parser, decision 0038: nothing walks the event before its signature is checked).
 */
export function keepJsonRaw(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/** The event of a webhook request once `verify` (the SDK's signature check) accepts it; a 400 with the reason otherwise. */
export function signedEvent<T>(request: FastifyRequest, verify: (body: Buffer, signature: string | undefined) => T): T {
  if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON event');
  const header = request.headers['stripe-signature'];
  try {
    return verify(request.body, typeof header === 'string' ? header : undefined);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(`Webhook signature verification failed: ${error.message}`);
    throw error;
  }
}
