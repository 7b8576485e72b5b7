// The checkout service on its own, with the outside world injected: the clock, the carrier and a
// payment provider that can fail, on a migrated PGlite database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { cartItems, categories, checkouts, products, productVariants, sandboxPaymentIntents, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { PaymentProviderError, type CreateIntentRequest, type PaymentIntent } from '#server/integrations/payments/provider.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import type { ShippingFormValues } from '#shared/schemas/checkout.ts';
import { createTestDatabase } from '../../../../tests/support/db.ts';
import { setUpPayment, type CheckoutDeps } from './service.ts';

let database: Database;
let productId = 0;
let variantId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Service tests', description: 'Checkout service tests', icon: 'package' })
    .returning({ id: categories.id });
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Brass Candlestick', description: 'Cast in Ohio', priceCents: 40_00, categoryId: category!.id, stock: null, weightOz: 24 })
    .returning({ id: products.id });
  productId = product!.id;
  // A listing without options gets its one variant from the database (migration 0036).
  const [variant] = await database.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  variantId = variant!.id;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** A user with one candlestick in the cart. */
async function shopperWithCart(): Promise<number> {
  const name = `svc_${randomBytes(4).toString('hex')}`;
  const [user] = await database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  await database.db.insert(cartItems).values({ userId: user!.id, productId, variantId, quantity: 1 });
  return user!.id;
}

const washington: ShippingFormValues = {
  fullName: 'Dana Capitol',
  email: 'dana@example.test',
  address: '1 Constitution Ave NW',
  city: 'Washington',
  state: 'DC',
  zipCode: '20001',
  country: 'US',
  phone: '2025550100',
  shippingMethod: undefined,
};

const deps = (over: Partial<CheckoutDeps> = {}): CheckoutDeps => ({
  db: database.db,
  carrier: new SandboxCarrier(database.db),
  payments: new SandboxPaymentProvider(database.db),
  now: () => new Date('2026-09-30T12:00:00Z'),
  ...over,
});

/** The service's own total for the cart, from its refusal of a wrong amount. */
async function totalFor(d: CheckoutDeps, userId: number): Promise<number> {
  const refusal = await setUpPayment(d, userId, { amount: 1, shippingInfo: washington }).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(AppError);
  const dollars = /Your order total is \$([\d.]+)/.exec((refusal as AppError).message)![1]!;
  return Math.round(Number(dollars) * 100);
}

describe('setUpPayment', () => {
  it('charges the tax in force on the day of the injected clock and records what the payment is for', async () => {
    const userId = await shopperWithCart();
    const september = deps();
    const before = await setUpPayment(september, userId, { amount: await totalFor(september, userId), shippingInfo: washington });
    expect(before).toMatchObject({ subtotal: '40.00', tax: '2.40', taxPercentage: 6 });

    const october = deps({ now: () => new Date('2026-10-01T12:00:00Z') });
    const after = await setUpPayment(october, userId, { amount: await totalFor(october, userId), shippingInfo: washington });
    expect(after).toMatchObject({ subtotal: '40.00', tax: '2.80', taxPercentage: 7 });

    const [row] = await database.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, after.paymentIntentId));
    expect(row).toMatchObject({ userId, taxCents: 280, taxPercentage: 7, totalCents: Math.round(Number(after.amount) * 100), status: 'open' });
    const [intent] = await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, after.paymentIntentId));
    expect(intent!.amountCents).toBe(row!.totalCents);
  });

  it('answers 503 and stores nothing when the provider cannot open the payment', async () => {
    class Down extends SandboxPaymentProvider {
      override async createIntent(): Promise<PaymentIntent> {
        throw new PaymentProviderError('unavailable', 'The payment provider is not reachable');
      }
    }
    const userId = await shopperWithCart();
    const d = deps({ payments: new Down(database.db) });
    const error = await setUpPayment(d, userId, { amount: await totalFor(d, userId), shippingInfo: washington }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: 'Payment system is not available. Please try again.' });
    expect(await database.db.select().from(checkouts).where(eq(checkouts.userId, userId))).toEqual([]);
  });

  it('names the payment intent it could neither record nor cancel, so no orphan goes unnoticed', async () => {
    // The account is deleted while the payment is opened, and the provider is down for the cancel.
    class DeletedThenDown extends SandboxPaymentProvider {
      override async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
        const intent = await super.createIntent(request);
        await database.db.delete(users).where(eq(users.id, Number(request.metadata.userId)));
        return intent;
      }
      override async refundOrCancel(): Promise<PaymentIntent> {
        throw new PaymentProviderError('unavailable', 'The payment provider is not reachable');
      }
    }
    const userId = await shopperWithCart();
    const d = deps({ payments: new DeletedThenDown(database.db) });
    const error = await setUpPayment(d, userId, { amount: await totalFor(d, userId), shippingInfo: washington }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateError);
    const [orphan] = (await database.db.select().from(sandboxPaymentIntents)).filter((i) => i.metadata.userId === String(userId));
    expect((error as AggregateError).message).toBe(`The checkout was not stored and payment intent ${orphan!.id} could not be canceled`);
    expect((error as AggregateError).errors).toHaveLength(2);
  });
});
