// The dashboard's earnings read from the books (issue 27 item 4; docs/decisions/0056-a-double-entry-ledger.md,
// "The dashboard's figures"): orders placed through checkout, a shipping label, a cancellation, a
// return with its label and refund, the release and a payout; after each step the dashboard's net
// earnings equal, to the cent, what the seller's statement (GET /api/seller/ledger) and balance say,
// and its rows (sales, shipping, fee, postage) add up to that net.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { releaseEarnings } from '#server/features/ledger/release.ts';
import { runPayouts } from '#server/features/payouts/service.ts';
import { SANDBOX_ROUTING_NUMBER, SandboxPayoutProvider } from '#server/integrations/payouts/sandbox.ts';
import { centsToDecimal as decimal, toCents } from '#shared/money.ts';
import type { LedgerEntryDto, SellerBalanceDto } from '#shared/schemas/ledger.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import type { SellerStatsDto } from '#shared/seller-dashboard.ts';
import { signedInAdmin } from '../support/admin.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { insertOrder, insertProduct, labelRequest } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOLD_DAYS = 3;

let t: TestApp;
let admin: Browser;
let a: Person;
let b: Person;
let shopper: Person;
let mug: number;
let board: number;

beforeAll(async () => {
  t = await createTestApp();
  // First: the administrator is user 1.
  admin = (await signedInAdmin(t)).browser;
  [a, b, shopper] = [await newPerson(t, true), await newPerson(t, true), await newPerson(t, false)];
  mug = await insertProduct(t.database.db, { name: 'Stoneware Mug', priceCents: 12_50, stock: 20, sellerId: a.account.id, weightOz: 20 });
  board = await insertProduct(t.database.db, { name: 'Walnut Board', priceCents: 40_00, stock: 20, sellerId: b.account.id, weightOz: 30 });
  await t.settle();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function getJson<T>(browser: Browser, url: string): Promise<T> {
  const res = await browser.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function placeOrder(lines: Array<[productId: number, quantity: number]>): Promise<OrderDto> {
  for (const [productId, quantity] of lines) await addToCart(shopper.b, productId, quantity);
  const setup = await setUpPayment(shopper.b);
  await payWithCard(shopper.b, setup.clientSecret, CARDS.success);
  const res = await shopper.b.post('/api/orders', orderPayload(setup));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderDto>();
}

/** Market days around today: a period holding every movement of this file, whatever the hour. */
const marketDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(at);
const period = () => `from=${marketDay(new Date(Date.now() - 2 * DAY))}&to=${marketDay(new Date(Date.now() + 2 * DAY))}`;

const cents = (amount: string) => toCents(amount);
const sum = (entries: readonly LedgerEntryDto[]) => entries.reduce((total, e) => total + cents(e.amount), 0);
const PAYOUT_TYPES = new Set(['payout', 'payout_failed', 'reversal']);

/**
 * What the dashboard says of a seller against their statement and balance: the net is every entry of
 * the statement but the payouts (money already earned, sent on), which is pending + available + paid
 * out; the rows add up to it.
 */
async function readBooks(seller: Person) {
  const stats = await getJson<SellerStatsDto>(seller.b, '/api/seller/stats');
  const statement = await getJson<LedgerEntryDto[]>(seller.b, `/api/seller/ledger?${period()}`);
  const balance = await getJson<SellerBalanceDto>(seller.b, '/api/seller/balance');
  const net = cents(stats.netSales);
  expect(net).toBe(sum(statement.filter((e) => !PAYOUT_TYPES.has(e.type))));
  expect(net).toBe(cents(balance.pending) + cents(balance.available) + cents(balance.paidOut));
  expect(cents(stats.postage)).toBe(0 - sum(statement.filter((e) => e.type === 'postage')));
  expect(
    cents(stats.totalSales) - cents(stats.unbookedSales) + cents(stats.shipping) - cents(stats.platformFee) - cents(stats.postage) + cents(stats.adjustments),
  ).toBe(net);
  return { stats, statement, balance };
}

describe("the dashboard's net earnings, read from the books", () => {
  let small: OrderDto;
  let second: OrderDto;
  let shared: OrderDto;
  let shippingCents = 0;
  let label1Cents = 0;

  it('counts the shipping the shopper paid for the seller’s parcel, and the fee per order as the books charge it', async () => {
    // One mug, twice: under the free-shipping threshold, so the shopper pays shipping, all of it for A's parcel.
    small = await placeOrder([[mug, 1]]);
    second = await placeOrder([[mug, 1]]);
    expect(cents(small.shipping)).toBeGreaterThan(0);
    shippingCents = cents(small.shipping) + cents(second.shipping);
    // Two mugs and a board: 5% off ($1.25 of it A's), shipping free.
    shared = await placeOrder([
      [mug, 2],
      [board, 1],
    ]);
    expect(cents(shared.shipping)).toBe(0);

    const { stats, statement } = await readBooks(a);
    // $12.50 + $12.50 + ($25.00 - $1.25) = $48.75. The fee is charged per order, half a cent up:
    // $1.88 ($1.875) twice and $3.56 ($3.5625) make $7.32, where 15% of the total would be $7.31.
    expect(stats).toMatchObject({
      totalSales: '48.75',
      totalOrders: 3,
      returns: '0.00',
      platformFeePercent: 15,
      platformFee: '7.32',
      shipping: decimal(shippingCents),
      postage: '0.00',
      adjustments: '0.00',
      unbookedSales: '0.00',
    });
    expect(cents(stats.netSales)).toBe(48_75 + shippingCents - 7_32);
    expect(statement.map((e) => [e.type, e.orderId])).toEqual([
      ['sale', small.id],
      ['sale', second.id],
      ['sale', shared.id],
    ]);
    // B's share of the shared order: $38.00 less $5.70, no shipping paid.
    expect((await readBooks(b)).stats).toMatchObject({ totalSales: '38.00', platformFee: '5.70', shipping: '0.00', netSales: '32.30' });
  });

  it('takes off a label bought through the marketplace, and nothing for a cancelled order', async () => {
    const label = await a.b.post(`/api/orders/${small.id}/generate-label`, labelRequest());
    expect(label.statusCode, label.body).toBe(200);
    const cancelled = await placeOrder([[mug, 1]]);
    const cancel = await shopper.b.post(`/api/orders/${cancelled.id}/cancel`, { reason: 'changed_mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const { stats, statement } = await readBooks(a);
    label1Cents = cents(stats.postage);
    expect(label1Cents).toBeGreaterThan(0);
    expect(stats).toMatchObject({ totalSales: '48.75', totalOrders: 3, platformFee: '7.32', shipping: decimal(shippingCents) });
    expect(cents(stats.netSales)).toBe(48_75 + shippingCents - 7_32 - label1Cents);
    expect(statement.map((e) => e.type)).toEqual(['sale', 'sale', 'sale', 'postage', 'sale', 'cancellation']);
  });

  it('takes off a refunded return and its label, with the fee given back; a release and a payout change nothing', async () => {
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(Date.now() - (HOLD_DAYS + 1) * DAY) })
      .where(inArray(orders.id, [small.id, second.id, shared.id]));
    const opened = await shopper.b.post('/api/returns', {
      orderId: small.id,
      orderItemId: small.items[0]!.id,
      quantity: 1,
      reason: 'Item damaged during shipping',
      additionalInfo: 'Cracked',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const returnId = opened.json<{ id: number }>().id;
    expect((await a.b.post(`/api/returns/${returnId}/approve`)).statusCode).toBe(200);
    expect((await a.b.post(`/api/returns/${returnId}/generate-label?mock=true`)).statusCode).toBe(200);
    expect((await a.b.post(`/api/returns/${returnId}/complete`)).statusCode).toBe(200);

    const after = await readBooks(a);
    const labelsCents = cents(after.stats.postage);
    expect(labelsCents).toBeGreaterThan(label1Cents);
    // The mug is back: $12.50 leaves the sales and its $1.88 fee is given back; the shipping paid stays A's.
    expect(after.stats).toMatchObject({ totalSales: '36.25', returns: '12.50', platformFee: '5.44', shipping: decimal(shippingCents) });
    const net = 36_25 + shippingCents - 5_44 - labelsCents;
    expect(cents(after.stats.netSales)).toBe(net);

    // Past the hold: the money moves from pending to available and is paid out; the net stays.
    expect(await releaseEarnings(t.database.db, new Date(), HOLD_DAYS)).toBeGreaterThan(0);
    const account = await a.b.request('PUT', '/api/seller/payout-account', {
      body: { holderName: 'Ada Maker', routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber: '000123456789' },
    });
    expect(account.statusCode, account.body).toBe(200);
    // Paid today (a daily schedule): the payout is booked at the run's time, inside the statement's period.
    const sandbox = new SandboxPayoutProvider(t.database.db);
    await runPayouts(
      { db: t.database.db, provider: sandbox, settings: { schedule: 'daily', minimumCents: 100 }, publicUrl: 'http://localhost:5000' },
      new Date(),
    );

    const paid = await readBooks(a);
    expect(cents(paid.balance.paidOut)).toBeGreaterThan(0);
    expect(paid.statement.some((e) => e.type === 'payout')).toBe(true);
    expect(cents(paid.stats.netSales)).toBe(net);
    // The statement's entries, payouts included, add up to what is still owed: the net less what was sent.
    expect(sum(paid.statement)).toBe(net - cents(paid.balance.paidOut));
  });
});

describe('orders paid before the books', () => {
  it('count in the sales but not in the net earnings, which the books do not owe', async () => {
    const c = await newPerson(t, true);
    const vase = await insertProduct(t.database.db, { name: 'Glazed Vase', priceCents: 30_00, sellerId: c.account.id });
    // Written straight to the database, as orders placed before the ledger were: no order_paid.
    await insertOrder(t.database.db, { userId: shopper.account.id, items: [{ productId: vase, quantity: 1, priceCents: 30_00 }] });
    const { stats } = await readBooks(c);
    expect(stats).toMatchObject({ totalSales: '30.00', unbookedSales: '30.00', platformFee: '0.00', shipping: '0.00', netSales: '0.00' });
  });
});

describe("the administrator's dashboard: the platform's own stock", () => {
  it('nets its sales and the shipping paid for its parcels, less its labels, from its sales account; no fee', async () => {
    const candle = await insertProduct(t.database.db, { name: 'House Candle', priceCents: 20_00, stock: 5, sellerId: null, weightOz: 12 });
    const order = await placeOrder([[candle, 1]]);
    expect(cents(order.shipping)).toBeGreaterThan(0);
    const label = await admin.post(`/api/orders/${order.id}/generate-label`, labelRequest());
    expect(label.statusCode, label.body).toBe(200);
    const stats = await getJson<SellerStatsDto>(admin, '/api/seller/stats');
    expect(stats).toMatchObject({ totalSales: '20.00', platformFeePercent: 0, platformFee: '0.00', shipping: order.shipping, unbookedSales: '0.00' });
    expect(cents(stats.postage)).toBeGreaterThan(0);
    expect(cents(stats.netSales)).toBe(20_00 + cents(order.shipping) - cents(stats.postage));
  });
});
