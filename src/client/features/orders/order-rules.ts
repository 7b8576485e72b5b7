// What the order pages decide from an order (docs/product.md B2 and B4): which actions it offers,
// how its summary reads when figures are missing, how the history is grouped, where links lead.
import { variantLabel } from '#shared/variant-label.ts';
import { formatDate } from '#shared/dates.ts';
import { formatUsd, toCents } from '#shared/money.ts';
import { DEFAULT_ITEM_WEIGHT_OZ, LABEL_PACKAGE_DIMENSIONS, LABEL_SERVICE_TYPE, type OrderDto, type OrderItemDto } from '#shared/orders.ts';
import type { GenerateLabelInput, LabelQuoteDto } from '#shared/schemas/order-labels.ts';

export const canCancel = (order: OrderDto) => order.status === 'processing';

/** What a cancelled order says of its payment: the amount refunded, or that the refund is on its way. */
export function cancelRefundText(order: Pick<OrderDto, 'refunded' | 'paymentIntentId'>): string | null {
  if (!order.paymentIntentId) return null;
  return toCents(order.refunded) > 0 ? `${formatUsd(order.refunded)} was refunded to your card.` : 'Your payment will be refunded to your card shortly.';
}

/** What is announced once a cancellation went through: the order, and its refund. */
export const cancelledAnnouncement = (order: Pick<OrderDto, 'id' | 'refunded' | 'paymentIntentId'>) =>
  [`Order #${order.id} cancelled.`, cancelRefundText(order)].filter(Boolean).join(' ');

/**
 * The lines that may still be sent back: only of a delivered or completed order, until the end of
 * its return window, and only while some of the line is not already being returned.
 */
export function returnableItems(order: OrderDto, now: number): OrderItemDto[] {
  if (order.status !== 'delivered' && order.status !== 'completed') return [];
  if (!order.returnableUntil || now > Date.parse(order.returnableUntil)) return [];
  return order.items.filter((item) => item.returnableQuantity > 0);
}

/** The tracking block shows once the order left processing and has a number (docs/product.md B2). */
/** A line as a choice names it: "Walnut Cutting Board (Size: M, Colour: Walnut)", the name alone without options. */
export function orderItemName(item: Pick<OrderItemDto, 'productName' | 'variantOptions'>): string {
  const variant = variantLabel(item.variantOptions);
  return variant ? `${item.productName} (${variant})` : item.productName;
}

export const showsTracking = (order: OrderDto) => order.status !== 'processing' && !!order.trackingNumber;

/** docs/product.md B2: USPS when the order names no carrier. */
export const carrierName = (order: Pick<OrderDto, 'shippingCarrier'>) => order.shippingCarrier || 'USPS';

export const trackingPageUrl = (trackingNumber: string) => `/tracking?tracking=${encodeURIComponent(trackingNumber)}`;
export const uspsTrackingUrl = (trackingNumber: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;

const absent = (value: string | null | undefined) => value === null || value === undefined || value === '';

/**
 * The summary's figures in cents. docs/product.md B2: a subtotal, shipping or tax the order lacks
 * reads as 87%, 8% and 5% of the total.
 */
export function summaryCents(order: Pick<OrderDto, 'total' | 'subtotal' | 'shipping' | 'tax'>) {
  const total = toCents(order.total);
  const figure = (value: string | null | undefined, share: number) => (absent(value) ? Math.round(total * share) : toCents(value!));
  return { subtotal: figure(order.subtotal, 0.87), shipping: figure(order.shipping, 0.08), tax: figure(order.tax, 0.05), total };
}

/** The history under month-and-year headings, newest first (docs/product.md B2). */
export function groupByMonth(orders: readonly OrderDto[]): Array<{ month: string; orders: OrderDto[] }> {
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const groups: Array<{ month: string; orders: OrderDto[] }> = [];
  for (const order of newestFirst) {
    const month = formatDate(order.createdAt, 'month');
    const last = groups.at(-1);
    if (last?.month === month) last.orders.push(order);
    else groups.push({ month, orders: [order] });
  }
  return groups;
}

/**
 * The seller's view of an order (docs/product.md B2): the query says from=seller or the path is
 * under /seller. Its breadcrumbs and back button lead to the seller dashboard.
 */
export function isSellerView(pathname: string, search: URLSearchParams): boolean {
  return search.get('from') === 'seller' || pathname.includes('/seller');
}

export const STATUS_LABELS: Record<OrderDto['status'], string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * docs/product.md B2: a label can be generated in the seller's view only, for an order with at least
 * one line of theirs whose package has no label yet: while the order is processing, or once another
 * seller's package shipped it (one package per seller, decision 0026). The administrator labels the
 * platform's own package (the view whose `sellerId` is null) under the same rules.
 */
export function canGenerateLabel(order: OrderDto, sellerId: number | null | undefined, sellerView: boolean, isAdmin = false): boolean {
  if (!sellerView || sellerId === null || sellerId === undefined) return false;
  // The seller's view of an order holds only their lines and their package; the platform's is null.
  const theirs = order.sellerId === sellerId || (isAdmin && order.sellerId === null);
  if (!theirs || order.items.length === 0) return false;
  const unlabelled = order.shipments.length === 0 && !order.shippingLabel;
  return order.status === 'processing' || (order.status === 'shipped' && unlabelled);
}

/** docs/product.md B2: the owning seller downloads the label once the order is shipped. */
export const showsLabelDownload = (order: OrderDto, sellerView: boolean) => sellerView && order.status === 'shipped' && !!order.shippingLabel;

/**
 * The spec's request body (section 7) from the order: the shipping address, the package the seller
 * confirmed (decision 0048; without a quote the items' weight, 16 oz a unit without one, and the
 * spec's fixed 12x9x3) and Priority. The server checks its shape and builds the label from its own
 * records.
 */
export function labelRequestBody(order: OrderDto, quote?: Pick<LabelQuoteDto, 'package'>): GenerateLabelInput {
  const a = order.shippingAddress;
  const pkg = quote?.package;
  return {
    recipientName: a.fullName,
    recipientAddress: a.street,
    recipientCity: a.city,
    recipientState: a.state,
    recipientZip: a.zipCode,
    packageWeight: pkg?.weightOz ?? order.items.reduce((sum, i) => sum + (i.weight && i.weight > 0 ? i.weight : DEFAULT_ITEM_WEIGHT_OZ) * i.quantity, 0),
    packageDimensions: pkg ? `${pkg.length}x${pkg.width}x${pkg.height}` : LABEL_PACKAGE_DIMENSIONS,
    serviceType: LABEL_SERVICE_TYPE,
  };
}
