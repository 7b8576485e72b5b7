import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SHIPPING_RATES,
  fallbackTaxPercent,
  FLAT_SHIPPING_NOTE,
  FREE_SHIPPING_NOTE,
  lineShares,
  multiItemDiscountCents,
  orderAmounts,
  splitCents,
  unitsShare,
  withShippingPolicy,
} from './checkout-rules.ts';

const carrier = [
  { service: 'Priority Mail', rate: '12.40', estimatedDeliveryDays: 2, description: 'Faster' },
  { service: 'USPS Ground Advantage', rate: '7.85', estimatedDeliveryDays: 4, description: 'Ground' },
  { service: 'Priority Mail Express', rate: '38.10', estimatedDeliveryDays: 1 },
];

describe('withShippingPolicy', () => {
  it('charges the cheapest service a flat $5.95 under $50, whatever the carrier asks, and keeps the others', () => {
    expect(withShippingPolicy(carrier, 49_99)).toEqual([
      carrier[0],
      { service: 'USPS Ground Advantage', rate: '5.95', estimatedDeliveryDays: 4, description: FLAT_SHIPPING_NOTE },
      carrier[2],
    ]);
    const cheap = [{ service: 'USPS Ground Advantage', rate: '4.10', estimatedDeliveryDays: 5 }];
    expect(withShippingPolicy(cheap, 10_00)[0]).toMatchObject({ rate: '5.95' });
  });

  it('makes the cheapest service free from $50, wherever it is in the list, and keeps the others', () => {
    expect(withShippingPolicy(carrier, 50_00)).toEqual([
      carrier[0],
      { service: 'USPS Ground Advantage', rate: '0.00', estimatedDeliveryDays: 4, description: FREE_SHIPPING_NOTE },
      carrier[2],
    ]);
    expect(withShippingPolicy([], 120_00)).toEqual([]);
  });

  it("applies to the spec's fallback rates: Standard is $5.95 or free, Expedited keeps $12.99", () => {
    expect(withShippingPolicy(FALLBACK_SHIPPING_RATES, 12_50).map((r) => r.rate)).toEqual(['5.95', '12.99']);
    expect(withShippingPolicy(FALLBACK_SHIPPING_RATES, 120_00).map((r) => r.rate)).toEqual(['0.00', '12.99']);
  });
});

describe('multiItemDiscountCents', () => {
  it('takes 5% off from 3 items, counted by quantity, rounded half up to the cent', () => {
    expect(multiItemDiscountCents(37_50, 2)).toBe(0);
    expect(multiItemDiscountCents(37_50, 3)).toBe(1_88); // 187.5 cents
    expect(multiItemDiscountCents(19_90, 3)).toBe(1_00); // 99.5 cents
    expect(multiItemDiscountCents(19_89, 3)).toBe(99); // 99.45 cents
    expect(multiItemDiscountCents(100_00, 12)).toBe(5_00);
    expect(multiItemDiscountCents(0, 3)).toBe(0);
  });
});

describe('orderAmounts', () => {
  it('subtracts the discount before tax and adds shipping', () => {
    expect(orderAmounts({ subtotalCents: 37_50, itemCount: 3, shippingCents: 5_95, taxCents: (taxable) => Math.round(taxable * 0.06) })).toEqual({
      subtotalCents: 37_50,
      discountCents: 1_88,
      taxableCents: 35_62,
      taxCents: 2_14,
      shippingCents: 5_95,
      totalCents: 35_62 + 2_14 + 5_95,
    });
    expect(orderAmounts({ subtotalCents: 25_00, itemCount: 2, shippingCents: 0, taxCents: () => 0 })).toMatchObject({ discountCents: 0, totalCents: 25_00 });
  });
});

describe('fallbackTaxPercent', () => {
  it("uses the spec's table and 5% for any other state", () => {
    expect(['MI', 'ca', 'NY', 'TX', 'FL', 'IL', 'WA', 'zz'].map(fallbackTaxPercent)).toEqual([6, 7.25, 4, 6.25, 6, 6.25, 5, 5]);
  });
});

describe('splitCents', () => {
  it('splits by weight in whole cents that add up to the amount', () => {
    expect(splitCents(599, [48, 16])).toEqual([449, 150]);
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1299, [16])).toEqual([1299]);
    for (const [total, weights] of [
      [599, [3, 7, 11]],
      [1, [5, 5]],
      [0, [16, 32]],
    ] as const) {
      const shares = splitCents(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
    }
  });

  it('decides each cent by integer remainders, ties to the earlier', () => {
    // 0.1 + 0.2 style float error cannot move a cent: 3 x 1/3 of 2 cents.
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitCents(13_78, [260_00, 12_50, 3_00])).toEqual([13_00, 63, 15]);
    expect(splitCents(5, [0, 0])).toEqual([3, 2]);
  });
});

describe('lineShares', () => {
  // Two sellers: a $260.00 table (seller A), two $12.50 mugs and a $3.00 card (seller B). 4 items:
  // 5% of $288.00 = $14.40 off, 6% tax on $273.60 = $16.42.
  const lines = [
    { priceCents: 260_00, quantity: 1 },
    { priceCents: 12_50, quantity: 2 },
    { priceCents: 3_00, quantity: 1 },
  ];
  const order = { discountCents: 14_40, taxCents: 16_42 };

  it("splits the order's discount by the lines' prices and its tax by what is left, to the cent", () => {
    const shares = lineShares(order, lines);
    expect(shares).toEqual([
      { discountCents: 13_00, taxCents: 14_82 },
      { discountCents: 1_25, taxCents: 1_43 },
      { discountCents: 15, taxCents: 17 },
    ]);
    expect(shares.reduce((s, l) => s + l.discountCents, 0)).toBe(order.discountCents);
    expect(shares.reduce((s, l) => s + l.taxCents, 0)).toBe(order.taxCents);
  });

  it('gives a whole returned line back exactly: its price less its discount plus its tax', () => {
    const [table] = lineShares(order, lines);
    // $260.00 - $13.00 + $14.82: the shopper gets $261.82 back, the seller's earnings lose $247.00.
    expect(unitsShare(lines[0]!, table!, 1)).toEqual({ goodsCents: 247_00, taxCents: 14_82 });
  });

  it('never gives back more than was paid when the units of a line come back one by one', () => {
    const share = { discountCents: 1_25, taxCents: 1_43 };
    const one = unitsShare({ priceCents: 12_50, quantity: 2 }, share, 1);
    expect(one).toEqual({ goodsCents: 12_50 - 63, taxCents: 71 });
    expect(2 * (one.goodsCents + one.taxCents)).toBeLessThanOrEqual(25_00 - 1_25 + 1_43);
  });
});
