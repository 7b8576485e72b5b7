import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireSeller, sellerOnly } from '#server/http/auth.ts';
import { badRequest } from '#server/errors.ts';
import type { PayoutProvider } from '#server/integrations/payouts/provider.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import {
  payoutAccountInputSchema,
  payoutAccountSchema,
  payoutOnboardingSchema,
  sellerPayoutsQuerySchema,
  sellerPayoutsSchema,
} from '#shared/schemas/payouts.ts';
import { readConnectedAccount, startOnboarding } from './connect.ts';
import { readPayoutAccount, savePayoutAccount, sellerPayouts, type PayoutSettings } from './service.ts';

export interface PayoutRouteDeps extends FeatureDeps {
  payouts: PayoutProvider;
  payoutSettings: PayoutSettings;
}

/**
 * A seller's payouts and where they go (issue 27, docs/decisions/0057-payouts.md and
 * 0058-stripe-connect.md): the signed-in seller's own only. Signed out: 401; signed in but not a
 * seller: 403. The bank form (PUT) serves the sandbox bank; Stripe Connect's onboarding (POST
 * .../onboarding) serves Stripe; each answers 400 with a message under the other.
 */
export async function payoutRoutes(app: FastifyInstance, deps: PayoutRouteDeps): Promise<void> {
  const { db, now } = deps;
  const provider = deps.payouts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/seller/payouts',
    { ...sellerOnly, schema: { querystring: sellerPayoutsQuerySchema, response: { 200: sellerPayoutsSchema } } },
    async (request, reply) => {
      const { dto, total } = await sellerPayouts({ db, settings: deps.payoutSettings, provider }, requireSeller(request).id, request.query, now());
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return dto;
    },
  );

  api.get('/api/seller/payout-account', { ...sellerOnly, schema: { response: { 200: payoutAccountSchema.nullable() } } }, async (request) => {
    const sellerId = requireSeller(request).id;
    return provider.setup === 'hosted_onboarding' ? readConnectedAccount(db, provider, sellerId, now()) : readPayoutAccount(db, sellerId);
  });

  api.put(
    '/api/seller/payout-account',
    { ...sellerOnly, schema: { body: payoutAccountInputSchema, response: { 200: payoutAccountSchema } } },
    async (request) => savePayoutAccount({ db, provider }, requireSeller(request).id, request.body, now()),
  );

  api.post('/api/seller/payout-account/onboarding', { ...sellerOnly, schema: { response: { 200: payoutOnboardingSchema } } }, async (request) => {
    if (provider.setup !== 'hosted_onboarding') {
      throw badRequest('Payouts here go to a bank account: enter it in the form on your Payouts page.');
    }
    return startOnboarding({ db, provider, publicUrl: deps.publicUrl }, requireSeller(request).id, now());
  });
}
