// How the chart, its table and its summary name a period of GET /api/seller/sales: the server cut
// the periods in the marketplace's zone and sends their first day as "2026-11-23", a calendar date
// that must read the same in every browser, so it is formatted as that date in UTC.
import type { SalesPointDto, SalesSeriesDto } from '#shared/seller-dashboard.ts';
import { formatCents, toCents } from '#shared/money.ts';

const asUtcDate = (period: string) => {
  const [y, m, d] = period.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
};

const FORMATS = {
  dayShort: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  dayLong: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  monthShort: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
  monthLong: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "Nov 23" / "Nov": an axis tick. */
export const periodTick = (period: string, unit: SalesSeriesDto['unit']) => (unit === 'day' ? FORMATS.dayShort : FORMATS.monthShort).format(asUtcDate(period));

/** "Mon, Nov 23, 2026" / "November 2026": a table row, a tooltip, the summary. */
export const periodLabel = (period: string, unit: SalesSeriesDto['unit']) => (unit === 'day' ? FORMATS.dayLong : FORMATS.monthLong).format(asUtcDate(period));

export const RANGE_LABELS = { '30d': 'Last 30 days', '12m': 'Last 12 months' } as const;

/** One sentence for screen readers and for everyone above the chart: the total and the best period. */
export function salesSummary(series: SalesSeriesDto): string {
  const range = RANGE_LABELS[series.range].toLowerCase();
  const orders = series.points.reduce((n, p) => n + p.orders, 0);
  if (toCents(series.totalSales) === 0) return `No sales in the ${range}.`;
  const best = series.points.reduce<SalesPointDto | null>((top, p) => (!top || toCents(p.sales) > toCents(top.sales) ? p : top), null)!;
  const ordersText = orders === 1 ? '1 order' : `${orders} orders`;
  const bestWhat = series.unit === 'day' ? 'Best day' : 'Best month';
  return `${formatCents(toCents(series.totalSales))} in sales from ${ordersText} in the ${range}. ${bestWhat}: ${periodLabel(best.period, series.unit)}, ${formatCents(toCents(best.sales))}.`;
}
