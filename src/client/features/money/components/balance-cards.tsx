import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { payoutMinimum, payoutTiming } from '#client/features/help/policy.ts';
import { formatUsd, toCents } from '#shared/money.ts';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { balanceQuery } from '../api.ts';

function Card({ label, hint, children }: { label: string; hint: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{children}</dd>
      <dd className="mt-auto pt-2 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/** While loading or when it failed: not a zero a seller would take for real (as the dashboard, decision 0025). */
function Unknown({ loading }: { loading: boolean }) {
  return (
    <>
      <span aria-hidden>{loading ? '…' : '—'}</span>
      <span className="sr-only">{loading ? 'Loading' : 'Not available'}</span>
    </>
  );
}

/**
 * Pending, Available and Paid out (docs/product.md "Payouts and statements"), each with a line
 * saying what it is, with the server's payout rules (GET /api/payout-policy) once they are in: never a
 * default that could be wrong.
 */
export function BalanceCards({ policy }: { policy: PayoutPolicyDto | undefined }) {
  const balance = useQuery(balanceQuery());
  const b = balance.data;
  const show = (value: string | undefined) => (value === undefined ? <Unknown loading={balance.isPending} /> : formatUsd(value));
  const negative = b ? toCents(b.available) < 0 : false;

  return (
    <section aria-labelledby="balance-heading">
      <h2 id="balance-heading" className="text-xl font-bold text-slate-900">
        Your balance
      </h2>
      {balance.isError && (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Failed to load your balance.</p>
          <Button variant="outline" size="sm" onClick={() => void balance.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={balance.isPending}>
        <Card
          label="Pending"
          hint={
            !policy
              ? 'Sold, not yet delivered or within the hold after delivery'
              : policy.holdDays === 0
                ? 'Sold, not yet delivered'
                : `Sold, not yet delivered or within the ${policy.holdDays}-day hold after delivery`
          }
        >
          {show(b?.pending)}
        </Card>
        <Card
          label="Available"
          hint={
            negative
              ? 'A refund after your money was paid out: taken from your next sales'
              : policy
                ? `Paid to your bank account ${payoutTiming(policy)} (from ${payoutMinimum(policy)})`
                : 'Paid to your bank account at the next payout'
          }
        >
          <span className={negative ? 'text-red-700' : undefined}>{show(b?.available)}</span>
        </Card>
        <Card label="Paid out" hint="Sent to your bank account, in total">
          {show(b?.paidOut)}
        </Card>
      </dl>
    </section>
  );
}
