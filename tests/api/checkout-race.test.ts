// 50 shoppers race for the last 5 units (issue 4): exactly 5 orders, stock 0, every loser refunded,
// no order without a payment and no payment without an order or a refund. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the orders really run in parallel transactions.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';

const SHOPPERS = 50;
const UNITS = 5;

let database: Database;
let t: TestApp;
let productId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  const [category] = await database.db.insert(categories).values({ name: 'Race', description: 'Products of the race test', icon: 'package' }).returning({ id: categories.id });
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Last Batch Maple Syrup', description: 'Five bottles left', priceCents: 2400, categoryId: category!.id, stock: UNITS, weightOz: 32 })
    .returning({ id: products.id });
  productId = product!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

it(`${SHOPPERS} shoppers who all paid race for the last ${UNITS} units: exactly ${UNITS} orders, the others refunded`, async () => {
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const b = t.browser();
      await registerUser(b, { prefix: 'racer' });
      await addToCart(b, productId);
      const setup = await setUpPayment(b);
      expect((await payWithCard(b, setup.clientSecret, CARDS.success)).status).toBe('succeeded');
      return { b, setup };
    }),
  );

  const answers = await Promise.all(shoppers.map(({ b, setup }) => b.post('/api/orders', orderPayload(setup))));
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(UNITS);
  expect(codes.filter((c) => c === 409)).toHaveLength(SHOPPERS - UNITS);

  const [product] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  expect(product!.stock).toBe(0);

  const intentIds = shoppers.map((s) => s.setup.paymentIntentId);
  const made = await database.db.select().from(orders).where(inArray(orders.paymentIntentId, intentIds));
  expect(made).toHaveLength(UNITS);
  const intents = await database.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, intentIds));
  const rows = await database.db.select().from(checkouts).where(inArray(checkouts.paymentIntentId, intentIds));
  const ordered = new Set(made.map((o) => o.paymentIntentId));
  for (const intent of intents) {
    expect(intent.status).toBe('succeeded');
    const checkout = rows.find((r) => r.paymentIntentId === intent.id)!;
    if (ordered.has(intent.id)) {
      // paid and ordered, not refunded
      expect(intent.amountRefundedCents).toBe(0);
      expect(checkout.status).toBe('ordered');
    } else {
      // paid, no order: refunded in full
      expect(intent.amountRefundedCents).toBe(intent.amountCents);
      expect(checkout.status).toBe('refunded');
    }
  }
}, 180_000);
