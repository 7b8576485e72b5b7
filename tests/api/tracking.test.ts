// GET /api/tracking (docs/product.md B3, B5 and B7): the spec's validation messages, the result
// fields from the sandbox carrier, unknown numbers answered with `error`, public and rate limited.
// The app's clock is injected, so a label's progress is tracked at chosen moments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { DEMO_TRACKING_NUMBERS, type TrackingResultDto } from '#shared/schemas/tracking.ts';
import { createClock, createTestApp, registerUser, type TestApp } from '../support/app.ts';

const HOUR = 3_600_000;
const clock = createClock(new Date('2026-11-17T15:00:00Z')); // Tuesday, 9:00 CST
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});

afterAll(async () => {
  await t?.close();
});

const track = (number: string, remoteAddress?: string) => t.browser({ remoteAddress }).get(`/api/tracking?tracking=${encodeURIComponent(number)}`);

async function result(number: string): Promise<TrackingResultDto> {
  const res = await track(number);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrackingResultDto>();
}

describe('GET /api/tracking', () => {
  it.each([
    ['/api/tracking', 'Tracking number is required'],
    ['/api/tracking?tracking=', 'Tracking number is required'],
    ['/api/tracking?tracking=%20%20', 'Tracking number is required'],
    ['/api/tracking?tracking=94001118995', 'Tracking number must be at least 12 characters'],
    [`/api/tracking?tracking=${'9'.repeat(35)}`, 'Tracking number must be at most 34 characters'],
    ['/api/tracking?tracking=9400-1118-9956', 'Tracking number can only contain letters and numbers'],
    ['/api/tracking?tracking=9400%201118%209956', 'Tracking number can only contain letters and numbers'],
    ['/api/tracking?tracking=9400111899563098745126&tracking=1', 'Tracking number is required'],
  ])('%s answers 400 with the message %j', async (url, message) => {
    const res = await t.browser().get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the result fields for anyone, signed out or in, and lets the browser keep them a minute', async () => {
    const visitor = await track(DEMO_TRACKING_NUMBERS.delivered);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, max-age=60');
    const body = visitor.json<TrackingResultDto>();
    expect(Object.keys(body).sort()).toEqual(
      ['deliveryDate', 'estimatedDeliveryDate', 'events', 'status', 'statusDate', 'statusDescription', 'trackingNumber'].sort(),
    );
    expect(body).toMatchObject({ trackingNumber: DEMO_TRACKING_NUMBERS.delivered, status: 'DELIVERED', estimatedDeliveryDate: null });
    expect(body.deliveryDate).toBe(body.statusDate);
    expect(body.events[0]).toMatchObject({
      eventDescription: 'Delivered, In/At Mailbox',
      eventCity: 'SEATTLE',
      eventState: 'WA',
      eventZipCode: '98101',
      eventLocation: 'SEATTLE, WA 98101',
    });

    const shopper = t.browser();
    await registerUser(shopper);
    const signedIn = await shopper.get(`/api/tracking?tracking=${DEMO_TRACKING_NUMBERS.delivered}`);
    expect(signedIn.json()).toEqual(body);
  });

  it('gives each event its date and time in the marketplace zone beside the timestamp', async () => {
    const { events } = await result(DEMO_TRACKING_NUMBERS.inTransit);
    expect(events.length).toBeGreaterThan(3);
    for (const e of events) {
      const local = new Date(e.eventTimestamp).toLocaleString('sv-SE', { timeZone: 'America/Chicago' }); // '2026-11-15 09:55:01'
      expect(`${e.eventDate} ${e.eventTime}`).toBe(local.slice(0, 16));
    }
  });

  it.each([
    ['delivered', 'DELIVERED'],
    ['inTransit', 'IN_TRANSIT'],
    ['exception', 'ALERT'],
    ['preShipment', 'PRE_SHIPMENT'],
  ] as const)('tracks the %s demo number as %s', async (demo, status) => {
    const body = await result(DEMO_TRACKING_NUMBERS[demo]);
    expect(body.status).toBe(status);
    expect(body.events[0]).toBeDefined();
    if (status !== 'DELIVERED') expect(new Date(body.estimatedDeliveryDate!).getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it("answers a number the carrier never issued with an error for the 'Error Tracking Package' card", async () => {
    const body = await result('9400100000000000000000');
    expect(body).toMatchObject({
      trackingNumber: '9400100000000000000000',
      error: 'No tracking information was found for this tracking number.',
      events: [],
      deliveryDate: null,
      estimatedDeliveryDate: null,
    });
  });

  it("follows a label the carrier issued as the app's clock moves: label, accepted, in transit, out for delivery, delivered", async () => {
    const carrier = new SandboxCarrier(t.database.db, clock.now);
    const { trackingNumber } = await carrier.createLabel({
      from: { name: 'Prairie Workshop Co.', street: '800 Walnut Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
      to: { name: 'Ada Lovelace', street: '12 Pike Street', city: 'Seattle', state: 'WA', zipCode: '98101' },
      weightOz: 16,
      dimensions: { length: 12, width: 9, height: 3 },
      service: 'Priority Mail',
    });
    const seen: string[] = [];
    for (const step of [0, HOUR, 24 * HOUR, 48 * HOUR, 24 * HOUR]) {
      clock.advance(step);
      seen.push((await result(trackingNumber)).status);
    }
    // Labelled Tuesday 9:00 CST, due Friday: out for delivery at 10:00 that morning, delivered by Saturday.
    expect(seen).toEqual(['PRE_SHIPMENT', 'ACCEPTED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    const delivered = await result(trackingNumber);
    expect(delivered.events.at(-1)).toMatchObject({ eventDescription: 'Shipping Label Created, USPS Awaiting Item', eventCity: 'DES MOINES' });
  });

  it('limits one address to 60 lookups a minute, and not the next address', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 60; i++) expect((await track(DEMO_TRACKING_NUMBERS.preShipment, address)).statusCode).toBe(200);
    const limited = await track(DEMO_TRACKING_NUMBERS.preShipment, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect((await track(DEMO_TRACKING_NUMBERS.preShipment, '203.0.113.78')).statusCode).toBe(200);
  });
});
