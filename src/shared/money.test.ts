import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, toCents, centsToDecimal } from './money.ts';

describe('money', () => {
  it('formats numbers and decimal strings in en-US dollars', () => {
    expect(formatUsd(19.99)).toBe('$19.99');
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0')).toBe('$0.00');
  });

  it('shows an unreadable amount as $0.00', () => {
    expect(formatUsd('abc')).toBe('$0.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });

  it('converts to cents without floating-point drift', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(1999 * 3)).toBe('$59.97');
  });
});

describe('centsToDecimal', () => {
  it('writes two decimals', () => {
    expect([1999, 5, 0, 100000, -250].map(centsToDecimal)).toEqual(['19.99', '0.05', '0.00', '1000.00', '-2.50']);
  });
});
