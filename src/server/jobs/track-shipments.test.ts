// Delivery progress with an injected clock: the sandbox carrier's labels advance, the job keeps each
// package's status, and an order becomes delivered (with one email) when its last package arrives.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, orders, products, shipments, users } from '#server/db/schema.ts';
import { saveShippingSettings } from '#server/features/profile/shipping-settings.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { readUspsAccount } from '#server/features/profile/shipping-settings.ts';
import { sellerCarrier } from '#server/integrations/carrier/select.ts';
import { uspsCredentialBox } from '#server/security/secret-box.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeUsps } from '../../../tests/support/fake-usps.ts';
import { createTestDatabase } from '../../../tests/support/db.ts';
import { insertOrder, insertProduct, insertUser } from '../../../tests/support/orders.ts';
import { trackShipments, type TrackShipmentsDeps } from './track-shipments.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tuesday, November 17, 2026, 9:00 CST. */
const T0 = new Date('2026-11-17T15:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let database: Database;
let deps: TrackShipmentsDeps;
let clock = T0;
let shopper = 0;
let sellerA = 0;
let sellerB = 0;
let productA = 0;
let productB = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, carrier: new SandboxCarrier(database.db, () => clock), publicUrl: 'https://shop.example.com' };
  shopper = await insertUser(database.db, { email: 'shopper@example.test' });
  sellerA = await insertUser(database.db, { isSeller: true });
  sellerB = await insertUser(database.db, { isSeller: true });
  productA = await insertProduct(database.db, { name: 'Walnut Cutting Board', priceCents: 4599, sellerId: sellerA });
  productB = await insertProduct(database.db, { name: 'Wool Blanket', priceCents: 12900, sellerId: sellerB });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** A Priority Mail label from Des Moines to Seattle (3 days), bought at `when`. */
async function label(when: Date): Promise<string> {
  clock = when;
  const { trackingNumber } = await deps.carrier.createLabel({
    from: { name: 'Seller', street: '800 Walnut Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
    to: { name: 'Ada Lovelace', street: '12 Pike Street', city: 'Seattle', state: 'WA', zipCode: '98101' },
    weightOz: 16,
    dimensions: { length: 12, width: 9, height: 3 },
    service: 'Priority Mail',
  });
  return trackingNumber;
}

async function shippedOrder(packages: Array<{ trackingNumber: string; sellerId: number }>, productIds = [productA]) {
  const { id } = await insertOrder(database.db, {
    userId: shopper,
    status: 'shipped',
    createdAt: T0,
    items: productIds.map((productId) => ({ productId, quantity: 1, priceCents: 4599 })),
    shipments: packages.map((p) => ({ ...p, trackingStatus: 'PRE_SHIPMENT' })),
  });
  return id;
}

const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const packageRow = async (trackingNumber: string) => (await database.db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)))[0]!;
const deliveredEmails = (orderId: number) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order_delivered'), eq(mailOutbox.subject, `Your Heartland Market order #${orderId} has been delivered`)));

