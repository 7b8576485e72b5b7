// Shopper return requests (issue 11, docs/product.md B2, B4, B5, B7): only the owner's delivered or
// completed order, within the 30-day window, never more than was bought minus what is already being
// returned (also under concurrent requests: that test bites on PostgreSQL, TEST_DATABASE_URL, where
// the requests run in parallel transactions; PGlite runs one at a time); always pending; a
// confirmation email in the outbox.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orders, returnRequests } from '#server/db/schema.ts';
import { NO_ADDITIONAL_INFO, type ReturnRequestDto } from '#shared/returns.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Account, type Browser, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct, testAddress } from '../support/orders.ts';

let database: Database;
let t: TestApp;
/** The app's clock: real time unless a test pins it. */
let pinned: Date | null = null;
const QUILT = { name: 'Hand-Stitched Quilt', priceCents: 18900 };
const MUG = { name: 'Stoneware Mug', priceCents: 1250 };
const p = { quilt: 0, mug: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, now: () => pinned ?? new Date() });
  p.quilt = await insertProduct(database.db, QUILT);
  p.mug = await insertProduct(database.db, MUG);
}, 120_000);

afterEach(() => {
  pinned = null;
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface Shopper {
  b: Browser;
  account: Account;
}

async function shopper(): Promise<Shopper> {
  const b = t.browser();
  return { b, account: await registerUser(b, { prefix: 'returner' }) };
}

/** The email the shopper gave at checkout, another than their account's. */
const contactOf = (s: Shopper) => `contact.${s.account.username}@example.test`;

interface PlacedOrder {
  id: number;
  /** order line ids by product id */
  line: Record<number, number>;
}

/** A delivered order of `items` ([productId, quantity]) for the shopper, as checkout and the carrier leave it. */
async function deliveredOrder(s: Shopper, items: Array<[number, number]>, deliveredAt = new Date()): Promise<PlacedOrder> {
  const order = await insertOrder(database.db, {
    userId: s.account.id,
    status: 'delivered',
    deliveredAt,
    address: testAddress({ fullName: 'Avery Quilter', email: contactOf(s) }),
    items: items.map(([productId, quantity]) => {
      const { name, priceCents } = productId === p.quilt ? QUILT : MUG;
      return { productId, productName: name, quantity, priceCents };
    }),
  });
  return { id: order.id, line: Object.fromEntries(items.map(([productId], i) => [productId, order.itemIds[i]!])) };
}

const body = (order: PlacedOrder, productId: number, over: Record<string, unknown> = {}) => ({
  orderId: order.id,
  orderItemId: order.line[productId],
  quantity: 1,
  reason: 'No longer needed',
  returnMethod: 'mail',
  additionalInfo: '',
  status: 'pending',
  ...over,
});

const requestsOf = (userId: number) => database.db.select().from(returnRequests).where(eq(returnRequests.userId, userId));
const mailTo = (address: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('POST /api/returns', () => {
  it('needs a signed-in user', async () => {
    const res = await t.browser().post('/api/returns', { orderId: 1, orderItemId: 1, quantity: 1, reason: 'Other' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('creates a pending request for a delivered order and emails the shopper what happens next', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.quilt, 2]]);
    const res = await s.b.post(
      '/api/returns',
      body(order, p.quilt, { quantity: 2, reason: 'Item damaged during shipping', additionalInfo: '  Torn corner  ' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json<ReturnRequestDto>();
    expect(dto).toMatchObject({
      orderId: order.id,
      orderItemId: order.line[p.quilt],
      userId: s.account.id,
      quantity: 2,
      reason: 'Item damaged during shipping',
      returnMethod: 'mail',
      additionalInfo: 'Torn corner',
      status: 'pending',
      trackingNumber: null,
      orderItem: { id: order.line[p.quilt], product: { id: p.quilt, name: 'Hand-Stitched Quilt' } },
    });
    expect(Date.parse(dto.createdAt)).not.toBeNaN();
    expect(await requestsOf(s.account.id)).toHaveLength(1);

    const [mail] = await mailTo(contactOf(s));
    expect(mail).toMatchObject({ kind: 'return_request', subject: `We received your return request for order #${order.id}` });
    expect(mail!.textBody).toContain('Hello Avery Quilter,');
    expect(mail!.textBody).toContain(`2 × Hand-Stitched Quilt from order #${order.id}`);
    expect(mail!.textBody).toContain('Item damaged during shipping');
    expect(mail!.textBody).toContain('1-2 business days');
    expect(mail!.textBody).toContain('prepaid return label');
    expect(mail!.textBody).toContain('inspected');
    expect(mail!.htmlBody).toContain('Hand-Stitched Quilt');
    expect(await mailTo(s.account.email)).toEqual([]);
  });

  it("emails the account's address when the order has no contact email", async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 1]]);
    await database.db
      .update(orders)
      .set({ shippingAddress: testAddress({ email: undefined }) })
      .where(eq(orders.id, order.id));
    expect((await s.b.post('/api/returns', body(order, p.mug))).statusCode).toBe(201);
    expect((await mailTo(s.account.email)).map((m) => m.kind)).toEqual(['return_request']);
  });

  it('always stores a new request as pending, whatever status the body names', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 3]]);
    for (const status of ['approved', 'completed', 'rejected']) {
      const res = await s.b.post('/api/returns', body(order, p.mug, { status }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe('pending');
    }
    expect((await requestsOf(s.account.id)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it("stores empty or missing additional information as 'No additional information provided'", async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 3]]);
    const { additionalInfo: _, ...withoutInfo } = body(order, p.mug);
    for (const sent of [body(order, p.mug, { additionalInfo: '' }), body(order, p.mug, { additionalInfo: '   ' }), withoutInfo]) {
      const res = await s.b.post('/api/returns', sent);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().additionalInfo).toBe(NO_ADDITIONAL_INFO);
    }
  });

  it("answers 404 for another user's order or an unknown one, and stores nothing", async () => {
    const owner = await shopper();
    const order = await deliveredOrder(owner, [[p.mug, 1]]);
    const other = await shopper();
    for (const sent of [body(order, p.mug), body(order, p.mug, { orderId: 2_147_483_000 })]) {
      const res = await other.b.post('/api/returns', sent);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect(await requestsOf(other.account.id)).toEqual([]);
    expect(await requestsOf(owner.account.id)).toEqual([]);
  });

  it("answers 404 for a line that is not part of the order (the shopper's other order, or another user's)", async () => {
    const s = await shopper();
    const first = await deliveredOrder(s, [[p.mug, 1]]);
    const second = await deliveredOrder(s, [[p.quilt, 1]]);
    const stranger = await shopper();
    const theirs = await deliveredOrder(stranger, [[p.quilt, 1]]);
    for (const orderItemId of [second.line[p.quilt], theirs.line[p.quilt], 2_147_483_000]) {
      const res = await s.b.post('/api/returns', body(first, p.mug, { orderItemId }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`This item is not part of order #${first.id}.`);
    }
    expect(await requestsOf(s.account.id)).toEqual([]);
  });

  it('allows returns only for delivered or completed orders, naming the status otherwise', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 4]]);
    for (const status of ['processing', 'shipped', 'cancelled'] as const) {
      await database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const res = await s.b.post('/api/returns', body(order, p.mug));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`Only delivered or completed orders can be returned. This order is ${status}.`);
    }
    expect(await requestsOf(s.account.id)).toEqual([]);
    await database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    expect((await s.b.post('/api/returns', body(order, p.mug))).statusCode).toBe(201);
  });

  it('accepts a request until the end of the 30th day after delivery in the marketplace zone, and refuses it after', async () => {
    const s = await shopper();
    // Delivered at noon in Chicago on March 1, 2025; daylight saving starts on March 9.
    const order = await deliveredOrder(s, [[p.mug, 2]], new Date('2025-03-01T18:00:00Z'));
    pinned = new Date('2025-04-01T05:00:30Z'); // 12:00:30 am CDT on April 1
    const late = await s.b.post('/api/returns', body(order, p.mug));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The 30-day return window for this order closed on March 31, 2025.');
    expect(await requestsOf(s.account.id)).toEqual([]);

    pinned = new Date('2025-04-01T04:59:00Z'); // 11:59 pm CDT on March 31, the 30th day
    expect((await s.b.post('/api/returns', body(order, p.mug))).statusCode).toBe(201);
  });

  it('counts the window from the last status change when the delivery time was not recorded', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 2]]);
    await database.db
      .update(orders)
      .set({ deliveredAt: null, updatedAt: new Date('2025-06-10T15:00:00Z') })
      .where(eq(orders.id, order.id));
    pinned = new Date('2025-07-11T12:00:00Z');
    const res = await s.b.post('/api/returns', body(order, p.mug));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The 30-day return window for this order closed on July 10, 2025.');
    pinned = new Date('2025-07-10T12:00:00Z');
    expect((await s.b.post('/api/returns', body(order, p.mug))).statusCode).toBe(201);
  });

  it('never returns more than was bought minus what pending, approved and completed requests hold', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 3]]);
    const ask = (quantity: number) => s.b.post('/api/returns', body(order, p.mug, { quantity }));

    const tooMany = await ask(4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('You bought 3 of this item, so at most 3 can be returned.');

    expect((await ask(2)).statusCode).toBe(201);
    const over = await ask(2);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 1 of this item can still be returned: 2 are already in a return request.');
    expect((await ask(1)).statusCode).toBe(201);

    const full = await ask(1);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('All 3 of this item are already in a return request.');

    // Approved and completed requests keep holding their quantity; a rejected one gives it back.
    const [first, second] = (await requestsOf(s.account.id)).sort((a, b) => a.id - b.id);
    await database.db.update(returnRequests).set({ status: 'approved' }).where(eq(returnRequests.id, first!.id));
    await database.db.update(returnRequests).set({ status: 'completed' }).where(eq(returnRequests.id, second!.id));
    expect((await ask(1)).statusCode).toBe(409);
    await database.db.update(returnRequests).set({ status: 'rejected' }).where(eq(returnRequests.id, first!.id));
    expect((await ask(3)).json().message).toBe('Only 2 of this item can still be returned: 1 is already in a return request.');
    expect((await ask(2)).statusCode).toBe(201);
  });

  it('says so when a single item is already being returned', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.quilt, 1]]);
    expect((await s.b.post('/api/returns', body(order, p.quilt))).statusCode).toBe(201);
    const again = await s.b.post('/api/returns', body(order, p.quilt));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is already in a return request.');
  });

  it('lets concurrent requests together take no more than the line holds', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 3]]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.b.post('/api/returns', body(order, p.mug))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const stored = await database.db
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.orderItemId, order.line[p.mug]!), inArray(returnRequests.status, ['pending', 'approved', 'completed'])));
    expect(stored.reduce((sum, r) => sum + r.quantity, 0)).toBe(3);
    expect(await mailTo(contactOf(s))).toHaveLength(3);
  });

  it("checks the body with the dialog's messages and stores nothing when refusing", async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [[p.mug, 2]]);
    const { reason: _, ...withoutReason } = body(order, p.mug);
    const cases: Array<[unknown, string]> = [
      [withoutReason, 'Please select a reason for return'],
      [body(order, p.mug, { reason: '' }), 'Please select a reason for return'],
      [body(order, p.mug, { reason: 'Just because' }), 'Please select a reason for return'],
      [body(order, p.mug, { quantity: 0 }), 'quantity must be a whole number of at least 1'],
      [body(order, p.mug, { quantity: 1.5 }), 'quantity must be a whole number of at least 1'],
      [body(order, p.mug, { quantity: 'two' }), 'quantity must be a whole number of at least 1'],
      [body(order, p.mug, { returnMethod: 'pickup' }), 'returnMethod must be mail'],
      [body(order, p.mug, { orderId: 'abc' }), 'orderId must be an order id'],
      [body(order, p.mug, { orderItemId: -1 }), 'orderItemId must be an order item id'],
      [body(order, p.mug, { additionalInfo: 'x'.repeat(1001) }), 'additionalInfo must be at most 1000 characters'],
    ];
    for (const [sent, message] of cases) {
      const res = await s.b.post('/api/returns', sent);
      expect(res.statusCode, JSON.stringify(sent)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await requestsOf(s.account.id)).toEqual([]);
    expect(await mailTo(contactOf(s))).toEqual([]);
  });
});

