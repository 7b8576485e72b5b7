// The sandbox carrier's package journeys, tracked at moments chosen by the test (an injected clock).
import { describe, expect, it } from 'vitest';
import { DEMO_TRACKING_NUMBERS } from '#shared/schemas/tracking.ts';
import { trackDemo } from './sandbox-demo.ts';
import { postOffice } from './sandbox-places.ts';
import { regionOfZip, SERVICES } from './sandbox-rates.ts';
import { trackLabel, type IssuedLabel } from './sandbox-tracking.ts';
import { checkDigit, newTrackingNumber } from './tracking-numbers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Tuesday, November 17, 2026, 9:00 CST. */
const TUESDAY_9AM = new Date('2026-11-17T15:00:00Z');

const seattle: IssuedLabel = {
  trackingNumber: '9405500000000000000017',
  service: 'Priority Mail',
  originZip: '50309',
  destinationZip: '98101',
  createdAt: TUESDAY_9AM,
};

/** A label from a maker in Ames, Iowa (a town no sorting facility is named after) to Detroit. */
const fromAmes: IssuedLabel = {
  trackingNumber: '9405500000000000000024',
  service: 'Priority Mail',
  originZip: '50010',
  destinationZip: '48201',
  originCity: 'Ames',
  originState: 'IA',
  destinationCity: 'Detroit',
  destinationState: 'Michigan',
  createdAt: TUESDAY_9AM,
};

const at = (ms: number) => new Date(TUESDAY_9AM.getTime() + ms);
const chicago = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/Chicago', weekday: 'short', hour: 'numeric', hourCycle: 'h23' });

