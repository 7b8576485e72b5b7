import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, CheckCircle2, PackageSearch, XCircle } from 'lucide-react';
import { Link, useSearchParams } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { CART_QUERY_KEY } from '#client/features/cart/api.ts';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { MULTI_ITEM_DISCOUNT_LABEL } from '#shared/checkout-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { deliveryPromise } from '#shared/delivery-estimate.ts';
import { formatUsd, toCents } from '#shared/money.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { latestOrder, orderFromPaymentQuery, ordersQuery } from '../api.ts';
import { STATUS_LABELS } from '../order-rules.ts';

const PAGE = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8';
const STEPS = ['Order Placed', 'Processing', 'Shipped', 'Delivered'] as const;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Where the bar stands for each status: the spec's 25% while processing (the order placed, the
 * current step in bold), then on with the order, so a confirmation opened again later agrees with
 * its own Order Details (decision 0015).
 */
const PROGRESS: Record<OrderDto['status'], { percent: number; step: number }> = {
  processing: { percent: 25, step: 1 },
  shipped: { percent: 50, step: 2 },
  delivered: { percent: 100, step: 3 },
  completed: { percent: 100, step: 3 },
  cancelled: { percent: 0, step: 0 },
};

/** What the page says under its heading, as the order stands. */
const SUBTITLE: Record<OrderDto['status'], string> = {
  processing: 'Your order is being prepared.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered.',
  completed: 'Your order has been delivered.',
  cancelled: 'This order was cancelled.',
};

function StatusBar({ status }: { status: OrderDto['status'] }) {
  const { percent, step } = PROGRESS[status];
  const label = STATUS_LABELS[status];
  return (
    <section aria-labelledby="order-status-heading" className="mt-8">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-status-heading" className="text-base font-semibold text-slate-900">
          Order Status
        </h2>
        <p className="text-sm text-slate-600">
          Status: <span className="font-semibold text-brand-800">{label}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
        {STEPS.map((name, i) => (
          <li key={name} className={i <= step ? 'font-semibold text-brand-800' : 'text-slate-500'}>
            {name}
          </li>
        ))}
      </ol>
    </section>
  );
}

