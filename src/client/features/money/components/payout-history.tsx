import { CalendarClock, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { StatusBadge, TONES, type StatusTone } from '#client/components/ui/status-badge.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { payoutMinimum, payoutTiming } from '#client/features/help/policy.ts';

/** The slice of a query these need: the page passes the payouts query (payouts-api.ts) as it is. */
export interface PayoutsState {
  data?: SellerPayoutsDto;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const STATUS: Record<PayoutItem['status'], StatusTone> = {
  pending: { label: 'Pending', className: TONES.waiting, Icon: Clock },
  paid: { label: 'Paid', className: TONES.done, Icon: CheckCircle2 },
  failed: { label: 'Failed', className: TONES.failed, Icon: XCircle },
};

type PayoutItem = SellerPayoutsDto['items'][number];

/** A calendar date ('2026-11-30') as midday that day in the marketplace's zone, so it is shown as that day. */
const calendarDay = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T18:00:00Z` : date);

/** The next payout's date and amount, or why there is none. */
export function NextPayout({ payouts, policy }: { payouts: PayoutsState; policy: PayoutPolicyDto | undefined }) {
  const next = payouts.data?.nextPayout;
  return (
    <section aria-labelledby="next-payout-heading" className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-5">
      <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <h2 id="next-payout-heading" className="font-bold text-slate-900">
          Next payout
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {payouts.isPending
            ? 'Loading…'
            : payouts.isError
              ? 'The next payout could not be loaded.'
              : next
                ? `${formatUsd(next.amount)} on ${formatDate(calendarDay(next.date), 'long')}`
                : policy
                  ? `Nothing to pay yet: payouts are sent ${payoutTiming(policy)}, once your available balance is at least ${payoutMinimum(policy)} and your bank account is set up.`
                  : 'Nothing to pay yet: a payout is sent once your available balance reaches the minimum and your bank account is set up.'}
        </p>
      </div>
    </section>
  );
}

/**
 * When it arrived, or why it failed and where the money is now: back in the available balance from
 * the sandbox bank; in the seller's Stripe balance with Stripe Connect (decision 0058).
 */
const details = (p: PayoutItem, setup: SellerPayoutsDto['setup']) =>
  p.status === 'failed'
    ? `${(p.failureReason ?? 'The bank refused it').replace(/\.$/, '')}. ${
        setup === 'hosted_onboarding'
          ? 'The money is in your Stripe balance until you update your bank with Stripe.'
          : 'The money is back in your available balance.'
      }`
    : p.paidAt
      ? `Arrived ${formatDate(p.paidAt, 'long')}`
      : 'On its way to your bank';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase whitespace-nowrap';

function PayoutsTable({ items, setup }: { items: PayoutItem[]; setup: SellerPayoutsDto['setup'] }) {
  return (
    // From 640 px; a narrower screen gets the cards below. Focusable, so the keyboard can scroll it.
    <div tabIndex={0} role="region" aria-label="Your payouts" className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Your payouts, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">{formatDate(p.createdAt, 'long')}</td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatUsd(p.amount)}</td>
              <td className="px-3 py-2.5">
                <StatusBadge tone={STATUS[p.status] ?? STATUS.pending} />
              </td>
              <td className="px-3 py-2.5 text-slate-700">{details(p, setup)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under 640 px: one card per payout, its amount and status in view without scrolling sideways. */
function PayoutCards({ items, setup }: { items: PayoutItem[]; setup: SellerPayoutsDto['setup'] }) {
  return (
    <ul aria-label="Your payouts" className="space-y-2 sm:hidden">
      {items.map((p) => (
        <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(p.amount)}</span>
            <StatusBadge tone={STATUS[p.status] ?? STATUS.pending} />
          </div>
          <p className="mt-0.5 text-xs text-slate-500">Sent {formatDate(p.createdAt, 'long')}</p>
          <p className="mt-1 break-words text-slate-700">{details(p, setup)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Every payout with its status, and a failed one's reason: a table, or cards on a phone. */
export function PayoutHistory({ payouts }: { payouts: PayoutsState }) {
  const items = payouts.data?.items ?? [];
  return (
    <section aria-labelledby="payout-history-heading">
      <h2 id="payout-history-heading" className="text-xl font-bold text-slate-900">
        Payout history
      </h2>
      <div className="mt-3">
        {payouts.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading your payouts" />
          </div>
        ) : payouts.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-semibold text-red-800">Your payouts could not be loaded.</p>
            <Button variant="outline" className="mt-3" onClick={() => void payouts.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">No payouts yet.</p>
        ) : (
          <>
            <PayoutsTable items={items} setup={payouts.data!.setup} />
            <PayoutCards items={items} setup={payouts.data!.setup} />
          </>
        )}
      </div>
    </section>
  );
}
