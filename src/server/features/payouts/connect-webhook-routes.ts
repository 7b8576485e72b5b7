import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import type { ConnectPayoutProvider } from '#server/integrations/payouts/provider.ts';
import { keepJsonRaw, signedEvent, webhookReceivedSchema } from '#server/http/webhooks.ts';
import { verifyConnectWebhook } from '#server/integrations/payouts/stripe-connect.ts';
import { applyConnectedAccount, settleConnectedPayouts } from './connect.ts';
import type { PayoutSettings } from './service.ts';

export interface ConnectWebhookDeps extends FeatureDeps {
  provider: ConnectPayoutProvider;
  payoutSettings: PayoutSettings;
  /** the Connect endpoint's signing secret: Stripe signs connected accounts' events under it */
  webhookSecret: string;
}

/**
 * POST /api/payouts/stripe/webhook: Stripe tells of a seller's connected account (docs/decisions/
 * 0058-stripe-connect.md). The SDK checks the signature over the raw body; the event only says which
 * account to look at: `account.updated` asks Stripe for the account and keeps its state,
 * `payout.paid` and `payout.failed` ask Stripe about the marketplace's pending payouts to it and
 * settle them (a failed one tells the seller why). Other events are taken and ignored.
 */
export async function connectWebhookRoutes(app: FastifyInstance, deps: ConnectWebhookDeps): Promise<void> {
  keepJsonRaw(app);

  app.post('/api/payouts/stripe/webhook', { schema: { response: { 200: webhookReceivedSchema } } }, async (request) => {
    const event = signedEvent(request, (body, header) => verifyConnectWebhook(body, header, deps.webhookSecret, deps.now()));
    const accountId = event.account;
    if (event.type === 'account.updated') {
      await applyConnectedAccount(deps.db, await deps.provider.retrieveAccount(accountId), deps.now());
    } else if (event.type === 'payout.paid' || event.type === 'payout.failed') {
      const report = await settleConnectedPayouts(
        {
          db: deps.db,
          provider: deps.provider,
          settings: deps.payoutSettings,
          publicUrl: deps.publicUrl,
          log: (error) => request.log.error({ err: error, accountId }, 'stripe connect webhook: a payout could not be settled'),
        },
        accountId,
        deps.now(),
      );
      // Stripe retries a delivery we could not handle: the provider or the database was unreachable.
      if (report.errors > 0) throw new Error(`${report.errors} payout(s) to ${accountId} could not be settled`);
    }
    return { received: true };
  });
}
