import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AlertTriangle, PackageSearch } from 'lucide-react';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import { AccountSidebar } from '#client/components/account-sidebar.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { ORDER_LIST_FILTERS, type OrderDto, type OrderListFilter } from '#shared/orders.ts';
import { buyAgainQuery, orderHistoryQuery } from '../api.ts';
import { BuyAgain } from '../components/buy-again.tsx';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { ReturnItemDialog } from '../components/return-item-dialog.tsx';
import { groupByMonth, returnableItems, STATUS_LABELS } from '../order-rules.ts';

const FILTER_LABELS: Record<OrderListFilter, string> = { all: 'All Orders', ...STATUS_LABELS };

const readFilter = (value: string | null): OrderListFilter => ORDER_LIST_FILTERS.find((f) => f === value) ?? 'all';

/** The open dialog, with the order as it was when opened (the list may drop it meanwhile). */
type Action = { kind: 'cancel'; order: OrderDto } | { kind: 'return'; order: OrderDto };

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <AlertTriangle className="mx-auto h-10 w-10 text-accent-600" aria-hidden />
      <h2 className="mt-3 text-lg font-bold text-red-900">Error loading orders</h2>
      <p className="mt-1 text-sm text-red-800">Your orders could not be loaded. Your session may have ended, or the connection dropped.</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/auth?returnTo=%2Forders" className={buttonClass({ variant: 'outline' })}>
          Log in again
        </Link>
        <Button variant="brand" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

function NoOrders({ filter }: { filter: OrderListFilter }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <PackageSearch className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">No orders found</h2>
      <p className="mt-2 max-w-md text-slate-600">
        {filter === 'all' ? "You haven't placed any orders yet." : `You have no ${STATUS_LABELS[filter].toLowerCase()} orders.`}
      </p>
      <Link to="/" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-6`}>
        Start Shopping
      </Link>
    </div>
  );
}

/**
 * /orders (docs/product.md B2): My Orders with the status filter (kept in the address as ?status=),
 * month-and-year groups newest first, and the cards' actions. Only asked for while signed in.
 */
export default function OrdersPage() {
  useSeo({ title: 'My Orders', description: 'Your orders, their status and what you can do with them.', noIndex: true });
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const query = useInfiniteQuery(orderHistoryQuery(filter, !!user));
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Asked with the orders and shown with them, above the list, so the list never moves down.
  const buyAgain = useQuery(buyAgainQuery(!!user));
  const rebuy = filter === 'all' ? (buyAgain.data ?? []) : [];
  const loading = query.isPending || (filter === 'all' && buyAgain.isPending);
  const [action, setAction] = useState<Action | null>(null);
  const [now] = useState(() => Date.now());
  const close = () => setAction(null);

  const choose = (value: OrderListFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <AccountSidebar />
        <div className="min-w-0">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <h1 id="orders-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
              My Orders
            </h1>
            <div>
              <label htmlFor="order-status-filter" className="mb-1 block text-sm font-medium text-slate-700">
                Filter by status
              </label>
              <select
                id="order-status-filter"
                value={filter}
                onChange={(e) => choose(readFilter(e.target.value))}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2"
              >
                {ORDER_LIST_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {FILTER_LABELS[f]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {/* Outside the orders' region, whose articles are the orders. */}
          {!loading && !query.isError && rebuy.length > 0 && <BuyAgain items={rebuy} />}
          <section aria-labelledby="orders-title">
            {loading ? (
              <div className="flex min-h-[30vh] items-center justify-center">
                <Spinner label="Loading your orders" />
              </div>
            ) : query.isError ? (
              <LoadError onRetry={() => void query.refetch()} />
            ) : orders.length === 0 ? (
              <NoOrders filter={filter} />
            ) : (
              <>
                <div className="space-y-8">
                  {groupByMonth(orders).map(({ month, orders: inMonth }) => (
                    <section key={month}>
                      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{month}</h2>
                      <ul className="space-y-4">
                        {inMonth.map((order) => (
                          <li key={order.id}>
                            <OrderCard
                              order={order}
                              canReturn={returnableItems(order, now).length > 0}
                              onCancel={() => setAction({ kind: 'cancel', order })}
                              onReturn={() => setAction({ kind: 'return', order })}
                            />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
                {query.hasNextPage && (
                  <div className="mt-6 flex justify-center">
                    <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                      {query.isFetchingNextPage ? 'Loading…' : 'Show More Orders'}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      </div>
      {action?.kind === 'cancel' && (
        <CancelOrderDialog
          orderId={action.order.id}
          open
          onOpenChange={close}
          // The order's card, now Cancelled; the page's heading when the status filter dropped it.
          focusAfterCancel={() => document.getElementById(`order-${action.order.id}`) ?? document.getElementById('orders-title')}
        />
      )}
      {action?.kind === 'return' && <ReturnItemDialog orderId={action.order.id} items={returnableItems(action.order, now)} open onOpenChange={close} />}
    </div>
  );
}
