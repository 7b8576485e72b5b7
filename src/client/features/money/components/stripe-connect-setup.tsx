import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Landmark, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { PayoutAccountDto } from '#shared/schemas/payouts.ts';
import { payoutAccountQuery, useStartOnboarding } from '../payouts-api.ts';

function Status({ account }: { account: PayoutAccountDto | null }) {
  if (!account) {
    return (
      <p className="text-sm text-slate-700">Payouts are sent through Stripe. Connect a Stripe account to receive your earnings; it takes a few minutes.</p>
    );
  }
  if (account.status === 'errored') {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          Your bank returned a payout{account.accountLast4 ? ` to the account ending ${account.accountLast4}` : ''}. The money waits in your Stripe balance:
          update your bank account with Stripe and Stripe pays it out again.
        </p>
      </div>
    );
  }
  if (account.status === 'onboarding') {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>Your Stripe account is not ready for payouts yet. Finish Stripe’s questions; no payout is sent until Stripe enables them.</p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <Landmark className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <p>
        Payouts go to your Stripe account
        {account.accountLast4 ? (
          <>
            , which pays them to the bank account ending <strong>{account.accountLast4}</strong>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

/**
 * Where a seller's payouts go when the marketplace pays through Stripe Connect
 * (docs/decisions/0058-stripe-connect.md): Stripe's hosted onboarding instead of our bank form.
 */
export function StripeConnectSetup() {
  const account = useQuery(payoutAccountQuery());
  const start = useStartOnboarding();
  const label = !account.data ? 'Set up payouts with Stripe' : account.data.status === 'active' ? 'Update your details with Stripe' : 'Continue with Stripe';
  return (
    <section aria-labelledby="payout-account-heading" className="space-y-4">
      <h2 id="payout-account-heading" className="text-lg font-bold text-slate-900">
        Where payouts go
      </h2>
      {account.isPending ? null : <Status account={account.data ?? null} />}
      <Button type="button" onClick={() => start.mutate()} disabled={start.isPending || account.isPending}>
        <ExternalLink className="h-4 w-4" aria-hidden />
        {start.isPending ? 'Opening Stripe...' : label}
      </Button>
    </section>
  );
}
