import { describe, expect, it } from 'vitest';
import { FALLBACK_SHIPPING_RATES, fallbackTaxPercent, FREE_SHIPPING_NOTE, withFreeShipping } from './checkout-rules.ts';

const carrier = [
  { service: 'Priority Mail', rate: '12.40', estimatedDeliveryDays: 2, description: 'Faster' },
  { service: 'USPS Ground Advantage', rate: '7.85', estimatedDeliveryDays: 4, description: 'Ground' },
  { service: 'Priority Mail Express', rate: '38.10', estimatedDeliveryDays: 1 },
];

describe('withFreeShipping', () => {
  it('leaves the rates alone under $50', () => {
    expect(withFreeShipping(carrier, 49_99)).toEqual(carrier);
  });

  it('makes the cheapest service free from $50, wherever it is in the list, and keeps the others', () => {
    expect(withFreeShipping(carrier, 50_00)).toEqual([
      carrier[0],
      { service: 'USPS Ground Advantage', rate: '0.00', estimatedDeliveryDays: 4, description: FREE_SHIPPING_NOTE },
      carrier[2],
    ]);
    expect(withFreeShipping(FALLBACK_SHIPPING_RATES, 120_00).map((r) => r.rate)).toEqual(['0.00', '12.99']);
    expect(withFreeShipping([], 120_00)).toEqual([]);
  });
});

describe('fallbackTaxPercent', () => {
  it("uses the spec's table and 5% for any other state", () => {
    expect(['MI', 'ca', 'NY', 'TX', 'FL', 'IL', 'WA', 'zz'].map(fallbackTaxPercent)).toEqual([6, 7.25, 4, 6.25, 6, 6.25, 5, 5]);
  });
});
