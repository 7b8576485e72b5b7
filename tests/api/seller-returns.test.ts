// Sellers handling returns (issue 12, docs/product.md B2, B4, B6, B7 and B8): the seller of the line
// (or the administrator) lists, approves, rejects and completes requests; completing restocks and
// refunds the item and its share of tax through the provider, once, the job making a refund the
// provider could not; the return label is bought once, approves a pending request and is served to
// the seller and the shopper only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, products, returnRequests, sandboxPaymentIntents, shops } from '#server/db/schema.ts';
import { PaymentProviderError, type PaymentIntent } from '#server/integrations/payments/provider.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts';
import { formatCents, toCents } from '#shared/money.ts';
import type { ReturnLabelResponse, SellerReturnRequestDto } from '#shared/returns.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newPerson, type Person } from '../support/people.ts';
import { insertOrder, insertProduct, testAddress } from '../support/orders.ts';
import { CountingCarrier } from '../support/counting-carrier.ts';
import { pdfTextContent } from '../support/pdf-text.ts';
import { giveShop } from '../support/shops.ts';
import { SHIP_FROM_MISSING } from '#shared/orders.ts';

/** The sandbox provider, down for partial refunds while `failuresLeft` lasts, counting the refunds it made. */
class CountingProvider extends SandboxPaymentProvider {
  failuresLeft = 0;
  refunds: Array<{ id: string; amountCents: number }> = [];

  override async refund(id: string, amountCents: number, idempotencyKey: string): Promise<PaymentIntent> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new PaymentProviderError('unavailable', 'The payment provider is not reachable');
    }
    const before = await this.retrieveIntent(id);
    const after = await super.refund(id, amountCents, idempotencyKey);
    if (after.amountRefundedCents > before.amountRefundedCents) this.refunds.push({ id, amountCents: after.amountRefundedCents - before.amountRefundedCents });
    return after;
  }
}

let database: Database;
let payments: CountingProvider;
let carrier: CountingCarrier;
let t: TestApp;

let seller: Person;
let otherSeller: Person;
let admin: Browser;

const person = (isSeller: boolean) => newPerson(t, isSeller);

