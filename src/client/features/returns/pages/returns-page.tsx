import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, PackageCheck, Printer, RotateCcw, XCircle } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { AccountSidebar } from '#client/components/account-sidebar.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import { NO_ADDITIONAL_INFO, type ReturnRequestDto, type ReturnStatus } from '#shared/returns.ts';
import { returnRequestsQuery } from '../api.ts';

const STATUS: Record<ReturnStatus, { label: string; hint: string; className: string; Icon: typeof Clock }> = {
  pending: {
    label: 'Pending',
    hint: 'The seller reviews your request within 1-2 business days.',
    className: 'bg-amber-50 text-amber-800 ring-amber-200',
    Icon: Clock,
  },
  approved: { label: 'Approved', hint: 'Your prepaid return label comes by email.', className: 'bg-sky-50 text-sky-800 ring-sky-200', Icon: CheckCircle2 },
  rejected: { label: 'Rejected', hint: 'The seller declined this return.', className: 'bg-red-50 text-red-800 ring-red-200', Icon: XCircle },
  completed: { label: 'Completed', hint: 'This return is complete.', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: PackageCheck },
};

function StatusBadge({ status }: { status: ReturnStatus }) {
  const { label, className, Icon } = STATUS[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {label}
    </span>
  );
}

function Field({ term, className = '', children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const link = 'font-semibold text-brand-700 hover:underline';

function ReturnRequestCard({ request }: { request: ReturnRequestDto }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby={`return-${request.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`return-${request.id}`} className="font-semibold break-words text-slate-900">
            {request.orderItem.product.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Order{' '}
            <Link to={`/orders/${request.orderId}`} className={link}>
              #{request.orderId}
            </Link>{' '}
            · Requested on {formatDate(request.createdAt)}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr_auto]">
        <Field term="Quantity">{request.quantity}</Field>
        <Field term="Reason">{request.reason}</Field>
        {request.trackingNumber && (
          <Field term="Return tracking" className="col-span-2 sm:col-span-1">
            <Link to={`/tracking?tracking=${encodeURIComponent(request.trackingNumber)}`} className={`${link} break-all`}>
              {request.trackingNumber}
            </Link>
          </Field>
        )}
        {request.additionalInfo !== NO_ADDITIONAL_INFO && (
          <Field term="Details" className="col-span-full">
            {request.additionalInfo}
          </Field>
        )}
      </dl>
      {request.status === 'approved' && request.labelUrl ? (
        // Its route, signed in with this session: labels are served to their shopper only (decision 0041).
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
          <p>Your prepaid return label is ready: print it and tape it to the package.</p>
          <a href={request.labelUrl} target="_blank" rel="noopener" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Printer className="h-4 w-4" aria-hidden />
            Print Return Label
          </a>
        </div>
      ) : request.refundedAt ? (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm font-medium text-emerald-800">
          Refunded {formatUsd(request.refunded)} on {formatDate(request.refundedAt)}.
        </p>
      ) : (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">{STATUS[request.status].hint}</p>
      )}
    </article>
  );
}

function NoReturnRequests() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <RotateCcw className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">No return requests yet</h2>
      <p className="mt-2 max-w-md text-slate-600">
        You haven't requested any returns. To return an item, open the order details page of a delivered order and choose Return Item.
      </p>
      <Link to="/orders" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-6`}>
        View My Orders
      </Link>
    </div>
  );
}

/**
 * /returns (docs/product.md B2, "Returns"): the account sidebar and the shopper's return requests.
 * The spec's page always says there are none; this one lists the real requests and their status,
 * and says so only when there are none. The route wrapper has already asked for a sign-in.
 */
export default function ReturnsPage() {
  useSeo({ title: 'Return Requests', description: 'Your return requests and where each one stands.', noIndex: true });
  const query = useInfiniteQuery(returnRequestsQuery);
  const requests = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <AccountSidebar />
        <section aria-labelledby="returns-title" className="min-w-0">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="returns-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
              Return Requests
            </h1>
            {total > 0 && (
              <p className="text-sm text-slate-600">
                {total} {total === 1 ? 'request' : 'requests'}
              </p>
            )}
          </div>

          {query.isPending ? (
            <div className="flex min-h-[30vh] items-center justify-center">
              <Spinner label="Loading your return requests" />
            </div>
          ) : query.isError ? (
            <div className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
              <p className="font-semibold text-red-800">Error loading return requests</p>
              <p className="mt-1 text-sm text-red-700">Your return requests could not be loaded. Please try again.</p>
              <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            </div>
          ) : requests.length === 0 ? (
            <NoReturnRequests />
          ) : (
            <>
              <ul className="space-y-4" aria-label="Your return requests">
                {requests.map((request) => (
                  <li key={request.id}>
                    <ReturnRequestCard request={request} />
                  </li>
                ))}
              </ul>
              {query.hasNextPage && (
                <div className="mt-6 flex justify-center">
                  <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                    {query.isFetchingNextPage ? 'Loading…' : 'Show More'}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
