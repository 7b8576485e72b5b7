// What checkout uses when the carrier or the tax service cannot answer (spec 000 sections 8 and 9).
// The browser shows these; the server prices a payment with the same rules, so the two agree.
import type { ShippingRateDto } from './schemas/checkout.ts';

/** 'Standard Shipping' 5.99 in 5 days and 'Expedited Shipping' 12.99 in 2 days; the first is selected. */
export const FALLBACK_SHIPPING_RATES: readonly ShippingRateDto[] = [
  { service: 'Standard Shipping', rate: '5.99', estimatedDeliveryDays: 5 },
  { service: 'Expedited Shipping', rate: '12.99', estimatedDeliveryDays: 2 },
];

const FALLBACK_TAX_PERCENT: Readonly<Partial<Record<string, number>>> = { MI: 6, CA: 7.25, NY: 4, TX: 6.25, FL: 6, IL: 6.25 };

/** MI 6%, CA 7.25%, NY 4%, TX 6.25%, FL 6%, IL 6.25%, any other state 5%. */
export function fallbackTaxPercent(state: string): number {
  const code = state.trim().toUpperCase();
  return FALLBACK_TAX_PERCENT[code] ?? 5;
}
