// The dashboard's sales chart: bars of the seller's sales per day or month, drawn with HTML and CSS
// (no chart library: one bar chart did not justify 105 KB gzip of recharts and its dependencies,
// decision 0049). Heights are percentages, so it fits any width without measuring the page and
// renders the same on the server. The chart is a picture for sighted users; screen readers get the
// summary and the table beside it (sales-panel.tsx), so it is hidden from them and out of the tab
// order; pointer users see a period's figures on hover.
import { formatCents, toCents } from '#shared/money.ts';
import type { SalesSeriesDto } from '#shared/seller-dashboard.ts';
import { periodLabel, periodTick } from './sales-periods.ts';
import { axisTicks, labelledBars } from './sales-scale.ts';

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** At most this many period names under the bars, so they never run into each other: 4 on a phone, 6 from 640 px. */
const X_LABELS_NARROW = 4;
const X_LABELS_WIDE = 6;

/** The first and last names line up with the plot's edges instead of running past them. */
const tickPlace = (i: number, count: number) => (i === 0 && count > 1 ? 'left-0' : i === count - 1 && count > 1 ? 'right-0' : 'left-1/2 -translate-x-1/2');

/** A period name named on phones only, from 640 px only, or on both. */
const shownAt = (onPhones: boolean, onWider: boolean) => (onPhones && onWider ? '' : onPhones ? 'sm:hidden' : 'hidden sm:block');

export function SalesChart({ series }: { series: SalesSeriesDto }) {
  const bars = series.points.map((p) => ({ period: p.period, cents: toCents(p.sales), orders: p.orders }));
  // A range without sales still gets a readable scale ($0 to $10), not five ticks of $0.
  const ticks = axisTicks(Math.max(10_00, ...bars.map((b) => b.cents)));
  const top = ticks[ticks.length - 1]!;
  const narrow = labelledBars(bars.length, X_LABELS_NARROW);
  const wide = labelledBars(bars.length, X_LABELS_WIDE);
  return (
    <div aria-hidden className="flex h-64 w-full gap-2 text-xs text-slate-600 sm:h-72" data-testid="sales-chart">
      <div className="relative mb-6 w-12 shrink-0">
        {ticks.map((t) => (
          <span key={t} className="absolute right-0 translate-y-1/2 whitespace-nowrap" style={{ bottom: `${(t / top) * 100}%` }}>
            {compactUsd.format(t / 100)}
          </span>
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="relative flex-1 border-b border-slate-300">
          {ticks.slice(1).map((t) => (
            <div key={t} className="absolute inset-x-0 border-t border-slate-200" style={{ bottom: `${(t / top) * 100}%` }} />
          ))}
          <div className="absolute inset-0 flex items-end gap-px sm:gap-1">
            {bars.map((b, i) => (
              <div key={b.period} className="group relative flex h-full min-w-0 flex-1 items-end justify-center hover:bg-brand-50">
                <div data-testid="sales-bar" className="w-full max-w-10 rounded-t-[3px] bg-brand-600" style={{ height: `${(b.cents / top) * 100}%` }} />
                <div
                  className={`pointer-events-none absolute bottom-full z-10 hidden whitespace-nowrap ${i < bars.length / 2 ? 'left-0' : 'right-0'} rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md group-hover:block`}
                >
                  <p className="font-semibold text-slate-900">{periodLabel(b.period, series.unit)}</p>
                  <p className="text-slate-700">
                    {formatCents(b.cents)} · {b.orders === 1 ? '1 order' : `${b.orders} orders`}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="flex h-6 items-end gap-px sm:gap-1">
          {bars.map((b, i) => (
            <span key={b.period} className="relative min-w-0 flex-1">
              {(narrow.has(i) || wide.has(i)) && (
                <span className={`absolute bottom-0 whitespace-nowrap ${tickPlace(i, bars.length)} ${shownAt(narrow.has(i), wide.has(i))}`}>
                  {periodTick(b.period, series.unit)}
                </span>
              )}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
