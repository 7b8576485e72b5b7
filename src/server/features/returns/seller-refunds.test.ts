import { describe, expect, it } from 'vitest';
import { returnRefundCents } from './seller-refunds.ts';

const row = (quantity: number, priceCents: number, order: { subtotalCents: number; discountCents: number; taxCents: number }) => ({
  request: { quantity },
  line: { priceCents },
  order,
});

describe('returnRefundCents', () => {
  it('refunds the item and its share of the tax on an order without a discount', () => {
    // $40.00 of a $100.00 order taxed $6.00: $40.00 + $2.40.
    expect(returnRefundCents(row(1, 40_00, { subtotalCents: 100_00, discountCents: 0, taxCents: 6_00 }))).toBe(42_40);
  });

  it("takes off the item's share of the multi-item discount, so the refund is what was paid for it", () => {
    // $37.50 for 3 mugs of $12.50: $1.88 off, 6% tax on $35.62 = $2.14. One mug: $12.50 - $0.63 + $0.71.
    const order = { subtotalCents: 37_50, discountCents: 1_88, taxCents: 2_14 };
    expect(returnRefundCents(row(1, 12_50, order))).toBe(12_50 - 63 + 71);
    // Returning the three mugs one by one never gives back more than was paid for them.
    expect(3 * returnRefundCents(row(1, 12_50, order))).toBeLessThanOrEqual(37_50 - 1_88 + 2_14);
    expect(returnRefundCents(row(3, 12_50, order))).toBe(37_50 - 1_88 + 2_14);
  });
});
