// The seller dashboard's figures (docs/product.md B2, B7 and B9; decision 0025), from the order lines
// the seller sold: order_items.seller_id is the product's seller at purchase time, so lines of a
// product deleted since still count. The lines are read over the (seller_id, order_id) index and
// summed here, each less its share of the order's multi-item discount (lineShares, decision 0045).
// The earnings (fee, net) are the books' (dashboard-earnings.ts, docs/decisions/0056).
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import { linesOf, orderLinePrices, toOrderDtos, type OrderLinePrice } from '#server/features/orders/dto.ts';
import { lineShares, unitsShare } from '#shared/checkout-rules.ts';
import { MARKET_TIME_ZONE } from '#shared/dates.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { SellerOrdersQuery } from '#shared/schemas/seller-dashboard.ts';
import { ledgerEarnings, type OrderSales } from './dashboard-earnings.ts';
import { platformFeePercentOf, type SalesRange, type SalesSeriesDto, type SellerStatsDto } from '#shared/seller-dashboard.ts';

/**
 * Whose dashboard it is: a seller's id, or null for the platform's own stock (lines and products
 * without a seller), which the administrator ships (decisions 0025 and 0026).
 */
export type DashboardParty = number | null;

/** The party's lines of orders that count as sales: every status but cancelled. */
const soldLines = (sellerId: DashboardParty) => sql`
  FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
  WHERE ${linesOf(sellerId)} AND ${orders.status} <> 'cancelled'`;

/** One sold line with what its earnings need: its order's discount and tax, every line of the order, its completed returns. */
interface SoldLine {
  id: number;
  order_id: number;
  price_cents: number;
  quantity: number;
  discount_cents: number;
  tax_cents: number;
  lines: OrderLinePrice[];
  /** the quantities of its completed returns (the goods are back and the refund made or owed) */
  returned: number[] | null;
  period?: string;
  /** whether its order is in the books (stats only) */
  booked?: boolean;
}

const soldLineColumns = sql`${orderItems.id} AS id, ${orderItems.orderId} AS order_id, ${orderItems.priceCents} AS price_cents,
  ${orderItems.quantity} AS quantity, ${orders.discountCents} AS discount_cents, ${orders.taxCents} AS tax_cents,
  ${orderLinePrices(orders.id)} AS lines,
  (SELECT json_agg(r.quantity) FROM return_requests r WHERE r.order_item_id = ${orderItems.id} AND r.status = 'completed') AS returned`;

/**
 * What a sold line earns its seller: its price less its share of the multi-item discount, and what
 * its completed returns took back (each return's goods as its refund counts them, `unitsShare`), so
 * earnings, refunds and the seller's invoice agree to the cent.
 */
function earnings(row: SoldLine): { soldCents: number; returnedCents: number } {
  const line = { priceCents: row.price_cents, quantity: row.quantity };
  const share = lineShares({ discountCents: row.discount_cents, taxCents: row.tax_cents }, row.lines)[row.lines.findIndex((l) => l.id === row.id)] ?? {
    discountCents: 0,
    taxCents: 0,
  };
  const returnedCents = (row.returned ?? []).reduce((sum, q) => sum + unitsShare(line, share, q).goodsCents, 0);
  return { soldCents: line.priceCents * line.quantity - share.discountCents, returnedCents };
}

