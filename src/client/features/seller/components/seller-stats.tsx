import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DollarSign, Package, ShoppingBag } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Link } from '#client/lib/router.tsx';
import { formatUsd, toCents } from '#shared/money.ts';
import { PLATFORM_FEE_PERCENT } from '#shared/seller-dashboard.ts';
import { sellerStatsQuery } from '../dashboard-api.ts';

export const STATS_FAILED = 'Failed to load your statistics';

/** What a card shows while its figure is loading or could not be loaded: not a zero that looks real. */
function Unknown({ loading }: { loading: boolean }) {
  return (
    <>
      <span aria-hidden>{loading ? '…' : '—'}</span>
      <span className="sr-only">{loading ? 'Loading' : 'Not available'}</span>
    </>
  );
}

function StatCard({ label, icon, hint, children }: { label: string; icon: ReactNode; hint: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{children}</dd>
      <dd className="mt-auto pt-2 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/** An amount taken off: '−$12.50' (a true minus sign), or '$0.00' when there is none. */
const minus = (amount: string) => `${toCents(amount) > 0 ? '−' : ''}${formatUsd(amount)}`;

function Row({ label, value, strong = false, note }: { label: string; value: ReactNode; strong?: boolean; note?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'border-t border-slate-200 pt-3 font-bold text-slate-900' : 'text-slate-700'}`}>
      <dt>
        {label}
        {note && <span className="block text-xs font-normal text-slate-500">{note}</span>}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The spec's three figures (totalSales, totalOrders, activeProducts) and the earnings beside them,
 * as the books hold them (docs/decisions/0056, "The dashboard's figures"): gross sales, the shipping
 * shoppers paid for the seller's parcels, the platform's 15% fee and the labels, adding up to the net
 * that the statement and the payouts agree with. Orders paid before the books, and corrections, show
 * only when there are some. The platform's own stock (`platform`, the administrator's dashboard) pays
 * no fee (decision 0043). When the figures cannot be loaded the cards say so (decision 0025) instead
 * of the spec's zeros, which a seller would take for real.
 */
export function SellerStats({ userId, platform = false }: { userId: number; platform?: boolean }) {
  const stats = useQuery(sellerStatsQuery(userId));
  const s = stats.data;
  const value = (render: (data: NonNullable<typeof s>) => ReactNode) => (s ? render(s) : <Unknown loading={stats.isPending} />);
  const iconClass = 'h-4 w-4 text-brand-700';

  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      {stats.isError && (
        <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p>
            <span className="font-semibold">{STATS_FAILED}.</span> The figures below are not shown until they load.
          </p>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={stats.isPending}>
          <StatCard label="Total Sales" hint="Your items sold, less returns" icon={<DollarSign className={iconClass} aria-hidden />}>
            {value((d) => formatUsd(d.totalSales))}
          </StatCard>
          <StatCard label="Total Orders" hint="Cancelled orders not counted" icon={<ShoppingBag className={iconClass} aria-hidden />}>
            {value((d) => d.totalOrders.toLocaleString('en-US'))}
          </StatCard>
          <StatCard label="Active Products" hint="Live and in stock" icon={<Package className={iconClass} aria-hidden />}>
            {value((d) => d.activeProducts.toLocaleString('en-US'))}
          </StatCard>
        </dl>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <h3 className="text-sm font-semibold text-slate-900">Your earnings</h3>
          <dl className="mt-1 text-sm">
            <Row
              label="Gross sales"
              value={value((d) => formatUsd(d.totalSales))}
              note={s && toCents(s.returns) > 0 ? `after ${formatUsd(s.returns)} of returns` : undefined}
            />
            {s && toCents(s.unbookedSales) !== 0 && (
              <Row label="Sales before payouts began" value={minus(s.unbookedSales)} note={platform ? undefined : 'not in your statement or payouts'} />
            )}
            <Row label="Shipping paid by shoppers" value={value((d) => formatUsd(d.shipping))} note={platform ? undefined : 'for your parcels'} />
            {platform ? (
              <Row label="Platform fee" value={value(() => 'None')} note="not charged on the platform's own stock" />
            ) : (
              <Row label={`Platform fee (${s?.platformFeePercent ?? PLATFORM_FEE_PERCENT}%)`} value={value((d) => minus(d.platformFee))} />
            )}
            <Row label="Shipping labels" value={value((d) => minus(d.postage))} note="bought through Heartland Market" />
            {s && toCents(s.adjustments) !== 0 && <Row label="Adjustments" value={formatUsd(s.adjustments)} note="corrections on your statement" />}
            <Row label="Net earnings" value={value((d) => formatUsd(d.netSales))} strong />
          </dl>
          {!platform && (
            <p className="mt-2 text-xs text-slate-500">
              Pending, available and paid out together, as your statement shows them.{' '}
              <Link to="/seller/payouts" className="font-semibold text-brand-700 hover:underline">
                See your balance and statement
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
