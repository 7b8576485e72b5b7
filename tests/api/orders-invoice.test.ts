// The invoice (issue 11): a real PDF with the order's number, figures, payment and refund, for the
// shopper and for a seller of some lines only, with a stable file name and no shared caching.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { checkouts, orders } from '#server/db/schema.ts';
import { pdfText } from '#server/features/orders/invoice.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { insertOrder, insertProduct } from '../support/orders.ts';
import { pdfTextContent } from '../support/pdf-text.ts';

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

describe('GET /api/orders/{id}/invoice', () => {
  it('is a PDF of the order for its shopper: business, numbers, addresses, lines, tax rate, shipping, total, card', async () => {
    const { b, id } = await signedIn();
    const board = await insertProduct(database.db, { name: 'Walnut Cutting Board', priceCents: 4599 });
    const order = await insertOrder(database.db, {
      userId: id,
      items: [
        { productId: board, productName: 'Walnut Cutting Board', quantity: 2, priceCents: 4599 },
        { productId: null, productName: 'Handmade Soap 💥', quantity: 1, priceCents: 800 },
      ],
      taxCents: 600,
      shippingCents: 595,
      createdAt: new Date('2026-02-27T15:00:00Z'),
    });

    const res = await b.get(`/api/orders/${order.id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="heartland-market-invoice-${order.id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // The document's title (uncompressed) names the invoice and the order.
    const number = `HM-${String(order.id).padStart(6, '0')}`;
    expect(pdf.toString('latin1')).toContain(`(Heartland Market invoice ${number} for order #${order.id})`);

    const text = pdfTextContent(pdf);
    for (const fragment of [
      'Heartland Market, Inc.',
      '405 Court Avenue, Suite 300',
      'support@heartland-market.example',
      number,
      `#${order.id}`,
      'February 27, 2026',
      'Jordan Shopper',
      '400 Locust Street',
      'Des Moines, IA 50309',
      'Walnut Cutting Board',
      '$45.99',
      '$91.98',
      'Handmade Soap ?',
      '$99.98',
      'Sales tax',
      '$6.00',
      'Shipping (USPS Priority Mail)',
      '$5.95',
      '$111.93',
      'Paid with Visa ending in 4242',
    ]) {
      expect(text, fragment).toContain(fragment);
    }
    expect(text).not.toContain('Refund');
    // An order without the multi-item discount has no discount line.
    expect(text).not.toContain('Multi-item discount');
  });

  it('shows the multi-item discount as its own line, before tax; a seller sees their share of it', async () => {
    const { b, id } = await signedIn();
    const seller = await signedIn();
    const bowl = await insertProduct(database.db, { name: 'Maple Bowl', priceCents: 6000, sellerId: seller.id });
    // $60.00 + 2 × $10.00 = $80.00 for 3 items: 5% off is $4.00, tax 6% of $76.00 is $4.56, shipping free.
    const order = await insertOrder(database.db, {
      userId: id,
      items: [
        { productId: bowl, productName: 'Maple Bowl', quantity: 1, priceCents: 6000 },
        { productId: null, productName: 'Mug', quantity: 2, priceCents: 1000 },
      ],
      discountCents: 400,
      taxCents: 456,
      shippingCents: 0,
    });
    const text = pdfTextContent((await b.get(`/api/orders/${order.id}/invoice`)).rawPayload);
    const lines = text.split('\n');
    const at = (fragment: string) => lines.findIndex((l) => l.includes(fragment));
    expect(text).toContain('Multi-item discount (5%)');
    expect(text).toContain('-$4.00');
    expect(text).toContain('$80.56');
    expect(at('Subtotal')).toBeLessThan(at('Multi-item discount (5%)'));
    expect(at('Multi-item discount (5%)')).toBeLessThan(at('Sales tax'));

    // The seller's lines are $60.00 of the $80.00: three quarters of the discount ($3.00) and tax ($3.42).
    const theirs = pdfTextContent((await seller.b.get(`/api/orders/${order.id}/invoice`)).rawPayload);
    expect(theirs).toContain('Multi-item discount (5%)');
    expect(theirs).toContain('-$3.00');
    expect(theirs).toContain('$60.42');
    expect(theirs).toContain('with their share of the discount, tax and shipping');
  });

  it("states the tax rate from the order's checkout when it is known", async () => {
    const { b, id } = await signedIn();
    const order = await insertOrder(database.db, { userId: id, items: [{ productId: null, productName: 'Mug', quantity: 1, priceCents: 1000 }] });
    // Checkout records the rate it charged; orders made otherwise (the demo seed) have none.
    await database.db.insert(checkouts).values({
      userId: id,
      provider: 'sandbox',
      paymentIntentId: `pi_invoice_${order.id}`,
      status: 'ordered',
      items: [],
      subtotalCents: 1000,
      taxCents: 63,
      taxPercentage: 6.25,
      shippingCents: 595,
      totalCents: 1658,
      shippingAddress: { fullName: 'J', street: 's', city: 'c', state: 'IA', zipCode: '50309', country: 'US' },
      shippingMethod: 'USPS Priority Mail',
      estimatedDeliveryDays: 3,
      orderId: order.id,
    });
    expect(pdfTextContent((await b.get(`/api/orders/${order.id}/invoice`)).rawPayload)).toContain('Sales tax (6.25%)');
  });

  it('shows the cancellation and the refund to the card', async () => {
    const { b, id } = await signedIn();
    const order = await insertOrder(database.db, {
      userId: id,
      items: [{ productId: null, productName: 'Mug', quantity: 1, priceCents: 1000 }],
      taxCents: 60,
      shippingCents: 595,
      paymentIntentId: `pi_cancelled_${Date.now()}`,
    });
    await database.db
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'changed_mind', cancelledAt: new Date(), refundedCents: 1655 })
      .where(eq(orders.id, order.id));
    const text = pdfTextContent((await b.get(`/api/orders/${order.id}/invoice`)).rawPayload);
    expect(text).toContain('INVOICE (CANCELLED)');
    expect(text).toContain('Refunded to Visa ending in 4242');
    expect(text).toContain('-$16.55');
    expect(text).toContain('Balance');
    expect(text).toContain('This order was cancelled (Changed my mind).');
  });

  it('gives a seller their lines only; anyone else, and an order that does not exist, 404', async () => {
    const owner = await signedIn();
    const seller = await signedIn();
    const stranger = await signedIn();
    const bowl = await insertProduct(database.db, { name: 'Maple Bowl', priceCents: 6000, sellerId: seller.id });
    const order = await insertOrder(database.db, {
      userId: owner.id,
      items: [
        { productId: bowl, productName: 'Maple Bowl', quantity: 1, priceCents: 6000 },
        { productId: null, productName: 'Secret Other Item', quantity: 1, priceCents: 4000 },
      ],
    });
    const theirs = await seller.b.get(`/api/orders/${order.id}/invoice`);
    expect(theirs.statusCode).toBe(200);
    const text = pdfTextContent(theirs.rawPayload);
    expect(text).toContain('Maple Bowl');
    expect(text).not.toContain('Secret Other Item');
    expect(text).not.toContain('4242');

    for (const res of [await stranger.b.get(`/api/orders/${order.id}/invoice`), await stranger.b.get('/api/orders/2147483647/invoice')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await t.browser().get(`/api/orders/${order.id}/invoice`)).statusCode).toBe(401);
  });
});

describe('pdfText', () => {
  it('keeps what the standard fonts can draw and marks the rest', () => {
    expect(pdfText('Crème brûlée — “fine” × 2 · €5')).toBe('Crème brûlée — “fine” × 2 · €5');
    expect(pdfText('Soap 💥 漢字')).toBe('Soap ? ??');
  });
});