describe('trackShipments', () => {
  it('follows a package from its label to the door, then delivers the order once, with one email', async () => {
    const trackingNumber = await label(T0);
    const orderId = await shippedOrder([{ trackingNumber, sellerId: sellerA }]);

    await trackShipments(deps, at(HOUR));
    expect(await packageRow(trackingNumber)).toMatchObject({ trackingStatus: 'ACCEPTED', deliveredAt: null, lastCheckedAt: at(HOUR) });
    expect((await orderRow(orderId)).status).toBe('shipped');

    await trackShipments(deps, at(DAY));
    expect((await packageRow(trackingNumber)).trackingStatus).toBe('IN_TRANSIT');

    const report = await trackShipments(deps, at(4 * DAY));
    expect(report).toMatchObject({ delivered: 1, ordersDelivered: 1 });
    const delivered = await packageRow(trackingNumber);
    expect(delivered.trackingStatus).toBe('DELIVERED');
    // Friday afternoon, as the carrier says, not when the job happened to ask.
    expect(delivered.deliveredAt!.getTime()).toBeGreaterThan(new Date('2026-11-20T18:00:00Z').getTime());
    expect(delivered.deliveredAt!.getTime()).toBeLessThan(new Date('2026-11-20T23:00:00Z').getTime());
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered', deliveredAt: delivered.deliveredAt, updatedAt: at(4 * DAY) });
    const emails = await deliveredEmails(orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.toAddress).toBe('jordan@example.test');

    // A delivered package is not asked about again; nothing more is sent.
    expect(await trackShipments(deps, at(6 * DAY))).toMatchObject({ checked: 0 });
    expect(await deliveredEmails(orderId)).toHaveLength(1);
  });

  it('delivers an order once even when two runs find its last package delivered at the same time', async () => {
    const trackingNumber = await label(at(10 * DAY));
    const orderId = await shippedOrder([{ trackingNumber, sellerId: sellerA }]);
    const reports = await Promise.all([trackShipments(deps, at(15 * DAY)), trackShipments(deps, at(15 * DAY))]);
    expect(reports.reduce((n, r) => n + r.ordersDelivered, 0)).toBe(1);
    expect((await orderRow(orderId)).status).toBe('delivered');
    expect(await deliveredEmails(orderId)).toHaveLength(1);
  });

  it('asks about a package at most every half hour, least recently asked first', async () => {
    const first = await label(at(20 * DAY));
    const second = await label(at(20 * DAY));
    await shippedOrder([{ trackingNumber: first, sellerId: sellerA }]);
    await shippedOrder([{ trackingNumber: second, sellerId: sellerA }]);

    expect(await trackShipments(deps, at(20 * DAY + HOUR), 1)).toMatchObject({ checked: 1 });
    expect((await packageRow(first)).lastCheckedAt).toEqual(at(20 * DAY + HOUR));
    expect((await packageRow(second)).lastCheckedAt).toBeNull();
    expect(await trackShipments(deps, at(20 * DAY + HOUR + 10 * 60_000), 1)).toMatchObject({ checked: 1 });
    expect((await packageRow(second)).lastCheckedAt).toEqual(at(20 * DAY + HOUR + 10 * 60_000));
    expect(await trackShipments(deps, at(20 * DAY + HOUR + 20 * 60_000))).toMatchObject({ checked: 0 });
  });

  it('keeps asking about a number the carrier does not know, without touching its status', async () => {
    await shippedOrder([{ trackingNumber: '9400100000000000000000', sellerId: sellerA }]);
    await trackShipments(deps, at(30 * DAY));
    expect(await packageRow('9400100000000000000000')).toMatchObject({ trackingStatus: 'PRE_SHIPMENT', deliveredAt: null, lastCheckedAt: at(30 * DAY) });
  });

  it("waits for every seller's package before the order is delivered", async () => {
    const fromA = await label(at(40 * DAY));
    const orderId = await shippedOrder([{ trackingNumber: fromA, sellerId: sellerA }], [productA, productB]);
    await trackShipments(deps, at(45 * DAY));
    expect((await packageRow(fromA)).trackingStatus).toBe('DELIVERED');
    expect((await orderRow(orderId)).status).toBe('shipped');

    // The second seller ships later; when that package arrives the order is delivered.
    const fromB = await label(at(46 * DAY));
    await database.db.insert(shipments).values({ orderId, sellerId: sellerB, service: 'Priority Mail', trackingNumber: fromB });
    await trackShipments(deps, at(51 * DAY));
    const order = await orderRow(orderId);
    expect(order.status).toBe('delivered');
    expect(order.deliveredAt).toEqual((await packageRow(fromB)).deliveredAt);
    expect(await deliveredEmails(orderId)).toHaveLength(1);
  });

  it("waits for the platform's package of its own stock (seller null) as for a seller's", async () => {
    const house = await insertProduct(database.db, { name: 'Heartland Gift Card Box', priceCents: 2500, sellerId: null });
    const fromA = await label(at(60 * DAY));
    const orderId = await shippedOrder([{ trackingNumber: fromA, sellerId: sellerA }], [productA, house]);
    await trackShipments(deps, at(65 * DAY));
    expect((await packageRow(fromA)).trackingStatus).toBe('DELIVERED');
    expect((await orderRow(orderId)).status).toBe('shipped');

    const fromPlatform = await label(at(66 * DAY));
    await database.db.insert(shipments).values({ orderId, sellerId: null, service: 'Priority Mail', trackingNumber: fromPlatform });
    await trackShipments(deps, at(71 * DAY));
    expect((await orderRow(orderId)).status).toBe('delivered');
    expect(await deliveredEmails(orderId)).toHaveLength(1);
  });

  it("counts a line's seller at purchase, not the product's: a product deleted or sold on since does not ship its line", async () => {
    const gone = await insertProduct(database.db, { name: 'Retired Lamp', priceCents: 8000, sellerId: sellerB });
    const movedOn = await insertProduct(database.db, { name: 'Resold Chair', priceCents: 9000, sellerId: sellerB });
    const fromA = await label(at(80 * DAY));
    const orderId = await shippedOrder([{ trackingNumber: fromA, sellerId: sellerA }], [productA, gone, movedOn]);
    // Seller B's lines stay theirs: one product is deleted, the other now sold by seller A.
    await database.db.delete(products).where(eq(products.id, gone));
    await database.db.update(products).set({ sellerId: sellerA }).where(eq(products.id, movedOn));
    await trackShipments(deps, at(85 * DAY));
    expect((await packageRow(fromA)).trackingStatus).toBe('DELIVERED');
    expect((await orderRow(orderId)).status).toBe('shipped');
  });
});

