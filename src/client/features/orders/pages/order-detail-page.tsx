import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CreditCard, ExternalLink, FileText, LifeBuoy, MapPin, Truck } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { ShopHeading } from '#client/components/shop-heading.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { ShopReviewsForOrder } from '#client/features/shop-reviews/shop-reviews-for-order.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { is404, type PageData } from '#client/ssr/page-data.ts';
import { cardDescription } from '#shared/cards.ts';
import { MULTI_ITEM_DISCOUNT_LABEL } from '#shared/checkout-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { deliveryPromise } from '#shared/delivery-estimate.ts';
import { formatCents, formatUsd, toCents } from '#shared/money.ts';
import { CANCEL_REASON_LABELS, type OrderDto } from '#shared/orders.ts';
import { parseRouteId } from '#shared/route-id.ts';
import { groupByShop, placeName } from '#shared/shop-groups.ts';
import { invoiceUrl, orderQuery } from '../api.ts';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { OrderLine } from '../components/order-line.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { ReturnItemDialog } from '../components/return-item-dialog.tsx';
import { ShippingLabelPanel } from '../components/shipping-label-panel.tsx';
import {
  cancelRefundText,
  canCancel,
  carrierName,
  isSellerView,
  returnableItems,
  showsTracking,
  summaryCents,
  trackingPageUrl,
  uspsTrackingUrl,
} from '../order-rules.ts';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';
const link = 'font-semibold text-brand-700 hover:underline';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** docs/product.md B2: only once the order left processing and has a tracking number. */
function Tracking({ order }: { order: OrderDto }) {
  const packages = order.shipments.length
    ? order.shipments.map((s) => ({
        number: s.trackingNumber,
        carrier: s.carrier || 'USPS',
        deliveredAt: s.deliveredAt,
        // Whose package it is and where it left from (docs/decisions/0055).
        shop: order.items.find((i) => i.seller && i.seller.id === s.sellerId)?.seller?.shopName ?? null,
        from: placeName(s.shipFrom),
      }))
    : [{ number: order.trackingNumber!, carrier: carrierName(order), deliveredAt: order.deliveredAt, shop: null, from: null }];
  return (
    <Section title="Tracking" icon={<Truck className="h-5 w-5 text-brand-700" aria-hidden />}>
      <ul className="space-y-4">
        {packages.map((p) => (
          <li key={p.number} className="text-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {p.shop && (
                <>
                  <dt className="text-slate-600">Sold by</dt>
                  <dd className="font-medium break-words text-slate-900">{p.shop}</dd>
                </>
              )}
              {p.from && (
                <>
                  <dt className="text-slate-600">Ships from</dt>
                  <dd className="text-slate-900">{p.from}</dd>
                </>
              )}
              <dt className="text-slate-600">Carrier</dt>
              <dd className="font-medium text-slate-900">{p.carrier}</dd>
              <dt className="text-slate-600">{p.deliveredAt ? 'Delivered' : 'Estimated delivery'}</dt>
              <dd className="text-slate-900">{p.deliveredAt ? formatDate(p.deliveredAt, 'stamp') : formatDate(order.estimatedDeliveryDate, 'day')}</dd>
              {/* A line of its own: 22 digits do not fit beside the label on a phone, nor should they break. */}
              <dt className="col-span-2 mt-1 text-slate-600">Tracking number</dt>
              <dd className="col-span-2 font-mono break-all text-slate-900">{p.number}</dd>
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={trackingPageUrl(p.number)} className={buttonClass({ variant: 'brand', size: 'sm' })}>
                Track Package
              </Link>
              <a href={uspsTrackingUrl(p.number)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                Track on USPS.com
                <ExternalLink className="h-4 w-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Summary({ order }: { order: OrderDto }) {
  const cents = summaryCents(order);
  const discount = toCents(order.discount);
  const refunded = toCents(order.refunded);
  const row = 'flex justify-between gap-4 py-1.5';
  return (
    <Section title="Order Summary" icon={<FileText className="h-5 w-5 text-brand-700" aria-hidden />}>
      <dl className="text-sm tabular-nums">
        <div className={row}>
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-slate-900">{formatCents(cents.subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className={row}>
            <dt className="text-slate-600">{MULTI_ITEM_DISCOUNT_LABEL}</dt>
            <dd className="text-emerald-700">-{formatCents(discount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-slate-600">Shipping{order.shippingMethod && <span className="block text-xs text-slate-500">{order.shippingMethod}</span>}</dt>
          <dd className="text-slate-900">{cents.shipping === 0 ? 'Free' : formatCents(cents.shipping)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Tax</dt>
          <dd className="text-slate-900">{formatCents(cents.tax)}</dd>
        </div>
        <div className={`${row} mt-1 border-t border-slate-200 pt-3 text-base font-bold`}>
          <dt className="text-slate-900">Total</dt>
          <dd className="text-slate-900">{formatCents(cents.total)}</dd>
        </div>
        {refunded > 0 && (
          <div className={`${row} text-emerald-700`}>
            <dt>Refunded</dt>
            <dd>-{formatCents(refunded)}</dd>
          </div>
        )}
      </dl>
      {order.returnRefunds.length > 0 && (
        <ul aria-label="Return refunds" className="mt-2 space-y-1 border-t border-slate-200 pt-3 text-sm text-emerald-800">
          {order.returnRefunds.map((r) => (
            <li key={r.returnId}>
              <span className="font-semibold">
                Refunded {formatUsd(r.amount)} on {formatDate(r.refundedAt)}
              </span>
              <span className="block text-slate-600">
                Return of {r.quantity} × {r.productName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Where the focus goes once the shopper cancelled the order here (the Cancel Order button is gone). */
const CANCELLED_NOTE_ID = 'order-cancelled';

function Cancelled({ order }: { order: OrderDto }) {
  const refund = cancelRefundText(order);
  return (
    <div id={CANCELLED_NOTE_ID} role="note" className="rounded-2xl border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">This order was cancelled{order.cancelledAt ? ` on ${formatDate(order.cancelledAt, 'stamp')}` : ''}.</p>
      {order.cancelReason && <p className="mt-1">Reason: {CANCEL_REASON_LABELS[order.cancelReason]}</p>}
      {refund && <p className="mt-1">{refund}</p>}
    </div>
  );
}

/**
 * The spec's 'Error loading order' when the order could not be read (a network failure: trying again
 * later may help), or, when the server answered that there is no such order (404 for an order that
 * does not exist or is not the user's, 400 for a number out of range), that it does not exist.
 */
function LoadError({ back, missing }: { back: { to: string; label: string }; missing: string | null }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center">
      <AlertTriangle className="mx-auto h-10 w-10 text-accent-600" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-red-900">{missing ? 'Order not found' : 'Error loading order'}</h1>
      <p className="mt-1 text-sm text-red-800">{missing ?? "We couldn't find the order you're looking for. Please try again later."}</p>
      <Link to={back.to} className={`${buttonClass({ variant: 'outline' })} mt-5`}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to {back.label}
      </Link>
    </div>
  );
}

/** What to say of an order that does not exist, or null when it could not be read for another reason. */
function missingOrder(rawId: string | undefined, id: number | null, error: Error | null): string | null {
  if (id === null) return `"${rawId ?? ''}" is not an order number.`;
  const none = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return none ? `There is no order #${id} among your orders.` : null;
}

type Action = { kind: 'cancel' } | { kind: 'return'; itemId?: number };

/**
 * What the server asks before sending the page (decision 0051), which the browser renders: the order,
 * as the signed-in visitor. One that does not exist or is not theirs (the API answers 404 for both)
 * is answered 404 (decision 0047).
 */
export const pageData: PageData = {
  prefetch: async (queryClient, { params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) await queryClient.prefetchQuery(orderQuery(id, true));
  },
  notFound: (queryClient, { params }) => {
    const id = parseRouteId(params.id);
    return id === null || is404(queryClient, orderQuery(id, true).queryKey);
  },
};

/**
 * /orders/{id} (docs/product.md B2): items, tracking, summary, shipping address, payment method and
 * help, the invoice in a new tab. Breadcrumbs and back lead to My Orders, or to the seller dashboard
 * in the seller's view (?from=seller or a /seller path), where the shopper's actions are not offered.
 */
export default function OrderDetailPage() {
  const { id: rawId } = useParams<'id'>();
  // Read as the API and the server's page read it (decision 0047): '0x1' or '1e3' is no order number.
  const parsedId = parseRouteId(rawId);
  const id = parsedId ?? 0;
  const valid = parsedId !== null;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { user } = useAuth();
  // Only a seller or the administrator has a seller's view: a shopper who follows such a link reads
  // their own order, with their actions and a way back to My Orders.
  const sellerView = isSellerView(pathname, params) && !!(user?.isSeller || user?.isAdmin);
  const query = useQuery(orderQuery(id, valid && !!user));
  // The server's title for the page it answers 404 (decision 0047), kept by the browser.
  const gone = !valid || (query.error instanceof ApiError && query.error.status === 404);
  useSeo({ title: gone ? 'Order Not Found' : `Order #${id}`, description: 'The details of your order.', noIndex: true });
  const [action, setAction] = useState<Action | null>(null);
  const [now] = useState(() => Date.now());
  const close = () => setAction(null);

  const back = sellerView ? { to: '/seller/dashboard', label: 'Seller Dashboard' } : { to: '/orders', label: 'My Orders' };
  const order = query.data;
  const returnable = order && !sellerView ? returnableItems(order, now) : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: back.label, to: back.to }, { label: valid ? `Order #${id}` : 'Order' }]} />
      <Link to={back.to} className={`${buttonClass({ variant: 'ghost', size: 'sm' })} mt-3 -ml-3`}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to {back.label}
      </Link>

      <div className="mt-4">
        {valid && query.isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner label="Loading the order" />
          </div>
        ) : !order ? (
          <LoadError back={back} missing={missingOrder(rawId, valid ? id : null, query.error)} />
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <div className="flex flex-wrap items-center gap-3">
                  <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Order #{order.id}</h1>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">Placed on {formatDate(order.createdAt, 'stamp')}</p>
                {(order.status === 'processing' || order.status === 'shipped') && (
                  <p className="mt-1 text-sm font-medium text-slate-900">{deliveryPromise(order.promisedDeliveryDate, order.estimatedDeliveryDate)}</p>
                )}
                {order.deliveredAt && (
                  <p className="mt-1 text-sm text-slate-600">
                    Delivered on <span className="font-medium text-slate-900">{formatDate(order.deliveredAt, 'stamp')}</span>
                  </p>
                )}
                {returnable.length > 0 && (
                  <p className="mt-1 text-sm text-slate-600">
                    Returns accepted until <span className="font-medium text-slate-900">{formatDate(order.returnableUntil)}</span>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <a href={invoiceUrl(order.id)} target="_blank" rel="noopener" className={buttonClass({ variant: 'outline', size: 'sm' })}>
                  <FileText className="h-4 w-4" aria-hidden />
                  View Invoice
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {!sellerView && canCancel(order) && (
                  <Button variant="outline" size="sm" onClick={() => setAction({ kind: 'cancel' })}>
                    Cancel Order
                  </Button>
                )}
                {returnable.length > 0 && (
                  <Button variant="brand" size="sm" onClick={() => setAction({ kind: 'return' })}>
                    Return Item
                  </Button>
                )}
              </div>
            </div>

            <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="min-w-0 space-y-6">
                {order.status === 'cancelled' && <Cancelled order={order} />}
                <ShippingLabelPanel order={order} sellerId={user?.id ?? null} sellerView={sellerView} isAdmin={!!user?.isAdmin} />
                <section aria-labelledby="order-items" className={CARD}>
                  <h2 id="order-items" className="mb-4 text-base font-semibold text-slate-900">
                    Items ({order.items.length})
                  </h2>
                  {/* By shop, one package each (docs/decisions/0055): the package's own city once labelled, else the shop's. */}
                  <div className="divide-y divide-slate-200">
                    {groupByShop(order.items, (item) => item.seller).map(({ seller, items }) => (
                      <div key={seller?.id ?? 'none'} className="py-4 first:pt-0 last:pb-0">
                        {seller && (
                          <ShopHeading seller={seller} level={3} shipFrom={order.shipments.find((s) => s.sellerId === seller.id)?.shipFrom} className="mb-3" />
                        )}
                        <ul className="divide-y divide-slate-100" aria-label={seller ? `Items sold by ${seller.shopName}` : undefined}>
                          {items.map((item) => {
                            const canReturn = returnable.some((r) => r.id === item.id);
                            const returning = item.quantity - item.returnableQuantity;
                            return (
                              <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                                <OrderLine item={item} size="lg">
                                  {returning > 0 && !sellerView && (
                                    <p className="mt-1 text-xs text-slate-500">
                                      {returning} of {item.quantity} in a return request ·{' '}
                                      <Link to="/returns" className={link}>
                                        View Returns
                                      </Link>
                                    </p>
                                  )}
                                  {canReturn && (
                                    <Button variant="outline" size="sm" className="mt-2" onClick={() => setAction({ kind: 'return', itemId: item.id })}>
                                      Return Item
                                    </Button>
                                  )}
                                </OrderLine>
                              </li>
                            );
                          })}
                        </ul>
                      </div>
                    ))}
                  </div>
                </section>
                {showsTracking(order) && <Tracking order={order} />}
                {/* docs/product.md "Shop reviews": the owner rates each shop once the order is delivered. */}
                {!sellerView && (order.status === 'delivered' || order.status === 'completed') && <ShopReviewsForOrder orderId={order.id} />}
              </div>

              <div className="space-y-6">
                <Summary order={order} />
                <Section title="Shipping Address" icon={<MapPin className="h-5 w-5 text-brand-700" aria-hidden />}>
                  <address className="text-sm leading-6 break-words text-slate-700 not-italic">
                    <span className="font-medium text-slate-900">{order.shippingAddress.fullName}</span>
                    <br />
                    {order.shippingAddress.street}
                    <br />
                    {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}
                    <br />
                    {order.shippingAddress.country}
                  </address>
                </Section>
                {order.paymentMethod && (
                  <Section title="Payment Method" icon={<CreditCard className="h-5 w-5 text-brand-700" aria-hidden />}>
                    <p className="text-sm text-slate-700">{cardDescription(order.paymentMethod.brand, order.paymentMethod.last4) ?? 'Card'}</p>
                  </Section>
                )}
                <Section title="Need Help?" icon={<LifeBuoy className="h-5 w-5 text-brand-700" aria-hidden />}>
                  <ul className="space-y-2 text-sm">
                    <li>
                      <Link to="/contact" className={link}>
                        Contact Support
                      </Link>
                    </li>
                    {(order.status === 'delivered' || order.status === 'completed') && (
                      <li>
                        <Link to="/returns" className={link}>
                          View Returns
                        </Link>
                      </li>
                    )}
                    <li>
                      <Link to="/returns-policy" className={link}>
                        Returns &amp; Refunds Policy
                      </Link>
                    </li>
                    <li>
                      <Link to="/help" className={link}>
                        Help Center
                      </Link>
                    </li>
                  </ul>
                </Section>
              </div>
            </div>
          </>
        )}
      </div>

      {order && action?.kind === 'cancel' && (
        <CancelOrderDialog
          orderId={order.id}
          open
          onOpenChange={close}
          focusAfterCancel={() => document.getElementById(CANCELLED_NOTE_ID) ?? document.querySelector<HTMLElement>('main h1')}
        />
      )}
      {order && action?.kind === 'return' && <ReturnItemDialog orderId={order.id} items={returnable} initialItemId={action.itemId} open onOpenChange={close} />}
    </div>
  );
}
