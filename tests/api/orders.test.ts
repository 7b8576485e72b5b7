// Orders after purchase (issue 11): the list and its filter, the detail for the shopper and for a
// seller of some lines, every field of the order, and who may read what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { products, returnRequests } from '#server/db/schema.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';
import { giveShop } from '../support/shops.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function signedIn(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  return { b, id: (await registerUser(b)).id };
}

let tracking = 0;
const trackingNumber = () => `9400100000000000${String(++tracking).padStart(6, '0')}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

describe('GET /api/orders', () => {
  it('needs a signed-in user', async () => {
    expect((await t.browser().get('/api/orders')).statusCode).toBe(401);
  });

  it("lists only the user's orders, newest first, filtered by status, with the count", async () => {
    const { b, id } = await signedIn();
    const other = await signedIn();
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250 });
    const line = [{ productId: mug, quantity: 1, priceCents: 1250 }];
    const old = await insertOrder(database.db, { userId: id, status: 'delivered', items: line, createdAt: daysAgo(40) });
    const mid = await insertOrder(database.db, { userId: id, status: 'shipped', items: line, createdAt: daysAgo(5) });
    const recent = await insertOrder(database.db, { userId: id, status: 'processing', items: line, createdAt: daysAgo(1) });
    await insertOrder(database.db, { userId: other.id, status: 'processing', items: line });

    const all = await b.get('/api/orders');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<OrderDto[]>().map((o) => o.id)).toEqual([recent.id, mid.id, old.id]);
    expect((await b.get('/api/orders?status=all')).json<OrderDto[]>()).toHaveLength(3);

    const shipped = await b.get('/api/orders?status=shipped');
    expect(shipped.json<OrderDto[]>().map((o) => o.id)).toEqual([mid.id]);
    expect(shipped.headers['x-total-count']).toBe('1');
    expect((await b.get('/api/orders?status=completed')).json()).toEqual([]);

    const page = await b.get('/api/orders?limit=1&offset=1');
    expect(page.json<OrderDto[]>().map((o) => o.id)).toEqual([mid.id]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('refuses a status outside the filter with 400 and says which are allowed', async () => {
    const { b } = await signedIn();
    for (const status of ['cancelled', 'PROCESSING', 'x']) {
      const res = await b.get(`/api/orders?status=${status}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('status must be one of all, processing, shipped, delivered, completed');
    }
  });
});

