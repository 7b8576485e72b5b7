import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '#server/errors.ts';
import { limitRoute } from '#server/http/rate-limit.ts';
import { PaymentProviderError, type PaymentIntent } from '#server/integrations/payments/provider.ts';
import { PaymentIntentStateError, toSandboxIntentDto, type SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { sandboxAuthenticateSchema, sandboxConfirmSchema, sandboxIntentSchema } from '#shared/schemas/payments.ts';

const CONFIRM_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export interface SandboxPaymentRoutesDeps {
  provider: SandboxPaymentProvider;
}

/** The provider's answer, or the HTTP error it means: 404 for an unknown secret, 409 for a wrong state. */
async function answer(call: () => Promise<PaymentIntent>) {
  try {
    return toSandboxIntentDto(await call());
  } catch (error) {
    if (error instanceof PaymentIntentStateError) throw conflict(error.message);
    if (error instanceof PaymentProviderError && error.code === 'not_found') throw notFound('Payment not found');
    throw error;
  }
}

/**
 * The sandbox provider's browser API, what Stripe.js is to Stripe (docs/architecture.md §4). The client
 * secret is the authority, so no sign-in is needed. Every card outcome answers 200 with the intent:
 * a declined or invalid card is status requires_payment_method with lastError, as Stripe.js reports it.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance, deps: SandboxPaymentRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { provider } = deps;

  // Card testing: a few tries per payment and address, as a real processor's fraud rules allow.
  const perPayment = (name: string) =>
    limitRoute(name, CONFIRM_LIMIT, (req) => String((req.body as { clientSecret?: unknown } | undefined)?.clientSecret ?? ''));

  api.post(
    '/api/payments/sandbox/confirm',
    { schema: { body: sandboxConfirmSchema, response: { 200: sandboxIntentSchema } }, config: perPayment('sandbox-confirm') },
    async (request) => answer(() => provider.confirm(request.body.clientSecret, request.body.card, request.body.billingDetails)),
  );

  api.post(
    '/api/payments/sandbox/authenticate',
    { schema: { body: sandboxAuthenticateSchema, response: { 200: sandboxIntentSchema } }, config: perPayment('sandbox-authenticate') },
    async (request) => answer(() => provider.authenticate(request.body.clientSecret, request.body.outcome)),
  );
}
