import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePayoutPolicy } from '#client/features/help/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { BalanceCards } from '../components/balance-cards.tsx';
import { MoneyFrame } from '../components/money-frame.tsx';
import { PayoutAccountForm } from '../components/payout-account-form.tsx';
import { NextPayout, PayoutHistory } from '../components/payout-history.tsx';
import { Statement } from '../components/statement.tsx';
import { StripeConnectSetup } from '../components/stripe-connect-setup.tsx';
import { monthPeriod, type Period } from '../period.ts';
import { payoutsQuery } from '../payouts-api.ts';

/**
 * /seller/payouts (docs/product.md "Payouts and statements"): the seller's three balances, the next
 * payout and the payout history, where payouts go (the bank form, or Stripe's onboarding when the
 * marketplace pays through Stripe Connect, decision 0058), and the statement of every entry for a
 * period with its CSV. Behind the seller guard; the server answers only the seller's own money.
 */
export default function PayoutsPage({ now = () => new Date() }: { now?: () => Date }) {
  useSeo({ title: 'Payouts', description: 'Your balance, payouts and statement on Heartland Market.', noIndex: true });
  const [today] = useState(now);
  const [period, setPeriod] = useState<Period>(() => monthPeriod(today, 0));
  const payouts = useQuery(payoutsQuery());
  const policy = usePayoutPolicy();

  return (
    <MoneyFrame
      title="Payouts"
      intro="What you have earned, when it is paid to you, and every movement of your money."
      crumbs={[{ label: 'Seller Dashboard', to: '/seller/dashboard' }]}
    >
      <div className="space-y-8">
        <BalanceCards policy={policy} />
        <NextPayout payouts={payouts} policy={policy} />
        <PayoutHistory payouts={payouts} />
        {/* Which of the two depends on the marketplace's payout provider, which the payouts answer tells. */}
        {payouts.data && (
          <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            {payouts.data.setup === 'hosted_onboarding' ? <StripeConnectSetup /> : <PayoutAccountForm />}
          </div>
        )}
        <Statement now={today} period={period} onPeriodChange={setPeriod} />
      </div>
    </MoneyFrame>
  );
}