describe('an order as its shopper reads it', () => {
  it('has every field: lines with their product, packages, tracking, estimate, payment, window', async () => {
    const { b, id } = await signedIn();
    const seller = await signedIn();
    // A shop shipping from Des Moines (TEST_SHIP_FROM): "Sold by" and "Ships from" (decision 0055).
    await giveShop(database.db, seller.id);
    const lamp = await insertProduct(database.db, { name: 'Brass Desk Lamp', priceCents: 8900, sellerId: seller.id, weightOz: 40 });
    const gone = await insertProduct(database.db, { name: 'Discontinued Kettle', priceCents: 3000 });
    const deliveredAt = new Date('2026-03-02T16:00:00Z');
    const number = trackingNumber();
    const order = await insertOrder(database.db, {
      userId: id,
      status: 'delivered',
      createdAt: new Date('2026-02-27T15:00:00Z'),
      deliveredAt,
      items: [
        { productId: lamp, productName: 'Brass Desk Lamp', quantity: 3, priceCents: 8900, weightOz: 40 },
        { productId: gone, productName: 'Discontinued Kettle', quantity: 1, priceCents: 3000 },
      ],
      taxCents: 1782,
      shippingCents: 0,
      shipments: [{ trackingNumber: number, sellerId: seller.id, trackingStatus: 'DELIVERED', deliveredAt }],
    });
    await database.db.delete(products).where(eq(products.id, gone));
    const [lampLine, kettleLine] = order.itemIds;
    // Returns that hold quantity (pending, approved, completed) and one that gave it back (rejected).
    await database.db.insert(returnRequests).values([
      { orderId: order.id, orderItemId: lampLine!, userId: id, quantity: 1, reason: 'No longer needed', status: 'pending' },
      { orderId: order.id, orderItemId: lampLine!, userId: id, quantity: 1, reason: 'Other', status: 'rejected' },
      { orderId: order.id, orderItemId: kettleLine!, userId: id, quantity: 1, reason: 'Other', status: 'completed' },
    ]);

    const res = await b.get(`/api/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const dto = res.json<OrderDto>();
    expect(dto).toMatchObject({
      id: order.id,
      status: 'delivered',
      createdAt: '2026-02-27T15:00:00.000Z',
      subtotal: '297.00',
      tax: '17.82',
      shipping: '0.00',
      total: '314.82',
      shippingMethod: 'USPS Priority Mail',
      estimatedDeliveryDays: 3,
      // Placed before the promise was stored: the rule's date. Friday February 27 ships by Tuesday
      // March 3 (2 business days), plus 3 days is Friday March 6, midday in the marketplace's zone;
      // its package has no carrier estimate, so the promise is the estimate.
      promisedDeliveryDate: '2026-03-06T18:00:00.000Z',
      estimatedDeliveryDate: '2026-03-06T18:00:00.000Z',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      trackingNumber: number,
      shippingCarrier: 'USPS',
      shippingLabel: null,
      shipments: [
        {
          trackingNumber: number,
          carrier: 'USPS',
          service: 'Priority Mail',
          status: 'DELIVERED',
          deliveredAt: deliveredAt.toISOString(),
          sellerId: seller.id,
          shipFrom: { city: 'Des Moines', state: 'IA' },
        },
      ],
      cancelReason: null,
      cancelledAt: null,
      refunded: '0.00',
      deliveredAt: deliveredAt.toISOString(),
      // The end of the 30th day after delivery (Monday March 2) in the marketplace's zone: April 1, CDT.
      returnableUntil: '2026-04-02T04:59:59.999Z',
    });
    expect(dto.items).toEqual([
      {
        id: lampLine,
        productId: lamp,
        productName: 'Brass Desk Lamp',
        // Written without a variant, as orders placed before variants were.
        variantId: null,
        variantOptions: {},
        sku: null,
        quantity: 3,
        price: '89.00',
        weight: 40,
        product: { id: lamp, name: 'Brass Desk Lamp', imageUrl: null, sellerId: seller.id },
        returnableQuantity: 2,
        seller: expect.objectContaining({ id: seller.id, city: 'Des Moines', state: 'IA', rating: null, reviewCount: 0 }),
      },
      {
        id: kettleLine,
        productId: null,
        productName: 'Discontinued Kettle',
        variantId: null,
        variantOptions: {},
        sku: null,
        quantity: 1,
        price: '30.00',
        weight: null,
        product: null,
        returnableQuantity: 0,
        seller: null,
      },
    ]);
  });

  it('has no tracking, delivery or return window before it ships', async () => {
    const { b, id } = await signedIn();
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250 });
    const order = await insertOrder(database.db, { userId: id, items: [{ productId: mug, quantity: 2, priceCents: 1250 }] });
    const dto = (await b.get(`/api/orders/${order.id}`)).json<OrderDto>();
    expect(dto).toMatchObject({ status: 'processing', trackingNumber: null, shippingCarrier: null, shipments: [], deliveredAt: null, returnableUntil: null });
    expect(dto.items[0]!.returnableQuantity).toBe(2);
  });
});

describe('who may read an order', () => {
  it('is 404 for another user and for an order that does not exist, 401 for a visitor, 400 for a malformed id', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250 });
    const order = await insertOrder(database.db, { userId: owner.id, items: [{ productId: mug, quantity: 1, priceCents: 1250 }] });
    const theirs = await stranger.b.get(`/api/orders/${order.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    const missing = await stranger.b.get('/api/orders/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
    expect((await t.browser().get(`/api/orders/${order.id}`)).statusCode).toBe(401);
    expect((await owner.b.get('/api/orders/abc')).statusCode).toBe(400);
  });

  it("shows a seller only their lines, their package and their share, without the shopper's card or email", async () => {
    const owner = await signedIn();
    const seller = await signedIn();
    const otherSeller = await signedIn();
    const bowl = await insertProduct(database.db, { name: 'Maple Bowl', priceCents: 6000, sellerId: seller.id });
    const quilt = await insertProduct(database.db, { name: 'Star Quilt', priceCents: 14000, sellerId: otherSeller.id });
    const mine = trackingNumber();
    const order = await insertOrder(database.db, {
      userId: owner.id,
      status: 'shipped',
      items: [
        { productId: bowl, productName: 'Maple Bowl', quantity: 1, priceCents: 6000 },
        { productId: quilt, productName: 'Star Quilt', quantity: 1, priceCents: 14000 },
      ],
      taxCents: 1200,
      shippingCents: 1000,
      shipments: [
        { trackingNumber: mine, sellerId: seller.id },
        { trackingNumber: trackingNumber(), sellerId: otherSeller.id },
      ],
    });
    const res = await seller.b.get(`/api/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const dto = res.json<OrderDto>();
    expect(dto.items.map((i) => i.productName)).toEqual(['Maple Bowl']);
    expect(dto.shipments.map((s) => s.trackingNumber)).toEqual([mine]);
    expect(dto.trackingNumber).toBe(mine);
    // 60 of the 200 subtotal: 30% of the 12.00 tax and of the 10.00 shipping.
    expect(dto).toMatchObject({
      subtotal: '60.00',
      tax: '3.60',
      shipping: '3.00',
      total: '66.60',
      paymentMethod: null,
      paymentLast4: null,
      paymentBrand: null,
    });
    expect(dto.shippingAddress.email).toBeUndefined();
    expect(dto.shippingAddress).toMatchObject({ fullName: 'Jordan Shopper', street: '400 Locust Street', zipCode: '50309' });

    // The whole order, for its shopper.
    const full = (await owner.b.get(`/api/orders/${order.id}`)).json<OrderDto>();
    expect(full.items).toHaveLength(2);
    expect(full.total).toBe('222.00');
  });

  it('is 404 for a seller none of whose products are in the order', async () => {
    const owner = await signedIn();
    const seller = await signedIn();
    await insertProduct(database.db, { name: 'Unsold Chair', priceCents: 9000, sellerId: seller.id });
    const mug = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250 });
    const order = await insertOrder(database.db, { userId: owner.id, items: [{ productId: mug, quantity: 1, priceCents: 1250 }] });
    expect((await seller.b.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
  });
});
