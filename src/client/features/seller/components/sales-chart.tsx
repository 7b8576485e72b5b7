// The dashboard's sales chart: bars of the seller's sales per day or month. Recharts is loaded only
// here, a chunk of its own that only the dashboard asks for. The chart is a picture for sighted
// users; screen readers get the summary and the table beside it (sales-panel.tsx), so the SVG is
// hidden from them and kept out of the tab order.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents, toCents } from '#shared/money.ts';
import type { SalesSeriesDto } from '#shared/seller-dashboard.ts';
import { periodLabel, periodTick } from './sales-periods.ts';

interface Bar {
  period: string;
  cents: number;
  orders: number;
}

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

function ChartTooltip({ active, payload, unit }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }>; unit: SalesSeriesDto['unit'] }) {
  const bar = active ? (payload?.[0]?.payload as Bar | undefined) : undefined;
  if (!bar) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-slate-900">{periodLabel(bar.period, unit)}</p>
      <p className="text-slate-700">
        {formatCents(bar.cents)} · {bar.orders === 1 ? '1 order' : `${bar.orders} orders`}
      </p>
    </div>
  );
}

export default function SalesChart({ series }: { series: SalesSeriesDto }) {
  const data: Bar[] = series.points.map((p) => ({ period: p.period, cents: toCents(p.sales), orders: p.orders }));
  return (
    <div aria-hidden className="h-64 w-full sm:h-72">
      <BarChart responsive data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="period"
          tickFormatter={(p: string) => periodTick(p, series.unit)}
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          tickFormatter={(cents: number) => compactUsd.format(cents / 100)}
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
          axisLine={false}
          width={56}
          allowDecimals={false}
          // A range without sales still gets a readable scale ($0 to $10), not five ticks of $0.
          domain={[0, (dataMax: number) => Math.max(dataMax, 10_00)]}
        />
        <Tooltip cursor={{ fill: '#eef4fb' }} content={({ active, payload }) => <ChartTooltip active={active} payload={payload} unit={series.unit} />} />
        <Bar dataKey="cents" fill="var(--color-brand-600)" radius={[3, 3, 0, 0]} maxBarSize={40} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
