// Crash safety of checkout (issue 15): 20 shoppers place orders through the HTTP API of a real app
// process, which is killed (SIGKILL) while they do, then started again on the same data. Every order
// the app answered as created must exist with its stock taken and its payment; after the server's
// safety net (reconciliation, then expired stock holds given back) every payment taken has an order
// or a refund, and stock equals what it was minus what the orders hold, never below zero.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orderItems, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts';
import { releaseExpiredHolds } from '#server/jobs/release-stock-holds.ts';
import { STOCK_HOLD_MS } from '#server/features/checkout/stock-holds.ts';
import type { PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { json, request } from '../../scripts/bench/http.ts';
import { SHIPPING_FORM } from '../../scripts/bench/jobs.ts';
import { quoteTotals, registerShoppers } from '../../scripts/bench/shoppers.ts';
import { insertProduct, insertUser } from '../support/orders.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { CARDS, orderPayload } from '../support/checkout.ts';
import { engines, faultDatabase, withDatabase, type FaultDatabase } from './engines.ts';

const SHOPPERS = 20;
const PRODUCTS = 4;
const STOCK = 60;
/**
 * The kill comes once this many orders were answered as created (or after KILL_AFTER_MS, on a slow
 * machine), at the moment a shopper has paid and sent its order: one checkout at least is cut short
 * between payment and order, whatever the machine's speed.
 */
const KILL_AT_ORDERS = 25;
const KILL_AFTER_MS = 20_000;
const MINUTE = 60_000;

/** What a shopper's client saw of one checkout. */
interface Attempt {
  productId: number;
  paymentIntentId?: string;
  /** the order id of a POST /api/orders answered 2xx */
  orderId?: number;
}

describe.each(engines)('SIGKILL while 20 shoppers check out (%s)', (engine) => {
  let fault: FaultDatabase;
  let server: ServerProcess | undefined;
  const productIds: number[] = [];

  beforeAll(async () => {
    fault = await faultDatabase(engine);
    await withDatabase(fault, async ({ db }) => {
      const sellerId = await insertUser(db, { isSeller: true });
      for (let i = 0; i < PRODUCTS; i++) {
        productIds.push(await insertProduct(db, { name: `Crash Test Preserves ${i + 1}`, priceCents: 1200 + i * 100, stock: STOCK, sellerId, weightOz: 16 }));
      }
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await fault?.remove();
  });

  it('keeps every answered order, has an order or a refund for every payment, and stock that adds up', async () => {
    // Shoppers register freely; the payment-intent limit (30 per user per 10 minutes) is not reached.
    const env = { ...fault.env, AUTH_RATE_LIMIT_FACTOR: '1000' };
    server = await startServerProcess(env);
    const origin = server.url;
    const cookies = await registerShoppers(origin, `crash${engine}`, SHOPPERS + 1);
    const catalogue = await quoteTotals(origin, [cookies[SHOPPERS]!], productIds);

    const attempts: Attempt[] = [];
    let answered = 0;
    let stopped = false;
    const deadline = Date.now() + KILL_AFTER_MS;
    let killed: Promise<void> | undefined;
    const killNow = () => (killed ??= server!.kill('SIGKILL'));
    const shop = async (index: number) => {
      const headers = { origin, cookie: cookies[index]! };
      const post = (path: string, body: unknown) => request(origin, path, { method: 'POST', headers, body: JSON.stringify(body) });
      for (let round = 0; !stopped; round++) {
        const product = catalogue[(index + round) % catalogue.length]!;
        const attempt: Attempt = { productId: product.id };
        attempts.push(attempt);
        try {
          if ((await post('/api/cart', { productId: product.id, quantity: 1 })).status >= 300) continue;
          const intent = await post('/api/create-payment-intent', { amount: product.total, shippingInfo: SHIPPING_FORM });
          if (intent.status !== 200) {
            // Out of stock, or the cart held another line after an earlier failure: start afresh.
            await request(origin, '/api/cart', { method: 'DELETE', headers });
            continue;
          }
          const setup = json<PaymentIntentSetupDto>(intent);
          attempt.paymentIntentId = setup.paymentIntentId;
          const card = { number: CARDS.success, expiry: '12 / 34', cvc: '123' };
          if ((await post('/api/payments/sandbox/confirm', { clientSecret: setup.clientSecret, card })).status !== 200) continue;
          const ordering = post('/api/orders', orderPayload(setup, SHIPPING_FORM));
          if (answered >= KILL_AT_ORDERS || Date.now() >= deadline) void killNow();
          const order = await ordering;
          if (order.status < 300) {
            attempt.orderId = json<{ id: number }>(order).id;
            answered++;
          }
        } catch {
          // The connection died with the server: this shopper is done.
          return;
        }
      }
    };
    const shopping = Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shop(i)));
    // A shopper sending its order past the mark kills the app; should none get there, it dies anyway.
    const lastResort = Date.now() + 6 * KILL_AFTER_MS;
    while (!killed && Date.now() < lastResort) await new Promise((r) => setTimeout(r, 50));
    await killNow();
    stopped = true;
    await shopping;
    const created = attempts.filter((a) => a.orderId !== undefined);
    expect(created.length, 'orders answered as created before the kill').toBeGreaterThan(0);
    // Some checkouts were cut short by the kill: that is the point of the test.
    expect(attempts.some((a) => a.paymentIntentId && a.orderId === undefined)).toBe(true);

    // The app starts again on the same data (the database opens cleanly) and shows each shopper
    // every order it answered as created.
    server = await startServerProcess(env);
    const listed = new Set<number>();
    for (let i = 0; i < SHOPPERS; i++) {
      const res = await request(server.url, '/api/orders?limit=100', { headers: { cookie: cookies[i]! } });
      expect(res.status).toBe(200);
      for (const o of json<Array<{ id: number }>>(res)) listed.add(o.id);
    }
    for (const a of created) expect(listed.has(a.orderId!), `order ${a.orderId} answered as created`).toBe(true);
    await server.stop();
    server = undefined;

    await withDatabase(fault, async (database) => {
      const { db } = database;
      // The safety net the app runs every minute (src/server/jobs/reconcile-payments.ts), on a clock
      // moved past its 2-minute grace and the stock holds' expiry, as if the shoppers never returned.
      const later = new Date(Date.now() + STOCK_HOLD_MS + 5 * MINUTE);
      await reconcilePayments({ db, payments: new SandboxPaymentProvider(db), publicUrl: 'http://localhost' }, new Date(Date.now() + 5 * MINUTE), 1000);
      await releaseExpiredHolds(db, later, 10_000);

      // Every answered order: its row, its lines, its payment taken in full and not refunded.
      const answeredIds = created.map((a) => a.orderId!);
      const rows = await db.select().from(orders).where(inArray(orders.id, answeredIds));
      expect(rows).toHaveLength(answeredIds.length);
      for (const a of created) {
        const order = rows.find((o) => o.id === a.orderId)!;
        expect(order.paymentIntentId).toBe(a.paymentIntentId);
        expect(order.status).toBe('processing');
        const [intent] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, a.paymentIntentId!));
        expect(intent).toMatchObject({ status: 'succeeded', amountCents: order.totalCents, amountRefundedCents: 0 });
        const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[a.productId, 1]]);
      }

      // Every payment taken has its order (paid in full, not refunded) or was refunded in full.
      const taken = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.status, 'succeeded'));
      const ordered = new Map((await db.select().from(orders)).map((o) => [o.paymentIntentId, o]));
      for (const intent of taken) {
        const order = ordered.get(intent.id);
        if (order) expect(intent.amountRefundedCents, intent.id).toBe(0);
        else expect(intent.amountRefundedCents, `payment ${intent.id} without an order`).toBe(intent.amountCents);
      }
      // ... and every order has its payment.
      for (const order of ordered.values())
        expect(
          taken.some((i) => i.id === order.paymentIntentId),
          `order ${order.id}`,
        ).toBe(true);
      // No checkout is left open with a payment taken, nor holding stock.
      const open = await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .innerJoin(sandboxPaymentIntents, eq(sandboxPaymentIntents.id, checkouts.paymentIntentId))
        .where(and(eq(checkouts.status, 'open'), eq(sandboxPaymentIntents.status, 'succeeded')));
      expect(open).toEqual([]);

      // Stock: what it was, minus every ordered unit, never below zero.
      const sold = await db
        .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .groupBy(orderItems.productId);
      const stock = await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productIds));
      for (const p of stock) {
        const units = sold.find((s) => s.productId === p.id)?.units ?? 0;
        expect(p.stock, `stock of product ${p.id}`).toBe(STOCK - units);
        expect(p.stock!).toBeGreaterThanOrEqual(0);
      }
      expect(sold.reduce((n, s) => n + s.units, 0)).toBe(ordered.size);
    });
  }, 240_000);
});