describe('a Priority Mail package from Des Moines to Seattle (zone 7, 3 days)', () => {
  it('has only its label at first, due on Friday', () => {
    const info = trackLabel(seattle, TUESDAY_9AM);
    expect(info).toMatchObject({ status: 'PRE_SHIPMENT', deliveredAt: null, statusDate: TUESDAY_9AM });
    expect(info.estimatedDeliveryDate?.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(info.events).toEqual([
      { status: 'PRE_SHIPMENT', description: 'Shipping Label Created, USPS Awaiting Item', at: TUESDAY_9AM, city: 'DES MOINES', state: 'IA', zipCode: '50309' },
    ]);
  });

  it('is accepted within the hour, then moves through facilities and a hub', () => {
    expect(trackLabel(seattle, at(HOUR)).status).toBe('ACCEPTED');
    const inTransit = trackLabel(seattle, at(2 * DAY));
    expect(inTransit.status).toBe('IN_TRANSIT');
    expect(inTransit.statusDescription).toMatch(/moving through the USPS network/);
    const places = inTransit.events.map((e) => `${e.description} @ ${e.city}, ${e.state}`);
    expect(places).toContain('Arrived at USPS Regional Origin Facility @ DES MOINES, IA');
    expect(places).toContain('Arrived at USPS Regional Facility @ DENVER, CO');
  });

  it('is out for delivery on Friday morning and delivered that afternoon in Seattle', () => {
    const morning = trackLabel(seattle, new Date('2026-11-20T15:00:00Z')); // 9:00 CST
    expect(morning.status).toBe('OUT_FOR_DELIVERY');
    expect(morning.statusDescription).toBe('The item is out for delivery in SEATTLE, WA 98101.');

    const evening = trackLabel(seattle, new Date('2026-11-21T00:00:00Z')); // 18:00 CST
    expect(evening.status).toBe('DELIVERED');
    expect(evening.estimatedDeliveryDate).toBeNull();
    expect(chicago(evening.deliveredAt!)).toMatch(/^Fri,? 1[3-6]$/);
    expect(evening.events[0]).toMatchObject({ description: 'Delivered, In/At Mailbox', city: 'SEATTLE', state: 'WA', zipCode: '98101' });
    // Newest first, each scan after the one before.
    const times = evening.events.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
  });

  it('answers the same every time it is asked', () => {
    expect(trackLabel(seattle, at(3 * DAY))).toEqual(trackLabel(seattle, at(3 * DAY)));
  });
});

describe('journeys', () => {
  it('moves a delivery that would fall on a Sunday to Monday', () => {
    const thursday = { ...seattle, createdAt: new Date('2026-11-19T15:00:00Z') };
    expect(trackLabel(thursday, thursday.createdAt).estimatedDeliveryDate?.toISOString()).toBe('2026-11-23T18:00:00.000Z');
  });

  it('keeps a local package in one facility, without a hub', () => {
    const local = trackLabel({ ...seattle, destinationZip: '50310' }, at(10 * DAY));
    expect(local.events.map((e) => e.description).reverse()).toEqual([
      'Shipping Label Created, USPS Awaiting Item',
      'Accepted at USPS Origin Facility',
      'Arrived at USPS Regional Origin Facility',
      'Departed USPS Regional Facility',
      'Arrived at Post Office',
      'Out for Delivery',
      'Delivered, In/At Mailbox',
    ]);
  });

  it('hands military mail to its gateway and delivers it at the APO', () => {
    const apo = trackLabel({ ...seattle, destinationZip: '09001', service: 'USPS Ground Advantage' }, at(20 * DAY));
    expect(apo.events.map((e) => `${e.city}, ${e.state} ${e.zipCode}`)).toContain('JAMAICA, NY 11430');
    expect(apo.events[0]).toMatchObject({ status: 'DELIVERED', city: 'APO', state: 'AE', zipCode: '09001' });
  });

  it.each(SERVICES.map((s) => s.service))('orders every %s journey in time, at any hour it is labelled, delivered on its due day', (service) => {
    for (let minutes = 0; minutes < 14 * 24 * 60; minutes += 151) {
      for (const destinationZip of ['50310', '60601', '10001', '90210', '96815', '00901']) {
        const label = { ...seattle, service, destinationZip, createdAt: at(minutes * 60_000) };
        const info = trackLabel(label, at(30 * DAY));
        const times = info.events.map((e) => e.at.getTime()).reverse();
        expect(
          times.every((t, i) => i === 0 || t > times[i - 1]!),
          `${service} to ${destinationZip} at +${minutes} min`,
        ).toBe(true);
        expect(info.status).toBe('DELIVERED');
        expect(chicago(info.deliveredAt!)).not.toMatch(/^Sun/);
        const due = trackLabel(label, label.createdAt).estimatedDeliveryDate!;
        expect(chicago(info.deliveredAt!).slice(0, 3)).toBe(chicago(due).slice(0, 3));
      }
    }
  });

  it('has a post office in the right state for every ZIP prefix in use', () => {
    for (let prefix = 0; prefix < 1000; prefix++) {
      const zip = `${String(prefix).padStart(3, '0')}01`;
      const region = regionOfZip(zip);
      if (!region) continue;
      expect(postOffice(zip), zip).toMatchObject({ state: region, city: expect.stringMatching(/^[A-Z' ]+$/), zipCode: zip });
    }
  });
});

describe('demo numbers', () => {
  const expected = [
    [DEMO_TRACKING_NUMBERS.delivered, 'DELIVERED'],
    [DEMO_TRACKING_NUMBERS.inTransit, 'IN_TRANSIT'],
    [DEMO_TRACKING_NUMBERS.exception, 'ALERT'],
    [DEMO_TRACKING_NUMBERS.preShipment, 'PRE_SHIPMENT'],
  ] as const;

  it.each(expected)('%s is %s whenever it is tracked', (trackingNumber, status) => {
    // Every 5 hours for three weeks, across a daylight-saving change.
    for (let ms = 0; ms < 21 * DAY; ms += 5 * HOUR) {
      const now = new Date(Date.UTC(2026, 9, 25) + ms);
      const info = trackDemo(trackingNumber, now)!;
      expect(info.status, now.toISOString()).toBe(status);
      expect(info.statusDate.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(info.events[0]!.status).toBe(status);
      if (status === 'DELIVERED') expect(info.deliveredAt).not.toBeNull();
      else expect(info.estimatedDeliveryDate!.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('are valid USPS numbers, and an exception explains the delay', () => {
    for (const n of Object.values(DEMO_TRACKING_NUMBERS)) expect(Number(n.at(-1))).toBe(checkDigit(n.slice(0, -1)));
    const info = trackDemo(DEMO_TRACKING_NUMBERS.exception, TUESDAY_9AM)!;
    expect(info.statusDescription).toBe('The item will arrive later than expected, but is still on its way. It is currently in transit to the next facility.');
    expect(info.events[0]!.description).toBe('In Transit, Arriving Late: Weather Delay');
  });

  it('does not know other numbers', () => {
    expect(trackDemo('9400100000000000000000', TUESDAY_9AM)).toBeNull();
  });
});

describe('tracking numbers', () => {
  it('computes the GS1 mod-10 check digit USPS uses', () => {
    expect(checkDigit('400638133393')).toBe(1); // EAN 4006381333931
    expect(checkDigit('940011189956309874512')).toBe(6);
  });

  it('issues 22 digits: the service prefix, a serial and the check digit', () => {
    const numbers = Array.from({ length: 50 }, () => newTrackingNumber('9405'));
    for (const n of numbers) {
      expect(n).toMatch(/^9405\d{18}$/);
      expect(Number(n.at(-1))).toBe(checkDigit(n.slice(0, -1)));
    }
    expect(new Set(numbers).size).toBe(50);
  });
});

describe("a package's first and last scans", () => {
  it("happen in the towns on the label: the maker's post office and the shopper's", () => {
    const delivered = trackLabel(fromAmes, at(10 * DAY));
    expect(delivered.status).toBe('DELIVERED');
    const first = delivered.events.at(-1)!;
    const last = delivered.events[0]!;
    expect(first).toMatchObject({ status: 'PRE_SHIPMENT', city: 'AMES', state: 'IA', zipCode: '50010' });
    expect(delivered.events.find((e) => e.status === 'ACCEPTED')).toMatchObject({ city: 'AMES', state: 'IA' });
    expect(last).toMatchObject({ status: 'DELIVERED', city: 'DETROIT', state: 'MI', zipCode: '48201' });
    // The sorting facilities stay the region's.
    expect(delivered.events.some((e) => e.description === 'Arrived at USPS Regional Origin Facility' && e.city === 'DES MOINES')).toBe(true);
  });

  it('fall back to the city serving the ZIP code on labels that name no town', () => {
    const older = trackLabel({ ...fromAmes, originCity: null, originState: null }, at(HOUR));
    expect(older.events.at(-1)).toMatchObject({ status: 'PRE_SHIPMENT', city: postOffice('50010').city, zipCode: '50010' });
  });
});
