// Reading orders (docs/product.md B3): every field of OrderDto, loaded for a whole page of orders in
// a fixed number of queries (lines with their products, packages, returns), for the shopper or for a
// seller of some of the lines.
import { and, desc, eq, gt, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, products, returnRequests, shipments, shops, type OrderStatus } from '#server/db/schema.ts';
import { toSellerSummary } from '#server/features/products/dto.ts';
import { sellerOriginsOf, shipFromPlace, type SellerOrigin } from '#server/features/shipping/ship-from.ts';
import { isAdmin } from '#server/http/auth.ts';
import { notFound } from '#server/errors.ts';
import { lineName } from '#shared/variant-label.ts';
import { lineShares } from '#shared/checkout-rules.ts';
import { HANDLING_BUSINESS_DAYS, promisedDelivery } from '#shared/delivery-estimate.ts';
import { centsToDecimal } from '#shared/money.ts';
import { orderLabelPath } from '#shared/orders.ts';
import type { OrderDto, OrderItemDto, ShipmentDto } from '#shared/schemas/orders.ts';
import type { SellerSummaryDto } from '#shared/schemas/shops.ts';
import { RETURN_HOLDING_STATUSES, returnWindowEnd } from '#shared/schemas/returns.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Who reads the order: its shopper, or the party of some of its lines (who sees only those): a
 * seller, or the platform (null, its own stock, read by the administrator; decision 0026).
 */
export type OrderViewer = { role: 'owner' } | { role: 'seller'; sellerId: number | null };

/** An order line's price, to share the order's discount and tax out over its lines (lineShares). */
export interface OrderLinePrice {
  id: number;
  priceCents: number;
  quantity: number;
}

/** Every line of the order `orderId` (a column or a value), by id, as a JSON array of OrderLinePrice. */
export const orderLinePrices = (orderId: SQL | AnyColumn) => sql<OrderLinePrice[]>`(
  SELECT json_agg(json_build_object('id', l.id, 'priceCents', l.price_cents, 'quantity', l.quantity) ORDER BY l.id)
  FROM order_items l WHERE l.order_id = ${orderId}
)`;

/** The lines of `sellerId`'s package (null: the platform's own stock), as recorded at purchase. */
export const linesOf = (sellerId: number | null) => (sellerId === null ? isNull(orderItems.sellerId) : eq(orderItems.sellerId, sellerId));

const OWNER: OrderViewer = { role: 'owner' };

export const orderNotFound = () => notFound('Order not found');

type LineRow = typeof orderItems.$inferSelect & { product: OrderItemDto['product'] };
type ShipmentRow = typeof shipments.$inferSelect;

/**
 * Who sold the lines and where their packages leave from (issue 26, decision 0055): the shops of
 * `sellerIds` ("Sold by") and their ship-from cities ("Ships from"), two queries for any number.
 */
interface Sellers {
  shops: Map<number, SellerSummaryDto>;
  origins: Map<number, SellerOrigin>;
}

