import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_PERCENT, platformFeeCents, platformFeePercentOf } from './seller-dashboard.ts';

describe('platformFeeCents: 15% of the sales, to the nearest cent', () => {
  it('rounds half a cent up and anything less down', () => {
    expect(platformFeeCents(30, PLATFORM_FEE_PERCENT)).toBe(5); // 4.5 cents
    expect(platformFeeCents(10, PLATFORM_FEE_PERCENT)).toBe(2); // 1.5 cents
    expect(platformFeeCents(8234, PLATFORM_FEE_PERCENT)).toBe(1235); // 1235.1 cents
    expect(platformFeeCents(8237, PLATFORM_FEE_PERCENT)).toBe(1236); // 1235.55 cents
    expect(platformFeeCents(100_00, PLATFORM_FEE_PERCENT)).toBe(15_00);
  });

  it('takes nothing from nothing', () => {
    expect(platformFeeCents(0, PLATFORM_FEE_PERCENT)).toBe(0);
    expect(platformFeeCents(-500, PLATFORM_FEE_PERCENT)).toBe(0);
  });

  it('stays exact in cents on sales far beyond a 32-bit integer', () => {
    // $2,000,000,000.01: 15% is $300,000,000.0015
    expect(platformFeeCents(200_000_000_001, PLATFORM_FEE_PERCENT)).toBe(30_000_000_000);
  });
});

describe('platformFeePercentOf', () => {
  it("charges a seller 15% and the platform's own stock nothing", () => {
    expect(platformFeePercentOf(2)).toBe(15);
    expect(platformFeePercentOf(null)).toBe(0);
    expect(platformFeeCents(100_00, platformFeePercentOf(null))).toBe(0);
  });
});
