// 50 shoppers race for the last 5 units (issues 4 and 14): the payment setups hold the stock, so
// exactly 5 shoppers may pay and the 45 others are told at setup, before paying (decision 0031).
// Exactly 5 orders, stock 0, no loser charged, no order without a payment and no payment without an
// order. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the setups and orders
// really run in parallel transactions.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, orders, products, sandboxPaymentIntents } from '#server/db/schema.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';
import { addToCart, raceForLastUnits } from '../support/checkout.ts';

const SHOPPERS = 50;
const UNITS = 5;

let database: Database;
let t: TestApp;
let productId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Race', description: 'Products of the race test', icon: 'package' })
    .returning({ id: categories.id });
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

it(`${SHOPPERS} shoppers race for the last ${UNITS} units: ${UNITS} may pay and get their orders, the others are told before paying`, async () => {
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const b = t.browser();
      const account = await registerUser(b, { prefix: 'racer' });
      await addToCart(b, productId);
      return { b, userId: account.id };
    }),
  );

  // All set up their payments at once; the winners pay and order.
  const setups = await raceForLastUnits(shoppers, UNITS, '"Last Batch Maple Syrup" is sold out. Please remove it from your cart.');
  const winners = setups.filter((setup) => setup !== null);
  const losers = shoppers.filter((_, i) => setups[i] === null);

  const [product] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  expect(product!.stock).toBe(0);

  const intentIds = winners.map((w) => w.paymentIntentId);
  const made = await database.db.select().from(orders).where(inArray(orders.paymentIntentId, intentIds));
  expect(made).toHaveLength(UNITS);
  const rows = await database.db.select().from(checkouts).where(inArray(checkouts.paymentIntentId, intentIds));
  expect(rows.map((r) => [r.status, r.stockHeldUntil])).toEqual(Array(UNITS).fill(['ordered', null]));
  // The winners paid once and were not refunded; the losers never had a payment they could make:
  // none was opened, or one lost the last unit between its quote and its hold and was canceled unused.
  const intents = await database.db.select().from(sandboxPaymentIntents);
  for (const intent of intents.filter((i) => intentIds.includes(i.id))) expect(intent).toMatchObject({ status: 'succeeded', amountRefundedCents: 0 });
  const loserIds = new Set(losers.map((l) => String(l.userId)));
  for (const intent of intents.filter((i) => loserIds.has(i.metadata.userId ?? ''))) expect(intent).toMatchObject({ status: 'canceled', cardLast4: null });
  expect(
    await database.db
      .select()
      .from(checkouts)
      .where(
        inArray(
          checkouts.userId,
          losers.map((l) => l.userId),
        ),
      ),
  ).toEqual([]);
}, 180_000);
