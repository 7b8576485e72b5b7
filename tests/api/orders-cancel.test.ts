// Cancelling an order (issue 11, docs/product.md B4, B5 and B7): only its shopper, only while it is
// processing; the reason is recorded, stock goes back, the payment is refunded through the provider
// exactly once (by the job when the provider is down) and the shopper gets an email.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { PaymentProviderError, type PaymentIntent } from '#server/integrations/payments/provider.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts';
import type { CancelOrderResponse, OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';

/** The sandbox provider, down for refunds while `failuresLeft` lasts, counting the refunds it made. */
class CountingProvider extends SandboxPaymentProvider {
  failuresLeft = 0;
  refunds: string[] = [];

  override async refundOrCancel(id: string): Promise<PaymentIntent> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new PaymentProviderError('unavailable', 'The payment provider is not reachable');
    }
    const before = await this.retrieveIntent(id);
    const after = await super.refundOrCancel(id);
    if (after.amountRefundedCents > before.amountRefundedCents) this.refunds.push(id);
    return after;
  }
}

let database: Database;
let payments: CountingProvider;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  payments = new CountingProvider(database.db);
  t = await createTestApp({ database, payments });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const stockOf = async (id: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const refundedOf = async (paymentIntentId: string) =>
  (await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId)))[0]!.amountRefundedCents;
