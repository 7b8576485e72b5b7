import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatUsd, toCents } from '#shared/money.ts';
import { STATEMENT_TYPE_LABELS, type LedgerEntryDto } from '#shared/schemas/ledger.ts';
import { statementCsvUrl, statementQuery } from '../api.ts';
import { periodLabel, type Period } from '../period.ts';
import { PeriodPicker } from './period-picker.tsx';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase whitespace-nowrap';
const amountClass = (amount: string) => (toCents(amount) < 0 ? 'text-red-700' : 'text-emerald-700');
const signed = (amount: string) => (toCents(amount) > 0 ? `+${formatUsd(amount)}` : formatUsd(amount));

function EntriesTable({ entries, label }: { entries: LedgerEntryDto[]; label: string }) {
  return (
    // From 640 px; a narrower screen gets the cards below. Focusable, so the keyboard can scroll it.
    <div
      tabIndex={0}
      role="region"
      aria-label={`Statement entries, ${label}`}
      className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Entries of {label}, oldest first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Order
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-600 tabular-nums">{formatDate(e.createdAt, 'long')}</td>
              <td className="px-3 py-2.5">
                <span className="font-medium text-slate-900">{STATEMENT_TYPE_LABELS[e.type]}</span>
                <span className="block text-xs text-slate-500">
                  {e.description} · {e.account === 'pending' ? 'Pending' : 'Available'}
                </span>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {e.orderId === null ? (
                  <span className="text-slate-400">—</span>
                ) : (
                  <Link to={`/orders/${e.orderId}?from=seller`} className="font-medium text-brand-700 hover:underline">
                    #{e.orderId}
                  </Link>
                )}
              </td>
              <td className={`px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums ${amountClass(e.amount)}`}>{signed(e.amount)}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums">{formatUsd(e.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderLink({ orderId }: { orderId: number | null }) {
  return orderId === null ? null : (
    <Link to={`/orders/${orderId}?from=seller`} className="font-medium text-brand-700 hover:underline">
      Order #{orderId}
    </Link>
  );
}

/** 375 px: one card per entry, the amount and the balance in view without scrolling. */
function EntryCards({ entries, label }: { entries: LedgerEntryDto[]; label: string }) {
  return (
    <ul aria-label={`Statement entries, ${label}`} className="space-y-2 sm:hidden">
      {entries.map((e) => (
        <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-slate-900">{STATEMENT_TYPE_LABELS[e.type]}</span>
            <span className={`font-semibold tabular-nums ${amountClass(e.amount)}`}>{signed(e.amount)}</span>
          </div>
          <p className="mt-0.5 text-xs text-slate-500">
            {formatDate(e.createdAt, 'long')} · {e.account === 'pending' ? 'Pending' : 'Available'}
          </p>
          <p className="mt-1 break-words text-slate-700">{e.description}</p>
          <div className="mt-1 flex items-baseline justify-between gap-3">
            <OrderLink orderId={e.orderId} />
            <span className="ml-auto text-slate-600 tabular-nums">Balance {formatUsd(e.balanceAfter)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The statement (docs/product.md "Payouts and statements"): every entry on the seller's pending and
 * available balances for a period, the balance after each, and the same rows as a CSV file.
 */
export function Statement({ now, period, onPeriodChange }: { now: Date; period: Period; onPeriodChange: (period: Period) => void }) {
  const statement = useQuery(statementQuery(period));
  const label = periodLabel(period);
  const entries = statement.data ?? [];

  return (
    <section aria-labelledby="statement-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="statement-heading" className="text-xl font-bold text-slate-900">
            Statement
          </h2>
          <p className="mt-1 text-sm text-slate-600">Every movement of your money: sales, postage, refunds, releases and payouts.</p>
        </div>
        <a href={statementCsvUrl(period)} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      <div className="mt-4">
        <PeriodPicker id="statement" now={now} period={period} onChange={onPeriodChange} />
      </div>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{label}</h3>
      {statement.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your statement" />
        </div>
      ) : statement.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">Your statement could not be loaded.</p>
          <Button variant="outline" className="mt-3" onClick={() => void statement.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <FileText className="h-8 w-8 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-slate-900">No entries in {label}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">When you sell, buy a label, refund a return or are paid, it shows here.</p>
        </div>
      ) : (
        <div aria-busy={statement.isPlaceholderData} className={statement.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <EntriesTable entries={entries} label={label} />
          <EntryCards entries={entries} label={label} />
        </div>
      )}
    </section>
  );
}
