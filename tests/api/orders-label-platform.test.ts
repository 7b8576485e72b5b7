// The platform's own package (issue 12, decisions 0024 and 0026): lines of products without a seller
// (the platform's stock) are one package, labelled by the administrator from the platform's warehouse
// on the platform's carrier, under a seller's rules. Sellers never label it; shoppers cannot; the
// administrator reads only the platform's part of a mixed order; the order is delivered when both
// packages are.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orders, shipments } from '#server/db/schema.ts';
import { PLATFORM_WAREHOUSE } from '#server/integrations/carrier/carrier.ts';
import { trackShipments } from '#server/jobs/track-shipments.ts';
import type { GenerateLabelResponse, OrderDto } from '#shared/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newPerson, type Person } from '../support/people.ts';
import { insertOrder, insertProduct, testAddress, labelRequest } from '../support/orders.ts';
import { CountingCarrier } from '../support/counting-carrier.ts';

const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let carrier: CountingCarrier;
let clock: ReturnType<typeof createClock>;
let t: TestApp;

let seller: Person;
let admin: Browser;

const person = (isSeller: boolean) => newPerson(t, isSeller);

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createClock();
  carrier = new CountingCarrier(database.db, clock.now);
  t = await createTestApp({ database, carrier, now: clock.now });
  seller = await person(true);
  admin = (await signedInAdmin(t)).browser;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A shopper's processing order of a $25 house lantern (2, 30 oz each) and, when asked, a $40 bowl of `seller`. */
async function scenario(options: { withSeller?: boolean; houseOnly?: boolean } = { withSeller: true }) {
  const shopper = await person(false);
  const lantern = await insertProduct(database.db, { name: 'Heartland Tin Lantern', priceCents: 2500, sellerId: null, weightOz: 30 });
  const bowl = await insertProduct(database.db, { name: 'Walnut Bowl', priceCents: 4000, sellerId: seller.account.id, weightOz: 40 });
  const order = await insertOrder(database.db, {
    userId: shopper.account.id,
    taxCents: 540,
    shippingCents: 900,
    address: testAddress({
      fullName: 'Avery Buyer',
      email: `contact.${shopper.account.username}@example.test`,
      street: '400 Locust Street',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
    }),
    items: [
      ...(options.houseOnly === false ? [] : [{ productId: lantern, productName: 'Heartland Tin Lantern', quantity: 2, priceCents: 2500, weightOz: 30 }]),
      ...(options.withSeller ? [{ productId: bowl, productName: 'Walnut Bowl', quantity: 1, priceCents: 4000, weightOz: 40 }] : []),
    ],
  });
  return { shopper, orderId: order.id };
}

const body = labelRequest({ packageWeight: 60 });
const generate = (b: Browser, orderId: number) => b.post(`/api/orders/${orderId}/generate-label`, body);
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const packagesOf = async (id: number) => database.db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(shipments.id);
const track = () => trackShipments({ db: database.db, carrier, publicUrl: 'http://localhost:5000' }, clock.now());

describe("the administrator ships the platform's package", () => {
  it("labels only the platform's lines of a mixed order, from the warehouse on the platform's carrier; the order ships and the shopper is emailed", async () => {
    const s = await scenario();
    const before = carrier.requests.length;
    const res = await generate(admin, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { trackingNumber, labelUrl } = res.json<GenerateLabelResponse>();
    expect(labelUrl).toBe(`/api/orders/${s.orderId}/label`);
    // (The order's 'USPS Priority Mail' is asked for, then bought as Priority Mail.)
    expect(carrier.requests.length).toBeGreaterThan(before);
    const bought = carrier.requests.length;
    const request = carrier.requests.at(-1)!;
    expect(request.from).toEqual(PLATFORM_WAREHOUSE);
    expect(request.to).toMatchObject({ name: 'Avery Buyer', street: '400 Locust Street', zipCode: '50309' });
    // The two lanterns only (2 x 30 oz), not the seller's bowl.
    expect(request.weightOz).toBe(60);

    const [pkg, ...rest] = await packagesOf(s.orderId);
    expect(rest).toEqual([]);
    expect(pkg).toMatchObject({ sellerId: null, trackingNumber, provider: 'sandbox' });
    const order = await orderRow(s.orderId);
    expect(order.status).toBe('shipped');
    expect(order.shippedAt).not.toBeNull();
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `contact.${s.shopper.account.username}@example.test`));
    expect(mails.filter((m) => m.kind === 'order_shipped').map((m) => m.textBody.includes(trackingNumber))).toEqual([true]);

    // Idempotent: the same number again, nothing more bought.
    const again = await generate(admin, s.orderId);
    expect(again.json<GenerateLabelResponse>().trackingNumber).toBe(trackingNumber);
    expect(carrier.requests.length).toBe(bought);

    // The administrator downloads the platform's label without naming a seller.
    const pdf = await admin.get(labelUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="shipping-label-order-${s.orderId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("labels the platform's package of an order another seller's label has shipped", async () => {
    const s = await scenario();
    expect((await generate(seller.b, s.orderId)).statusCode).toBe(200);
    expect((await orderRow(s.orderId)).status).toBe('shipped');
    const res = await generate(admin, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await packagesOf(s.orderId)).map((p) => p.sellerId)).toEqual([seller.account.id, null]);
  });

  it('answers 404 to the administrator for an order without platform stock, and 409 once the order is past shipping', async () => {
    const sellerOnly = await scenario({ withSeller: true, houseOnly: false });
    const res = await generate(admin, sellerOnly.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect(await packagesOf(sellerOnly.orderId)).toEqual([]);

    const cancelled = await scenario({ withSeller: false });
    await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.orderId));
    const refused = await generate(admin, cancelled.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('This order is cancelled.');
  });
});

