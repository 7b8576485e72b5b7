// A refund the provider could not make is owed, not forgotten: the reconciliation job pays it on a
// later run, exactly once (docs/decisions/0011, "The order").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { PaymentProviderError, type PaymentIntent } from '#server/integrations/payments/provider.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, expireStockHolds, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';

/**
 * The sandbox provider, whose refunds fail while the provider is "down" (as Stripe answers 5xx or
 * times out), and which counts the refunds it really made.
 */
class RefundOutage extends SandboxPaymentProvider {
  failuresLeft = 0;
  attempts: string[] = [];
  refunded: string[] = [];

  override async refundOrCancel(id: string): Promise<PaymentIntent> {
    this.attempts.push(id);
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new PaymentProviderError('unavailable', 'The payment provider is not reachable');
    }
    const before = await this.retrieveIntent(id);
    const after = await super.refundOrCancel(id);
    if (after.amountRefundedCents > before.amountRefundedCents) this.refunded.push(id);
    return after;
  }
}

let database: Database;
let payments: RefundOutage;
let t: TestApp;
let quilt = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  payments = new RefundOutage(database.db);
  t = await createTestApp({ database, payments });
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Refund tests', description: 'Products of the refund tests', icon: 'package' })
    .returning({ id: categories.id });
  const [row] = await database.db
    .insert(products)
    .values({ name: 'Last Quilt', description: 'The only one', priceCents: 18900, categoryId: category!.id, stock: 1, weightOz: 80 })
    .returning({ id: products.id });
  quilt = row!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const checkoutOf = async (paymentIntentId: string) => (await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, paymentIntentId)))[0]!;
const intentOf = async (id: string) => (await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;

describe('a refund that failed', () => {
  it('is retried by the reconciliation job until the provider takes it, then never again', async () => {
    const winner = t.browser();
    const loser = t.browser();
    await registerUser(winner);
    await registerUser(loser);
    await addToCart(winner, quilt);
    await addToCart(loser, quilt);
    // The loser's hold on the quilt expires before they pay; the winner then holds and buys it.
    const lost = await setUpPayment(loser);
    await expireStockHolds(database.db);
    const won = await setUpPayment(winner);
    await payWithCard(winner, won.clientSecret, CARDS.success);
    await payWithCard(loser, lost.clientSecret, CARDS.success);
    expect((await winner.post('/api/orders', orderPayload(won))).statusCode).toBe(201);

    // The provider is down for the refund the sold-out order owes, and for the job's first try.
    payments.failuresLeft = 2;
    const soldOut = await loser.post('/api/orders', orderPayload(lost));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toContain('"Last Quilt" sold out before your payment completed');
    // Not refunded yet: the shopper is not told it was.
    expect(soldOut.json().message).toMatch(/will be refunded to your card shortly\.$/);
    expect(await checkoutOf(lost.paymentIntentId)).toMatchObject({ status: 'refund_failed', orderId: null });
    expect((await intentOf(lost.paymentIntentId)).amountRefundedCents).toBe(0);
    expect(payments.attempts).toEqual([lost.paymentIntentId]);

    const deps = { db: database.db, payments, publicUrl: 'http://localhost:5000' };
    const minute = (n: number) => new Date(Date.now() + n * 60_000);

    expect(await reconcilePayments(deps, minute(3))).toEqual({ ordered: 0, refunded: 0 });
    expect((await checkoutOf(lost.paymentIntentId)).status).toBe('refund_failed');
    expect((await intentOf(lost.paymentIntentId)).amountRefundedCents).toBe(0);

    expect(await reconcilePayments(deps, minute(4))).toEqual({ ordered: 0, refunded: 1 });
    expect((await checkoutOf(lost.paymentIntentId)).status).toBe('refunded');
    const intent = await intentOf(lost.paymentIntentId);
    expect(intent.amountRefundedCents).toBe(intent.amountCents);

    // Later runs leave a paid-back checkout alone: one refund in all, and no order for the loser.
    expect(await reconcilePayments(deps, minute(5))).toEqual({ ordered: 0, refunded: 0 });
    expect(payments.refunded).toEqual([lost.paymentIntentId]);
    expect(payments.attempts).toEqual([lost.paymentIntentId, lost.paymentIntentId, lost.paymentIntentId]);
    expect(await database.db.select().from(orders).where(eq(orders.paymentIntentId, lost.paymentIntentId))).toEqual([]);
    // The winner's payment was never touched.
    expect((await intentOf(won.paymentIntentId)).amountRefundedCents).toBe(0);

    // Asking again answers the same refusal, without another refund.
    const again = await loser.post('/api/orders/from-payment', { paymentIntentId: lost.paymentIntentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(soldOut.json().message.replace('will be refunded to your card shortly', 'has been refunded'));
    expect(payments.attempts).toHaveLength(3);
  });
});
