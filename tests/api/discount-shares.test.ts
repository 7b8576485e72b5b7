// Who funds the 5% multi-item discount (issue 24, decision 0045): each line carries its share of the
// order's discount and tax (largest remainder, to the cent), its seller's earnings lose that share,
// a returned line refunds its price less its share of the discount plus its share of the tax, and the
// shopper sees the refund, with its date, on /returns, on the order and in the email.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orderItems, orders, sandboxPaymentIntents } from '#server/db/schema.ts';
import { postOrderPaid } from '#server/features/ledger/postings.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import type { OrderDto } from '#shared/orders.ts';
import type { ReturnRequestDto, SellerReturnRequestDto } from '#shared/returns.ts';
import type { SellerStatsDto } from '#shared/seller-dashboard.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { newPerson, type Person } from '../support/people.ts';
import { insertOrder, insertProduct, testAddress } from '../support/orders.ts';

let database: Database;
let payments: SandboxPaymentProvider;
let t: TestApp;
let tables: Person;
let potter: Person;
let shopper: Person;
let order: { id: number; itemIds: number[] };
let intentId: string;

const get = async <T>(b: Browser, url: string): Promise<T> => {
  const res = await b.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/**
 * One delivered order from two sellers, 4 items: a $260.00 oak table (the table maker), two $12.50
 * mugs and a $3.00 card (the potter). Subtotal $288.00, 5% off = $14.40, 6% tax on $273.60 = $16.42,
 * shipping $5.95: $295.97 paid. The table's shares: $13.00 of the discount, $14.82 of the tax.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  payments = new SandboxPaymentProvider(database.db);
  t = await createTestApp({ database, payments });
  [tables, potter, shopper] = await Promise.all([newPerson(t, true), newPerson(t, true), newPerson(t, false)]);
  const db = database.db;
  const table = await insertProduct(db, { name: 'Oak Side Table', priceCents: 260_00, sellerId: tables.account.id });
  const mug = await insertProduct(db, { name: 'Stoneware Mug', priceCents: 12_50, sellerId: potter.account.id });
  const card = await insertProduct(db, { name: 'Letterpress Card', priceCents: 3_00, sellerId: potter.account.id });
  const intent = await payments.createIntent({ amountCents: 295_97, metadata: {} });
  await payments.confirm(intent.clientSecret, { number: '4242424242424242', expiry: '12/40', cvc: '123' });
  intentId = intent.id;
  order = await insertOrder(db, {
    userId: shopper.account.id,
    status: 'delivered',
    deliveredAt: new Date(),
    discountCents: 14_40,
    taxCents: 16_42,
    shippingCents: 5_95,
    paymentIntentId: intentId,
    address: testAddress({ email: `contact.${shopper.account.username}@example.test` }),
    items: [
      { productId: table, productName: 'Oak Side Table', quantity: 1, priceCents: 260_00 },
      { productId: mug, productName: 'Stoneware Mug', quantity: 2, priceCents: 12_50 },
      { productId: card, productName: 'Letterpress Card', quantity: 1, priceCents: 3_00 },
    ],
  });
  // In the books, as checkout would have put it (decision 0056): the dashboard's earnings read them.
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await postOrderPaid(tx, row!, lines, []);
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('the multi-item discount, funded by the sellers of the lines', () => {
  it("gives each seller's view (and invoice) their lines' shares, which add up to the order's to the cent", async () => {
    const table = await get<OrderDto>(tables.b, `/api/orders/${order.id}`);
    const pottery = await get<OrderDto>(potter.b, `/api/orders/${order.id}`);
    expect(table).toMatchObject({ subtotal: '260.00', discount: '13.00', tax: '14.82' });
    // The mugs' $25.00 and the card's $3.00: $1.25 + $0.15 off, $1.43 + $0.17 tax.
    expect(pottery).toMatchObject({ subtotal: '28.00', discount: '1.40', tax: '1.60' });
    const shopperView = await get<OrderDto>(shopper.b, `/api/orders/${order.id}`);
    expect(shopperView).toMatchObject({ discount: '14.40', tax: '16.42' });
  });

  it("counts each seller's earnings less their lines' share of the discount", async () => {
    expect(await get<SellerStatsDto>(tables.b, '/api/seller/stats')).toMatchObject({
      totalSales: '247.00',
      returns: '0.00',
      platformFee: '37.05',
      // $247.00 less the fee, plus the table's part of the $5.95 shipping (shared by the items: $5.37).
      shipping: '5.37',
      netSales: '215.32',
    });
    expect(await get<SellerStatsDto>(potter.b, '/api/seller/stats')).toMatchObject({ totalSales: '26.60', returns: '0.00' });
    expect((await get<{ totalSales: string }>(tables.b, '/api/seller/sales?range=30d')).totalSales).toBe('247.00');
  });

  it('refunds a returned line its price less its discount plus its tax, and the earnings lose exactly the goods', async () => {
    const asked = await shopper.b.post('/api/returns', {
      orderId: order.id,
      orderItemId: order.itemIds[0],
      quantity: 1,
      reason: 'Item damaged during shipping',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ id: number }>().id;
    const [listed] = await get<SellerReturnRequestDto[]>(tables.b, '/api/returns/seller');
    expect(listed).toMatchObject({ id, refundAmount: '261.82' });
    expect((await tables.b.post(`/api/returns/${id}/approve`)).statusCode).toBe(200);
    const done = await tables.b.post(`/api/returns/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SellerReturnRequestDto>()).toMatchObject({ status: 'completed', refundAmount: '261.82', refunded: '261.82' });
    const [intent] = await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent!.amountRefundedCents).toBe(261_82);

    // $260.00 - $13.00: the table maker's sales are back to nothing, the platform's fee with them.
    expect(await get<SellerStatsDto>(tables.b, '/api/seller/stats')).toMatchObject({
      totalSales: '0.00',
      returns: '247.00',
      platformFee: '0.00',
      netSales: '5.37',
    });
    expect((await get<{ totalSales: string }>(tables.b, '/api/seller/sales?range=30d')).totalSales).toBe('0.00');
    expect((await get<SellerStatsDto>(potter.b, '/api/seller/stats')).totalSales).toBe('26.60');

    // The shopper sees the refund and its date on /returns, on the order, and in the email.
    const [mine] = await get<ReturnRequestDto[]>(shopper.b, '/api/returns');
    expect(mine).toMatchObject({ id, status: 'completed', refunded: '261.82' });
    expect(Date.parse(mine!.refundedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const theirOrder = await get<OrderDto>(shopper.b, `/api/orders/${order.id}`);
    expect(theirOrder.returnRefunds).toEqual([
      { returnId: id, orderItemId: order.itemIds[0], productName: 'Oak Side Table', quantity: 1, amount: '261.82', refundedAt: mine!.refundedAt },
    ]);
    // The table maker's view holds it; the potter's, whose lines were not returned, does not.
    expect((await get<OrderDto>(tables.b, `/api/orders/${order.id}`)).returnRefunds).toHaveLength(1);
    expect((await get<OrderDto>(potter.b, `/api/orders/${order.id}`)).returnRefunds).toEqual([]);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `contact.${shopper.account.username}@example.test`));
    expect(mails.find((m) => m.kind === 'return_refunded')?.textBody).toContain('Your refund of $261.82');
  });
});
