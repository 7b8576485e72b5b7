// Every money event writes its balanced entries, and delivery releases them (issue 27 items 1 and 2;
// docs/decisions/0056-a-double-entry-ledger.md): an order paid through checkout, its cancellation, a
// seller's label, the release after delivery and the hold (not while a return is open), and a return
// refunded after the release.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, orders } from '#server/db/schema.ts';
import { sellerBalances } from '#server/features/ledger/post.ts';
import { releaseEarnings } from '#server/features/ledger/release.ts';
import { scheduleReleaseEarnings } from '#server/jobs/release-earnings.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { insertProduct, labelRequest } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const HOLD_DAYS = 3;

/**
 * Two new sellers: A makes a $12.50 mug, B a $40.00 board. A shopper buys two mugs and a board
 * through checkout ($65.00 of goods, 3 items: 5% off = $3.25, split $1.25 to A and $2.00 to B; free
 * standard shipping from $50; Iowa tax).
 */
async function paidOrder(): Promise<{ a: Person; b: Person; shopper: Person; order: OrderDto; mugLine: number }> {
  const [a, b, shopper] = [await newPerson(t, true), await newPerson(t, true), await newPerson(t, false)];
  const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 12_50, sellerId: a.account.id, weightOz: 20 });
  const board = await insertProduct(database.db, { name: 'Walnut Board', priceCents: 40_00, sellerId: b.account.id, weightOz: 30 });
  await t.settle();
  await addToCart(shopper.b, mug, 2);
  await addToCart(shopper.b, board, 1);
  const setup = await setUpPayment(shopper.b);
  await payWithCard(shopper.b, setup.clientSecret, CARDS.success);
  const res = await shopper.b.post('/api/orders', orderPayload(setup));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<OrderDto>();
  const mugLine = order.items.find((i) => i.productName === 'Stoneware Mug')!.id;
  return { a, b, shopper, order, mugLine };
}

/** A: $25.00 - $1.25 = $23.75 of items, fee $3.56 ($3.5625); B: $40.00 - $2.00 = $38.00, fee $5.70. */
const A_SHARE = 23_75 - 3_56;
const B_SHARE = 38_00 - 5_70;

const entriesOf = (key: string) =>
  database.db
    .select({ account: ledgerEntries.account, sellerId: ledgerEntries.sellerId, state: ledgerEntries.state, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.key, key));

/** Every ledger transaction's entries sum to zero. */
async function everyTransactionBalances() {
  const unbalanced = await database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
}

const deliver = (orderId: number, at: Date) => database.db.update(orders).set({ status: 'delivered', deliveredAt: at }).where(eq(orders.id, orderId));
const act = (b: Browser, id: number, action: 'approve' | 'reject' | 'complete') => b.post(`/api/returns/${id}/${action}`);

