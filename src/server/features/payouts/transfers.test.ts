import { describe, expect, it } from 'vitest';
import { partKey, planParts } from './transfers.ts';

describe('a payout’s parts', () => {
  it('take whole order shares, oldest first, the last taking what is left', () => {
    expect(
      planParts(2_500, [
        { orderId: 3, cents: 1_000 },
        { orderId: 5, cents: 2_000 },
        { orderId: 9, cents: 700 },
      ]),
    ).toEqual([
      { orderId: 3, amountCents: 1_000 },
      { orderId: 5, amountCents: 1_500 },
    ]);
  });

  it('skip orders with nothing open (sent already, or refunded after) and put money tied to no order in one part', () => {
    expect(
      planParts(1_200, [
        { orderId: 1, cents: 0 },
        { orderId: 2, cents: -300 },
        { orderId: 4, cents: 800 },
      ]),
    ).toEqual([
      { orderId: 4, amountCents: 800 },
      { orderId: null, amountCents: 400 },
    ]);
  });

  it('always sum to the payout', () => {
    for (const amount of [1, 99, 1_000, 12_345]) {
      const parts = planParts(amount, [
        { orderId: 1, cents: 250 },
        { orderId: 2, cents: 5_000 },
      ]);
      expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(amount);
      expect(parts.every((part) => part.amountCents > 0)).toBe(true);
    }
  });

  it('are keyed by the payout and the order, so a retry sends the same transfer', () => {
    expect(partKey('payout:7:2026-11-30', 12)).toBe('payout:7:2026-11-30:order:12');
    expect(partKey('payout:7:2026-11-30', null)).toBe('payout:7:2026-11-30:balance');
  });
});