beforeAll(async () => {
  database = await createTestDatabase();
  payments = new CountingProvider(database.db);
  carrier = new CountingCarrier(database.db);
  t = await createTestApp({ database, payments, carrier });
  seller = await person(true);
  otherSeller = await person(true);
  admin = (await signedInAdmin(t)).browser;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A succeeded sandbox payment of `amountCents`, as checkout leaves it. */
async function paidIntent(amountCents: number): Promise<string> {
  const intent = await payments.createIntent({ amountCents, metadata: {} });
  await payments.confirm(intent.clientSecret, { number: '4242424242424242', expiry: '12/40', cvc: '123' });
  return intent.id;
}

interface Scenario {
  shopper: Person;
  orderId: number;
  returnId: number;
  productId: number;
  paymentIntentId: string | null;
}

/**
 * A shopper's delivered order of `quantity` × a $12.50 product of `owner` (plus a $40 line of another
 * product) with $6.00 tax on the $65 subtotal, paid through the provider unless told otherwise, and
 * their pending request to return `returned` of the first line.
 */
async function scenario(
  options: { owner?: number | null; quantity?: number; returned?: number; paid?: boolean; stock?: number | null; dimensions?: string } = {},
): Promise<Scenario> {
  const shopper = await person(false);
  const productId = await insertProduct(database.db, {
    name: 'Stoneware Mug',
    priceCents: 1250,
    stock: options.stock === undefined ? 4 : options.stock,
    sellerId: options.owner === undefined ? seller.account.id : options.owner,
    weightOz: 20,
    dimensions: options.dimensions ?? null,
  });
  const otherId = await insertProduct(database.db, { name: 'Walnut Board', priceCents: 4000, sellerId: otherSeller.account.id });
  const quantity = options.quantity ?? 2;
  const subtotal = 1250 * quantity + 4000;
  const paymentIntentId = options.paid === false ? null : await paidIntent(subtotal + 600 + 595);
  const order = await insertOrder(database.db, {
    userId: shopper.account.id,
    status: 'delivered',
    deliveredAt: new Date(),
    taxCents: 600,
    paymentIntentId,
    address: testAddress({ fullName: 'Avery Returner', email: `contact.${shopper.account.username}@example.test` }),
    items: [
      { productId, productName: 'Stoneware Mug', quantity, priceCents: 1250, weightOz: 20, dimensions: options.dimensions ?? null },
      { productId: otherId, productName: 'Walnut Board', quantity: 1, priceCents: 4000 },
    ],
  });
  const res = await shopper.b.post('/api/returns', {
    orderId: order.id,
    orderItemId: order.itemIds[0],
    quantity: options.returned ?? 2,
    reason: 'Item damaged during shipping',
    additionalInfo: 'Cracked handle',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, orderId: order.id, returnId: res.json<{ id: number }>().id, productId, paymentIntentId };
}

const requestOf = async (id: number) => (await database.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
const stockOf = async (id: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const refundedOf = async (id: string) =>
  (await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!.amountRefundedCents;
const mailsOf = async (s: Scenario) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, `contact.${s.shopper.account.username}@example.test`));
const act = (b: Browser, id: number, action: 'approve' | 'reject' | 'complete' | 'generate-label') =>
  b.post(`/api/returns/${id}/${action}${action === 'generate-label' ? '?mock=true' : ''}`);
const listOf = async (b: Browser, query = '') => {
  const res = await b.get(`/api/returns/seller${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SellerReturnRequestDto[]>();
};
const jordan = () => ({ name: 'Jordan Grant', street: '12 Elm Street', city: 'Asheville', state: 'NC', zipCode: '28801' });

describe('who may see and act on a return', () => {
  it("refuses visitors with 401 and shoppers with 403, in the spec's words for the label", async () => {
    const s = await scenario();
    const visitor = t.browser();
    for (const action of ['approve', 'reject', 'complete'] as const) {
      const out = await act(visitor, s.returnId, action);
      expect(out.statusCode).toBe(401);
      expect(out.json().message).toBe('You must be logged in to manage returns.');
      const shopper = await act(s.shopper.b, s.returnId, action);
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe('Only sellers can manage returns.');
    }
    expect((await visitor.get('/api/returns/seller')).statusCode).toBe(401);
    expect((await s.shopper.b.get('/api/returns/seller')).json().message).toBe('Only sellers can manage returns.');

    const out = await act(visitor, s.returnId, 'generate-label');
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe('You must be logged in to generate a return label.');
    const shopper = await act(s.shopper.b, s.returnId, 'generate-label');
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('Only sellers can generate return labels.');
    expect(await requestOf(s.returnId)).toMatchObject({ status: 'pending', trackingNumber: null, labelKey: null });
    expect(carrier.requests).toHaveLength(0);
  });

  it("is 404 for another seller's return and one that does not exist, and changes nothing", async () => {
    const s = await scenario();
    for (const action of ['approve', 'reject', 'complete', 'generate-label'] as const) {
      const res = await act(otherSeller.b, s.returnId, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Return request not found');
      expect((await act(seller.b, 2147483647, action)).statusCode).toBe(404);
    }
    expect((await listOf(otherSeller.b)).map((r) => r.id)).not.toContain(s.returnId);
    expect(await requestOf(s.returnId)).toMatchObject({ status: 'pending', labelKey: null });
  });

  it("lets the administrator act on any return, the marketplace's own products included", async () => {
    const s = await scenario({ owner: null });
    expect((await listOf(admin)).map((r) => r.id)).toContain(s.returnId);
    expect((await listOf(seller.b)).map((r) => r.id)).not.toContain(s.returnId);
    const res = await act(admin, s.returnId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('approved');
  });

  it('refuses a bad id or status with 400 and { message }', async () => {
    const wrong = await seller.b.get('/api/returns/seller?status=shipped');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('status must be one of pending, approved, rejected, completed');
    const id = await seller.b.post('/api/returns/abc/approve');
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toBe('The return request id must be a whole number');
  });
});

describe('GET /api/returns/seller', () => {
  it("lists the seller's requests newest first with the shopper and the refund, filtered by status", async () => {
    const first = await scenario();
    const second = await scenario({ quantity: 3, returned: 1 });
    await act(seller.b, first.returnId, 'approve');

    const all = await listOf(seller.b);
    expect(all.map((r) => r.id).slice(0, 2)).toEqual([second.returnId, first.returnId]);
    expect(all.every((r) => r.orderItem.product.name === 'Stoneware Mug')).toBe(true);
    expect(all[0]).toMatchObject({
      id: second.returnId,
      orderId: second.orderId,
      quantity: 1,
      reason: 'Item damaged during shipping',
      additionalInfo: 'Cracked handle',
      status: 'pending',
      trackingNumber: null,
      shopperName: 'Avery Returner',
      // $12.50 and its share of $6.00 tax on a $77.50 subtotal: 96.77 cents, rounded down.
      refundAmount: '13.46',
      refunded: '0.00',
      refundOwed: false,
      labelUrl: null,
    });
    expect(Date.parse(all[0]!.createdAt)).not.toBeNaN();

    const approved = await listOf(seller.b, '?status=approved');
    expect(approved.map((r) => r.id)).toContain(first.returnId);
    expect(approved.every((r) => r.status === 'approved')).toBe(true);
    expect((await listOf(seller.b, '?status=pending')).map((r) => r.id)).not.toContain(first.returnId);
  });
});

describe('the return state machine', () => {
  it('approves a pending request and emails the shopper that the label follows', async () => {
    const s = await scenario();
    const res = await act(seller.b, s.returnId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SellerReturnRequestDto>()).toMatchObject({ id: s.returnId, status: 'approved' });
    const mail = (await mailsOf(s)).find((m) => m.kind === 'return_approved');
    expect(mail?.subject).toBe(`Your return for order #${s.orderId} is approved`);
    expect(mail?.textBody).toContain('Your prepaid return label follows in a separate email.');
  });

  it("rejects a pending request, telling the shopper the seller's reason", async () => {
    const s = await scenario();
    const res = await seller.b.post(`/api/returns/${s.returnId}/reject`, { reason: '  Custom engraved item  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');
    const mail = (await mailsOf(s)).find((m) => m.kind === 'return_rejected');
    expect(mail?.subject).toBe(`Your return request for order #${s.orderId} was declined`);
    expect(mail?.textBody).toContain("The seller's reason: Custom engraved item");
    // Rejected gives the quantity back to the shopper.
    const again = await s.shopper.b.post('/api/returns', {
      orderId: s.orderId,
      orderItemId: (await requestOf(s.returnId)).orderItemId,
      quantity: 2,
      reason: 'Other',
    });
    expect(again.statusCode).toBe(201);
  });

  it('rejects without a reason or a body', async () => {
    const s = await scenario();
    const res = await act(seller.b, s.returnId, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect((await mailsOf(s)).find((m) => m.kind === 'return_rejected')?.textBody).not.toContain('reason:');
  });

  it('answers 409 naming the status for every transition the status does not allow', async () => {
    const cases: Array<{ status: 'approved' | 'rejected' | 'completed'; refused: Array<['approve' | 'reject' | 'complete' | 'generate-label', string]> }> = [
      {
        status: 'approved',
        refused: [
          ['approve', 'Only pending requests can be approved.'],
          ['reject', 'Only pending requests can be rejected.'],
        ],
      },
      {
        status: 'rejected',
        refused: [
          ['approve', 'Only pending requests can be approved.'],
          ['reject', 'Only pending requests can be rejected.'],
          ['complete', 'Only approved requests can be completed.'],
          ['generate-label', 'Return labels are only for pending or approved requests.'],
        ],
      },
      {
        status: 'completed',
        refused: [
          ['approve', 'Only pending requests can be approved.'],
          ['reject', 'Only pending requests can be rejected.'],
          ['complete', 'Only approved requests can be completed.'],
          ['generate-label', 'Return labels are only for pending or approved requests.'],
        ],
      },
    ];
    for (const { status, refused } of cases) {
      const s = await scenario({ paid: false });
      await database.db.update(returnRequests).set({ status }).where(eq(returnRequests.id, s.returnId));
      for (const [action, rule] of refused) {
        const res = await act(seller.b, s.returnId, action);
        expect(res.statusCode, `${action} when ${status}`).toBe(409);
        expect(res.json().message).toBe(`This return request is ${status}. ${rule}`);
      }
      expect((await requestOf(s.returnId)).status).toBe(status);
    }
    const pending = await scenario();
    const res = await act(seller.b, pending.returnId, 'complete');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This return request is pending. Only approved requests can be completed.');
  });
});

describe('completing a return', () => {
  it('restocks the product and refunds the items and their share of tax through the provider, once', async () => {
    const s = await scenario({ quantity: 2, returned: 2 });
    await act(seller.b, s.returnId, 'approve');
    const res = await act(seller.b, s.returnId, 'complete');
    expect(res.statusCode, res.body).toBe(200);
    // 2 × $12.50 = $25.00 and the line's share of the $6.00 tax: 25/65 is 230.77 cents, the largest remainder, so $2.31.
    expect(res.json<SellerReturnRequestDto>()).toMatchObject({ status: 'completed', refundAmount: '27.31', refunded: '27.31', refundOwed: false });
    expect(await stockOf(s.productId)).toBe(6);
    expect(await refundedOf(s.paymentIntentId!)).toBe(2731);
    expect((await requestOf(s.returnId)).refundedCents).toBe(2731);
    const mail = (await mailsOf(s)).find((m) => m.kind === 'return_refunded');
    expect(mail?.textBody).toContain('Your refund of $27.31 (the item and its sales tax) is on its way to your Visa ending in 4242.');

    const twice = await act(seller.b, s.returnId, 'complete');
    expect(twice.statusCode).toBe(409);
    expect(payments.refunds.filter((r) => r.id === s.paymentIntentId)).toEqual([{ id: s.paymentIntentId, amountCents: 2731 }]);
    expect(await stockOf(s.productId)).toBe(6);
  });

  it('leaves a product without a stock count, or deleted, as it is', async () => {
    const unlimited = await scenario({ stock: null, paid: false });
    await act(seller.b, unlimited.returnId, 'approve');
    expect((await act(seller.b, unlimited.returnId, 'complete')).statusCode).toBe(200);
    expect(await stockOf(unlimited.productId)).toBeNull();

    const gone = await scenario({ paid: false });
    await act(seller.b, gone.returnId, 'approve');
    await database.db.delete(products).where(eq(products.id, gone.productId));
    // The line no longer names a product of the seller: only the administrator can complete it.
    expect((await act(seller.b, gone.returnId, 'complete')).statusCode).toBe(404);
    const res = await act(admin, gone.returnId, 'complete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', refunded: '0.00', refundOwed: false });
  });

  it('completes once when the seller clicks twice at the same time', async () => {
    const s = await scenario();
    await act(seller.b, s.returnId, 'approve');
    const answers = await Promise.all([act(seller.b, s.returnId, 'complete'), act(seller.b, s.returnId, 'complete')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(s.productId)).toBe(6);
    expect(payments.refunds.filter((r) => r.id === s.paymentIntentId)).toHaveLength(1);
    expect((await mailsOf(s)).filter((m) => m.kind === 'return_refunded')).toHaveLength(1);
  });

  it('keeps a refund the provider could not make owed, and the job makes it exactly once', async () => {
    const s = await scenario();
    await act(seller.b, s.returnId, 'approve');
    payments.failuresLeft = 2;
    const res = await act(seller.b, s.returnId, 'complete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', refunded: '0.00', refundOwed: true });
    expect(await refundedOf(s.paymentIntentId!)).toBe(0);

    const jobDeps = { db: database.db, payments, publicUrl: 'http://localhost' };
    await reconcilePayments(jobDeps, new Date());
    expect(await refundedOf(s.paymentIntentId!)).toBe(0);
    await reconcilePayments(jobDeps, new Date());
    expect(await refundedOf(s.paymentIntentId!)).toBe(2731);
    await reconcilePayments(jobDeps, new Date());
    expect(payments.refunds.filter((r) => r.id === s.paymentIntentId)).toHaveLength(1);
    const [listed] = (await listOf(seller.b)).filter((r) => r.id === s.returnId);
    expect(listed).toMatchObject({ refunded: '27.31', refundOwed: false });
  });

  it('never refunds a return twice, even if its refund was made but not recorded', async () => {
    const s = await scenario();
    await act(seller.b, s.returnId, 'approve');
    await act(seller.b, s.returnId, 'complete');
    // As if the process died between the provider's refund and recording it.
    await database.db.update(returnRequests).set({ refundedCents: 0 }).where(eq(returnRequests.id, s.returnId));
    await reconcilePayments({ db: database.db, payments, publicUrl: 'http://localhost' }, new Date());
    expect(await refundedOf(s.paymentIntentId!)).toBe(2731);
    expect((await requestOf(s.returnId)).refundedCents).toBe(2731);
  });
});

describe('POST /api/returns/{id}/generate-label', () => {
  it('buys one label from the shopper to the seller, approves the request and emails the label', async () => {
    // Back to the shop's ship-from address, under the shop's name (decision 0055).
    const { name: _name, ...address } = jordan();
    await giveShop(database.db, seller.account.id, address);
    await database.db.update(shops).set({ name: 'Grant Pottery' }).where(eq(shops.sellerId, seller.account.id));
    const s = await scenario({ quantity: 3, returned: 2 });
    const before = carrier.requests.length;
    const res = await act(seller.b, s.returnId, 'generate-label');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReturnLabelResponse>()).toEqual({ labelUrl: `/api/returns/${s.returnId}/label` });
    expect(carrier.requests.slice(before)).toEqual([
      {
        from: { name: 'Avery Returner', street: '400 Locust Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
        to: { name: 'Grant Pottery', street: '12 Elm Street', city: 'Asheville', state: 'NC', zipCode: '28801' },
        weightOz: 40,
        // Two mugs listed without dimensions: two 12x9x3 in units stacked (decision 0048).
        dimensions: { length: 12, width: 9, height: 6 },
        service: 'Priority Mail',
        references: [`Return #${s.returnId}, order #${s.orderId}`, '2 x Stoneware Mug'],
      },
    ]);
    const row = await requestOf(s.returnId);
    expect(row.status).toBe('approved');
    expect(row.trackingNumber).toMatch(/^\d{22}$/);
    const mail = (await mailsOf(s)).find((m) => m.kind === 'return_label');
    expect(mail?.subject).toBe(`Your prepaid return label for order #${s.orderId}`);
    expect(mail?.textBody).toContain(`http://localhost:5000/api/returns/${s.returnId}/label`);
    expect(mail?.textBody).toContain(row.trackingNumber!);
    expect(mail?.textBody).toContain('The label takes the package back to Grant Pottery in Asheville, NC.');

    // A second click answers the same label; the carrier sells no other.
    const again = await act(seller.b, s.returnId, 'generate-label');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(carrier.requests.length).toBe(before + 1);
    expect((await requestOf(s.returnId)).trackingNumber).toBe(row.trackingNumber);
    expect((await mailsOf(s)).filter((m) => m.kind === 'return_label')).toHaveLength(1);
    const [listed] = (await listOf(seller.b)).filter((r) => r.id === s.returnId);
    expect(listed).toMatchObject({ status: 'approved', trackingNumber: row.trackingNumber, labelUrl: `/api/returns/${s.returnId}/label` });
  });

  it('buys one label when the seller clicks twice at the same time', async () => {
    const s = await scenario();
    const before = carrier.requests.length;
    const answers = await Promise.all([act(seller.b, s.returnId, 'generate-label'), act(seller.b, s.returnId, 'generate-label')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(carrier.requests.length).toBe(before + 1);
  });

  it('asks a seller without a ship-from address for one rather than sending the return to the warehouse, then labels the approved request', async () => {
    const noAddress = { shipFromStreet: null, shipFromCity: null, shipFromState: null, shipFromZip: null };
    await database.db.update(shops).set(noAddress).where(eq(shops.sellerId, otherSeller.account.id));
    const s = await scenario({ owner: otherSeller.account.id });
    await act(otherSeller.b, s.returnId, 'approve');
    const before = carrier.requests.length;
    const refused = await act(otherSeller.b, s.returnId, 'generate-label');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SHIP_FROM_MISSING);
    expect(carrier.requests.length).toBe(before);
    expect(await requestOf(s.returnId)).toMatchObject({ status: 'approved', labelKey: null });

    await giveShop(database.db, otherSeller.account.id, { street: '88 Quilt Lane', city: 'Lancaster', state: 'PA', zipCode: '17602' });
    const res = await act(otherSeller.b, s.returnId, 'generate-label');
    expect(res.statusCode, res.body).toBe(200);
    expect(carrier.requests[before]?.to).toMatchObject({ street: '88 Quilt Lane', city: 'Lancaster', state: 'PA', zipCode: '17602' });
    expect((await requestOf(s.returnId)).status).toBe('approved');
  });

  it('serves the PDF to the seller, the shopper and the administrator only', async () => {
    const s = await scenario();
    const { labelUrl } = (await act(seller.b, s.returnId, 'generate-label')).json<ReturnLabelResponse>();
    for (const b of [seller.b, s.shopper.b, admin]) {
      const pdf = await b.get(labelUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await person(false);
    expect((await stranger.b.get(labelUrl)).statusCode).toBe(404);
    expect((await otherSeller.b.get(labelUrl)).statusCode).toBe(404);
    expect((await t.browser().get(labelUrl)).statusCode).toBe(401);
    const unlabelled = await scenario();
    expect((await seller.b.get(`/api/returns/${unlabelled.returnId}/label`)).statusCode).toBe(404);
  });

  it('answers the carrier refusing the address with 400 and its reason, and an outage with 502', async () => {
    const s = await scenario();
    await giveShop(database.db, seller.account.id, { street: '1 Main', city: 'Nowhere', state: 'AK', zipCode: '99999' });
    const res = await act(seller.b, s.returnId, 'generate-label');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The carrier could not create the return label right now. Please try again.');
    expect(await requestOf(s.returnId)).toMatchObject({ status: 'pending', labelKey: null });
    await database.db.update(shops).set({ shipFromZip: '00000' }).where(eq(shops.sellerId, seller.account.id));
    const bad = await act(seller.b, s.returnId, 'generate-label');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toMatch(/^The carrier could not create the return label: /);
    await giveShop(database.db, seller.account.id);
  });
});

describe('GET /api/returns/{id}/label-quote (decision 0048)', () => {
  const quote = (b: Browser, id: number) => b.get(`/api/returns/${id}/label-quote`);

  it("quotes the returned units' package, the service and its postage, which the label then costs; it buys nothing", async () => {
    const s = await scenario({ quantity: 3, returned: 2, dimensions: '20x20x4' });
    const before = carrier.requests.length;
    const res = await quote(seller.b, s.returnId);
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json<LabelQuoteDto>();
    expect(offer).toMatchObject({
      service: 'Priority Mail',
      postage: expect.stringMatching(/^\d+\.\d\d$/),
      package: { length: 20, width: 20, height: 8, weightOz: 40 },
    });
    expect(carrier.requests.length).toBe(before);
    expect(await requestOf(s.returnId)).toMatchObject({ status: 'pending', labelKey: null });

    const { labelUrl } = (await act(seller.b, s.returnId, 'generate-label')).json<ReturnLabelResponse>();
    const bought = carrier.requests.at(-1)!;
    expect({ ...bought.dimensions, weightOz: bought.weightOz }).toEqual(offer.package);
    const text = pdfTextContent((await seller.b.get(labelUrl)).rawPayload);
    expect(text).toContain('Package 20x20x8 in, 2 lb 8 oz');
    expect(text).toContain(`${formatCents(toCents(offer.postage))} commercial`);
    const after = await quote(seller.b, s.returnId);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('This return request already has its label.');
  });

  it("is for the request's seller and the administrator: 401, 403 and 404 to the others, 409 once it is done", async () => {
    const s = await scenario();
    const visitor = await quote(t.browser(), s.returnId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You must be logged in to generate a return label.');
    const shopper = await quote(s.shopper.b, s.returnId);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('Only sellers can generate return labels.');
    expect((await quote(otherSeller.b, s.returnId)).statusCode).toBe(404);
    expect((await quote(admin, s.returnId)).statusCode).toBe(200);
    expect((await quote(seller.b, 2_000_000_000)).statusCode).toBe(404);
    await act(seller.b, s.returnId, 'reject');
    const rejected = await quote(seller.b, s.returnId);
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('This return request is rejected. Return labels are only for pending or approved requests.');
  });

  it('refuses a package USPS would not take with 400 and says why, for the quote and the purchase', async () => {
    const s = await scenario({ quantity: 2, returned: 2, dimensions: '40x30x10' });
    const before = carrier.requests.length;
    for (const res of [await quote(seller.b, s.returnId), await act(seller.b, s.returnId, 'generate-label')]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^These items make a package of 40x30x20 in, 140 inches in length plus girth: USPS takes at most 130 inches/);
    }
    expect(carrier.requests.length).toBe(before);
  });
});
