import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireSeller, sellerOnly } from '#server/http/auth.ts';
import type { PayoutProvider } from '#server/integrations/payouts/provider.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { payoutAccountInputSchema, payoutAccountSchema, sellerPayoutsQuerySchema, sellerPayoutsSchema } from '#shared/schemas/payouts.ts';
import { readPayoutAccount, savePayoutAccount, sellerPayouts, type PayoutSettings } from './service.ts';

export interface PayoutRouteDeps extends FeatureDeps {
  payouts: PayoutProvider;
  payoutSettings: PayoutSettings;
}

/**
 * A seller's payouts and the bank account they go to (issue 27, docs/decisions/0057-payouts.md): the
 * signed-in seller's own only. Signed out: 401; signed in but not a seller: 403.
 */
export async function payoutRoutes(app: FastifyInstance, deps: PayoutRouteDeps): Promise<void> {
  const { db, now } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/seller/payouts',
    { ...sellerOnly, schema: { querystring: sellerPayoutsQuerySchema, response: { 200: sellerPayoutsSchema } } },
    async (request, reply) => {
      const { dto, total } = await sellerPayouts({ db, settings: deps.payoutSettings }, requireSeller(request).id, request.query, now());
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return dto;
    },
  );

  api.get('/api/seller/payout-account', { ...sellerOnly, schema: { response: { 200: payoutAccountSchema.nullable() } } }, async (request) =>
    readPayoutAccount(db, requireSeller(request).id),
  );

  api.put(
    '/api/seller/payout-account',
    { ...sellerOnly, schema: { body: payoutAccountInputSchema, response: { 200: payoutAccountSchema } } },
    async (request) => savePayoutAccount({ db, provider: deps.payouts }, requireSeller(request).id, request.body, now()),
  );
}
