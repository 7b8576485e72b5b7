// The seller dashboard (issue 12, docs/product.md B2, B7 and B9, decision 0025): a seller's sales,
// orders and active products, the platform's 15% fee and the net; sales over time in the
// marketplace's zone; the seller's orders with only their lines. Each seller sees their own figures
// only, whatever userId says; a visitor gets 401 and a shopper 403. The administrator's dashboard is
// the platform's own stock (decision 0026).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, returnRequests } from '#server/db/schema.ts';
import { salesSeries } from '#server/features/seller/dashboard-service.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { SalesSeriesDto, SellerStatsDto } from '#shared/seller-dashboard.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newPerson, type Person } from '../support/people.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct, insertUser } from '../support/orders.ts';

let t: TestApp;
let sellerA: Person;
let sellerB: Person;
let shopper: Person;
let orderIds: { shared: number; cancelled: number; returned: number; deletedProduct: number };

const DAY = 24 * 60 * 60 * 1000;
const marketDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'America/Chicago' });

const person = (isSeller: boolean) => newPerson(t, isSeller);

/**
 * Seller A: a $25 bowl (10 in stock), a $10 spoon (out of stock), a pending listing, a product whose
 * stock is not tracked, and a $12.34 product deleted after it sold. Seller B: a $40 board.
 *   shared order (processing, today):  2 bowls of A ($50) and 1 board of B ($40)
 *   cancelled order (5 days ago):      1 bowl of A: not a sale
 *   returned order (delivered, 10 days ago): 3 spoons of A ($30), 1 of them back through a completed
 *                                       return (refunded $10 plus its $0.60 tax), 1 in a pending one
 *   deleted-product order (shipped, 40 days ago): 1 × $12.34 of A, product since deleted
 * A's sales: 50 + 30 - 10 + 12.34 = $82.34; 3 orders. Written straight to the database, the orders are
 * not in the books: no fee or net there (the books' figures: tests/api/seller-dashboard-ledger.test.ts).
 */
