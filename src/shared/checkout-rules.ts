// Checkout's pricing rules that the browser shows and the server charges alike, so the two agree:
// the fallbacks for a carrier or tax service that cannot answer (spec 000 sections 8 and 9), and
// the free shipping the shop promises on its trust strip and product pages.
import { toCents } from './money.ts';
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

/** 'Free shipping on orders over $50' (spec 000 sections 1 and 9): from $50.00 of goods. */
export const FREE_SHIPPING_MIN_SUBTOTAL_CENTS = 50_00;
export const FREE_SHIPPING_NOTE = 'Free shipping on orders over $50';

/**
 * The promise kept at checkout: with a subtotal of $50 or more the cheapest service (the carrier's
 * or the fallback's) costs nothing; faster services keep their price.
 */
export function withFreeShipping(rates: readonly ShippingRateDto[], subtotalCents: number): ShippingRateDto[] {
  if (subtotalCents < FREE_SHIPPING_MIN_SUBTOTAL_CENTS || rates.length === 0) return [...rates];
  const cheapest = rates.reduce((best, rate, i) => (toCents(rate.rate) < toCents(rates[best]!.rate) ? i : best), 0);
  return rates.map((rate, i) => (i === cheapest ? { ...rate, rate: '0.00', description: FREE_SHIPPING_NOTE } : rate));
}
