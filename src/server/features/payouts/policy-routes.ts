import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { centsToDecimal } from '#shared/money.ts';
import { payoutPolicySchema, type PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { PLATFORM_FEE_PERCENT } from '#shared/seller-dashboard.ts';
import type { PayoutSettings } from './service.ts';

/** PAYOUT_HOLD_DAYS's default (src/server/config.ts), for an app built without it (tests). */
export const DEFAULT_HOLD_DAYS = 3;

export interface PayoutPolicyDeps extends FeatureDeps {
  payoutSettings: PayoutSettings;
  holdDays: number;
}

/**
 * GET /api/payout-policy, for everyone: the fee, the hold and the payout schedule the jobs run with,
 * which the help pages (rendered on the server with it) and the Payouts page state.
 */
export async function payoutPolicyRoutes(app: FastifyInstance, deps: PayoutPolicyDeps): Promise<void> {
  const policy: PayoutPolicyDto = {
    feePercent: PLATFORM_FEE_PERCENT,
    holdDays: deps.holdDays,
    schedule: deps.payoutSettings.schedule,
    minimum: centsToDecimal(Math.max(1, deps.payoutSettings.minimumCents)),
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/payout-policy', { schema: { response: { 200: payoutPolicySchema } } }, async () => policy);
}