async function sellersOf(db: Db | Tx, sellerIds: Iterable<number | null>): Promise<Sellers> {
  const ids = [...new Set([...sellerIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return { shops: new Map(), origins: new Map() };
  const rows = await db.select().from(shops).where(inArray(shops.sellerId, ids));
  const summaries = rows.map((r) =>
    toSellerSummary({ id: r.sellerId, shopName: r.name, slug: r.slug, city: r.city, state: r.state, ratingSum: r.ratingSum, ratingCount: r.ratingCount }),
  );
  return { shops: new Map(summaries.map((s) => [s.id, s])), origins: await sellerOriginsOf(db, ids) };
}

/** The DTOs of `rows` (in their order): three queries whatever their number. */
export async function toOrderDtos(db: Db | Tx, rows: OrderRow[], viewer: OrderViewer = OWNER): Promise<OrderDto[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  // One after another: inside a transaction the queries share one connection anyway.
  const lines = await db
    .select({ line: orderItems, product: lineProduct })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(orderItems.id);
  const packages = await db.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(shipments.id);
  const held = await db
    .select({ orderItemId: returnRequests.orderItemId, quantity: sql<number>`sum(${returnRequests.quantity})::int` })
    .from(returnRequests)
    .where(and(inArray(returnRequests.orderId, ids), inArray(returnRequests.status, [...RETURN_HOLDING_STATUSES])))
    .groupBy(returnRequests.orderItemId);
  const returning = new Map(held.map((h) => [h.orderItemId, h.quantity]));
  // A completed return's last change is the recording of its refund (refundReturn).
  const refunds = await db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      orderItemId: returnRequests.orderItemId,
      quantity: returnRequests.quantity,
      cents: returnRequests.refundedCents,
      at: returnRequests.updatedAt,
    })
    .from(returnRequests)
    .where(and(inArray(returnRequests.orderId, ids), gt(returnRequests.refundedCents, 0)))
    .orderBy(returnRequests.updatedAt, returnRequests.id);
  const refundsOf = groupBy(refunds, (r) => r.orderId);
  const linesOf = groupBy(
    lines.map(({ line, product }) => ({ ...line, product })),
    (l) => l.orderId,
  );
  const packagesOf = groupBy(packages, (s) => s.orderId);
  const sellers = await sellersOf(db, [...lines.map((l) => l.line.sellerId), ...packages.map((p) => p.sellerId)]);
  return rows.map((row) => {
    const allLines = linesOf.get(row.id) ?? [];
    let orderLines = allLines;
    let orderPackages = packagesOf.get(row.id) ?? [];
    if (viewer.role === 'seller') {
      // The line's seller as recorded at purchase: the product may since have been deleted or sold on.
      orderLines = orderLines.filter((l) => l.sellerId === viewer.sellerId);
      orderPackages = orderPackages.filter((s) => s.sellerId === viewer.sellerId);
    }
    const dto = toOrderDto(row, orderLines, orderPackages, returning, refundsOf.get(row.id) ?? [], sellers);
    return viewer.role === 'seller' ? sellerView(dto, row, allLines, orderPackages, viewer.sellerId) : dto;
  });
}

/**
 * The DTO of an order its own transaction has just written, from the rows it wrote: a new order has
 * no shipments and no returns yet, so only its products are read.
 */
export async function newOrderDto(tx: Tx, order: OrderRow, lines: (typeof orderItems.$inferSelect)[]): Promise<OrderDto> {
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const found = ids.length === 0 ? [] : await tx.select(lineProduct).from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const rows = lines.map((line) => ({ ...line, product: (line.productId === null ? undefined : byId.get(line.productId)) ?? null }));
  return toOrderDto(
    order,
    rows,
    [],
    new Map(),
    [],
    await sellersOf(
      tx,
      lines.map((l) => l.sellerId),
    ),
  );
}

/** What an order line shows of its product as it is now. */
const lineProduct = { id: products.id, name: products.name, imageUrl: products.imageUrl, sellerId: products.sellerId };

/**
 * The date promised when the order was placed (docs/decisions/0044); an order placed before the
 * promise was stored gets the same rule's date for its day and service.
 */
const promisedDeliveryOf = (order: OrderRow): Date =>
  order.promisedDeliveryAt ?? promisedDelivery(order.createdAt, order.estimatedDeliveryDays, HANDLING_BUSINESS_DAYS);

/**
 * When the order should arrive: once shipped, the carrier's own estimate for its last package (what
 * /tracking shows for the same number); before that, the promise.
 */
function estimatedDelivery(order: OrderRow, packages: ShipmentRow[]): Date {
  const estimates = packages.flatMap((p) => (p.estimatedDeliveryAt ? [p.estimatedDeliveryAt.getTime()] : []));
  return estimates.length > 0 ? new Date(Math.max(...estimates)) : promisedDeliveryOf(order);
}

type RefundRow = { id: number; orderItemId: number; quantity: number; cents: number; at: Date };

function toOrderDto(
  order: OrderRow,
  lines: LineRow[],
  packages: ShipmentRow[],
  returning: Map<number, number>,
  refunds: RefundRow[],
  sellers: Sellers,
): OrderDto {
  const names = new Map(lines.map((l) => [l.id, lineName(l.productName, l.variantOptions)]));
  const first = packages[0];
  const hasPayment = order.paymentBrand !== null || order.paymentLast4 !== null;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    total: centsToDecimal(order.totalCents),
    subtotal: centsToDecimal(order.subtotalCents),
    discount: centsToDecimal(order.discountCents),
    tax: centsToDecimal(order.taxCents),
    shipping: centsToDecimal(order.shippingCents),
    shippingMethod: order.shippingMethod,
    estimatedDeliveryDays: order.estimatedDeliveryDays,
    promisedDeliveryDate: promisedDeliveryOf(order).toISOString(),
    estimatedDeliveryDate: estimatedDelivery(order, packages).toISOString(),
    shippingAddress: order.shippingAddress,
    paymentIntentId: order.paymentIntentId,
    paymentBrand: order.paymentBrand,
    paymentLast4: order.paymentLast4,
    paymentMethod: hasPayment ? { type: 'card', brand: order.paymentBrand, last4: order.paymentLast4 } : null,
    trackingNumber: first?.trackingNumber ?? null,
    shippingCarrier: first?.carrier ?? null,
    // Only the seller whose package it is downloads its label (sellerView); the shopper has the tracking number.
    shippingLabel: null,
    shipments: packages.map((p) => toShipmentDto(p, sellers)),
    cancelReason: order.cancelReason,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refunded: centsToDecimal(order.refundedCents),
    // Only the reader's lines: a seller sees the refunds of their own items.
    returnRefunds: refunds.flatMap((r) =>
      names.has(r.orderItemId)
        ? [
            {
              returnId: r.id,
              orderItemId: r.orderItemId,
              productName: names.get(r.orderItemId)!,
              quantity: r.quantity,
              amount: centsToDecimal(r.cents),
              refundedAt: r.at.toISOString(),
            },
          ]
        : [],
    ),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    // The window POST /api/returns enforces; only delivered and completed orders have one.
    returnableUntil: order.status === 'delivered' || order.status === 'completed' ? returnWindowEnd(order).toISOString() : null,
    items: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      variantId: l.variantId,
      variantOptions: l.variantOptions,
      sku: l.sku,
      quantity: l.quantity,
      price: centsToDecimal(l.priceCents),
      weight: l.weightOz,
      product: l.product,
      returnableQuantity: Math.max(0, l.quantity - (returning.get(l.id) ?? 0)),
      seller: (l.sellerId === null ? undefined : sellers.shops.get(l.sellerId)) ?? null,
    })),
  };
}

