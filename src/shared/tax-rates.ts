// Statewide base sales-tax rates for 2026 (percent), used by POST /api/tax/calculate.
// Only the state-level rate (plus any mandatory statewide local add-on, as in UT and VA); county and
// city taxes are not included. AK, DE, MT, NH and OR have no state sales tax; GU, VI, AS and MP levy
// gross-receipts or excise taxes rather than a sales tax on the buyer; military post offices
// (AA, AE, AP) are untaxed. The browser's own fallback table (spec 000 section 9) is separate.

export const SALES_TAX_RATES: Readonly<Record<string, number>> = {
  AL: 4, AK: 0, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DE: 0, DC: 6.5, FL: 6,
  GA: 4, HI: 4, ID: 6, IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 5, ME: 5.5,
  MD: 6, MA: 6.25, MI: 6, MN: 6.875, MS: 7, MO: 4.225, MT: 0, NE: 5.5, NV: 6.85, NH: 0,
  NJ: 6.625, NM: 4.875, NY: 4, NC: 4.75, ND: 5, OH: 5.75, OK: 4.5, OR: 0, PA: 6, RI: 7,
  SC: 6, SD: 4.2, TN: 7, TX: 6.25, UT: 6.1, VT: 6, VA: 5.3, WA: 6.5, WV: 6, WI: 5, WY: 4,
  // territories
  PR: 10.5, GU: 0, VI: 0, AS: 0, MP: 0,
  // military post offices
  AA: 0, AE: 0, AP: 0,
};

/** The rate in percent for a 2-letter code (any case), or undefined for an unknown one. */
export function salesTaxRate(state: string): number | undefined {
  const code = state.trim().toUpperCase();
  return Object.hasOwn(SALES_TAX_RATES, code) ? SALES_TAX_RATES[code] : undefined;
}

/**
 * Tax in integer cents on a subtotal in cents, rounded half up to the cent. Exact: the rate is
 * scaled to thousandths of a percent (6.875 -> 6875) so no binary fraction enters the product.
 */
export function salesTaxCents(subtotalCents: number, ratePercent: number): number {
  const milli = Math.round(ratePercent * 1000);
  return Math.floor((subtotalCents * milli + 50_000) / 100_000);
}
