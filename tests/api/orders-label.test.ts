// Sellers' shipping labels for orders (issue 12, docs/product.md B2, B4, B7 and B9): each seller of an
// order buys one label for their own package, from their address to the order's shipping address
// (the body's figures are checked, never used); the first label ships the order and every label
// emails the shopper; a second click, or two at once, buys nothing more; the PDF is served to its
// seller and the administrator only; the order is delivered once every seller's package is. The
// package is built from the items' sizes and weights, and the seller sees its postage first
// (GET /api/orders/{id}/label-quote, decision 0048).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orderItems, orderPackages, orders, products, sandboxCarrierLabels, shipments, shops, users } from '#server/db/schema.ts';
import { trackShipments } from '#server/jobs/track-shipments.ts';
import { formatCents, toCents } from '#shared/money.ts';
import { SHIP_FROM_MISSING, type GenerateLabelResponse, type OrderDto } from '#shared/orders.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newPerson, type Person } from '../support/people.ts';
import { insertOrder, insertProduct, testAddress } from '../support/orders.ts';
import { CountingCarrier } from '../support/counting-carrier.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { pdfTextContent } from '../support/pdf-text.ts';
import { giveShop } from '../support/shops.ts';

const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let carrier: CountingCarrier;
let clock: ReturnType<typeof createClock>;
let t: TestApp;

let seller: Person;
let otherSeller: Person;
let admin: Browser;

const person = (isSeller: boolean) => newPerson(t, isSeller);

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createClock();
  carrier = new CountingCarrier(database.db, clock.now);
  t = await createTestApp({ database, carrier, now: clock.now });
  seller = await person(true);
  otherSeller = await person(true);
  await database.db
    .update(users)
    .set({
      companyName: 'Grant Pottery',
      fullName: 'Jordan Grant',
      street: '12 Elm Street',
      city: 'Asheville',
      state: 'NC',
      zipCode: '28801',
      shippingOriginZip: '28803',
    })
    .where(eq(users.id, seller.account.id));
  // Labels leave from the shop's ship-from address, under the shop's name (decision 0055).
  await giveShop(database.db, seller.account.id, { street: '12 Elm Street', city: 'Asheville', state: 'NC', zipCode: '28803' });
  await database.db.update(shops).set({ name: 'Grant Pottery' }).where(eq(shops.sellerId, seller.account.id));
  admin = (await signedInAdmin(t)).browser;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface Scenario {
  shopper: Person;
  orderId: number;
  mugId: number;
}

/**
 * A shopper's processing order of 2 mugs (20 oz each) and a weightless spoon of `seller`, and, when
 * asked, a quilt of `otherSeller`.
 */
async function scenario(
  options: { status?: 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'completed'; twoSellers?: boolean; shippingMethod?: string } = {},
): Promise<Scenario> {
  const shopper = await person(false);
  const mugId = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, sellerId: seller.account.id, weightOz: 20 });
  const spoonId = await insertProduct(database.db, { name: 'Cherry Spoon', priceCents: 900, sellerId: seller.account.id });
  const quiltId = await insertProduct(database.db, { name: 'Star Quilt', priceCents: 14000, sellerId: otherSeller.account.id, weightOz: 64 });
  const order = await insertOrder(database.db, {
    userId: shopper.account.id,
    status: options.status ?? 'processing',
    deliveredAt: options.status === 'delivered' ? clock.now() : null,
    address: testAddress({
      fullName: 'Avery Buyer',
      email: `contact.${shopper.account.username}@example.test`,
      street: '400 Locust Street',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
    }),
    items: [
      { productId: mugId, productName: 'Stoneware Mug', quantity: 2, priceCents: 1250, weightOz: 20 },
      { productId: spoonId, productName: 'Cherry Spoon', quantity: 1, priceCents: 900 },
      ...(options.twoSellers ? [{ productId: quiltId, productName: 'Star Quilt', quantity: 1, priceCents: 14000, weightOz: 64 }] : []),
    ],
  });
  if (options.shippingMethod) await database.db.update(orders).set({ shippingMethod: options.shippingMethod }).where(eq(orders.id, order.id));
  return { shopper, orderId: order.id, mugId };
}

