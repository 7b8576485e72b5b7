// Shipping and return labels are private (decision 0041): a label's PDF shows the shopper's name and
// address, so it is served only through its route (GET /api/orders/{id}/label to the package's
// seller and the administrator, GET /api/returns/{id}/label to the request's seller, its shopper and
// the administrator), never cached by a shared cache, and never under the public /uploads/ path,
// whatever key it was stored under (labels bought before this decision included), on local disk and
// on S3 storage alike.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { mailOutbox, returnRequests, shipments } from '#server/db/schema.ts';
import { LocalDiskStorage } from '#server/integrations/storage/local-disk.ts';
import { S3Storage } from '#server/integrations/storage/s3.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { GenerateLabelResponse, OrderDto } from '#shared/orders.ts';
import type { ReturnLabelResponse, ReturnRequestDto } from '#shared/returns.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newPerson, type Person } from '../support/people.ts';
import { insertOrder, insertProduct, testAddress, labelRequest } from '../support/orders.ts';
import { startS3 } from '../support/s3.ts';

const kinds = [
  { kind: 'local disk', s3: false },
  { kind: 'S3', s3: true },
] as const;

describe.each(kinds)('labels on $kind storage', ({ s3: onS3 }) => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let database: Database;
  let storage: FileStorage | undefined;
  let t: TestApp;
  let seller: Person;
  let otherSeller: Person;
  let otherShopper: Person;
  let admin: Browser;

  const person = (isSeller: boolean) => newPerson(t, isSeller);

  beforeAll(async () => {
    if (onS3) s3 = await startS3();
    database = await createTestDatabase();
    storage = s3 && new S3Storage(s3.settings);
    t = await createTestApp({ database, storage, carrier: new SandboxCarrier(database.db) });
    seller = await person(true);
    otherSeller = await person(true);
    otherShopper = await person(false);
    admin = (await signedInAdmin(t)).browser;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await s3?.close();
  });

  /** A shopper's order of one mug of `seller`, in `status`. */
  async function order(status: 'processing' | 'delivered') {
    const shopper = await person(false);
    const mugId = await insertProduct(database.db, { name: 'Stoneware Mug', priceCents: 1250, sellerId: seller.account.id, weightOz: 20 });
    const { id, itemIds } = await insertOrder(database.db, {
      userId: shopper.account.id,
      status,
      deliveredAt: status === 'delivered' ? new Date() : null,
      address: testAddress({ fullName: 'Avery Private', email: `contact.${shopper.account.username}@example.test` }),
      items: [{ productId: mugId, productName: 'Stoneware Mug', quantity: 1, priceCents: 1250, weightOz: 20 }],
    });
    return { shopper, orderId: id, itemId: itemIds[0]! };
  }

  /** A processing order whose seller bought its label through the app. */
  async function labelledOrder() {
    const o = await order('processing');
    const res = await seller.b.post(`/api/orders/${o.orderId}/generate-label`, labelRequest({ recipientName: 'Avery Private' }));
    expect(res.statusCode, res.body).toBe(200);
    const [pkg] = await database.db.select().from(shipments).where(eq(shipments.orderId, o.orderId));
    return { ...o, labelUrl: res.json<GenerateLabelResponse>().labelUrl, key: pkg!.labelKey! };
  }

  /** A delivered order with the shopper's return request, its label bought by the seller. */
  async function labelledReturn() {
    const o = await order('delivered');
    const asked = await o.shopper.b.post('/api/returns', { orderId: o.orderId, orderItemId: o.itemId, quantity: 1, reason: 'Item damaged during shipping' });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ id: number }>().id;
    const res = await seller.b.post(`/api/returns/${returnId}/generate-label?mock=true`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await database.db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    return { ...o, returnId, labelUrl: res.json<ReturnLabelResponse>().labelUrl, key: row!.labelKey! };
  }

  /** The storage the app writes to: the S3 bucket, or DATA_DIR/uploads on local disk. */
  const store = (key: string, body: Buffer, contentType = 'application/pdf') =>
    (storage ?? new LocalDiskStorage(path.join(t.dataDir, 'uploads'))).put(key, body, contentType);
  const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

  async function expectPdf(b: Browser, url: string, fileName: string) {
    const res = await b.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return res;
  }

  /** What /uploads/ answers for a file that does not exist: a label's path must answer the same. */
  const missing = async (b: Browser, urlPath: string) => {
    const res = await b.get(urlPath);
    return { status: res.statusCode, body: res.body };
  };

  /**
   * Every way of spelling the label's public path is refused to everyone, its seller included,
   * exactly as a file that does not exist is (no existence leak), sized or not, GET or HEAD.
   */
  async function expectNoPublicPath(key: string, everyone: Browser[]) {
    const [folder, ...rest] = key.split('/');
    const file = rest.join('/');
    const spellings = [
      `/uploads/${key}`,
      `/uploads//${key}`,
      `/uploads/./${key}`,
      `/uploads/products/../${key}`,
      `/uploads/${encodeURIComponent(folder!)}%2F${file.replaceAll('/', '%2F')}`,
      `/uploads/${[...folder!].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}/${file}`,
      `/uploads/${key}?w=64`,
      `/uploads/${key}?download=1`,
    ];
    for (const b of everyone) {
      for (const spelling of spellings) {
        const res = await b.get(spelling);
        expect(res.statusCode, spelling).toBe(404);
        expect(res.rawPayload.subarray(0, 5).toString(), spelling).not.toBe('%PDF-');
        expect(res.headers['cache-control'] ?? '', spelling).not.toContain('public');
      }
      const head = await b.request('HEAD', `/uploads/${key}`);
      expect(head.statusCode).toBe(404);
      const answer = await missing(b, `/uploads/${key}`);
      const none = await missing(
        b,
        `/uploads/${folder}/${rest
          .slice(0, -1)
          .concat(`${randomBytes(16).toString('hex')}.pdf`)
          .join('/')}`,
      );
      expect(answer.status).toBe(none.status);
      expect(JSON.parse(answer.body).code).toBe(JSON.parse(none.body).code);
    }
  }

  describe("an order's shipping label", () => {
    it("is served by its route to the package's seller and the administrator only, as a private PDF", async () => {
      const o = await labelledOrder();
      expect(o.labelUrl).toBe(`/api/orders/${o.orderId}/label`);
      for (const b of [seller.b, admin]) await expectPdf(b, o.labelUrl, `shipping-label-order-${o.orderId}.pdf`);
      expect((await t.browser().get(o.labelUrl)).statusCode).toBe(401);
      // The shopper follows the package by its tracking number; a label is the shipper's postage (decision 0026).
      for (const b of [o.shopper.b, otherShopper.b, otherSeller.b]) expect((await b.get(o.labelUrl)).statusCode).toBe(404);
    });

    it('is stored under the private prefix and never served under /uploads/, to anyone', async () => {
      const o = await labelledOrder();
      expect(o.key).toMatch(new RegExp(`^private/order-labels/${o.orderId}-[0-9a-f]{32}\\.pdf$`));
      await expectNoPublicPath(o.key, [t.browser(), o.shopper.b, otherShopper.b, otherSeller.b, seller.b, admin]);
    });

    it('is linked to the seller as its route, and to no one by a public address', async () => {
      const o = await labelledOrder();
      const sellerView = await seller.b.get(`/api/orders/${o.orderId}?from=seller`);
      expect(sellerView.json<OrderDto>().shippingLabel).toBe(`/api/orders/${o.orderId}/label`);
      expect((await o.shopper.b.get(`/api/orders/${o.orderId}`)).json<OrderDto>().shippingLabel).toBeNull();
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, `contact.${o.shopper.account.username}@example.test`));
      expect(mails.map((m) => m.kind)).toContain('order_shipped');
      for (const m of mails) expect(`${m.textBody}${m.htmlBody}`).not.toMatch(/uploads\/[^\s"']*\.pdf/);
    });

    it('bought before labels were private (stored under order-labels/) is still served by its route, and not under /uploads/', async () => {
      const o = await order('processing');
      const key = `order-labels/${o.orderId}-${randomBytes(16).toString('hex')}.pdf`;
      await store(key, pdfBytes('an older label'));
      await database.db.insert(shipments).values({
        orderId: o.orderId,
        sellerId: seller.account.id,
        service: 'Priority Mail',
        trackingNumber: `9400${randomBytes(9).toString('hex')}`,
        labelKey: key,
        createdAt: new Date(),
      });
      for (const b of [seller.b, admin]) {
        const res = await expectPdf(b, `/api/orders/${o.orderId}/label`, `shipping-label-order-${o.orderId}.pdf`);
        expect(res.rawPayload.toString()).toContain('an older label');
      }
      for (const b of [o.shopper.b, otherShopper.b, otherSeller.b]) expect((await b.get(`/api/orders/${o.orderId}/label`)).statusCode).toBe(404);
      await expectNoPublicPath(key, [t.browser(), o.shopper.b, otherSeller.b, seller.b, admin]);
    });
  });

  describe('a return label', () => {
    it("is served by its route to the request's seller, its shopper and the administrator only, as a private PDF", async () => {
      const r = await labelledReturn();
      expect(r.labelUrl).toBe(`/api/returns/${r.returnId}/label`);
      for (const b of [seller.b, r.shopper.b, admin]) await expectPdf(b, r.labelUrl, `return-label-${r.returnId}.pdf`);
      expect((await t.browser().get(r.labelUrl)).statusCode).toBe(401);
      for (const b of [otherShopper.b, otherSeller.b]) expect((await b.get(r.labelUrl)).statusCode).toBe(404);
    });

    it('is stored under the private prefix and never served under /uploads/, to anyone', async () => {
      const r = await labelledReturn();
      expect(r.key).toMatch(new RegExp(`^private/return-labels/${r.returnId}-[0-9a-f]{32}\\.pdf$`));
      await expectNoPublicPath(r.key, [t.browser(), r.shopper.b, otherShopper.b, otherSeller.b, seller.b, admin]);
    });

    it("is linked by its route on the shopper's returns and in the email, by no public address", async () => {
      const r = await labelledReturn();
      const mine = await r.shopper.b.get('/api/returns');
      expect(mine.json<ReturnRequestDto[]>()).toEqual([expect.objectContaining({ id: r.returnId, labelUrl: `/api/returns/${r.returnId}/label` })]);
      // Another shopper's list is their own, without it.
      expect((await otherShopper.b.get('/api/returns')).json<ReturnRequestDto[]>().some((x) => x.id === r.returnId)).toBe(false);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, `contact.${r.shopper.account.username}@example.test`));
      const label = mails.find((m) => m.kind === 'return_label');
      expect(label?.textBody).toContain(`/api/returns/${r.returnId}/label`);
      for (const m of mails) expect(`${m.textBody}${m.htmlBody}`).not.toMatch(/uploads\/[^\s"']*\.pdf/);
    });

    it('shows no label link on a request without one', async () => {
      const o = await order('delivered');
      const asked = await o.shopper.b.post('/api/returns', { orderId: o.orderId, orderItemId: o.itemId, quantity: 1, reason: 'Item damaged during shipping' });
      expect(asked.json<ReturnRequestDto>().labelUrl).toBeNull();
      expect((await o.shopper.b.get('/api/returns')).json<ReturnRequestDto[]>()[0]).toMatchObject({ id: asked.json<ReturnRequestDto>().id, labelUrl: null });
    });

    it('bought before labels were private (stored under return-labels/) is still served by its route, and not under /uploads/', async () => {
      const o = await order('delivered');
      const asked = await o.shopper.b.post('/api/returns', { orderId: o.orderId, orderItemId: o.itemId, quantity: 1, reason: 'Item damaged during shipping' });
      const returnId = asked.json<{ id: number }>().id;
      const key = `return-labels/${returnId}-${randomBytes(16).toString('hex')}.pdf`;
      await store(key, pdfBytes('an older return label'));
      await database.db
        .update(returnRequests)
        .set({ status: 'approved', labelKey: key, trackingNumber: `9205${randomBytes(9).toString('hex')}` })
        .where(eq(returnRequests.id, returnId));
      for (const b of [seller.b, o.shopper.b, admin]) {
        const res = await expectPdf(b, `/api/returns/${returnId}/label`, `return-label-${returnId}.pdf`);
        expect(res.rawPayload.toString()).toContain('an older return label');
      }
      for (const b of [otherShopper.b, otherSeller.b]) expect((await b.get(`/api/returns/${returnId}/label`)).statusCode).toBe(404);
      await expectNoPublicPath(key, [t.browser(), o.shopper.b, otherSeller.b, seller.b, admin]);
    });
  });

  it('still serves pictures under /uploads/ publicly', async () => {
    const picture = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    const key = `products/seller-${seller.account.id}-${randomBytes(8).toString('hex')}.webp`;
    await store(key, picture, 'image/webp');
    const res = await t.browser().get(`/uploads/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });
});
