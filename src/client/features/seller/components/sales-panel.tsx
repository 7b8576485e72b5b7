import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatUsd } from '#shared/money.ts';
import { SALES_RANGES, type SalesRange, type SalesSeriesDto } from '#shared/seller-dashboard.ts';
import { sellerSalesQuery } from '../dashboard-api.ts';
import { SalesChart } from './sales-chart.tsx';
import { periodLabel, RANGE_LABELS, salesSummary } from './sales-periods.ts';

const chartBox = 'flex h-64 items-center justify-center sm:h-72';

/** The chart's figures as a table: what a screen reader reads, and anyone who wants the numbers. */
function SalesTable({ series }: { series: SalesSeriesDto }) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-slate-50">View sales as a table</summary>
      <div className="border-t border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Sales by {series.unit}, {RANGE_LABELS[series.range].toLowerCase()}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {series.unit === 'day' ? 'Day' : 'Month'}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Sales
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...series.points].reverse().map((p) => (
              <tr key={p.period}>
                <th scope="row" className="px-4 py-1.5 font-normal text-slate-800">
                  {periodLabel(p.period, series.unit)}
                </th>
                <td className="px-4 py-1.5 text-right text-slate-700 tabular-nums">{p.orders}</td>
                <td className="px-4 py-1.5 text-right text-slate-900 tabular-nums">{formatUsd(p.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Sales over time (decision 0025): the last 30 days by day or the last 12 months by month. */
export function SalesPanel({ userId }: { userId: number }) {
  const [range, setRange] = useState<SalesRange>('30d');
  const sales = useQuery(sellerSalesQuery(userId, range));
  const series = sales.data;

  let body;
  if (sales.isPending) {
    body = (
      <div className={chartBox}>
        <Spinner label="Loading your sales" />
      </div>
    );
  } else if (sales.isError) {
    body = (
      <div role="alert" className={`${chartBox} flex-col gap-3 rounded-xl bg-red-50 text-center text-red-900`}>
        <p className="font-semibold">Failed to load your sales</p>
        <Button variant="outline" size="sm" onClick={() => void sales.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-slate-700" aria-live="polite">
          {salesSummary(series!)}
        </p>
        <div className="mt-3">
          <SalesChart series={series!} />
        </div>
        <SalesTable series={series!} />
      </>
    );
  }

  return (
    <section aria-labelledby="sales-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <BarChart3 className="h-5 w-5 text-brand-700" aria-hidden />
          Sales over time
        </h2>
        <div role="group" aria-label="Chart period" className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {SALES_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors ${range === r ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {RANGE_LABELS[r]}
            </button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}
