// Parcels ship from the maker (issue 26 item 5, docs/decisions/0055-parcels-ship-from-the-maker.md):
// checkout quotes each shop's package from its ship-from ZIP code, a label's sender and a return
// label's recipient are the shop's ship-from address, an order says who sold each line and where each
// package ships from, the invoice and the emails name the shop, and the Shipping Settings' origin
// ZIP code cannot say otherwise.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, shops, users } from '#server/db/schema.ts';
import type { RateRequest } from '#server/integrations/carrier/carrier.ts';
import type { GenerateLabelResponse, OrderDto } from '#shared/orders.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';
import { originZipOfShop } from '#shared/schemas/shipping-settings.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';
import { addToCart } from '../support/checkout.ts';
import { CountingCarrier } from '../support/counting-carrier.ts';
import { insertOrder, insertProduct, labelRequest, testAddress } from '../support/orders.ts';
import { pdfTextContent } from '../support/pdf-text.ts';
import { newPerson, type Person } from '../support/people.ts';
import { giveShop } from '../support/shops.ts';

/** The sandbox carrier, remembering where every quote started. */
class QuotingCarrier extends CountingCarrier {
  quotes: RateRequest[] = [];

  override async quoteRates(request: RateRequest) {
    this.quotes.push(request);
    return super.quoteRates(request);
  }
}

let database: Database;
let carrier: QuotingCarrier;
let t: TestApp;
let prairie: Person;
let bluebird: Person;
const p = { board: 0, blanket: 0, cable: 0 };

const AMES = { street: '215 Main Street', city: 'Ames', state: 'IA', zipCode: '50010' };
const PORTLAND = { street: '1420 NW Lovejoy Street', city: 'Portland', state: 'OR', zipCode: '97209' };

