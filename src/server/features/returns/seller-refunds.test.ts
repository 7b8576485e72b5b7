import { describe, expect, it } from 'vitest';
import { returnRefundCents } from './seller-refunds.ts';

type Line = { id: number; priceCents: number; quantity: number };
const row = (quantity: number, line: Line, order: { discountCents: number; taxCents: number; lines: Line[] }) => ({ request: { quantity }, line, order });

describe('returnRefundCents', () => {
  it('refunds the item and its share of the tax on an order without a discount', () => {
    // $40.00 of a $100.00 order taxed $6.00: $40.00 + $2.40.
    const lines = [
      { id: 1, priceCents: 40_00, quantity: 1 },
      { id: 2, priceCents: 60_00, quantity: 1 },
    ];
    expect(returnRefundCents(row(1, lines[0]!, { discountCents: 0, taxCents: 6_00, lines }))).toBe(42_40);
  });

  it("takes off the item's share of the multi-item discount, so the refund is what was paid for it", () => {
    // $37.50 for 3 mugs of $12.50: $1.88 off, 6% tax on $35.62 = $2.14. One mug: $12.50 - $0.63 + $0.71.
    const mugs = { id: 7, priceCents: 12_50, quantity: 3 };
    const order = { discountCents: 1_88, taxCents: 2_14, lines: [mugs] };
    expect(returnRefundCents(row(1, mugs, order))).toBe(12_50 - 63 + 71);
    // Returning the three mugs one by one never gives back more than was paid for them.
    expect(3 * returnRefundCents(row(1, mugs, order))).toBeLessThanOrEqual(37_50 - 1_88 + 2_14);
    expect(returnRefundCents(row(3, mugs, order))).toBe(37_50 - 1_88 + 2_14);
  });

  it('refunds a line of a two-seller order its price less its allocated discount plus its allocated tax', () => {
    // A $260.00 table and $28.00 of another seller's goods, 4 items: $14.40 off, 6% tax $16.42.
    const lines = [
      { id: 1, priceCents: 260_00, quantity: 1 },
      { id: 2, priceCents: 12_50, quantity: 2 },
      { id: 3, priceCents: 3_00, quantity: 1 },
    ];
    expect(returnRefundCents(row(1, lines[0]!, { discountCents: 14_40, taxCents: 16_42, lines }))).toBe(261_82);
  });
});
