import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { formatUsd } from '#shared/money.ts';
import type { LedgerCheckDto, LedgerSummaryDto } from '#shared/schemas/ledger.ts';
import { ledgerCheckQuery, ledgerSummaryQuery } from '../api.ts';
import { MoneyFrame } from '../components/money-frame.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { monthPeriod, periodLabel, type Period } from '../period.ts';

const TITLE = 'Ledger';

/** Signed in but not the administrator (the server answers 403 as well). */
function AdminOnly() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-slate-100 text-slate-600">
        <ShieldAlert className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{TITLE}</h1>
      <p className="mt-3 text-base text-slate-600">This page is for the administrator.</p>
      <Link to="/" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}

function Failed({ what, retry }: { what: string; retry: () => unknown }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{what} could not be loaded.</p>
      <Button variant="outline" className="mt-3" onClick={() => void retry()}>
        Try again
      </Button>
    </div>
  );
}

function Figure({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums">{children}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

/** Whether every transaction sums to zero and money in is money out plus what is held. */
function CheckResult({ check }: { check: LedgerCheckDto }) {
  const ok = check.balanced && check.reconciles;
  const n = check.imbalances.length;
  return (
    <div className={`rounded-2xl border p-4 sm:p-5 ${ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'}`}>
      <p className={`flex items-center gap-2 text-lg font-bold ${ok ? 'text-emerald-900' : 'text-red-900'}`}>
        {ok ? <CheckCircle2 className="h-5 w-5" aria-hidden /> : <XCircle className="h-5 w-5" aria-hidden />}
        {ok
          ? 'Books balance'
          : !check.balanced
            ? `${n}${n >= 100 ? '+' : ''} ${n === 1 ? 'transaction does' : 'transactions do'} not balance`
            : 'Money in does not equal money out plus balances'}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {check.transactions.toLocaleString('en-US')} {check.transactions === 1 ? 'transaction' : 'transactions'} checked, each summing to zero.
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Money in (from shoppers, net of refunds)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(check.moneyIn)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Money out (payouts and postage)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(check.moneyOut)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Held (sellers, fees, tax)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(check.held)}</dd>
        </div>
      </dl>
      {n > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-red-900">
          {check.imbalances.map((i) => (
            <li key={i.transactionId}>
              Transaction {i.transactionId} ({i.key}) sums to {formatUsd(i.sum)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Summary({ summary, label }: { summary: LedgerSummaryDto; label: string }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label="Fees earned" hint="15% of items after discount, net of refunds">
          {formatUsd(summary.feesEarned)}
        </Figure>
        <Figure label="Payouts sent" hint={`${summary.payouts.sentCount} ${summary.payouts.sentCount === 1 ? 'payout' : 'payouts'}`}>
          {formatUsd(summary.payouts.sent)}
        </Figure>
        <Figure label="Payouts failed" hint={`${summary.payouts.failedCount} returned to sellers' available balances`}>
          {formatUsd(summary.payouts.failed)}
        </Figure>
      </dl>
      <section aria-labelledby="tax-heading">
        <h3 id="tax-heading" className="text-lg font-bold text-slate-900">
          Sales tax collected by state
        </h3>
        {summary.salesTax.length === 0 ? (
          <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
            No sales tax in {label}.
          </p>
        ) : (
          <div className="mt-2 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Sales tax collected by shipping state, {label}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    State
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Tax collected
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {summary.salesTax.map((row) => (
                  <tr key={row.state}>
                    <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                      {row.state}
                    </th>
                    <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">{formatUsd(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-slate-200 bg-slate-50">
                <tr>
                  <th scope="row" className="px-3 py-2.5 text-left font-bold text-slate-900">
                    Total
                  </th>
                  <td className="px-3 py-2.5 text-right font-bold text-slate-900 tabular-nums">{formatUsd(summary.salesTaxTotal)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Ledger({ today }: { today: Date }) {
  const [period, setPeriod] = useState<Period>(() => monthPeriod(today, 0));
  const check = useQuery(ledgerCheckQuery());
  const summary = useQuery(ledgerSummaryQuery(period));
  const label = periodLabel(period);

  return (
    <MoneyFrame title={TITLE} intro="The marketplace's books: the balance check, fees, sales tax by state and payouts." crumbs={[]}>
      <div className="space-y-8">
        <section aria-labelledby="check-heading">
          <h2 id="check-heading" className="text-xl font-bold text-slate-900">
            Balance check
          </h2>
          <div className="mt-3">
            {check.isPending ? (
              <Spinner label="Checking the books" />
            ) : check.isError ? (
              <Failed what="The balance check" retry={check.refetch} />
            ) : (
              <CheckResult check={check.data} />
            )}
          </div>
        </section>
        <section aria-labelledby="period-heading">
          <h2 id="period-heading" className="text-xl font-bold text-slate-900">
            Fees, tax and payouts: {label}
          </h2>
          <div className="mt-3">
            <PeriodPicker id="summary" now={today} period={period} onChange={setPeriod} />
          </div>
          <div className="mt-4">
            {summary.isPending ? (
              <Spinner label="Loading the period" />
            ) : summary.isError ? (
              <Failed what="The period's figures" retry={summary.refetch} />
            ) : (
              <div aria-busy={summary.isPlaceholderData} className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <Summary summary={summary.data} label={label} />
              </div>
            )}
          </div>
        </section>
      </div>
    </MoneyFrame>
  );
}

/** /admin/ledger (docs/product.md "Payouts and statements"): the administrator's view of the books. */
export default function LedgerAdminPage({ now = () => new Date() }: { now?: () => Date }) {
  useSeo({ title: TITLE, description: 'The books of Heartland Market.', noIndex: true });
  const [today] = useState(now);
  const { user } = useAuth();
  return user?.isAdmin ? <Ledger today={today} /> : <AdminOnly />;
}