async function shopOf(person: Person, name: string, slug: string, address: typeof AMES) {
  await giveShop(database.db, person.account.id, address);
  await database.db.update(shops).set({ name, slug, city: address.city, state: address.state }).where(eq(shops.sellerId, person.account.id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  carrier = new QuotingCarrier(database.db);
  t = await createTestApp({ database, carrier });
  prairie = await newPerson(t, true);
  bluebird = await newPerson(t, true);
  await shopOf(prairie, 'Prairie Workshop Co.', 'prairie-workshop-co', AMES);
  await shopOf(bluebird, 'Bluebird Mercantile', 'bluebird-mercantile', PORTLAND);
  p.board = await insertProduct(database.db, { name: 'Walnut Cutting Board', priceCents: 4599, sellerId: prairie.account.id, weightOz: 48 });
  p.blanket = await insertProduct(database.db, { name: 'Wool Blanket', priceCents: 12900, sellerId: bluebird.account.id, weightOz: 64 });
  p.cable = await insertProduct(database.db, { name: 'House Cable', priceCents: 1000, sellerId: null, weightOz: 3 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A shopper's processing order of the board, the blanket and the platform's cable, to Des Moines. */
async function threePackageOrder(status: 'processing' | 'delivered' = 'processing') {
  const shopper = await newPerson(t, false);
  const order = await insertOrder(database.db, {
    userId: shopper.account.id,
    status,
    deliveredAt: status === 'delivered' ? new Date() : null,
    address: testAddress({ fullName: 'Avery Buyer', email: `contact.${shopper.account.username}@example.test` }),
    items: [
      { productId: p.board, productName: 'Walnut Cutting Board', quantity: 1, priceCents: 4599, weightOz: 48 },
      { productId: p.cable, productName: 'House Cable', quantity: 1, priceCents: 1000, weightOz: 3 },
      { productId: p.blanket, productName: 'Wool Blanket', quantity: 1, priceCents: 12900, weightOz: 64 },
    ],
  });
  return { shopper, orderId: order.id, itemIds: order.itemIds };
}

describe('checkout quotes', () => {
  it("quotes a cart from two shops in two states from both shops' ship-from ZIP codes", async () => {
    const b = t.browser();
    await registerUser(b);
    await addToCart(b, p.board);
    await addToCart(b, p.blanket);
    carrier.quotes = [];
    const res = await b.post('/api/shipping/calculate-rates', { cart: true, destinationZip: '50309' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShippingRatesDto>().packages).toEqual([
      { from: 'IA', items: 1 },
      { from: 'OR', items: 1 },
    ]);
    expect(new Set(carrier.quotes.map((q) => q.originZip))).toEqual(new Set(['50010', '97209']));
    expect(carrier.quotes.find((q) => q.originZip === '97209')).toMatchObject({ destinationZip: '50309', weightOz: 64 });
  });

  it("quotes a product's rates from its shop's ship-from ZIP code", async () => {
    carrier.quotes = [];
    const res = await t.browser().post('/api/shipping/calculate-rates', { productId: p.blanket, destinationZip: '50309' });
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.quotes.map((q) => q.originZip)).toEqual(['97209']);
  });
});

describe('labels', () => {
  it("prints the shop's name and ship-from address as the label's sender, and the order says where each package ships from", async () => {
    const s = await threePackageOrder();
    const before = carrier.requests.length;
    const res = await prairie.b.post(`/api/orders/${s.orderId}/generate-label`, labelRequest());
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests[before]?.from).toEqual({ name: 'Prairie Workshop Co.', ...AMES });

    const text = pdfTextContent((await prairie.b.get(res.json<GenerateLabelResponse>().labelUrl)).rawPayload);
    expect(text).toContain('Prairie Workshop Co.');
    expect(text).toContain('215 Main Street');
    expect(text).toContain('Ames, IA 50010');
    expect(text).not.toContain('Heartland Market Fulfillment');
    expect(text).not.toContain('800 Walnut Street');

    // The shopper's order: each line's shop ("Sold by"), the labelled package's city ("Ships from").
    const order = (await s.shopper.b.get(`/api/orders/${s.orderId}`)).json<OrderDto>();
    expect(order.items.map((i) => i.seller)).toEqual([
      { id: prairie.account.id, shopName: 'Prairie Workshop Co.', slug: 'prairie-workshop-co', city: 'Ames', state: 'IA', rating: null, reviewCount: 0 },
      null,
      { id: bluebird.account.id, shopName: 'Bluebird Mercantile', slug: 'bluebird-mercantile', city: 'Portland', state: 'OR', rating: null, reviewCount: 0 },
    ]);
    expect(order.shipments).toEqual([expect.objectContaining({ sellerId: prairie.account.id, shipFrom: { city: 'Ames', state: 'IA' } })]);

    // The shipped email says who sold what and where the package left from.
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `contact.${s.shopper.account.username}@example.test`));
    expect(mail?.kind).toBe('order_shipped');
    expect(mail?.textBody).toContain('Prairie Workshop Co. (ships from Ames, IA): USPS Priority Mail, tracking number');
    expect(mail?.textBody).toContain('Sold by Prairie Workshop Co. · Ships from Ames, IA\n- Walnut Cutting Board × 1');
    expect(mail?.textBody).toContain('Sold by Bluebird Mercantile · Ships from Portland, OR\n- Wool Blanket × 1');
  });

  it("sends a return label to the shop's ship-from address", async () => {
    const s = await threePackageOrder('delivered');
    const asked = await s.shopper.b.post('/api/returns', {
      orderId: s.orderId,
      orderItemId: s.itemIds[2],
      quantity: 1,
      reason: 'Item damaged during shipping',
      additionalInfo: 'A moth hole',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const before = carrier.requests.length;
    const res = await bluebird.b.post(`/api/returns/${asked.json<{ id: number }>().id}/generate-label`);
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests[before]).toMatchObject({ from: { name: 'Avery Buyer', zipCode: '50309' }, to: { name: 'Bluebird Mercantile', ...PORTLAND } });
  });
});

describe('the invoice', () => {
  it('names the shop of each group of lines and where it ships from', async () => {
    const s = await threePackageOrder();
    const res = await s.shopper.b.get(`/api/orders/${s.orderId}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = pdfTextContent(res.rawPayload);
    expect(text).toContain('Sold by Prairie Workshop Co. · Ships from Ames, IA');
    expect(text).toContain('Sold by Bluebird Mercantile · Ships from Portland, OR');
    // The platform's own line comes last, under no shop.
    expect(text.indexOf('House Cable')).toBeGreaterThan(text.indexOf('Wool Blanket'));
  });
});

describe('one truth for where a seller ships from', () => {
  const settings = (shippingOriginZip: string) => ({ uspsUserId: 'consumer-key-123', shippingOriginZip, uspsEnabled: false });

  it("keeps the Shipping Settings' origin ZIP code to the shop's ship-from ZIP code", async () => {
    const maker = await newPerson(t, true);
    await giveShop(database.db, maker.account.id, AMES);
    const other = await maker.b.request('PUT', '/api/user/shipping-settings', { body: settings('97209') });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: originZipOfShop('50010'), details: [{ path: 'shippingOriginZip', message: originZipOfShop('50010') }] });
    const [row] = await database.db.select({ zip: users.shippingOriginZip, key: users.uspsUserId }).from(users).where(eq(users.id, maker.account.id));
    expect(row).toEqual({ zip: null, key: null });

    const same = await maker.b.request('PUT', '/api/user/shipping-settings', { body: settings('50010-1234') });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ shippingOriginZip: '50010-1234' });
  });

  it("shows the shop's ship-from ZIP code in the Shipping Settings once the shop settings save it", async () => {
    const maker = await newPerson(t, true);
    const saved = await maker.b.request('PUT', '/api/seller/shop', {
      body: { shopName: `Lovejoy Goods ${maker.account.id}`, story: '', shipFrom: PORTLAND },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await maker.b.get('/api/user')).json()).toMatchObject({ shippingOriginZip: '97209' });
  });

  it("quotes from the Shipping Settings' ZIP code only while the shop has no ship-from address", async () => {
    const maker = await newPerson(t, true);
    await database.db
      .update(shops)
      .set({ shipFromStreet: null, shipFromCity: null, shipFromState: null, shipFromZip: null })
      .where(eq(shops.sellerId, maker.account.id));
    expect((await maker.b.request('PUT', '/api/user/shipping-settings', { body: settings('28801') })).statusCode).toBe(200);
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, sellerId: maker.account.id });
    carrier.quotes = [];
    await t.browser().post('/api/shipping/calculate-rates', { productId: mug, destinationZip: '50309' });
    expect(carrier.quotes.map((q) => q.originZip)).toEqual(['28801']);

    await giveShop(database.db, maker.account.id, PORTLAND);
    carrier.quotes = [];
    await t.browser().post('/api/shipping/calculate-rates', { productId: mug, destinationZip: '50309' });
    expect(carrier.quotes.map((q) => q.originZip)).toEqual(['97209']);
  });
});
