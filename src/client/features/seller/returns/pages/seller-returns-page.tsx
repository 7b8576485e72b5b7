import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Link, useLocation } from '#client/lib/router.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { RETURN_STATUSES, type ReturnStatus, type SellerReturnRequestDto } from '#shared/returns.ts';
import { useFocusAfter } from '#client/lib/focus.ts';
import { SELLER_RETURNS_LIMIT, sellerReturnsQuery, type ReturnAction } from '../api.ts';
import { nextStepOf, SellerReturnCard, type OnReturnActionDone } from '../components/seller-return-card.tsx';

/** docs/product.md B2: the page's three groups and the statuses each holds. */
const GROUPS: Array<{ title: string; hint: string; empty: string; statuses: ReturnStatus[] }> = [
  { title: 'Pending', hint: 'Awaiting your approval', empty: 'No return requests awaiting approval.', statuses: ['pending'] },
  { title: 'In Progress', hint: 'Approved: on their way back to you', empty: 'No approved returns in progress.', statuses: ['approved'] },
  { title: 'Completed', hint: 'Refunded or rejected', empty: 'No completed or rejected returns yet.', statuses: ['completed', 'rejected'] },
];

const FILTERS: Array<{ label: string; status: ReturnStatus | null }> = [
  { label: 'All', status: null },
  ...RETURN_STATUSES.map((status) => ({ label: status[0]!.toUpperCase() + status.slice(1), status })),
];

const RESULTS_ID = 'seller-returns-results';
const DONE_WORDS: Record<ReturnAction, string> = { approve: 'Approved', reject: 'Rejected', complete: 'Completed' };

const isStatus = (value: string | null): value is ReturnStatus => RETURN_STATUSES.includes(value as ReturnStatus);

function Group({
  title,
  hint,
  empty,
  requests,
  onDone,
}: {
  title: string;
  hint: string;
  empty: string;
  requests: SellerReturnRequestDto[];
  onDone: OnReturnActionDone;
}) {
  const id = `returns-group-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title} <span className="text-base font-semibold text-slate-500">({requests.length})</span>
        </h2>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {requests.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => (
            <li key={request.id}>
              <SellerReturnCard request={request} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /seller/returns (docs/product.md B2, "Returns"): Manage Returns, the requests for the seller's
 * products grouped as Pending, In Progress and Completed; the optional `status` query shows one
 * status. The server decides who is a seller and whose returns these are.
 */
export default function SellerReturnsPage() {
  useSeo({ title: 'Manage Returns', description: 'Return requests for your products.', noIndex: true });
  const { search } = useLocation();
  const param = new URLSearchParams(search).get('status');
  const status = isStatus(param) ? param : null;
  const query = useQuery(sellerReturnsQuery(status));
  const requests = query.data?.items ?? [];
  const groups = GROUPS.filter((g) => !status || g.statuses.includes(status));
  // After Approve, Reject or Complete & Refund the request moves to another group (its buttons with
  // it): the focus follows it to its next step, or to the list when the status filter hides it now.
  const focusAfter = useFocusAfter();
  const onDone: OnReturnActionDone = (action, updated) =>
    focusAfter({
      target: () => nextStepOf(updated.id) ?? document.querySelector<HTMLElement>(`#${RESULTS_ID} h2`),
      message: `${DONE_WORDS[action]} the return of ${updated.orderItem.product.name}.`,
    });

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Manage Returns</h1>
      <p className="mt-1 text-slate-600">Review return requests for your products, send prepaid return labels and refund completed returns.</p>

      <nav aria-label="Filter by status" className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const current = f.status === status;
          return (
            <Link
              key={f.label}
              to={f.status ? `/seller/returns?status=${f.status}` : '/seller/returns'}
              aria-current={current ? 'page' : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
            >
              {f.label}
            </Link>
          );
        })}
      </nav>

      <div id={RESULTS_ID} className="mt-6">
        {query.isPending ? (
          <div className="flex min-h-[30vh] items-center justify-center">
            <Spinner label="Loading return requests" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
            <p className="font-semibold break-words text-red-800">Error loading return requests: {serverMessage(query.error, query.error.message)}</p>
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : requests.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
              <RotateCcw className="h-8 w-8" aria-hidden />
            </span>
            <h2 className="mt-5 text-xl font-bold text-slate-900">{status ? `No ${status} return requests` : 'No return requests yet'}</h2>
            <p className="mt-2 max-w-md text-slate-600">When a shopper asks to return one of your products, the request appears here for you to review.</p>
          </div>
        ) : (
          <div className="space-y-8">
            {query.data.total > requests.length && (
              <p className="text-sm text-slate-600">
                Showing the newest {SELLER_RETURNS_LIMIT} of {query.data.total} requests. Filter by status to see others.
              </p>
            )}
            {groups.map((g) => (
              <Group
                key={g.title}
                title={g.title}
                hint={g.hint}
                empty={g.empty}
                requests={requests.filter((r) => g.statuses.includes(r.status))}
                onDone={onDone}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
