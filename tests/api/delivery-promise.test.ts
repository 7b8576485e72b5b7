// One delivery promise (issue 24, docs/decisions/0044): checkout's rates, the payment setup, the
// order, its confirmation email and the order's page carry the same date, computed by one rule from
// the moment of the order; once the package is labelled, the carrier's date is shown beside the
// promise ('now expected ...') rather than replacing it silently, as /tracking shows it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import type { GenerateLabelResponse, OrderDto } from '#shared/orders.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';
import type { TrackingResultDto } from '#shared/schemas/tracking.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment, shippingForm } from '../support/checkout.ts';
import { insertProduct, labelRequest } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let t: TestApp;
let clock: ReturnType<typeof createClock>;
let seller: Person;
let productId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // Wednesday, November 25, 2026, 10 am in Des Moines: the day before Thanksgiving.
  clock = createClock(new Date('2026-11-25T16:00:00Z'));
  t = await createTestApp({ database, now: clock.now });
  seller = await newPerson(t, true);
  // A Des Moines workshop shipping to Des Moines: zone 1, Priority Mail in 1 day.
  await database.db
    .update(users)
    .set({
      companyName: 'Locust Street Pottery',
      fullName: 'Jordan Grant',
      street: '10 Walnut Street',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      shippingOriginZip: '50309',
    })
    .where(eq(users.id, seller.account.id));
  // Made ready within 1-2 business days: the promise counts the longer (docs/decisions/0059-specifications-and-processing-time.md).
  productId = await insertProduct(database.db, {
    name: 'Stoneware Mug',
    priceCents: 2400,
    sellerId: seller.account.id,
    weightOz: 20,
    processingDays: { min: 1, max: 2 },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const mailOf = async (email: string, kind: string) =>
  (
    await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
  )[0];

describe('the delivery promise', () => {
  it("is one date from checkout's rates to the order, its email and its page, and keeps it beside the carrier's once labelled", async () => {
    const shopper = await newPerson(t, false);
    const email = `promise.${shopper.account.username}@example.test`;
    await addToCart(shopper.b, productId);

    // Checkout's rates: each service with the date an order placed now would arrive by. The order
    // ships by Monday (Thanksgiving is no business day), Priority Mail arrives a day later.
    const rates = await shopper.b.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '50309' });
    expect(rates.statusCode, rates.body).toBe(200);
    const priority = rates.json<ShippingRatesDto>().rates.find((r) => r.service === 'Priority Mail')!;
    expect(priority).toMatchObject({ estimatedDeliveryDays: 1, estimatedDeliveryDate: '2026-12-01T18:00:00.000Z' });
    // Beside 'Arrives by Tue, Dec 1', a service's days are its days in transit, not a second promise.
    for (const rate of rates.json<ShippingRatesDto>().rates) expect(rate.description, rate.service).not.toMatch(/\bdays?\b(?! in transit)/);

    const form = shippingForm({ email, shippingMethod: 'Priority Mail' });
    const setup = await setUpPayment(shopper.b, form);
    expect(setup.estimatedDeliveryDate).toBe('2026-12-01T18:00:00.000Z');
    await payWithCard(shopper.b, setup.clientSecret, CARDS.success);
    // The browser places the order a day later (the server's clock): the promise checkout showed stays.
    clock.advance(DAY);
    const placed = await shopper.b.post('/api/orders', orderPayload(setup, form));
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const order = placed.json<OrderDto>();
    expect(order).toMatchObject({ promisedDeliveryDate: '2026-12-01T18:00:00.000Z', estimatedDeliveryDate: '2026-12-01T18:00:00.000Z' });

    const confirmation = await mailOf(email, 'order_confirmation');
    expect(confirmation?.textBody).toContain('Shipping (Priority Mail, arrives by Tue, Dec 1)');

    const page = await shopper.b.get(`/api/orders/${order.id}`);
    expect(page.json<OrderDto>()).toMatchObject({ promisedDeliveryDate: '2026-12-01T18:00:00.000Z', estimatedDeliveryDate: '2026-12-01T18:00:00.000Z' });

    // The seller labels it on Friday: USPS expects it on Saturday, three days early.
    clock.advance(DAY);
    const label = await seller.b.post(`/api/orders/${order.id}/generate-label`, labelRequest({ recipientName: 'Jordan Shopper' }));
    expect(label.statusCode, label.body).toBe(200);
    const { trackingNumber } = label.json<GenerateLabelResponse>();
    const tracked = (await t.browser().get(`/api/tracking?tracking=${trackingNumber}`)).json<TrackingResultDto>();

    const shipped = (await shopper.b.get(`/api/orders/${order.id}`)).json<OrderDto>();
    expect(shipped.promisedDeliveryDate).toBe('2026-12-01T18:00:00.000Z');
    expect(shipped.estimatedDeliveryDate).toBe(tracked.estimatedDeliveryDate);
    expect(shipped.estimatedDeliveryDate).toBe('2026-11-28T18:00:00.000Z');
    const shippedMail = await mailOf(email, 'order_shipped');
    expect(shippedMail?.textBody).toContain('Promised by Tue, Dec 1, now expected Sat, Nov 28.');
  });
});
