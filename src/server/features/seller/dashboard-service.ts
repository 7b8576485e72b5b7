// The seller dashboard's figures (spec 001 sections 2, 7 and 9; decision 0025), from the order lines
// the seller sold: order_items.seller_id is the product's seller at purchase time, so lines of a
// product deleted since still count. Sums are computed in SQL over the (seller_id, order_id) index.
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import { linesOf, toOrderDtos } from '#server/features/orders/dto.ts';
import { MARKET_TIME_ZONE } from '#shared/dates.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { SellerOrdersQuery } from '#shared/schemas/seller-dashboard.ts';
import { PLATFORM_FEE_PERCENT, platformFeeCents, type SalesRange, type SalesSeriesDto, type SellerStatsDto } from '#shared/seller-dashboard.ts';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * How many units of the line came back through completed returns (the goods are back and the
 * refund made or owed), never more than the line holds.
 */
const returnedUnits = sql`least(${orderItems.quantity}, (
  SELECT coalesce(sum(r.quantity), 0) FROM return_requests r WHERE r.order_item_id = ${orderItems.id} AND r.status = 'completed'
))`;

/**
 * Whose dashboard it is: a seller's id, or null for the platform's own stock (lines and products
 * without a seller), which the administrator ships (decisions 0025 and 0026).
 */
export type DashboardParty = number | null;

/** The party's lines of orders that count as sales: every status but cancelled. */
const soldLines = (sellerId: DashboardParty) => sql`
  FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
  WHERE ${linesOf(sellerId)} AND ${orders.status} <> 'cancelled'`;

/** GET /api/seller/stats: the spec's three figures plus the fee and the net, in cents underneath. */
export async function sellerStats(db: Db, sellerId: DashboardParty): Promise<SellerStatsDto> {
  const [sales] = await rowsOf<{ gross: string | number; returned: string | number; orders: number }>(
    db,
    sql`SELECT
          coalesce(sum(${orderItems.priceCents}::bigint * ${orderItems.quantity}), 0)::bigint AS gross,
          coalesce(sum(${orderItems.priceCents}::bigint * ${returnedUnits}), 0)::bigint AS returned,
          count(DISTINCT ${orderItems.orderId})::int AS orders
        ${soldLines(sellerId)}`,
  );
  const [active] = await db
    .select({ n: count() })
    .from(products)
    // Stock null is a product whose stock is not tracked: it can be bought, so it is active.
    .where(
      and(sellerId === null ? isNull(products.sellerId) : eq(products.sellerId, sellerId), eq(products.isApproved, true), or(isNull(products.stock), gt(products.stock, 0))),
    );
  const returned = Number(sales?.returned ?? 0);
  const totalSales = Number(sales?.gross ?? 0) - returned;
  const fee = platformFeeCents(totalSales);
  return {
    totalSales: centsToDecimal(totalSales),
    totalOrders: Number(sales?.orders ?? 0),
    activeProducts: active?.n ?? 0,
    returns: centsToDecimal(returned),
    platformFeePercent: PLATFORM_FEE_PERCENT,
    platformFee: centsToDecimal(fee),
    netSales: centsToDecimal(totalSales - fee),
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
  const { unit, periods } = RANGES[range];
  const step = sql.raw(`interval '1 ${unit}'`);
  const truncUnit = sql.raw(`'${unit}'`);
  const zone = MARKET_TIME_ZONE;
  const back = sql.raw(String(periods - 1));
  // Local (zone-less) timestamps: calendar steps, so a daylight-saving change moves no day.
  const rows = await rowsOf<{ period: string; cents: string | number; orders: number }>(
    db,
    sql`WITH bounds AS (
          SELECT date_trunc(${truncUnit}, ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) AS last
        ), periods AS (
          SELECT generate_series(last - ${back} * ${step}, last, ${step}) AS period FROM bounds
        ), sold AS (
          SELECT date_trunc(${truncUnit}, ${orders.createdAt} AT TIME ZONE ${zone}) AS period,
                 ${orderItems.orderId} AS order_id,
                 ${orderItems.priceCents}::bigint * (${orderItems.quantity} - ${returnedUnits}) AS cents
          ${soldLines(sellerId)}
            AND ${orders.createdAt} >= ((SELECT last - ${back} * ${step} FROM bounds) AT TIME ZONE ${zone})
        )
        SELECT to_char(p.period, 'YYYY-MM-DD') AS period,
               coalesce(sum(s.cents), 0)::bigint AS cents,
               count(DISTINCT s.order_id)::int AS orders
        FROM periods p LEFT JOIN sold s ON s.period = p.period
        GROUP BY p.period ORDER BY p.period`,
  );
  let total = 0;
  const points = rows.map((r) => {
    const cents = Number(r.cents);
    total += cents;
    return { period: r.period, sales: centsToDecimal(cents), orders: Number(r.orders) };
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