describe("who may label the platform's package", () => {
  it('a seller labels only their own lines and never the platform package; a shopper gets 403; a visitor 401', async () => {
    const s = await scenario();
    const res = await generate(seller.b, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests.at(-1)!.weightOz).toBe(40);
    expect((await packagesOf(s.orderId)).map((p) => p.sellerId)).toEqual([seller.account.id]);
    // The seller's second click answers their own package; the platform's stays unlabelled.
    expect((await generate(seller.b, s.orderId)).json<GenerateLabelResponse>().trackingNumber).toBe((await packagesOf(s.orderId))[0]!.trackingNumber);
    expect((await packagesOf(s.orderId)).map((p) => p.sellerId)).toEqual([seller.account.id]);

    // A seller with no line in a house-only order: 404, as for an order that does not exist.
    const houseOnly = await scenario({ withSeller: false });
    expect((await generate(seller.b, houseOnly.orderId)).statusCode).toBe(404);
    const shopperTry = await generate(houseOnly.shopper.b, houseOnly.orderId);
    expect(shopperTry.statusCode).toBe(403);
    expect(shopperTry.json()).toMatchObject({ message: 'Only sellers can do this.' });
    expect((await generate(t.browser(), houseOnly.orderId)).statusCode).toBe(401);
    expect(await packagesOf(houseOnly.orderId)).toEqual([]);
  });
});

describe("the administrator's view of the platform's part", () => {
  it("reads only the platform's lines and amounts; another shopper 404, signed out 401", async () => {
    const s = await scenario();
    await generate(admin, s.orderId);
    const res = await admin.get(`/api/orders/${s.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<OrderDto>();
    expect(view.sellerId).toBeNull();
    expect(view.items.map((i) => i.productName)).toEqual(['Heartland Tin Lantern']);
    // $50 of the $90 subtotal: 50/90 of the $5.40 tax and $9.00 shipping.
    expect(view).toMatchObject({ subtotal: '50.00', tax: '3.00', shipping: '5.00', total: '58.00', paymentMethod: null, paymentLast4: null });
    expect(view.shippingAddress.email).toBeUndefined();
    expect(view.shipments).toHaveLength(1);
    expect(view.shippingLabel).toBe(`/api/orders/${s.orderId}/label`);

    // The seller still reads only their bowl, without the platform's package.
    const sellers = (await seller.b.get(`/api/orders/${s.orderId}`)).json<OrderDto>();
    expect(sellers.items.map((i) => i.productName)).toEqual(['Walnut Bowl']);
    expect(sellers).toMatchObject({ sellerId: seller.account.id, shipments: [], shippingLabel: null });
    // The seller cannot read the platform's label either.
    expect((await seller.b.get(`/api/orders/${s.orderId}/label`)).statusCode).toBe(404);

    const other = await person(false);
    expect((await other.b.get(`/api/orders/${s.orderId}`)).statusCode).toBe(404);
    expect((await other.b.get(`/api/orders/${s.orderId}/label`)).statusCode).toBe(404);
    expect((await t.browser().get(`/api/orders/${s.orderId}`)).statusCode).toBe(401);
    // An order without platform stock stays closed to the administrator.
    const sellerOnly = await scenario({ withSeller: true, houseOnly: false });
    expect((await admin.get(`/api/orders/${sellerOnly.orderId}`)).statusCode).toBe(404);
  });
});

describe('a mixed order is delivered only when both packages are', () => {
  it("waits for the platform's package after the seller's is delivered, then delivers once", async () => {
    const s = await scenario();
    expect((await generate(seller.b, s.orderId)).statusCode).toBe(200);
    clock.advance(6 * DAY);
    await track();
    const [sellers] = await packagesOf(s.orderId);
    expect(sellers!.deliveredAt).not.toBeNull();
    expect((await orderRow(s.orderId)).status).toBe('shipped');

    expect((await generate(admin, s.orderId)).statusCode).toBe(200);
    await track();
    expect((await orderRow(s.orderId)).status).toBe('shipped');
    clock.advance(6 * DAY);
    await track();
    expect((await orderRow(s.orderId)).status).toBe('delivered');
  });
});