const toShipmentDto = (s: ShipmentRow, sellers: Sellers): ShipmentDto => ({
  trackingNumber: s.trackingNumber,
  carrier: s.carrier,
  service: s.service,
  status: s.trackingStatus,
  deliveredAt: s.deliveredAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
  sellerId: s.sellerId,
  shipFrom: shipFromPlace(sellers.origins, s.sellerId),
});

/**
 * What a seller of some of the order's lines reads: only their lines and their package, and the
 * amounts of their part of the sale. The subtotal is their lines' sum; the discount and tax are their
 * lines' allocated shares (`lineShares`, decision 0045: what their earnings and their lines' refunds
 * use), so every seller's figures add up to the order's to the cent; shipping and any cancellation
 * refund are the order's shared in proportion to that subtotal (the shopper paid one shipping charge
 * for every seller's package). The shopper's card and email are not theirs to see; the address and
 * phone are what their label needs. `allLines` are every line of the order, by id.
 */
function sellerView(dto: OrderDto, order: OrderRow, allLines: LineRow[], packages: ShipmentRow[], sellerId: number | null): OrderDto {
  const shares = lineShares(order, allLines);
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  allLines.forEach((l, i) => {
    if (l.sellerId !== sellerId) return;
    subtotal += l.priceCents * l.quantity;
    discount += shares[i]!.discountCents;
    tax += shares[i]!.taxCents;
  });
  const share = (cents: number) => (order.subtotalCents > 0 ? Math.round((cents * subtotal) / order.subtotalCents) : 0);
  const shipping = share(order.shippingCents);
  const { email: _email, ...address } = order.shippingAddress;
  return {
    ...dto,
    subtotal: centsToDecimal(subtotal),
    discount: centsToDecimal(discount),
    tax: centsToDecimal(tax),
    shipping: centsToDecimal(shipping),
    total: centsToDecimal(subtotal - discount + tax + shipping),
    refunded: centsToDecimal(share(order.refundedCents)),
    shippingAddress: address,
    paymentIntentId: null,
    paymentBrand: null,
    paymentLast4: null,
    paymentMethod: null,
    // Their package is the only one in their view.
    shippingLabel: packages.some((p) => p.labelKey) ? orderLabelPath(order.id) : null,
    sellerId,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** One order as its shopper sees it (server-side callers: emails, the order's own transaction). */
export async function getOrder(db: Db | Tx, orderId: number): Promise<OrderDto> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return (await toOrderDtos(db, [order]))[0]!;
}

/**
 * Which package of the order `user` acts for (decision 0026): the administrator acts for the
 * platform (null) on an order holding platform-stock lines; otherwise a seller for their own lines.
 * An administrator who is also a seller acts for their own lines on orders without platform stock.
 * undefined when the user has no package in the order.
 */
export async function packagePartyOf(db: Db | Tx, orderId: number, user: { id: number; isSeller: boolean }): Promise<number | null | undefined> {
  const holds = async (sellerId: number | null) =>
    (
      await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), linesOf(sellerId)))
        .limit(1)
    ).length > 0;
  if (isAdmin(user) && (await holds(null))) return null;
  if (user.isSeller && (await holds(user.id))) return user.id;
  return undefined;
}

/**
 * The order row and how `userId` may read it: its shopper, or the party of at least one of its
 * lines (a seller, or the administrator for the platform's stock, `packagePartyOf`). Anyone else
 * (and an id that does not exist) gets the same 404.
 */
export async function findReadableOrder(db: Db | Tx, orderId: number, userId: number): Promise<{ order: OrderRow; viewer: OrderViewer }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  if (order.userId === userId) return { order, viewer: OWNER };
  // A seller is anyone with lines of theirs: whether they still sell does not take their orders away.
  const party = await packagePartyOf(db, orderId, { id: userId, isSeller: true });
  if (party === undefined) throw orderNotFound();
  return { order, viewer: { role: 'seller', sellerId: party } };
}

/** GET /api/orders/{id} for `userId`. */
export async function getReadableOrder(db: Db, orderId: number, userId: number): Promise<OrderDto> {
  const { order, viewer } = await findReadableOrder(db, orderId, userId);
  return (await toOrderDtos(db, [order], viewer))[0]!;
}

/** The shopper's orders, newest first, optionally of one status, with the count of all that match. */
export async function listOrders(
  db: Db,
  userId: number,
  query: { status?: OrderStatus; limit: number; offset: number },
): Promise<{ orders: OrderDto[]; total: number }> {
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.limit).offset(query.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return { orders: await toOrderDtos(db, rows), total: count?.n ?? 0 };
}
