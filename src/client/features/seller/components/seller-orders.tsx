import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Clock, PackageCheck, PackageOpen, Truck, XCircle } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { STATUS_LABELS } from '#client/features/orders/order-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { OrderDto } from '#shared/orders.ts';
import { SELLER_ORDER_FILTERS, type SellerOrderFilter } from '#shared/seller-dashboard.ts';
import { sellerOrdersQuery } from '../dashboard-api.ts';

export const ORDERS_FAILED = 'Error loading orders';

const STYLES: Record<OrderDto['status'], { className: string; Icon: typeof Clock }> = {
  processing: { className: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  shipped: { className: 'bg-sky-50 text-sky-800 ring-sky-200', Icon: Truck },
  delivered: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: PackageCheck },
  completed: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CheckCircle2 },
  cancelled: { className: 'bg-slate-100 text-slate-700 ring-slate-300', Icon: XCircle },
};

function StatusPill({ status }: { status: OrderDto['status'] }) {
  const { className, Icon } = STYLES[status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {STATUS_LABELS[status]}
    </span>
  );
}

const FILTER_LABELS: Record<SellerOrderFilter, string> = { all: 'All orders', ...STATUS_LABELS };

/** One order: what the seller sold in it and for how much, linking to the seller view of the order. */
function OrderRow({ order }: { order: OrderDto }) {
  const to = `/orders/${order.id}?from=seller`;
  return (
    <li className="relative flex flex-col gap-2 p-4 first:rounded-t-xl last:rounded-b-xl hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">
            {/* The whole row is the link's target; its name is the order's. */}
            <Link
              to={to}
              className="after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
            >
              Order #{order.id}
            </Link>
          </h3>
          <StatusPill status={order.status} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'stamp')}</time>
          {' · '}
          {order.shippingAddress.fullName}, {order.shippingAddress.city}, {order.shippingAddress.state}
        </p>
        <ul className="mt-1.5 space-y-0.5 text-sm text-slate-800">
          {order.items.map((item) => (
            <li key={item.id} className="break-words">
              {item.productName} <span className="text-slate-500">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-center">
        <p className="text-sm text-slate-600">
          Your items <span className="ml-1 text-base font-bold text-slate-900 tabular-nums">{formatUsd(order.subtotal)}</span>
        </p>
        <span className="inline-flex items-center text-sm font-semibold text-brand-700" aria-hidden>
          View order
          <ChevronRight className="h-4 w-4" />
        </span>
      </div>
    </li>
  );
}

/**
 * The seller's orders (docs/product.md B2): newest first, only their own lines and amounts, a page
 * at a time from the server, narrowed by status.
 */
export function SellerOrders({ userId }: { userId: number }) {
  const [status, setStatus] = useState<SellerOrderFilter>('all');
  const orders = useInfiniteQuery(sellerOrdersQuery(userId, status));
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;

  let body;
  if (orders.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your orders" />
      </div>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="font-semibold">{ORDERS_FAILED}</p>
        <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <PackageOpen className="mx-auto h-12 w-12 text-slate-400" aria-hidden />
        <p className="mt-4 text-lg font-bold text-slate-900">{status === 'all' ? 'No orders yet' : `No ${STATUS_LABELS[status].toLowerCase()} orders`}</p>
        <p className="mt-1 text-sm text-slate-600">
          {status === 'all' ? 'When shoppers buy your products, their orders appear here.' : 'Choose another status to see more of your orders.'}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {items.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {items.length} of {total === 1 ? '1 order' : `${total} orders`}
          </p>
          {orders.hasNextPage && (
            <Button variant="outline" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? 'Loading...' : 'Load more orders'}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="orders-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="orders-heading" className="text-lg font-bold text-slate-900">
          Your Orders
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as SellerOrderFilter)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
          >
            {SELLER_ORDER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </section>
  );
}