describe('GET /api/returns', () => {
  it('needs a signed-in user', async () => {
    expect((await t.browser().get('/api/returns')).statusCode).toBe(401);
  });

  it("lists only the shopper's own requests, newest first, a page at a time with the total in X-Total-Count", async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [
      [p.mug, 2],
      [p.quilt, 1],
    ]);
    const other = await shopper();
    const theirs = await deliveredOrder(other, [[p.mug, 1]]);
    expect((await other.b.post('/api/returns', body(theirs, p.mug))).statusCode).toBe(201);

    const empty = await s.b.get('/api/returns');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');

    expect((await s.b.post('/api/returns', body(order, p.mug, { quantity: 2 }))).statusCode).toBe(201);
    expect((await s.b.post('/api/returns', body(order, p.quilt, { reason: 'Wrong item received' }))).statusCode).toBe(201);
    const [mugRequest] = await database.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, order.line[p.mug]!));
    await database.db.update(returnRequests).set({ status: 'approved', trackingNumber: '9205590164917312345671' }).where(eq(returnRequests.id, mugRequest!.id));

    const res = await s.b.get('/api/returns');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const list = res.json<ReturnRequestDto[]>();
    expect(list.map((r) => [r.orderItem.product.name, r.status, r.trackingNumber])).toEqual([
      ['Hand-Stitched Quilt', 'pending', null],
      ['Stoneware Mug', 'approved', '9205590164917312345671'],
    ]);
    expect(list.every((r) => r.userId === s.account.id && r.orderId === order.id)).toBe(true);

    const page = await s.b.get('/api/returns?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json<ReturnRequestDto[]>().map((r) => r.orderItem.product.name)).toEqual(['Stoneware Mug']);
  });

  it('refuses a bad page with a message', async () => {
    const s = await shopper();
    const res = await s.b.get('/api/returns?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a number from 1 to 100');
  });
});
