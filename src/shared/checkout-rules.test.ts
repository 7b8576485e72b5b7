import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SHIPPING_RATES,
  fallbackTaxPercent,
  FLAT_SHIPPING_NOTE,
  FREE_SHIPPING_NOTE,
  multiItemDiscountCents,
  orderAmounts,
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
