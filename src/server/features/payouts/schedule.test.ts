import { describe, expect, it } from 'vitest';
import { isPayoutDay, marketDate, nextPayoutDay } from './schedule.ts';
import { isAbaRoutingNumber } from '#shared/schemas/payouts.ts';

describe('the payout calendar', () => {
  it('reads the day in the marketplace’s zone, not UTC', () => {
    // 2 am UTC on Tuesday is still Monday evening in Des Moines.
    expect(marketDate(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(isPayoutDay('monday', marketDate(new Date('2026-12-01T02:00:00Z')))).toBe(true);
  });

  it('finds the next payout day, today included unless it is done', () => {
    expect(nextPayoutDay('monday', '2026-11-27')).toBe('2026-11-30');
    expect(nextPayoutDay('monday', '2026-11-30')).toBe('2026-11-30');
    expect(nextPayoutDay('monday', '2026-11-30', true)).toBe('2026-12-07');
    expect(nextPayoutDay('friday', '2026-12-31')).toBe('2027-01-01');
    expect(nextPayoutDay('daily', '2026-11-30', true)).toBe('2026-12-01');
    // Across the change back from daylight saving time (1 November 2026).
    expect(nextPayoutDay('monday', '2026-10-31')).toBe('2026-11-02');
  });
});

describe('routing numbers', () => {
  it('take 9 digits whose ABA check digit is right', () => {
    expect(isAbaRoutingNumber('110000000')).toBe(true);
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('123456789')).toBe(false);
    expect(isAbaRoutingNumber('11000000')).toBe(false);
    expect(isAbaRoutingNumber('11000000a')).toBe(false);
  });
});
