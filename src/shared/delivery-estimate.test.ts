import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { arrivalDay, arrivesBy, deliveryPromise, isBusinessDay, longestProcessingDays, promisedDelivery, shipByDay } from './delivery-estimate.ts';

const day = (value: Date) => formatDate(value, 'day');
/** Midday in Chicago on an ISO date, as the rule holds days. */
const noon = (isoDate: string) => new Date(`${isoDate}T18:00:00Z`);

describe('the delivery promise', () => {
  // Most cases count a processing time of 2 business days (the handling every order had before
  // listings had their own, docs/decisions/0059-specifications-and-processing-time.md).
  it('ships within two business days of a weekday order, then adds the transit days', () => {
    // Monday morning: ships by Wednesday, arrives 3 days later on Saturday (USPS delivers Saturdays).
    const monday = new Date('2026-12-07T16:00:00Z');
    expect(day(shipByDay(monday, 2))).toBe('Wed, Dec 9');
    expect(day(promisedDelivery(monday, 3, 2))).toBe('Sat, Dec 12');
  });

  it('counts a Friday order from the next Monday, and a weekend order like it', () => {
    const friday = new Date('2026-12-04T16:00:00Z');
    expect(day(shipByDay(friday, 2))).toBe('Tue, Dec 8');
    expect(day(promisedDelivery(friday, 2, 2))).toBe('Thu, Dec 10');
    expect(day(promisedDelivery(new Date('2026-12-05T20:00:00Z'), 2, 2))).toBe('Thu, Dec 10');
    expect(day(promisedDelivery(new Date('2026-12-06T20:00:00Z'), 2, 2))).toBe('Thu, Dec 10');
  });

  it("takes the order's day in the marketplace's zone: 11 pm on Friday in Chicago is still Friday", () => {
    // 05:00 UTC on Saturday.
    expect(day(shipByDay(new Date('2026-12-05T05:00:00Z'), 2))).toBe('Tue, Dec 8');
  });

  it('moves a Sunday arrival to Monday', () => {
    // Ships Wednesday Dec 9; 4 days later is Sunday.
    expect(day(promisedDelivery(new Date('2026-12-07T16:00:00Z'), 4, 2))).toBe('Mon, Dec 14');
    expect(day(arrivalDay(noon('2026-12-11'), 2))).toBe('Mon, Dec 14');
  });

  it('does not ship on federal holidays: an order the day before Thanksgiving ships the next Monday', () => {
    const wednesday = new Date('2026-11-25T16:00:00Z');
    expect(day(shipByDay(wednesday, 2))).toBe('Mon, Nov 30');
    expect(arrivesBy(promisedDelivery(wednesday, 1, 2))).toBe('Arrives by Tue, Dec 1');
  });

  it("ships after the items' longest processing time in business days, then adds the carrier's days", () => {
    const monday = new Date('2026-12-07T16:00:00Z');
    // Candles (1-3 days) and a table (5-10 days) in one cart: the table's 10 days count.
    const days = longestProcessingDays([3, 10]);
    expect(days).toBe(10);
    // 10 business days after Monday Dec 7: Mon Dec 21 (two weekends skipped); 3 days in transit: Thu Dec 24.
    expect(day(shipByDay(monday, days))).toBe('Mon, Dec 21');
    expect(day(promisedDelivery(monday, 3, days))).toBe('Thu, Dec 24');
    // One business day: Tuesday; a Friday order ships on Monday.
    expect(day(promisedDelivery(monday, 2, 1))).toBe('Thu, Dec 10');
    expect(day(shipByDay(new Date('2026-12-04T16:00:00Z'), 1))).toBe('Mon, Dec 7');
    // Christmas (Friday Dec 25) is skipped too: 3 business days after Tuesday Dec 22 is Mon Dec 28.
    expect(day(shipByDay(new Date('2026-12-22T16:00:00Z'), 3))).toBe('Mon, Dec 28');
  });

  it('counts at least one business day of processing', () => {
    expect(longestProcessingDays([1, 3, 2])).toBe(3);
    expect(longestProcessingDays([])).toBe(1);
  });

  it('knows the federal holidays as observed', () => {
    for (const holiday of [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]) {
      expect(isBusinessDay(noon(holiday)), holiday).toBe(false);
    }
    // July 4, 2026 is a Saturday: observed on Friday the 3rd. Christmas 2027 too: Friday the 24th;
    // New Year's Day 2028 on Friday, December 31, 2027.
    expect(isBusinessDay(noon('2026-07-03'))).toBe(false);
    expect(isBusinessDay(noon('2027-12-24'))).toBe(false);
    expect(isBusinessDay(noon('2027-12-31'))).toBe(false);
    // Veterans Day 2029 is a Sunday: observed on Monday the 12th.
    expect(isBusinessDay(noon('2029-11-12'))).toBe(false);
    expect(isBusinessDay(noon('2026-11-27'))).toBe(true);
    expect(isBusinessDay(noon('2026-12-24'))).toBe(true);
  });

  it("states the promise, and the carrier's date beside it when it differs", () => {
    const promised = '2026-12-01T18:00:00.000Z';
    expect(deliveryPromise(promised, promised)).toBe('Arrives by Tue, Dec 1');
    // Another instant of the same day is the same date.
    expect(deliveryPromise(promised, '2026-12-01T21:30:00.000Z')).toBe('Arrives by Tue, Dec 1');
    expect(deliveryPromise(promised, '2026-11-30T18:00:00.000Z')).toBe('Promised by Tue, Dec 1, now expected Mon, Nov 30');
    expect(deliveryPromise(promised, '2026-12-02T18:00:00.000Z')).toBe('Promised by Tue, Dec 1, now expected Wed, Dec 2');
  });
});
