// Checkout's pricing rules that the browser shows and the server charges alike, so the two agree:
// the fallbacks for a carrier or tax service that cannot answer (docs/product.md A8 and A9), the
// shop's standard shipping (flat $5.95 under $50, free from $50) and the 5% multi-item discount
// (docs/product.md B9).
import { centsToDecimal, toCents } from './money.ts';
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

/** 'Free shipping on orders over $50' (docs/product.md A1 and A9): from $50.00 of goods. */
export const FREE_SHIPPING_MIN_SUBTOTAL_CENTS = 50_00;
export const FREE_SHIPPING_NOTE = 'Free shipping on orders over $50';
/** 'flat $5.95 under $50' (docs/product.md B9): what standard shipping costs below the free-shipping line. */
export const FLAT_STANDARD_SHIPPING_CENTS = 5_95;
export const FLAT_SHIPPING_NOTE = 'Flat $5.95 on orders under $50';

/**
 * The shop's standard shipping, kept at checkout (decision 0011): the cheapest service (the carrier's
 * or the fallback's, the one checkout selects first) costs a flat $5.95 under a $50.00 subtotal,
 * whatever the carrier asks, and nothing from $50.00; faster services keep their price. The subtotal
 * is the goods' price before the multi-item discount.
 */
export function withShippingPolicy(rates: readonly ShippingRateDto[], subtotalCents: number): ShippingRateDto[] {
  if (rates.length === 0) return [];
  const cheapest = rates.reduce((best, rate, i) => (toCents(rate.rate) < toCents(rates[best]!.rate) ? i : best), 0);
  const cents = standardShippingCents(subtotalCents);
  const standard = { rate: centsToDecimal(cents), description: cents === 0 ? FREE_SHIPPING_NOTE : FLAT_SHIPPING_NOTE };
  return rates.map((rate, i) => (i === cheapest ? { ...rate, ...standard } : rate));
}

/** What standard shipping costs for a subtotal: $5.95 under $50.00, nothing from $50.00. */
export const standardShippingCents = (subtotalCents: number): number => (subtotalCents >= FREE_SHIPPING_MIN_SUBTOTAL_CENTS ? 0 : FLAT_STANDARD_SHIPPING_CENTS);

/** '5% discount on orders with 3 or more items' (docs/product.md B9): items counted by quantity. */
export const MULTI_ITEM_DISCOUNT_MIN_ITEMS = 3;
export const MULTI_ITEM_DISCOUNT_PERCENT = 5;
/** The discount's line, the same on every screen, email and invoice. */
export const MULTI_ITEM_DISCOUNT_LABEL = `Multi-item discount (${MULTI_ITEM_DISCOUNT_PERCENT}%)`;

/**
 * 5% of the subtotal when the cart holds 3 or more items (the lines' quantities added up), in whole
 * cents rounded half up (187.5 cents off is $1.88), so a half cent goes to the shopper.
 */
export function multiItemDiscountCents(subtotalCents: number, itemCount: number): number {
  if (itemCount < MULTI_ITEM_DISCOUNT_MIN_ITEMS || subtotalCents <= 0) return 0;
  return Math.floor((subtotalCents * MULTI_ITEM_DISCOUNT_PERCENT + 50) / 100);
}

export interface OrderAmounts {
  subtotalCents: number;
  discountCents: number;
  /** what the tax is charged on: the subtotal less the discount (shipping is not taxed) */
  taxableCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * An order's figures as checkout charges them, on the page and on the server alike: the discount
 * comes off the subtotal before tax, the tax (`taxCents`, the caller's rate) is on what is left, and
 * shipping is added untaxed.
 */
export function orderAmounts(input: {
  subtotalCents: number;
  itemCount: number;
  shippingCents: number;
  taxCents: (taxableCents: number) => number;
}): OrderAmounts {
  const discountCents = multiItemDiscountCents(input.subtotalCents, input.itemCount);
  const taxableCents = input.subtotalCents - discountCents;
  const taxCents = input.taxCents(taxableCents);
  return {
    subtotalCents: input.subtotalCents,
    discountCents,
    taxableCents,
    taxCents,
    shippingCents: input.shippingCents,
    totalCents: taxableCents + taxCents + input.shippingCents,
  };
}

/**
 * Splits `totalCents` over `weights` in proportion, in whole cents that add up to it exactly: each
 * gets the floor of its exact share, and the cents left over go one each to the largest remainders
 * (ties to the earlier). Integer arithmetic throughout, so no float rounding decides a cent.
 * All weights zero (or none positive) share equally.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => BigInt(Math.max(0, Math.trunc(w))));
  const sum = positive.reduce((a, b) => a + b, 0n);
  if (sum === 0n)
    return splitCents(
      totalCents,
      weights.map(() => 1),
    );
  const total = BigInt(totalCents);
  const shares = positive.map((w) => (total * w) / sum);
  const rests = positive.map((w, i) => ({ i, rest: (total * w) % sum }));
  let left = totalCents - Number(shares.reduce((a, b) => a + b, 0n));
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of rests) {
    if (left <= 0) break;
    shares[i]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** What one order line carries of its order's multi-item discount and tax. */
export interface LineShare {
  discountCents: number;
  taxCents: number;
}

/**
 * Each line's share of its order's multi-item discount and tax (decision 0045): the discount split
 * over the lines by their price (unit price x quantity), the tax over what each line costs after its
 * discount, both by `splitCents`, so the lines add up to the order's figures to the cent. Every
 * line's seller funds their lines' share of the discount; a seller's earnings, a returned line's
 * refund and a seller's invoice all read these shares. `lines` in a fixed order (by id).
 */
export function lineShares(order: { discountCents: number; taxCents: number }, lines: readonly { priceCents: number; quantity: number }[]): LineShare[] {
  const gross = lines.map((l) => l.priceCents * l.quantity);
  const discounts = splitCents(order.discountCents, gross);
  const taxes = splitCents(
    order.taxCents,
    gross.map((g, i) => g - discounts[i]!),
  );
  return lines.map((_, i) => ({ discountCents: discounts[i]!, taxCents: taxes[i]! }));
}

/**
 * What `quantity` of a line's units carry of the line's shares: the goods (their price less their
 * part of the line's discount, rounded up) and their tax (rounded down), so the returns of a line
 * never give back more than was paid for it; returning the whole line gives exactly its shares.
 * The goods are what a seller's earnings lose, goods plus tax what the shopper is refunded.
 */
export function unitsShare(line: { priceCents: number; quantity: number }, share: LineShare, quantity: number): { goodsCents: number; taxCents: number } {
  const units = Math.max(line.quantity, quantity, 1);
  return {
    goodsCents: line.priceCents * quantity - Math.ceil((share.discountCents * quantity) / units),
    taxCents: Math.floor((share.taxCents * quantity) / units),
  };
}
