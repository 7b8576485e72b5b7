import { describe, expect, it } from 'vitest';
import { RATES_IN_FORCE_ON, SALES_TAX_TABLE, salesTaxCents, salesTaxRate } from './tax-rates.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('SALES_TAX_TABLE', () => {
  it('names the source of every rate and, where given, a real date no later than the table', () => {
    for (const [code, entry] of Object.entries(SALES_TAX_TABLE)) {
      expect(entry.source.length, code).toBeGreaterThan(10);
      expect(entry.rate, code).toBeGreaterThanOrEqual(0);
      expect(entry.rate, code).toBeLessThan(12);
      if (entry.since !== undefined) {
        expect(entry.since, code).toMatch(DAY);
        expect(entry.since <= RATES_IN_FORCE_ON, code).toBe(true);
      }
      if (entry.next) expect(entry.next.since > (entry.since ?? ''), code).toBe(true);
    }
  });
});

describe('salesTaxRate', () => {
  const jan2026 = new Date('2026-01-01T12:00:00Z');

  it('answers the state rate for a code in any case, and nothing for an unknown one', () => {
    expect(salesTaxRate('ca', jan2026)).toBe(7.25);
    expect(salesTaxRate(' MN ', jan2026)).toBe(6.875);
    expect(salesTaxRate('LA', jan2026)).toBe(5);
    expect(salesTaxRate('ZZ', jan2026)).toBeUndefined();
    expect(salesTaxRate('toString', jan2026)).toBeUndefined();
  });

  it("changes DC's rate at midnight in Washington on the day the enacted change takes effect", () => {
    expect(salesTaxRate('DC', jan2026)).toBe(6);
    expect(salesTaxRate('DC', new Date('2026-10-01T03:59:59Z'))).toBe(6); // 23:59:59 on 30 September, EDT
    expect(salesTaxRate('DC', new Date('2026-10-01T04:00:00Z'))).toBe(7);
  });
});

describe('salesTaxCents', () => {
  it('rounds half a cent up, exactly', () => {
    expect(salesTaxCents(1000, 6.25)).toBe(63);
    expect(salesTaxCents(20, 6.25)).toBe(1);
    expect(salesTaxCents(10000, 6.875)).toBe(688);
    expect(salesTaxCents(100, 4.225)).toBe(4);
  });
});
