import { Link } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { formatDate } from '#shared/dates.ts';
import { formatUsd } from '#shared/money.ts';
import type { OrderDto } from '#shared/orders.ts';
import { groupByShop, soldBy } from '#shared/shop-groups.ts';
import { canCancel } from '../order-rules.ts';
import { OrderLine } from './order-line.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** docs/product.md B2: a phone's card lists 3 items, a wider screen's 2 (from 768 px), then '+ n more'. */
const MOBILE_ITEMS = 3;
const DESKTOP_ITEMS = 2;

/**
 * An order in the history: number, date, status, total, its first items, and View Details, Cancel
 * Order (processing) and Return Item (while something may be returned). The page opens the dialogs.
 */
export function OrderCard({ order, canReturn, onCancel, onReturn }: { order: OrderDto; canReturn: boolean; onCancel: () => void; onReturn: () => void }) {
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const more = (shown: number) => order.items.length - shown;
  // Who sold it, one name per package (docs/decisions/0055).
  const shopNames = groupByShop(order.items, (i) => i.seller).flatMap(({ seller }) => (seller ? [seller.shopName] : []));
  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-2xl border border-slate-200 bg-white">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 id={`order-${order.id}`} className="font-semibold text-slate-900">
            Order #{order.id}
          </h3>
          <p className="text-sm text-slate-600">Placed {formatDate(order.createdAt, 'stamp')}</p>
          {shopNames.length > 0 && <p className="text-xs break-words text-slate-500">{soldBy(shopNames.join(', '))}</p>}
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <p className="text-right">
            <span className="block font-semibold text-slate-900 tabular-nums">{formatUsd(order.total)}</span>
            <span className="block text-xs text-slate-500">
              {count} {count === 1 ? 'item' : 'items'}
            </span>
          </p>
        </div>
      </header>
      <ul className="space-y-3 px-4 py-4 sm:px-5">
        {order.items.slice(0, MOBILE_ITEMS).map((item, i) => (
          <li key={item.id} className={i >= DESKTOP_ITEMS ? 'md:hidden' : undefined}>
            <OrderLine item={item} />
          </li>
        ))}
        {more(MOBILE_ITEMS) > 0 && <li className="text-sm font-medium text-slate-600 md:hidden">+ {more(MOBILE_ITEMS)} more</li>}
        {more(DESKTOP_ITEMS) > 0 && <li className="hidden text-sm font-medium text-slate-600 md:block">+ {more(DESKTOP_ITEMS)} more</li>}
      </ul>
      <footer className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3 sm:px-5">
        <Link to={`/orders/${order.id}`} className={buttonClass({ variant: 'brand', size: 'sm' })}>
          View Details<span className="sr-only"> of order #{order.id}</span>
        </Link>
        {canCancel(order) && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel Order
          </Button>
        )}
        {canReturn && (
          <Button variant="outline" size="sm" onClick={onReturn}>
            Return Item
          </Button>
        )}
      </footer>
    </article>
  );
}