/** The spec's body as the order page sends it; the recipient here is deliberately not the order's. */
const body = (over: Record<string, unknown> = {}) => ({
  recipientName: 'Someone Else',
  recipientAddress: '1 Elsewhere Road',
  recipientCity: 'Juneau',
  recipientState: 'AK',
  recipientZip: '99801',
  packageWeight: 1,
  packageDimensions: '12x9x3',
  serviceType: 'Priority',
  ...over,
});

const generate = (b: Browser, orderId: number, payload: unknown = body()) => b.post(`/api/orders/${orderId}/generate-label`, payload);
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const packagesOf = async (id: number) => database.db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(shipments.id);
const mailsOf = async (s: Scenario) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, `contact.${s.shopper.account.username}@example.test`));
const ledgerSize = async () => (await database.db.select({ n: count() }).from(sandboxCarrierLabels))[0]!.n;
const readOrder = async (b: Browser, id: number) => {
  const res = await b.get(`/api/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderDto>();
};

describe('who may generate a label', () => {
  it('answers 401 to a visitor, 403 to the shopper and to other non-sellers, 404 to a seller without a line, and changes nothing', async () => {
    const s = await scenario();
    const visitor = await generate(t.browser(), s.orderId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBeTruthy();
    const owner = await generate(s.shopper.b, s.orderId);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe('Only sellers can do this.');
    expect((await generate((await person(false)).b, s.orderId)).statusCode).toBe(403);
    // The administrator buys only the platform's package (decision 0026): this order has none.
    expect((await generate(admin, s.orderId)).statusCode).toBe(404);
    const stranger = await generate(otherSeller.b, s.orderId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Order not found');
    // The same answer as for an order that does not exist.
    expect((await generate(otherSeller.b, 2_000_000_000)).json()).toEqual(stranger.json());
    expect(await packagesOf(s.orderId)).toEqual([]);
    expect((await orderRow(s.orderId)).status).toBe('processing');
  });

  it('refuses a malformed body with 400 and its message, before buying anything', async () => {
    const s = await scenario();
    const before = carrier.requests.length;
    const cases: Array<[unknown, string]> = [
      [{}, 'recipientName is required'],
      [body({ recipientName: '   ' }), 'recipientName is required'],
      [body({ recipientZip: 'x'.repeat(11) }), 'recipientZip must be at most 10 characters'],
      [body({ packageWeight: -3 }), 'packageWeight must be more than 0'],
      [body({ packageWeight: 'heavy' }), 'packageWeight must be a number of ounces'],
      [body({ packageDimensions: 'large' }), 'packageDimensions must be LxWxH in inches, like 12x9x3'],
      [body({ serviceType: '' }), 'serviceType is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await generate(seller.b, s.orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(carrier.requests.length).toBe(before);
    expect(await packagesOf(s.orderId)).toEqual([]);
  });

  it('refuses cancelled, delivered and completed orders with 409 and says why', async () => {
    for (const status of ['cancelled', 'delivered', 'completed'] as const) {
      const s = await scenario({ status });
      const res = await generate(seller.b, s.orderId);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(`This order is ${status}. Shipping labels can only be generated for orders that are still to be shipped.`);
      expect(await packagesOf(s.orderId)).toEqual([]);
      expect((await orderRow(s.orderId)).status).toBe(status);
    }
  });
});

describe('POST /api/orders/{id}/generate-label', () => {
  it("buys the seller's label from their address to the order's address, ships the order and emails the shopper", async () => {
    const s = await scenario();
    const ledger = await ledgerSize();
    const res = await generate(seller.b, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<GenerateLabelResponse>();
    expect(await ledgerSize()).toBe(ledger + 1);
    expect(answer.trackingNumber).toMatch(/^\d{22}$/);
    expect(answer.labelUrl).toBe(`/api/orders/${s.orderId}/label`);
    // The order's address, not the body's; the seller's lines' weight (2 × 20 oz and 16 oz for the spoon without one)
    // and their three units stacked, each 12x9x3 in without listed dimensions (decision 0048).
    // The order says 'USPS Priority Mail', which the carrier refuses as a service name: Priority Mail.
    expect(carrier.requests.at(-1)).toEqual({
      from: { name: 'Grant Pottery', street: '12 Elm Street', city: 'Asheville', state: 'NC', zipCode: '28803' },
      to: { name: 'Avery Buyer', street: '400 Locust Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
      weightOz: 56,
      dimensions: { length: 12, width: 9, height: 9 },
      service: 'Priority Mail',
      // What the package holds, printed at the label's foot (docs/decisions/0060-photos-and-variants.md).
      references: [`Order #${s.orderId}`, '2 x Stoneware Mug; 1 x Cherry Spoon'],
    });
    const [pkg] = await packagesOf(s.orderId);
    expect(pkg).toMatchObject({
      sellerId: seller.account.id,
      trackingNumber: answer.trackingNumber,
      provider: 'sandbox',
      service: 'Priority Mail',
      carrier: 'USPS',
      trackingStatus: 'PRE_SHIPMENT',
    });
    // Private (decision 0041), and not guessable from the order number: 128 random bits after it.
    expect(pkg!.labelKey).toMatch(new RegExp(`^private/order-labels/${s.orderId}-[0-9a-f]{32}\\.pdf$`));
    const order = await orderRow(s.orderId);
    expect(order.status).toBe('shipped');
    expect(order.shippedAt?.toISOString()).toBe(clock.now().toISOString());

    const mails = (await mailsOf(s)).filter((m) => m.kind === 'order_shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Heartland Market order #${s.orderId} has shipped`);
    expect(mails[0]!.textBody).toContain(answer.trackingNumber);

    // The seller sees their package with its label; the shopper sees it shipped, without the label.
    const mine = await readOrder(seller.b, s.orderId);
    expect(mine).toMatchObject({
      status: 'shipped',
      trackingNumber: answer.trackingNumber,
      shippingLabel: `/api/orders/${s.orderId}/label`,
      sellerId: seller.account.id,
    });
    const theirs = await readOrder(s.shopper.b, s.orderId);
    expect(theirs).toMatchObject({ status: 'shipped', trackingNumber: answer.trackingNumber, shippingLabel: null });
    expect(theirs.sellerId).toBeUndefined();
  });

  it("promises the carrier's delivery date once shipped, the one /tracking shows, and follows the carrier's later estimates", async () => {
    const s = await scenario();
    const before = await readOrder(s.shopper.b, s.orderId);
    // Labelled three days after the order: the order's date plus the quoted days is no longer the truth.
    clock.advance(3 * DAY);
    const { trackingNumber } = (await generate(seller.b, s.orderId)).json<GenerateLabelResponse>();
    const tracked = await s.shopper.b.get(`/api/tracking?tracking=${trackingNumber}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    const carrierDate = tracked.json<{ estimatedDeliveryDate: string | null }>().estimatedDeliveryDate;
    expect(carrierDate).not.toBeNull();
    const shipped = await readOrder(s.shopper.b, s.orderId);
    expect(shipped.estimatedDeliveryDate).toBe(carrierDate);
    expect(shipped.estimatedDeliveryDate).not.toBe(before.estimatedDeliveryDate);

    // The carrier moves its estimate: the tracking job's next turn brings the order along.
    const later = new Date(Date.parse(carrierDate!) + 2 * DAY);
    await database.db.update(shipments).set({ estimatedDeliveryAt: null, lastCheckedAt: null }).where(eq(shipments.trackingNumber, trackingNumber));
    const track = carrier.track.bind(carrier);
    carrier.track = async (number, now) => {
      const info = await track(number, now);
      return info && number === trackingNumber ? { ...info, deliveredAt: null, estimatedDeliveryDate: later } : info;
    };
    try {
      await trackShipments({ db: database.db, carrier, publicUrl: 'http://localhost:5000' }, clock.now());
    } finally {
      carrier.track = track;
    }
    expect((await readOrder(s.shopper.b, s.orderId)).estimatedDeliveryDate).toBe(later.toISOString());
    // The later tests move the clock on by days themselves: give them back the sessions' time.
    clock.advance(-3 * DAY);
  });

  it('answers the same tracking number to a second click and buys one label, even for two clicks at once', async () => {
    const s = await scenario();
    const ledger = await ledgerSize();
    const first = await generate(seller.b, s.orderId);
    const again = await generate(seller.b, s.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledgerSize()).toBe(ledger + 1);
    expect((await mailsOf(s)).filter((m) => m.kind === 'order_shipped')).toHaveLength(1);

    const both = await scenario();
    const before = await ledgerSize();
    const answers = await Promise.all([generate(seller.b, both.orderId), generate(seller.b, both.orderId), generate(seller.b, both.orderId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<GenerateLabelResponse>().trackingNumber)).size).toBe(1);
    expect(await ledgerSize()).toBe(before + 1);
    expect(await packagesOf(both.orderId)).toHaveLength(1);
  });

  it('uses the package checkout quoted (weight, service) and the service the shopper paid for when the carrier offers it', async () => {
    const s = await scenario({ shippingMethod: 'Priority Mail Express' });
    await database.db.insert(orderPackages).values({
      orderId: s.orderId,
      sellerId: seller.account.id,
      originZip: '28803',
      weightOz: 70,
      service: 'USPS Ground Advantage',
      rateCents: 905,
      estimatedDeliveryDays: 4,
    });
    const before = carrier.requests.length;
    expect((await generate(seller.b, s.orderId)).statusCode).toBe(200);
    expect(carrier.requests[before]).toMatchObject({ weightOz: 70, service: 'USPS Ground Advantage' });
    expect((await packagesOf(s.orderId))[0]?.service).toBe('USPS Ground Advantage');

    const express = await scenario({ shippingMethod: 'Priority Mail Express' });
    const next = carrier.requests.length;
    expect((await generate(seller.b, express.orderId)).statusCode).toBe(200);
    expect(carrier.requests[next]).toMatchObject({ weightOz: 56, service: 'Priority Mail Express' });
  });

  it("asks a seller without a ship-from address for one instead of printing the warehouse, and still labels a deleted product's line", async () => {
    await database.db
      .update(shops)
      .set({ shipFromStreet: null, shipFromCity: null, shipFromState: null, shipFromZip: null })
      .where(eq(shops.sellerId, otherSeller.account.id));
    const s = await scenario({ twoSellers: true });
    const quilt = (await readOrder(otherSeller.b, s.orderId)).items[0]!;
    await database.db.delete(products).where(eq(products.id, quilt.productId!));
    const before = carrier.requests.length;
    const quote = await otherSeller.b.get(`/api/orders/${s.orderId}/label-quote`);
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe(SHIP_FROM_MISSING);
    const refused = await generate(otherSeller.b, s.orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Add your ship-from address in your shop settings before buying a label.');
    expect(carrier.requests.length).toBe(before);
    expect(await packagesOf(s.orderId)).toEqual([]);

    await giveShop(database.db, otherSeller.account.id, { street: '88 Quilt Lane', city: 'Lancaster', state: 'PA', zipCode: '17602' });
    const res = await generate(otherSeller.b, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests[before]).toMatchObject({ from: { street: '88 Quilt Lane', city: 'Lancaster', state: 'PA', zipCode: '17602' }, weightOz: 64 });
    const view = await readOrder(otherSeller.b, s.orderId);
    expect(view.items.map((i) => i.productName)).toEqual(['Star Quilt']);
    expect(view.shippingLabel).toBe(`/api/orders/${s.orderId}/label`);
    expect(view.shipments[0]).toMatchObject({ sellerId: otherSeller.account.id, shipFrom: { city: 'Lancaster', state: 'PA' } });
  });

  it('answers a carrier outage with 502 and changes nothing', async () => {
    const s = await scenario();
    await database.db
      .update(orders)
      .set({ shippingAddress: testAddress({ zipCode: '99999', state: 'AK', city: 'Nowhere' }) })
      .where(eq(orders.id, s.orderId));
    const res = await generate(seller.b, s.orderId);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The carrier could not create the shipping label right now. Please try again.');
    expect(await packagesOf(s.orderId)).toEqual([]);
    expect((await orderRow(s.orderId)).status).toBe('processing');
  });
});

describe('an order of two sellers', () => {
  it('each seller labels their own package; the order ships with the first and is delivered when both are', async () => {
    const s = await scenario({ twoSellers: true });
    const first = await generate(seller.b, s.orderId);
    expect(first.statusCode, first.body).toBe(200);
    expect((await orderRow(s.orderId)).status).toBe('shipped');

    // The other seller reads a shipped order whose package is theirs to label: no tracking, no label yet.
    const waiting = await readOrder(otherSeller.b, s.orderId);
    expect(waiting).toMatchObject({ status: 'shipped', trackingNumber: null, shippingLabel: null, shipments: [] });
    expect(waiting.items.map((i) => i.productName)).toEqual(['Star Quilt']);
    // The first seller's label is not theirs to read.
    expect((await otherSeller.b.get(`/api/orders/${s.orderId}/label`)).statusCode).toBe(404);

    // Their package is delivered first; the order waits for the other seller's.
    clock.advance(6 * DAY);
    await trackShipments({ db: database.db, carrier, publicUrl: 'http://localhost:5000' }, clock.now());
    expect((await orderRow(s.orderId)).status).toBe('shipped');

    const second = await generate(otherSeller.b, s.orderId);
    expect(second.statusCode, second.body).toBe(200);
    const { trackingNumber } = second.json<GenerateLabelResponse>();
    expect(trackingNumber).not.toBe(first.json<GenerateLabelResponse>().trackingNumber);
    expect((await packagesOf(s.orderId)).map((p) => p.sellerId)).toEqual([seller.account.id, otherSeller.account.id]);
    // Each package's label tells the shopper its tracking number (decision 0026).
    const shipped = (await mailsOf(s)).filter((m) => m.kind === 'order_shipped');
    expect(shipped).toHaveLength(2);
    expect(shipped[1]!.textBody).toContain(trackingNumber);
    expect(shipped[1]!.textBody).toContain('in 2 packages');

    await trackShipments({ db: database.db, carrier, publicUrl: 'http://localhost:5000' }, clock.now());
    expect((await orderRow(s.orderId)).status).toBe('shipped');
    clock.advance(6 * DAY);
    await trackShipments({ db: database.db, carrier, publicUrl: 'http://localhost:5000' }, clock.now());
    expect((await orderRow(s.orderId)).status).toBe('delivered');
    expect((await mailsOf(s)).filter((m) => m.kind === 'order_delivered')).toHaveLength(1);
    // A label already bought is answered again, whatever the order became since.
    expect((await generate(seller.b, s.orderId)).statusCode).toBe(200);
  });
});

describe('GET /api/orders/{id}/label', () => {
  it("serves the PDF to the package's seller and the administrator only", async () => {
    const s = await scenario({ twoSellers: true });
    const { labelUrl } = (await generate(seller.b, s.orderId)).json<GenerateLabelResponse>();
    for (const [b, url, name] of [
      [seller.b, labelUrl, `shipping-label-order-${s.orderId}.pdf`],
      [admin, `${labelUrl}?sellerId=${seller.account.id}`, `shipping-label-order-${s.orderId}-seller-${seller.account.id}.pdf`],
      [admin, labelUrl, `shipping-label-order-${s.orderId}.pdf`],
    ] as const) {
      const pdf = await b.get(url);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename="${name}"`);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await t.browser().get(labelUrl)).statusCode).toBe(401);
    expect((await s.shopper.b.get(labelUrl)).statusCode).toBe(404);
    expect((await otherSeller.b.get(labelUrl)).statusCode).toBe(404);
    // A seller cannot name another seller's package.
    expect((await otherSeller.b.get(`${labelUrl}?sellerId=${seller.account.id}`)).statusCode).toBe(404);
    // The administrator reading a package without a label, and a seller whose order has none.
    expect((await admin.get(`${labelUrl}?sellerId=${otherSeller.account.id}`)).statusCode).toBe(404);
    const unlabelled = await scenario();
    expect((await seller.b.get(`/api/orders/${unlabelled.orderId}/label`)).statusCode).toBe(404);
    expect((await seller.b.get(`/api/orders/${s.orderId}/label?sellerId=abc`)).statusCode).toBe(400);
  });
});