/** GET /api/seller/stats: the spec's three figures, and the earnings as the books hold them, in cents underneath. */
export async function sellerStats(db: Db, sellerId: DashboardParty): Promise<SellerStatsDto> {
  const sold = await queryRows<SoldLine>(
    db,
    sql`SELECT ${soldLineColumns},
          EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = 'order_paid:' || ${orders.id}) AS booked
        ${soldLines(sellerId)}`,
  );
  const byOrder = new Map<number, OrderSales>();
  for (const row of sold) {
    const line = earnings(row);
    const order = byOrder.get(row.order_id) ?? { orderId: row.order_id, booked: row.booked === true, soldCents: 0, returnedCents: 0 };
    order.soldCents += line.soldCents;
    order.returnedCents += line.returnedCents;
    byOrder.set(row.order_id, order);
  }
  let gross = 0;
  let returned = 0;
  for (const order of byOrder.values()) {
    gross += order.soldCents;
    returned += order.returnedCents;
  }
  const [active] = await db
    .select({ n: count() })
    .from(products)
    // Stock null is a product whose stock is not tracked: it can be bought, so it is active.
    .where(
      and(
        sellerId === null ? isNull(products.sellerId) : eq(products.sellerId, sellerId),
        eq(products.isApproved, true),
        or(isNull(products.stock), gt(products.stock, 0)),
      ),
    );
  const feePercent = platformFeePercentOf(sellerId);
  const books = await ledgerEarnings(db, sellerId, feePercent, [...byOrder.values()]);
  return {
    totalSales: centsToDecimal(gross - returned),
    totalOrders: byOrder.size,
    activeProducts: active?.n ?? 0,
    returns: centsToDecimal(returned),
    platformFeePercent: feePercent,
    platformFee: centsToDecimal(books.feeCents),
    netSales: centsToDecimal(books.netCents),
    shipping: centsToDecimal(books.shippingCents),
    postage: centsToDecimal(books.postageCents),
    adjustments: centsToDecimal(books.adjustmentsCents),
    unbookedSales: centsToDecimal(books.unbookedSalesCents),
  };
}

const RANGES: Record<SalesRange, { unit: 'day' | 'month'; periods: number }> = {
  '30d': { unit: 'day', periods: 30 },
  '12m': { unit: 'month', periods: 12 },
};

/**
 * GET /api/seller/sales: the seller's sales per day (last 30 days) or month (last 12), today's or
 * this month's included, cut at midnight in the marketplace's zone; a period without sales is a
 * zero. A sale belongs to the day its order was placed, less its completed returns, so the points
 * add up to what the stats say for the same orders.
 */
export async function salesSeries(db: Db, sellerId: DashboardParty, range: SalesRange, now: Date): Promise<SalesSeriesDto> {
  const { unit, periods: periodCount } = RANGES[range];
  const step = sql.raw(`interval '1 ${unit}'`);
  const truncUnit = sql.raw(`'${unit}'`);
  const zone = MARKET_TIME_ZONE;
  const back = sql.raw(String(periodCount - 1));
  // Local (zone-less) timestamps: calendar steps, so a daylight-saving change moves no day.
  const first = sql`(SELECT date_trunc(${truncUnit}, ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) - ${back} * ${step})`;
  const periods = await queryRows<{ period: string }>(
    db,
    sql`SELECT to_char(generate_series(${first}, ${first} + ${back} * ${step}, ${step}), 'YYYY-MM-DD') AS period`,
  );
  const sold = await queryRows<SoldLine>(
    db,
    sql`SELECT ${soldLineColumns}, to_char(date_trunc(${truncUnit}, ${orders.createdAt} AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS period
        ${soldLines(sellerId)} AND ${orders.createdAt} >= (${first} AT TIME ZONE ${zone})`,
  );
  const byPeriod = new Map(periods.map((p) => [p.period, { cents: 0, orders: new Set<number>() }]));
  for (const row of sold) {
    const point = byPeriod.get(row.period!);
    if (!point) continue;
    const line = earnings(row);
    point.cents += line.soldCents - line.returnedCents;
    point.orders.add(row.order_id);
  }
  let total = 0;
  const points = [...byPeriod].map(([period, { cents, orders }]) => {
    total += cents;
    return { period, sales: centsToDecimal(cents), orders: orders.size };
  });
  return { range, unit, timeZone: zone, points, totalSales: centsToDecimal(total) };
}

/**
 * GET /api/orders/seller: the orders holding the party's lines, newest first, each with only
 * those lines and the party's part of its amounts, and the count of all that match.
 */
export async function listSellerOrders(db: Db, sellerId: DashboardParty, query: SellerOrdersQuery): Promise<{ orders: OrderDto[]; total: number }> {
  const sold = db.select({ id: orderItems.orderId }).from(orderItems).where(linesOf(sellerId));
  const where = and(inArray(orders.id, sold), query.status === 'all' ? undefined : eq(orders.status, query.status));
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.limit).offset(query.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { orders: await toOrderDtos(db, rows, { role: 'seller', sellerId }), total: total?.n ?? 0 };
}