const cancelMails = async (orderId: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_cancelled'))).filter((m) => m.subject.includes(`#${orderId} `));

/** A shopper who bought `quantity` of each product through checkout and paid with the sandbox card. */
async function paidOrder(items: Array<[productId: number, quantity: number]>): Promise<{ b: Browser; order: OrderDto }> {
  const b = t.browser();
  await registerUser(b);
  for (const [productId, quantity] of items) await addToCart(b, productId, quantity);
  const setup = await setUpPayment(b);
  await payWithCard(b, setup.clientSecret, CARDS.success);
  const res = await b.post('/api/orders', orderPayload(setup));
  expect(res.statusCode, res.body).toBe(201);
  return { b, order: res.json<OrderDto>() };
}

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a processing order: reason recorded, stock back, payment refunded, email sent', async () => {
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 10 });
    const rug = await insertProduct(database.db, { name: 'Braided Rug', priceCents: 7500, stock: null });
    const { b, order } = await paidOrder([
      [mug, 3],
      [rug, 1],
    ]);
    expect(await stockOf(mug)).toBe(7);

    const res = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'found_better_price', additionalInfo: '  Cheaper at the fair  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CancelOrderResponse>();
    expect(body.message).toBe('Your order has been successfully cancelled.');
    expect(body.order).toMatchObject({ id: order.id, status: 'cancelled', cancelReason: 'found_better_price', refunded: order.total });
    expect(body.order.cancelledAt).not.toBeNull();

    expect(await stockOf(mug)).toBe(10);
    expect(await stockOf(rug)).toBeNull();
    expect(await refundedOf(order.paymentIntentId!)).toBe(Math.round(Number(order.total) * 100));
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ cancelAdditionalInfo: 'Cheaper at the fair', refundedCents: Math.round(Number(order.total) * 100) });
    const mails = await cancelMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('(reason: Found a better price)');

    // The order reads as cancelled from now on.
    expect((await b.get(`/api/orders/${order.id}`)).json<OrderDto>()).toMatchObject({ status: 'cancelled', refunded: order.total });
  });

  it('defaults the reason to changed_mind and refuses one outside the list, changing nothing', async () => {
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    const { b, order } = await paidOrder([[mug, 1]]);
    const wrong = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'bored' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('reason must be one of changed_mind, found_better_price, ordered_wrong_item, shipping_too_slow, other');
    expect((await b.get(`/api/orders/${order.id}`)).json<OrderDto>().status).toBe('processing');
    expect(await stockOf(mug)).toBe(4);

    const res = await b.post(`/api/orders/${order.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<CancelOrderResponse>().order.cancelReason).toBe('changed_mind');
  });

  it("is 404 for another user's order and for one that does not exist, 401 for a visitor", async () => {
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    const { order } = await paidOrder([[mug, 1]]);
    const stranger = t.browser();
    await registerUser(stranger);
    const theirs = await stranger.post(`/api/orders/${order.id}/cancel`, { reason: 'other' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    expect((await stranger.post('/api/orders/2147483647/cancel', { reason: 'other' })).statusCode).toBe(404);
    expect((await t.browser().post(`/api/orders/${order.id}/cancel`, { reason: 'other' })).statusCode).toBe(401);
    expect(await refundedOf(order.paymentIntentId!)).toBe(0);
    expect(await stockOf(mug)).toBe(4);
  });

  it('is 409 naming the status once the order is no longer processing', async () => {
    const b = t.browser();
    const { id } = await registerUser(b);
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    for (const status of ['shipped', 'delivered', 'completed', 'cancelled'] as const) {
      const order = await insertOrder(database.db, { userId: id, status, items: [{ productId: mug, quantity: 1, priceCents: 1250 }] });
      const res = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'other' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`This order is ${status} and can no longer be cancelled. Only orders that are still processing can be cancelled.`);
    }
    expect(await stockOf(mug)).toBe(5);
  });

  it('refunds once when the shopper cancels twice at the same time', async () => {
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    const { b, order } = await paidOrder([[mug, 2]]);
    const answers = await Promise.all([
      b.post(`/api/orders/${order.id}/cancel`, { reason: 'other' }),
      b.post(`/api/orders/${order.id}/cancel`, { reason: 'other' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(payments.refunds.filter((id) => id === order.paymentIntentId)).toHaveLength(1);
    expect(await stockOf(mug)).toBe(5);
    expect(await cancelMails(order.id)).toHaveLength(1);
  });

  it('cancels an order without a payment to refund (the demo seed has such orders)', async () => {
    const b = t.browser();
    const { id } = await registerUser(b);
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    const order = await insertOrder(database.db, { userId: id, items: [{ productId: mug, quantity: 2, priceCents: 1250 }] });
    const res = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'ordered_wrong_item' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CancelOrderResponse>()).toMatchObject({
      message: 'Your order has been successfully cancelled.',
      order: { status: 'cancelled', refunded: '0.00' },
    });
    expect(await stockOf(mug)).toBe(7);
  });
});

describe('a cancellation refund the provider could not make', () => {
  it('is owed, said to be on its way, and made by the reconciliation job exactly once', async () => {
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, stock: 5 });
    const { b, order } = await paidOrder([[mug, 1]]);
    payments.failuresLeft = 2;
    const res = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'shipping_too_slow' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CancelOrderResponse>()).toMatchObject({
      message: 'Your order has been successfully cancelled. Your payment will be refunded to your card shortly.',
      order: { status: 'cancelled', refunded: '0.00' },
    });
    expect(await refundedOf(order.paymentIntentId!)).toBe(0);

    // Still down for the job's first run; the second gives the money back.
    await reconcilePayments({ db: database.db, payments, publicUrl: 'http://localhost' }, new Date());
    expect(await refundedOf(order.paymentIntentId!)).toBe(0);
    await reconcilePayments({ db: database.db, payments, publicUrl: 'http://localhost' }, new Date());
    const cents = Math.round(Number(order.total) * 100);
    expect(await refundedOf(order.paymentIntentId!)).toBe(cents);
    expect((await b.get(`/api/orders/${order.id}`)).json<OrderDto>().refunded).toBe(order.total);

    // Paid back: later runs leave it alone.
    await reconcilePayments({ db: database.db, payments, publicUrl: 'http://localhost' }, new Date());
    expect(payments.refunds.filter((id) => id === order.paymentIntentId)).toHaveLength(1);
    const [row] = await database.db
      .select({ refundedCents: orders.refundedCents })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, 'cancelled')));
    expect(row!.refundedCents).toBe(cents);
  });
});