describe('the package and its postage (decision 0048)', () => {
  const quote = (b: Browser, orderId: number) => b.get(`/api/orders/${orderId}/label-quote`);
  const labelText = async (b: Browser, orderId: number) => pdfTextContent((await b.get(`/api/orders/${orderId}/label`)).rawPayload);

  /** A processing order of `seller`'s two trays listed at 20x20x4 in and 25 oz, kept on the lines as checkout keeps them unless `unrecorded`. */
  async function trays(options: { unrecorded?: boolean; dimensions?: string; owner?: number | null } = {}) {
    const shopper = await person(false);
    const dimensions = options.dimensions ?? '20x20x4';
    const owner = options.owner === undefined ? seller.account.id : options.owner;
    const walnut = await insertProduct(database.db, { name: 'Walnut Tray', priceCents: 6000, sellerId: owner, weightOz: 25, dimensions });
    const cherry = await insertProduct(database.db, { name: 'Cherry Tray', priceCents: 6000, sellerId: owner, weightOz: 25, dimensions });
    const kept = options.unrecorded ? null : dimensions;
    const order = await insertOrder(database.db, {
      userId: shopper.account.id,
      address: testAddress({ fullName: 'Avery Buyer', street: '400 Locust Street', city: 'Des Moines', state: 'IA', zipCode: '50309' }),
      items: [
        { productId: walnut, productName: 'Walnut Tray', quantity: 1, priceCents: 6000, weightOz: 25, dimensions: kept },
        { productId: cherry, productName: 'Cherry Tray', quantity: 1, priceCents: 6000, weightOz: 25, dimensions: kept },
      ],
    });
    return { shopper, orderId: order.id, productIds: [walnut, cherry] };
  }

  it('builds the package from the items: two trays listed at 20x20x4 in ship as 20x20x8 in, and the label prints it', async () => {
    const s = await trays();
    const res = await generate(seller.b, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests.at(-1)).toMatchObject({ weightOz: 50, dimensions: { length: 20, width: 20, height: 8 } });
    const text = await labelText(seller.b, s.orderId);
    expect(text).toContain('Package 20x20x8 in, 3 lb 2 oz');
    expect(text).not.toContain('12x9x3');
  });

  it("reads the products' current dimensions for an order placed before they were kept, and 12x9x3 in for a deleted one", async () => {
    const old = await trays({ unrecorded: true });
    expect((await quote(seller.b, old.orderId)).json<LabelQuoteDto>().package).toEqual({ length: 20, width: 20, height: 8, weightOz: 50 });
    await database.db.delete(products).where(eq(products.id, old.productIds[0]!));
    expect((await quote(seller.b, old.orderId)).json<LabelQuoteDto>().package).toEqual({ length: 20, width: 20, height: 7, weightOz: 50 });
  });

  it('keeps the dimensions the items had when they were bought', async () => {
    const buyer = await person(false);
    const tray = await insertProduct(database.db, { name: 'Oak Tray', priceCents: 6000, sellerId: seller.account.id, weightOz: 25, dimensions: '20x20x4' });
    await addToCart(buyer.b, tray, 2);
    const setup = await setUpPayment(buyer.b);
    await payWithCard(buyer.b, setup.clientSecret, CARDS.success);
    const placed = await buyer.b.post('/api/orders', orderPayload(setup));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<OrderDto>().id;
    expect((await database.db.select({ dimensions: orderItems.dimensions }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0]?.dimensions).toBe(
      '20x20x4',
    );
    // The seller relists it smaller: the box already bought for is what ships.
    await database.db.update(products).set({ dimensions: '6x6x1' }).where(eq(products.id, tray));
    const res = await quote(seller.b, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LabelQuoteDto>().package).toMatchObject({ length: 20, width: 20, height: 8 });
  });

  it('quotes what generate-label then buys: the service, its postage, the package and the day it arrives; it buys nothing itself', async () => {
    const s = await trays();
    const ledger = await ledgerSize();
    const requests = carrier.requests.length;
    const res = await quote(seller.b, s.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json<LabelQuoteDto>();
    // Priority Mail (the order's 'USPS Priority Mail'), Asheville to Des Moines (zone 5), 50 oz billed as 4 lb.
    expect(offer).toEqual({
      service: 'Priority Mail',
      postage: '26.30',
      package: { length: 20, width: 20, height: 8, weightOz: 50 },
      estimatedDeliveryDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await ledgerSize()).toBe(ledger);
    expect(carrier.requests.length).toBe(requests);
    expect((await orderRow(s.orderId)).status).toBe('processing');

    expect((await generate(seller.b, s.orderId)).statusCode).toBe(200);
    const bought = carrier.requests.at(-1)!;
    expect({ ...bought.dimensions, weightOz: bought.weightOz }).toEqual(offer.package);
    expect((await packagesOf(s.orderId))[0]?.service).toBe(offer.service);
    expect(await labelText(seller.b, s.orderId)).toContain(`${formatCents(toCents(offer.postage))} commercial`);
    expect((await readOrder(seller.b, s.orderId)).estimatedDeliveryDate).toBe(offer.estimatedDeliveryDate);

    // Once bought, there is nothing left to quote.
    const after = await quote(seller.b, s.orderId);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Your package of this order already has its label.');
  });

  it('is for the same people as the purchase: 401, 403 and 404 to the others; the administrator quotes the platform package', async () => {
    const s = await trays();
    expect((await quote(t.browser(), s.orderId)).statusCode).toBe(401);
    const shopper = await quote(s.shopper.b, s.orderId);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('Only sellers can do this.');
    const stranger = await quote(otherSeller.b, s.orderId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Order not found');
    expect((await quote(admin, s.orderId)).statusCode).toBe(404);
    expect((await quote(seller.b, 2_000_000_000)).statusCode).toBe(404);
    expect((await quote(seller.b, 'abc' as unknown as number)).statusCode).toBe(400);

    const platform = await trays({ owner: null });
    const res = await quote(admin, platform.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LabelQuoteDto>()).toMatchObject({ service: 'Priority Mail', package: { length: 20, width: 20, height: 8, weightOz: 50 } });
    expect((await quote(seller.b, platform.orderId)).statusCode).toBe(404);

    const cancelled = await scenario({ status: 'cancelled' });
    const refused = await quote(seller.b, cancelled.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is cancelled. Shipping labels can only be generated for orders that are still to be shipped.');
  });

  it('refuses a package over 130 inches in length plus girth with 400 and says why, before asking the carrier', async () => {
    const s = await trays({ dimensions: '40x30x10' });
    const ledger = await ledgerSize();
    const message =
      "These items make a package of 40x30x20 in, 140 inches in length plus girth: USPS takes at most 130 inches, so it cannot be shipped as one package. Check the items' dimensions in My Products, or contact support.";
    for (const res of [await quote(seller.b, s.orderId), await generate(seller.b, s.orderId)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ledgerSize()).toBe(ledger);
    expect(await packagesOf(s.orderId)).toEqual([]);
  });

  it('answers a carrier outage with 502', async () => {
    const s = await trays();
    await database.db
      .update(orders)
      .set({ shippingAddress: testAddress({ zipCode: '99999', state: 'AK', city: 'Nowhere' }) })
      .where(eq(orders.id, s.orderId));
    const res = await quote(seller.b, s.orderId);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The carrier could not price the shipping label right now. Please try again.');
  });
});