describe("trackShipments: labels bought on a seller's own USPS account", () => {
  const box = uspsCredentialBox('a-test-application-secret-of-at-least-32-characters');
  const enable = async (sellerId: number, uspsEnabled: boolean, uspsApiKey?: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.id, sellerId));
    await saveShippingSettings(database.db, box, user!, {
      uspsUserId: FAKE_CLIENT_ID,
      uspsApiKey,
      shippingOriginZip: '50309',
      uspsEnabled,
      removeUspsApiKey: !uspsApiKey && !uspsEnabled,
    });
  };

  it("tracks them on the seller's account, and leaves them waiting when that account can no longer be used", async () => {
    const fake = await startFakeUsps();
    try {
      const seller = await insertUser(database.db, { isSeller: true });
      const product = await insertProduct(database.db, { name: 'Cedar Birdhouse', priceCents: 3900, sellerId: seller });
      await enable(seller, true, FAKE_CLIENT_SECRET);
      const trackingNumber = '9205590000000000777001';
      const orderId = await shippedOrder([{ trackingNumber, sellerId: seller }], [product]);
      await database.db.update(shipments).set({ provider: 'usps' }).where(eq(shipments.trackingNumber, trackingNumber));
      fake.tracking.set(trackingNumber, {
        statusCategory: 'Delivered',
        trackingEvents: [
          {
            eventType: 'Delivered, Front Door/Porch',
            eventTimestamp: '2026-12-20T19:00:00Z',
            eventCity: 'SEATTLE',
            eventState: 'WA',
            eventZIP: '98101',
            eventCode: '01',
          },
        ],
      });
      const withUsps: TrackShipmentsDeps = {
        ...deps,
        carrierFor: sellerCarrier({
          readAccount: (sellerId) => readUspsAccount(database.db, box, sellerId),
          platform: deps.carrier,
          usps: { apiBase: fake.url, timeoutMs: 2000 },
        }),
      };

      // The seller turned USPS off: the package is not asked of the platform's carrier, and nothing breaks.
      await enable(seller, false);
      const waiting = await trackShipments(withUsps, at(60 * DAY));
      expect(waiting.skipped).toBeGreaterThanOrEqual(1);
      expect(fake.requests).toHaveLength(0);
      expect(await packageRow(trackingNumber)).toMatchObject({ trackingStatus: 'PRE_SHIPMENT', deliveredAt: null });

      // Back on: asked of USPS with the seller's credentials, and the order is delivered.
      await enable(seller, true, FAKE_CLIENT_SECRET);
      await trackShipments(withUsps, at(61 * DAY));
      expect(fake.requests.map((r) => r.path)).toContain(`/tracking/v3/tracking/${trackingNumber}?expand=DETAIL`);
      expect(await packageRow(trackingNumber)).toMatchObject({ trackingStatus: 'DELIVERED', deliveredAt: new Date('2026-12-20T19:00:00Z') });
      expect((await orderRow(orderId)).status).toBe('delivered');
    } finally {
      await fake.close();
    }
  });

  it('keeps going past a package whose carrier fails', async () => {
    const fake = await startFakeUsps();
    try {
      const seller = await insertUser(database.db, { isSeller: true });
      await enable(seller, true, FAKE_CLIENT_SECRET);
      const broken = '9205590000000000777002';
      await shippedOrder([{ trackingNumber: broken, sellerId: seller }]);
      await database.db.update(shipments).set({ provider: 'usps' }).where(eq(shipments.trackingNumber, broken));
      const fine = await label(at(70 * DAY));
      await shippedOrder([{ trackingNumber: fine, sellerId: sellerA }]);
      fake.failNext(503, 5);
      const withUsps: TrackShipmentsDeps = {
        ...deps,
        carrierFor: sellerCarrier({
          readAccount: (sellerId) => readUspsAccount(database.db, box, sellerId),
          platform: deps.carrier,
          usps: { apiBase: fake.url, timeoutMs: 2000 },
        }),
      };
      const report = await trackShipments(withUsps, at(75 * DAY));
      expect(report.skipped).toBeGreaterThanOrEqual(1);
      expect((await packageRow(fine)).trackingStatus).toBe('DELIVERED');
    } finally {
      await fake.close();
    }
  });
});