function OrderDetails({ order }: { order: OrderDto }) {
  const row = 'flex items-center justify-between gap-3 py-2.5 text-sm';
  return (
    <section aria-labelledby="order-details-heading" className="mt-8 rounded-xl bg-slate-50 p-4 sm:p-5">
      <h2 id="order-details-heading" className="text-base font-semibold text-slate-900">
        Order Details
      </h2>
      <dl className="mt-2 divide-y divide-slate-200">
        <div className={row}>
          <dt className="text-slate-600">Order Number</dt>
          <dd className="font-semibold text-slate-900">#{order.id}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">{formatDate(order.createdAt)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Status</dt>
          <dd className="text-slate-900">{capitalize(order.status)}</dd>
        </div>
        {toCents(order.discount) > 0 && (
          <div className={row}>
            <dt className="text-slate-600">{MULTI_ITEM_DISCOUNT_LABEL}</dt>
            <dd className="text-emerald-700 tabular-nums">-{formatUsd(order.discount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(order.total)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass({ variant: 'outline', size: 'lg', className: 'sm:flex-1' })}>
          Continue Shopping
        </Link>
        <Link to={`/orders/${order.id}`} className={buttonClass({ variant: 'brand', size: 'lg', className: 'sm:flex-1' })}>
          View Order Details
        </Link>
      </div>
    </section>
  );
}

/**
 * The delivery date checkout promised, as the confirmation email and the order page state it
 * (decisions 0015 and 0044; the spec's fixed '7 to 10 days' is not what any service promises).
 */
function EstimatedDelivery({ order }: { order: OrderDto }) {
  // A delivered order says when; a cancelled one promises nothing.
  if (order.status === 'cancelled') return null;
  const text =
    order.status === 'delivered' || order.status === 'completed'
      ? `Delivered on ${formatDate(order.deliveredAt ?? order.estimatedDeliveryDate, 'day')}`
      : deliveryPromise(order.promisedDeliveryDate, order.estimatedDeliveryDate);
  return (
    <p className="mt-6 flex items-start gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
      <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        <strong className="text-slate-900">{text}</strong>
        {order.shippingMethod && ` (${order.shippingMethod})`}
      </span>
    </p>
  );
}

/** A payment the provider reported as failed on its redirect: nothing was ordered or charged. */
function PaymentFailed({ paymentIntent }: { paymentIntent: string | null }) {
  return (
    <div className={PAGE}>
      <div className={`${CARD} flex flex-col items-center text-center`}>
        <span className="grid h-16 w-16 place-items-center rounded-full bg-red-50 text-red-600">
          <XCircle className="h-10 w-10" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Payment Failed</h1>
        <p className="mt-2 max-w-md text-slate-600">
          Your payment was not completed, so no order was placed and your card was not charged. Your cart is saved: return to checkout to try again or use
          another card.
        </p>
        {paymentIntent && (
          <p className="mt-3 text-sm text-slate-600">
            Payment ID: <code className="font-mono text-slate-900 break-all">{paymentIntent}</code>
          </p>
        )}
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/checkout" className={buttonClass({ variant: 'primary', size: 'lg' })}>
            Return to Checkout
          </Link>
          <Link to="/cart" className={buttonClass({ variant: 'outline', size: 'lg' })}>
            View Cart
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Stripe's redirect says 'requires_payment_method' for a failed payment; the sandbox says 'failed'. */
const FAILED_REDIRECTS = new Set(['failed', 'requires_payment_method']);

function NoOrder({ heading: Heading }: { heading: 'h1' | 'h2' }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-center first:mt-0">
      <PackageSearch className="h-10 w-10 text-slate-400" aria-hidden />
      <Heading className={Heading === 'h1' ? 'text-2xl font-bold text-slate-900' : 'text-lg font-semibold text-slate-900'}>No Order Found</Heading>
      <p className="max-w-md text-sm text-slate-600">We couldn't find an order to show here. If you have just paid, your orders page will list it shortly.</p>
      <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg', className: 'mt-2' })}>
        Return to Shop
      </Link>
    </div>
  );
}

/**
 * /order-confirmation (docs/product.md A2). With a payment_intent the server is first asked for that
 * payment's order (creating it if the checkout never did), then the orders list is read.
 */
export default function OrderConfirmationPage() {
  useSeo({ title: 'Order Confirmation', description: 'Your Heartland Market order.', noIndex: true });
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const failed = FAILED_REDIRECTS.has(redirectStatus ?? '');
  const { user } = useAuth();
  const qc = useQueryClient();

  const recovery = useQuery({ ...orderFromPaymentQuery(paymentIntent ?? ''), enabled: !!user && !!paymentIntent && !failed });
  const recovered = !paymentIntent || recovery.isSuccess || recovery.isError;
  const orders = useQuery({ ...ordersQuery({ enabled: !!user && recovered && !failed }), staleTime: 0 });

  // The server empties the cart of a paid checkout it completes; show that in the header.
  useEffect(() => {
    if (recovery.isSuccess) void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
  }, [recovery.isSuccess, qc]);

  const refunded = recovery.error instanceof ApiError && recovery.error.status === 409;
  const loading = !!user && (!recovered || orders.isPending);
  const list = orders.data ?? [];
  const order = refunded ? null : ((paymentIntent ? list.find((o) => o.paymentIntentId === paymentIntent) : undefined) ?? recovery.data ?? latestOrder(list));
  const confirmed = !refunded && (redirectStatus === 'succeeded' || order !== null);

  if (failed) return <PaymentFailed paymentIntent={paymentIntent} />;
  if (loading) {
    return (
      <div className={PAGE}>
        <div className={`${CARD} flex min-h-[28rem] flex-col items-center justify-center gap-3`} role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden />
          <span className="text-sm text-slate-600">Confirming your order...</span>
        </div>
      </div>
    );
  }

  if (!confirmed) {
    return (
      <div className={PAGE}>
        <div className={CARD}>
          {refunded && (
            <div role="alert" className="mb-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
              <p>{serverMessage(recovery.error, 'Your payment was refunded.')}</p>
            </div>
          )}
          {refunded && paymentIntent && (
            <p className="mb-6 text-center text-sm text-slate-600">
              Payment ID: <code className="font-mono text-slate-900 break-all">{paymentIntent}</code>
            </p>
          )}
          <NoOrder heading="h1" />
        </div>
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <div className={CARD}>
        <div className="flex flex-col items-center text-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <CheckCircle2 className="h-10 w-10" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Order Confirmed!</h1>
          <p className="mt-2 text-slate-600">Thank you for shopping American-made. {SUBTITLE[order?.status ?? 'processing']}</p>
          {paymentIntent && (
            <p className="mt-3 text-sm text-slate-600">
              Payment ID: <code className="font-mono text-slate-900 break-all">{paymentIntent}</code>
            </p>
          )}
        </div>
        <StatusBar status={order?.status ?? 'processing'} />
        {order && <EstimatedDelivery order={order} />}
        {order ? <OrderDetails order={order} /> : <NoOrder heading="h2" />}
      </div>
    </div>
  );
}