beforeAll(async () => {
  t = await createTestApp();
  [sellerA, sellerB, shopper] = await Promise.all([person(true), person(true), person(false)]);
  const db = t.database.db;
  const a = sellerA.account.id;
  const bowl = await insertProduct(db, { name: 'Walnut Bowl', priceCents: 2500, stock: 10, sellerId: a });
  const spoon = await insertProduct(db, { name: 'Maple Spoon', priceCents: 1000, stock: 0, sellerId: a });
  const pending = await insertProduct(db, { name: 'Cherry Tray', priceCents: 3000, stock: 5, sellerId: a });
  await db.update(products).set({ isApproved: false }).where(eq(products.id, pending));
  await insertProduct(db, { name: 'Gift Card Box', priceCents: 500, stock: null, sellerId: a });
  const gone = await insertProduct(db, { name: 'Retired Ladle', priceCents: 1234, stock: 4, sellerId: a });
  const board = await insertProduct(db, { name: 'Oak Board', priceCents: 4000, stock: 3, sellerId: sellerB.account.id });
  const userId = shopper.account.id;
  const now = Date.now();

  const shared = await insertOrder(db, {
    userId,
    createdAt: new Date(now - 60_000),
    items: [
      { productId: bowl, productName: 'Walnut Bowl', quantity: 2, priceCents: 2500 },
      { productId: board, productName: 'Oak Board', quantity: 1, priceCents: 4000 },
    ],
  });
  const cancelled = await insertOrder(db, {
    userId,
    status: 'cancelled',
    createdAt: new Date(now - 5 * DAY),
    items: [{ productId: bowl, quantity: 1, priceCents: 2500 }],
  });
  const returned = await insertOrder(db, {
    userId,
    status: 'delivered',
    deliveredAt: new Date(now - 8 * DAY),
    createdAt: new Date(now - 10 * DAY),
    items: [{ productId: spoon, quantity: 3, priceCents: 1000 }],
  });
  await db.insert(returnRequests).values([
    { orderId: returned.id, orderItemId: returned.itemIds[0]!, userId, quantity: 1, reason: 'Too small', status: 'completed', refundedCents: 1060 },
    { orderId: returned.id, orderItemId: returned.itemIds[0]!, userId, quantity: 1, reason: 'Changed my mind', status: 'pending' },
  ]);
  const deletedProduct = await insertOrder(db, {
    userId,
    status: 'shipped',
    createdAt: new Date(now - 40 * DAY),
    items: [{ productId: gone, productName: 'Retired Ladle', quantity: 1, priceCents: 1234 }],
  });
  await db.delete(products).where(eq(products.id, gone));
  orderIds = { shared: shared.id, cancelled: cancelled.id, returned: returned.id, deletedProduct: deletedProduct.id };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function getJson<T>(b: Browser, url: string): Promise<T> {
  const res = await b.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('GET /api/seller/stats', () => {
  it('counts the seller lines of orders not cancelled, less completed returns; orders outside the books earn nothing there', async () => {
    // These orders are written straight to the database, as orders placed before the books were: the
    // fee and the net are the books' (tests/api/seller-dashboard-ledger.test.ts), which owe nothing for them.
    expect(await getJson<SellerStatsDto>(sellerA.b, '/api/seller/stats')).toEqual({
      totalSales: '82.34',
      totalOrders: 3,
      activeProducts: 2,
      returns: '10.00',
      platformFeePercent: 15,
      platformFee: '0.00',
      netSales: '0.00',
      shipping: '0.00',
      postage: '0.00',
      adjustments: '0.00',
      unbookedSales: '82.34',
    });
  });

  it("never includes another seller's lines of a shared order", async () => {
    expect(await getJson<SellerStatsDto>(sellerB.b, '/api/seller/stats')).toEqual({
      totalSales: '40.00',
      totalOrders: 1,
      activeProducts: 1,
      returns: '0.00',
      platformFeePercent: 15,
      platformFee: '0.00',
      netSales: '0.00',
      shipping: '0.00',
      postage: '0.00',
      adjustments: '0.00',
      unbookedSales: '40.00',
    });
  });

  it("ignores userId: a seller asking for another seller's figures gets their own", async () => {
    const own = await getJson<SellerStatsDto>(sellerA.b, '/api/seller/stats');
    expect(await getJson<SellerStatsDto>(sellerA.b, `/api/seller/stats?userId=${sellerB.account.id}`)).toEqual(own);
    expect((await getJson<SellerStatsDto>(sellerB.b, `/api/seller/stats?userId=${sellerA.account.id}`)).totalSales).toBe('40.00');
  });

  it('refuses a userId that is not an id with a message', async () => {
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await sellerA.b.get(`/api/seller/stats?userId=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('userId must be a user id');
    }
  });

  it('answers zeros to a seller who has sold nothing yet', async () => {
    const fresh = await person(true);
    expect(await getJson<SellerStatsDto>(fresh.b, '/api/seller/stats')).toEqual({
      totalSales: '0.00',
      totalOrders: 0,
      activeProducts: 0,
      returns: '0.00',
      platformFeePercent: 15,
      platformFee: '0.00',
      netSales: '0.00',
      shipping: '0.00',
      postage: '0.00',
      adjustments: '0.00',
      unbookedSales: '0.00',
    });
  });
});

describe('who may read the dashboard', () => {
  const routes = ['/api/seller/stats', '/api/seller/sales', '/api/orders/seller'];

  it('asks a visitor to sign in (401) and refuses a shopper (403), whatever the query', async () => {
    for (const url of routes) {
      for (const query of ['', `?userId=${sellerA.account.id}`, '?userId=abc&range=x&status=y']) {
        const visitor = await t.browser().get(url + query);
        expect(visitor.statusCode, url + query).toBe(401);
        expect(visitor.json().message).toBeTruthy();
        const res = await shopper.b.get(url + query);
        expect(res.statusCode, url + query).toBe(403);
        expect(res.json().message).toBeTruthy();
      }
    }
  });

  it('takes /api/orders/seller as the seller list, never as the order with id "seller"', async () => {
    const res = await sellerA.b.get('/api/orders/seller');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    // The order routes still answer their own paths.
    expect((await shopper.b.get(`/api/orders/${orderIds.shared}`)).statusCode).toBe(200);
    expect((await shopper.b.get('/api/orders/seller/')).statusCode).toBe(403);
  });
});

describe('GET /api/orders/seller', () => {
  it("lists the seller's orders newest first, cancelled ones too, with only their lines and amounts", async () => {
    const res = await sellerA.b.get('/api/orders/seller');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const list = res.json<OrderDto[]>();
    expect(list.map((o) => o.id)).toEqual([orderIds.shared, orderIds.cancelled, orderIds.returned, orderIds.deletedProduct]);
    expect(list.map((o) => o.status)).toEqual(['processing', 'cancelled', 'delivered', 'shipped']);
    const shared = list[0]!;
    expect(shared.items.map((i) => [i.productName, i.quantity, i.price])).toEqual([['Walnut Bowl', 2, '25.00']]);
    expect(shared.subtotal).toBe('50.00');
    // The shopper's card is not the seller's to see.
    expect(shared.paymentLast4).toBeNull();
    // The deleted product's line is still there, by its recorded name.
    expect(list[3]!.items.map((i) => [i.productName, i.product])).toEqual([['Retired Ladle', null]]);
  });

  it("shows the other seller of a shared order only their own line, and none of A's orders", async () => {
    const res = await sellerB.b.get(`/api/orders/seller?userId=${sellerA.account.id}`);
    expect(res.headers['x-total-count']).toBe('1');
    const list = res.json<OrderDto[]>();
    expect(list.map((o) => o.id)).toEqual([orderIds.shared]);
    expect(list[0]!.items.map((i) => i.price)).toEqual(['40.00']);
    expect(list[0]!.subtotal).toBe('40.00');
  });

  it('pages on the server with limit and offset, the total in X-Total-Count', async () => {
    const first = await sellerA.b.get('/api/orders/seller?limit=2&offset=0');
    const second = await sellerA.b.get('/api/orders/seller?limit=2&offset=2');
    const beyond = await sellerA.b.get('/api/orders/seller?limit=2&offset=4');
    expect([first, second, beyond].map((r) => r.headers['x-total-count'])).toEqual(['4', '4', '4']);
    expect(first.json<OrderDto[]>().map((o) => o.id)).toEqual([orderIds.shared, orderIds.cancelled]);
    expect(second.json<OrderDto[]>().map((o) => o.id)).toEqual([orderIds.returned, orderIds.deletedProduct]);
    expect(beyond.json()).toEqual([]);
  });

  it('filters by status', async () => {
    const cancelled = await sellerA.b.get('/api/orders/seller?status=cancelled');
    expect(cancelled.json<OrderDto[]>().map((o) => o.id)).toEqual([orderIds.cancelled]);
    expect(cancelled.headers['x-total-count']).toBe('1');
    const shipped = await sellerA.b.get('/api/orders/seller?status=shipped');
    expect(shipped.json<OrderDto[]>().map((o) => o.id)).toEqual([orderIds.deletedProduct]);
  });

  it('refuses a bad status, limit or offset with a message', async () => {
    for (const query of ['status=lost', 'limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const res = await sellerA.b.get(`/api/orders/seller?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/seller/sales', () => {
  it('gives each of the last 30 days in the marketplace zone, empty days as zero, adding up to the sales', async () => {
    const series = await getJson<SalesSeriesDto>(sellerA.b, '/api/seller/sales?range=30d');
    expect(series.unit).toBe('day');
    expect(series.timeZone).toBe('America/Chicago');
    expect(series.points).toHaveLength(30);
    const today = marketDay.format(new Date());
    expect(series.points.at(-1)!.period).toBe(today);
    const byDay = new Map(series.points.map((p) => [p.period, p]));
    const now = Date.now();
    expect(byDay.get(marketDay.format(new Date(now - 60_000)))).toEqual({ period: marketDay.format(new Date(now - 60_000)), sales: '50.00', orders: 1 });
    // The returned order's day: 3 spoons less the 1 that came back.
    expect(byDay.get(marketDay.format(new Date(now - 10 * DAY)))?.sales).toBe('20.00');
    // The cancelled order's day holds nothing; the 40-day-old order is outside the range.
    expect(byDay.get(marketDay.format(new Date(now - 5 * DAY)))).toMatchObject({ sales: '0.00', orders: 0 });
    expect(series.points.filter((p) => p.sales !== '0.00')).toHaveLength(2);
    expect(series.totalSales).toBe('70.00');
  });

  it('gives each of the last 12 months, this one included', async () => {
    const series = await getJson<SalesSeriesDto>(sellerA.b, '/api/seller/sales?range=12m');
    expect(series.unit).toBe('month');
    expect(series.points).toHaveLength(12);
    expect(series.points.every((p) => p.period.endsWith('-01'))).toBe(true);
    expect(series.points.at(-1)!.period).toBe(`${marketDay.format(new Date()).slice(0, 7)}-01`);
    expect(series.totalSales).toBe('82.34');
    expect(series.points.reduce((n, p) => n + p.orders, 0)).toBe(3);
  });

  it('defaults to 30 days and refuses an unknown range', async () => {
    expect((await getJson<SalesSeriesDto>(sellerA.b, '/api/seller/sales')).range).toBe('30d');
    const res = await sellerA.b.get('/api/seller/sales?range=7y');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('range must be one of 30d, 12m');
  });

  it('cuts days at midnight in Chicago, across the change to daylight-saving time', async () => {
    const db = t.database.db;
    const seller = await insertUser(db, { isSeller: true });
    const product = await insertProduct(db, { name: 'Pine Box', priceCents: 700, sellerId: seller });
    // 04:30 UTC on March 9 is 11:30 pm on March 8 in Chicago (CDT began at 2 am that day).
    await insertOrder(db, {
      userId: shopper.account.id,
      createdAt: new Date('2026-03-09T04:30:00Z'),
      items: [{ productId: product, quantity: 1, priceCents: 700 }],
    });
    // 06:30 UTC on March 1 is 12:30 am on March 1 (CST): the first day of March, not February.
    await insertOrder(db, {
      userId: shopper.account.id,
      createdAt: new Date('2026-03-01T06:30:00Z'),
      items: [{ productId: product, quantity: 2, priceCents: 700 }],
    });
    const days = await salesSeries(db, seller, '30d', new Date('2026-03-09T15:00:00Z'));
    expect(days.points).toHaveLength(30);
    expect(days.points[0]!.period).toBe('2026-02-08');
    expect(days.points.at(-1)!.period).toBe('2026-03-09');
    expect(days.points.filter((p) => p.sales !== '0.00')).toEqual([
      { period: '2026-03-01', sales: '14.00', orders: 1 },
      { period: '2026-03-08', sales: '7.00', orders: 1 },
    ]);
    const months = await salesSeries(db, seller, '12m', new Date('2026-03-09T15:00:00Z'));
    expect(months.points.map((p) => p.period)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(months.points.at(-1)).toEqual({ period: '2026-03-01', sales: '21.00', orders: 2 });
    expect(months.points.at(-2)!.sales).toBe('0.00');
  });
});

describe('bad queries from a seller (the route fuzzer signs in only as a shopper)', () => {
  const value = fc.oneof(
    fc.constantFrom('', ' ', '0', '-1', '1.5', '1e400', '2147483648', 'NaN', 'a\u0000b', '%', '30d', '12m', 'all', 'shipped'),
    fc.string(),
    fc.integer().map(String),
  );
  const query = fc.dictionary(
    fc.constantFrom('userId', 'range', 'status', 'limit', 'offset'),
    fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 2 })),
  );

  it('never answers 5xx and always says why it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/seller/stats', '/api/seller/sales', '/api/orders/seller'), query, async (route, params) => {
        const qs = Object.entries(params)
          .flatMap(([key, v]) => [v].flat().map((x) => `${key}=${encodeURIComponent(x)}`))
          .join('&');
        const res = await sellerA.b.get(`${route}?${qs}`);
        expect(res.statusCode, `${route}?${qs}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * The administrator's dashboard is the platform's own stock (decisions 0025 and 0026): a $20 house
 * candle (approved, in stock) sold in a house-only order (2 candles, processing) and a mixed order
 * with seller C's $70 chair (1 candle), plus a cancelled house order (not a sale).
 */
describe("the administrator's dashboard: the platform's own stock", () => {
  let admin: Browser;
  let sellerC: Person;
  let platformOrders: { houseOnly: number; mixed: number; cancelled: number };

  beforeAll(async () => {
    admin = (await signedInAdmin(t)).browser;
    sellerC = await person(true);
    const db = t.database.db;
    const candle = await insertProduct(db, { name: 'House Candle', priceCents: 2000, stock: 8, sellerId: null });
    const chair = await insertProduct(db, { name: 'Ash Chair', priceCents: 7000, stock: 2, sellerId: sellerC.account.id });
    const userId = shopper.account.id;
    const now = Date.now();
    const mixed = await insertOrder(db, {
      userId,
      createdAt: new Date(now - 2 * DAY),
      items: [
        { productId: chair, productName: 'Ash Chair', quantity: 1, priceCents: 7000 },
        { productId: candle, productName: 'House Candle', quantity: 1, priceCents: 2000 },
      ],
    });
    const houseOnly = await insertOrder(db, {
      userId,
      createdAt: new Date(now - 30_000),
      items: [{ productId: candle, productName: 'House Candle', quantity: 2, priceCents: 2000 }],
    });
    const cancelled = await insertOrder(db, {
      userId,
      status: 'cancelled',
      createdAt: new Date(now - DAY),
      items: [{ productId: candle, quantity: 1, priceCents: 2000 }],
    });
    platformOrders = { houseOnly: houseOnly.id, mixed: mixed.id, cancelled: cancelled.id };
  }, 60_000);

  it("lists only orders holding platform stock, each with only the platform's lines and amounts", async () => {
    const res = await admin.get('/api/orders/seller');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json<OrderDto[]>();
    expect(list.map((o) => o.id)).toEqual([platformOrders.houseOnly, platformOrders.cancelled, platformOrders.mixed]);
    expect(list.every((o) => o.sellerId === null)).toBe(true);
    const mixed = list[2]!;
    expect(mixed.items.map((i) => i.productName)).toEqual(['House Candle']);
    expect(mixed.subtotal).toBe('20.00');
    expect(mixed.paymentLast4).toBeNull();
    // None of the sellers' orders of this file appear.
    expect(list.map((o) => o.id)).not.toContain(orderIds.shared);

    // Seller C sees the mixed order with their chair only.
    const sellers = await getJson<OrderDto[]>(sellerC.b, '/api/orders/seller');
    expect(sellers.map((o) => [o.id, o.items.map((i) => i.productName)])).toEqual([[platformOrders.mixed, ['Ash Chair']]]);
  });

  it("counts the platform's lines in its stats and chart, whatever userId says", async () => {
    const stats = await getJson<SellerStatsDto>(admin, `/api/seller/stats?userId=${sellerA.account.id}`);
    // 2 + 1 candles at $20, the cancelled order not counted; the candle is the only house product.
    expect(stats).toMatchObject({ totalSales: '60.00', totalOrders: 2, activeProducts: 1, returns: '0.00' });
    // The platform's own stock pays no fee to itself; these orders are outside the books (no net there).
    expect(stats).toMatchObject({ platformFeePercent: 0, platformFee: '0.00', netSales: '0.00', unbookedSales: '60.00' });
    const sales = await getJson<SalesSeriesDto>(admin, '/api/seller/sales?range=30d');
    expect(sales.totalSales).toBe('60.00');
    expect(sales.points.reduce((n, p) => n + p.orders, 0)).toBe(2);
  });

  it('still refuses a shopper (403) and a visitor (401)', async () => {
    expect((await shopper.b.get('/api/orders/seller')).statusCode).toBe(403);
    expect((await t.browser().get('/api/seller/stats')).statusCode).toBe(401);
  });
});
