// One date format for the server and the browser (issue 9): the same text whatever zone the
// runtime is in, in the marketplace's zone (US Central).
import { afterEach, describe, expect, it } from 'vitest';
import { addMarketDays, formatDate, MARKET_TIME_ZONE } from './dates.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Runs `fn` with the process in each zone (Node applies a change of TZ at once). */
const inEachZone = <T>(fn: () => T): T[] =>
  ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin'].map((zone) => {
    process.env.TZ = zone;
    return fn();
  });

describe('formatDate', () => {
  it('shows the date in US Central time, whatever the zone of the server or the browser', () => {
    expect(MARKET_TIME_ZONE).toBe('America/Chicago');
    // 9:30 pm on February 28 in Chicago: already March 1 in UTC and in Tokyo.
    const evening = '2025-03-01T03:30:00.000Z';
    expect(new Set(inEachZone(() => formatDate(evening)))).toEqual(new Set(['February 28, 2025']));
    expect(new Set(inEachZone(() => formatDate(new Date(evening), 'day')))).toEqual(new Set(['Fri, Feb 28']));
    expect(new Set(inEachZone(() => formatDate(evening, 'dateTime')))).toEqual(new Set(['Feb 28, 2025, 9:30 PM CST']));
  });

  it('names the zone of a time, standard or daylight', () => {
    expect(formatDate('2025-01-01T12:05:00Z', 'dateTime')).toBe('Jan 1, 2025, 6:05 AM CST');
    expect(formatDate('2025-07-04T17:00:00Z', 'dateTime')).toBe('Jul 4, 2025, 12:00 PM CDT');
    expect(formatDate('2026-11-01T12:00:00.000Z')).toBe('November 1, 2026');
  });

  it('answers the fallback for a missing or unreadable date', () => {
    expect(formatDate(null, 'long', 'Unknown date')).toBe('Unknown date');
    expect(formatDate(undefined, 'dateTime', '—')).toBe('—');
    expect(formatDate('', 'long', 'x')).toBe('x');
    expect(formatDate('not a date', 'long', 'not a date')).toBe('not a date');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('addMarketDays', () => {
  it('counts calendar days in Chicago, whatever the runtime zone', () => {
    // Monday March 2, 2026 at 7 pm in Chicago is Tuesday in UTC.
    const monday = new Date('2026-03-03T01:00:00Z');
    const days = inEachZone(() => [formatDate(addMarketDays(monday, 7), 'day'), formatDate(addMarketDays(monday, 10), 'day')].join(' - '));
    expect(new Set(days)).toEqual(new Set(['Mon, Mar 9 - Thu, Mar 12']));
  });

  it('keeps the calendar day across a daylight-saving change and a month end', () => {
    // Daylight time starts on March 8, 2026: 7 x 24 hours after 11:30 pm on March 2 would be March 10.
    const lateNight = new Date('2026-03-03T05:30:00Z');
    expect(formatDate(lateNight, 'day')).toBe('Mon, Mar 2');
    expect(formatDate(addMarketDays(lateNight, 7), 'day')).toBe('Mon, Mar 9');
    expect(formatDate(addMarketDays(new Date('2026-01-28T18:00:00Z'), 7), 'long')).toBe('February 4, 2026');
  });
});
