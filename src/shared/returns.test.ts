// The 30-day return window (docs/product.md B9): the whole of the 30th day after delivery in the
// marketplace's zone, the same instant whatever zone the server or the browser runs in.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/dates.ts';
import { returnWindowEnd } from './returns.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const end = (deliveredAt: string, updatedAt = '2000-01-01T00:00:00Z') =>
  returnWindowEnd({ deliveredAt: new Date(deliveredAt), updatedAt: new Date(updatedAt) }).toISOString();

describe('returnWindowEnd', () => {
  it('ends at the last millisecond of the 30th day in Chicago, in standard and in daylight time', () => {
    // Delivered in CST, the last day in CDT (daylight saving starts March 9, 2025).
    expect(end('2025-03-01T18:00:00Z')).toBe('2025-04-01T04:59:59.999Z');
    // Delivered in CDT, the last day in CST (it ends November 2, 2025).
    expect(end('2025-10-15T15:00:00Z')).toBe('2025-11-15T05:59:59.999Z');
    expect(formatDate(end('2025-10-15T15:00:00Z'))).toBe('November 14, 2025');
  });

  it('counts days from the delivery date in Chicago, not in UTC', () => {
    // 10:30 pm on January 9 in Chicago is already January 10 in UTC.
    expect(end('2025-01-10T04:30:00Z')).toBe('2025-02-09T05:59:59.999Z');
  });

  it('is the same instant in any runtime zone', () => {
    const results = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Lord_Howe'].map((zone) => {
      process.env.TZ = zone;
      return end('2025-03-01T18:00:00Z');
    });
    expect(new Set(results)).toEqual(new Set(['2025-04-01T04:59:59.999Z']));
  });

  it('counts from the last change of an order marked delivered without a delivery time', () => {
    expect(returnWindowEnd({ deliveredAt: null, updatedAt: new Date('2025-06-10T15:00:00Z') }).toISOString()).toBe('2025-07-11T04:59:59.999Z');
  });
});