async function openReturn(shopper: Person, orderId: number, lineId: number, quantity: number): Promise<number> {
  const res = await shopper.b.post('/api/returns', {
    orderId,
    orderItemId: lineId,
    quantity,
    reason: 'Item damaged during shipping',
    additionalInfo: 'Cracked',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('the postings of money events', () => {
  it('books an order paid: the whole payment in, each seller’s share pending, the fee and the state’s tax', async () => {
    const { a, b, order } = await paidOrder();
    const paid = await entriesOf(`order_paid:${order.id}`);
    const tax = Math.round(Number(order.tax) * 100);
    expect(paid).toEqual(
      expect.arrayContaining([
        { account: 'shopper_payments', sellerId: null, state: null, amountCents: -Math.round(Number(order.total) * 100) },
        { account: 'seller_pending', sellerId: a.account.id, state: null, amountCents: A_SHARE },
        { account: 'seller_pending', sellerId: b.account.id, state: null, amountCents: B_SHARE },
        { account: 'platform_fees', sellerId: null, state: null, amountCents: 3_56 + 5_70 },
        { account: 'sales_tax_payable', sellerId: null, state: 'IA', amountCents: tax },
      ]),
    );
    expect(paid).toHaveLength(5);
    expect(await sellerBalances(database.db, a.account.id)).toEqual({ pendingCents: A_SHARE, availableCents: 0, paidOutCents: 0 });
    await everyTransactionBalances();
  });

  it('reverses the order’s postings when the shopper cancels it', async () => {
    const { a, b, shopper, order } = await paidOrder();
    const res = await shopper.b.post(`/api/orders/${order.id}/cancel`, { reason: 'changed_mind' });
    expect(res.statusCode, res.body).toBe(200);
    const back = await entriesOf(`order_cancelled:${order.id}`);
    expect(back).toContainEqual({ account: 'shopper_payments', sellerId: null, state: null, amountCents: Math.round(Number(order.total) * 100) });
    for (const seller of [a, b]) expect(await sellerBalances(database.db, seller.account.id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    await everyTransactionBalances();
  });

  it('debits a label’s postage from the seller, releases after delivery and the hold, and not while a return is open', async () => {
    const { a, b, shopper, order, mugLine } = await paidOrder();
    const label = await a.b.post(`/api/orders/${order.id}/generate-label`, labelRequest());
    expect(label.statusCode, label.body).toBe(200);
    const [postage] = (await entriesOf(`label:order:${order.id}:${a.account.id}`)).filter((e) => e.account === 'postage');
    expect(postage!.amountCents).toBeGreaterThan(0);
    expect(await sellerBalances(database.db, a.account.id)).toEqual({ pendingCents: A_SHARE, availableCents: -postage!.amountCents, paidOutCents: 0 });

    const deliveredAt = new Date();
    await deliver(order.id, deliveredAt);
    // Within the hold: nothing moves.
    expect(await releaseEarnings(database.db, new Date(deliveredAt.getTime() + HOLD_DAYS * DAY - 60_000), HOLD_DAYS)).toBe(0);
    expect((await sellerBalances(database.db, b.account.id)).pendingCents).toBe(B_SHARE);

    // A return of A's mug is open: B's share is released, A's waits.
    const returnId = await openReturn(shopper, order.id, mugLine, 1);
    const after = new Date(deliveredAt.getTime() + HOLD_DAYS * DAY + 60_000);
    await releaseEarnings(database.db, after, HOLD_DAYS);
    expect(await sellerBalances(database.db, b.account.id)).toEqual({ pendingCents: 0, availableCents: B_SHARE, paidOutCents: 0 });
    expect((await sellerBalances(database.db, a.account.id)).pendingCents).toBe(A_SHARE);

    // Rejected: A's share is released too, once.
    expect((await act(a.b, returnId, 'reject')).statusCode).toBe(200);
    await releaseEarnings(database.db, after, HOLD_DAYS);
    await releaseEarnings(database.db, after, HOLD_DAYS);
    expect(await sellerBalances(database.db, a.account.id)).toEqual({ pendingCents: 0, availableCents: A_SHARE - postage!.amountCents, paidOutCents: 0 });
    await everyTransactionBalances();
  });

  it('takes a return refunded after the release from available, which goes negative and is carried', async () => {
    const { a, shopper, order, mugLine } = await paidOrder();
    const deliveredAt = new Date(Date.now() - (HOLD_DAYS + 1) * DAY);
    await deliver(order.id, deliveredAt);
    await releaseEarnings(database.db, new Date(), HOLD_DAYS);
    expect(await sellerBalances(database.db, a.account.id)).toEqual({ pendingCents: 0, availableCents: A_SHARE, paidOutCents: 0 });

    const returnId = await openReturn(shopper, order.id, mugLine, 2);
    expect((await act(a.b, returnId, 'approve')).statusCode).toBe(200);
    const label = await a.b.post(`/api/returns/${returnId}/generate-label?mock=true`);
    expect(label.statusCode, label.body).toBe(200);
    expect((await act(a.b, returnId, 'complete')).statusCode).toBe(200);

    const [postage] = (await entriesOf(`label:return:${returnId}`)).filter((e) => e.account === 'postage');
    expect(postage!.amountCents).toBeGreaterThan(0);
    const refund = await entriesOf(`return_refund:${returnId}`);
    // Both mugs: $23.75 of goods less the $3.56 fee given back, from available.
    expect(refund).toContainEqual({ account: 'seller_available', sellerId: a.account.id, state: null, amountCents: -A_SHARE });
    expect(refund).toContainEqual({ account: 'platform_fees', sellerId: null, state: null, amountCents: -3_56 });
    expect(await sellerBalances(database.db, a.account.id)).toEqual({ pendingCents: 0, availableCents: -postage!.amountCents, paidOutCents: 0 });
    await everyTransactionBalances();
  });

  it('is released by the scheduled job on the clock it is given', async () => {
    const { a, order } = await paidOrder();
    const deliveredAt = new Date();
    await deliver(order.id, deliveredAt);
    const errors: unknown[] = [];
    const stop = scheduleReleaseEarnings(
      { db: database.db, holdDays: HOLD_DAYS, now: () => new Date(deliveredAt.getTime() + HOLD_DAYS * DAY + 1) },
      (error) => errors.push(error),
      20,
    );
    try {
      await expect.poll(async () => (await sellerBalances(database.db, a.account.id)).availableCents, { timeout: 10_000 }).toBe(A_SHARE);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    await everyTransactionBalances();
  });
});
