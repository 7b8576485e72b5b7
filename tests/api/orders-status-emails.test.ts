// The shopper's status emails (issue 11): shipped with the tracking numbers and links, delivered with
// the return window, cancelled with the reason and refund; escaped HTML; the recipient; rollback.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orders } from '#server/db/schema.ts';
import { enqueueOrderStatusEmail } from '#server/features/orders/status-emails.ts';
import { createTestDatabase } from '../support/db.ts';
import { insertOrder, insertProduct, insertUser, testAddress } from '../support/orders.ts';

const PUBLIC_URL = 'https://shop.example.com/';

let database: Database;
let shopper = 0;
let board = 0;
let skillet = 0;
let skilletSeller = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  shopper = await insertUser(database.db, { email: 'account@example.test' });
  skilletSeller = await insertUser(database.db, { isSeller: true });
  board = await insertProduct(database.db, { name: 'Walnut Cutting Board', priceCents: 4599 });
  skillet = await insertProduct(database.db, { name: 'Cast Iron <Skillet> & Lid', priceCents: 8900, sellerId: skilletSeller });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const lastMail = async () => (await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
const mailCount = async () => (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

describe('the shipped email', () => {
  it('names every tracking number with a link to the tracking page', async () => {
    const { id } = await insertOrder(database.db, {
      userId: shopper,
      status: 'shipped',
      items: [
        { productId: board, productName: 'Walnut Cutting Board', quantity: 2, priceCents: 4599 },
        { productId: skillet, productName: 'Cast Iron <Skillet> & Lid', quantity: 1, priceCents: 8900 },
      ],
      // The carrier's own name for the service, as labels store it: 'USPS Ground Advantage'.
      shipments: [
        { trackingNumber: '9400111899223344556677' },
        { trackingNumber: '9400111899223344556688', service: 'USPS Ground Advantage', sellerId: skilletSeller },
      ],
    });
    await enqueueOrderStatusEmail(database.db, id, 'shipped', PUBLIC_URL);
    const mail = await lastMail();
    expect(mail.kind).toBe('order_shipped');
    expect(mail.toAddress).toBe('jordan@example.test');
    expect(mail.subject).toBe(`Your Heartland Market order #${id} has shipped`);
    expect(mail.textBody).toContain(`Hello Jordan Shopper,`);
    expect(mail.textBody).toContain(`your order #${id} is on its way in 2 packages.`);
    expect(mail.textBody).toContain('USPS Priority Mail, tracking number 9400111899223344556677');
    expect(mail.textBody).toContain('USPS Ground Advantage, tracking number 9400111899223344556688');
    expect(mail.textBody).not.toContain('USPS USPS');
    expect(mail.htmlBody).not.toContain('USPS USPS');
    expect(mail.textBody).toContain('Track package 9400111899223344556677: https://shop.example.com/tracking?tracking=9400111899223344556677');
    expect(mail.textBody).toContain('- Cast Iron <Skillet> & Lid × 1');
    expect(mail.textBody).toContain(`View your order: https://shop.example.com/orders/${id}`);
    expect(mail.htmlBody).toContain('href="https://shop.example.com/tracking?tracking=9400111899223344556688"');
    expect(mail.htmlBody).toContain('Cast Iron &lt;Skillet&gt; &amp; Lid × 1');
    expect(mail.htmlBody).not.toContain('<Skillet>');
  });
});

describe('the delivered email', () => {
  it('gives the delivery date and the end of the return window', async () => {
    const { id } = await insertOrder(database.db, {
      userId: shopper,
      status: 'delivered',
      items: [{ productId: board, quantity: 1, priceCents: 4599 }],
      deliveredAt: new Date('2025-06-10T15:00:00Z'),
      shipments: [{ trackingNumber: '9400111899223344550001', trackingStatus: 'DELIVERED' }],
    });
    await enqueueOrderStatusEmail(database.db, id, 'delivered', PUBLIC_URL);
    const mail = await lastMail();
    expect(mail.kind).toBe('order_delivered');
    expect(mail.subject).toBe(`Your Heartland Market order #${id} has been delivered`);
    expect(mail.textBody).toContain(`Your order #${id} was delivered on June 10, 2025.`);
    expect(mail.textBody).toContain('you can request a return from your order page until July 10, 2025.');
  });
});

describe('the cancelled email', () => {
  it('gives the reason and says the payment is being refunded to the card', async () => {
    const { id } = await insertOrder(database.db, {
      userId: shopper,
      items: [{ productId: board, quantity: 1, priceCents: 4599 }],
      paymentIntentId: 'pi_status_email',
      taxCents: 276,
      shippingCents: 595,
    });
    await database.db.update(orders).set({ status: 'cancelled', cancelReason: 'found_better_price', cancelledAt: new Date() }).where(eq(orders.id, id));
    await enqueueOrderStatusEmail(database.db, id, 'cancelled', PUBLIC_URL);
    const mail = await lastMail();
    expect(mail.kind).toBe('order_cancelled');
    expect(mail.subject).toBe(`Your Heartland Market order #${id} has been cancelled`);
    expect(mail.textBody).toContain(`Your order #${id} has been cancelled (reason: Found a better price).`);
    expect(mail.textBody).toContain('Your payment of $54.70 is being refunded to your Visa ending in 4242.');
  });

  it('promises no refund for an order that was never paid through the provider', async () => {
    const { id } = await insertOrder(database.db, { userId: shopper, items: [{ productId: board, quantity: 1, priceCents: 4599 }] });
    await enqueueOrderStatusEmail(database.db, id, 'cancelled', PUBLIC_URL);
    expect((await lastMail()).textBody).not.toContain('refund');
  });
});

describe('the recipient', () => {
  it("is the account's email when the order has no usable one", async () => {
    const { id } = await insertOrder(database.db, {
      userId: shopper,
      status: 'shipped',
      items: [{ productId: board, quantity: 1, priceCents: 4599 }],
      address: testAddress({ email: undefined }),
      shipments: [{ trackingNumber: '9400111899223344550002' }],
    });
    await enqueueOrderStatusEmail(database.db, id, 'shipped', PUBLIC_URL);
    expect((await lastMail()).toAddress).toBe('account@example.test');
  });
});

describe('in the transaction of the change', () => {
  it('is rolled back with it', async () => {
    const { id } = await insertOrder(database.db, {
      userId: shopper,
      items: [{ productId: board, quantity: 1, priceCents: 4599 }],
      shipments: [{ trackingNumber: '9400111899223344550003' }],
    });
    const before = await mailCount();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueOrderStatusEmail(tx, id, 'shipped', PUBLIC_URL);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailCount()).toBe(before);
  });
});
