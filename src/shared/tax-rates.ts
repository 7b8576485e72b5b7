// Statewide base sales-tax rates (percent), used by POST /api/tax/calculate and the checkout amount.
//
// Only the state-level rate, plus a local add-on that is mandatory statewide (CA 1.25, UT 1.25, VA 1);
// county, city and district taxes are not included. Each rate names the agency that publishes it
// and the date from which it applies: `since` is when the current rate took effect, where that date
// is known; otherwise the rate is the one in force on RATES_IN_FORCE_ON, as the agency and the Tax
// Foundation's "State and Local Sales Tax Rates, 2025" (state column) list it, with no state-level
// change on 1 January 2026 in the January 2026 change notes of Avalara and Fonoa.
// The browser's own fallback table (docs/product.md A9) is separate: src/shared/checkout-rules.ts.

export interface TaxRate {
  /** percent: 6.25 */
  rate: number;
  /** who publishes it */
  source: string;
  /** when this rate took effect (YYYY-MM-DD), where known */
  since?: string;
  /** a change already enacted: applies from its `since` date on */
  next?: TaxRate & { since: string };
}

export const RATES_IN_FORCE_ON = '2026-01-01';

const NONE = 'no state sales tax';

export const SALES_TAX_TABLE: Readonly<Record<string, TaxRate>> = {
  AL: { rate: 4, source: 'Alabama Department of Revenue' },
  AK: { rate: 0, source: `Alaska Department of Revenue: ${NONE} (boroughs and cities levy their own)` },
  AZ: { rate: 5.6, source: 'Arizona Department of Revenue (transaction privilege tax)', since: '2013-06-01' },
  AR: { rate: 6.5, source: 'Arkansas Department of Finance and Administration', since: '2013-07-01' },
  CA: { rate: 7.25, source: 'California Department of Tax and Fee Administration (6% state + 1.25% statewide local)', since: '2017-01-01' },
  CO: { rate: 2.9, source: 'Colorado Department of Revenue' },
  CT: { rate: 6.35, source: 'Connecticut Department of Revenue Services', since: '2011-07-01' },
  DE: { rate: 0, source: `Delaware Division of Revenue: ${NONE} (a gross receipts tax on sellers)` },
  // The FY 2026 Budget Support Act repealed the rise to 6.5% planned for 2025-10-01 and kept the rise
  // to 7% on 2026-10-01 enacted by the FY 2025 Budget Support Act (KPMG, "This Week in State Tax", 15 Dec 2025).
  DC: {
    rate: 6,
    source: 'DC Office of Tax and Revenue',
    since: '2018-10-01',
    next: { rate: 7, source: 'DC Office of Tax and Revenue: FY 2025 Budget Support Act of 2024', since: '2026-10-01' },
  },
  FL: { rate: 6, source: 'Florida Department of Revenue' },
  GA: { rate: 4, source: 'Georgia Department of Revenue' },
  HI: { rate: 4, source: 'Hawaii Department of Taxation (general excise tax; county surcharges not included)' },
  ID: { rate: 6, source: 'Idaho State Tax Commission', since: '2006-10-01' },
  IL: { rate: 6.25, source: 'Illinois Department of Revenue' },
  IN: { rate: 7, source: 'Indiana Department of Revenue', since: '2008-04-01' },
  IA: { rate: 6, source: 'Iowa Department of Revenue', since: '2008-07-01' },
  KS: { rate: 6.5, source: 'Kansas Department of Revenue', since: '2015-07-01' },
  KY: { rate: 6, source: 'Kentucky Department of Revenue' },
  LA: { rate: 5, source: 'Louisiana Department of Revenue: Act 11 (HB 10) of the 2024 Third Extraordinary Session', since: '2025-01-01' },
  ME: { rate: 5.5, source: 'Maine Revenue Services', since: '2013-10-01' },
  MD: { rate: 6, source: 'Comptroller of Maryland', since: '2008-01-03' },
  MA: { rate: 6.25, source: 'Massachusetts Department of Revenue', since: '2009-08-01' },
  MI: { rate: 6, source: 'Michigan Department of Treasury', since: '1994-05-01' },
  MN: { rate: 6.875, source: 'Minnesota Department of Revenue', since: '2009-07-01' },
  MS: { rate: 7, source: 'Mississippi Department of Revenue' },
  MO: { rate: 4.225, source: 'Missouri Department of Revenue (4% general + 0.225% conservation, parks and soils)' },
  MT: { rate: 0, source: `Montana Department of Revenue: ${NONE}` },
  NE: { rate: 5.5, source: 'Nebraska Department of Revenue' },
  NV: { rate: 6.85, source: 'Nevada Department of Taxation' },
  NH: { rate: 0, source: `New Hampshire Department of Revenue Administration: ${NONE}` },
  NJ: { rate: 6.625, source: 'New Jersey Division of Taxation', since: '2018-01-01' },
  NM: { rate: 4.875, source: 'New Mexico Taxation and Revenue Department (gross receipts tax)', since: '2023-07-01' },
  NY: { rate: 4, source: 'New York State Department of Taxation and Finance' },
  NC: { rate: 4.75, source: 'North Carolina Department of Revenue', since: '2011-07-01' },
  ND: { rate: 5, source: 'North Dakota Office of State Tax Commissioner' },
  OH: { rate: 5.75, source: 'Ohio Department of Taxation', since: '2013-09-01' },
  OK: { rate: 4.5, source: 'Oklahoma Tax Commission' },
  OR: { rate: 0, source: `Oregon Department of Revenue: ${NONE}` },
  PA: { rate: 6, source: 'Pennsylvania Department of Revenue' },
  RI: { rate: 7, source: 'Rhode Island Division of Taxation' },
  SC: { rate: 6, source: 'South Carolina Department of Revenue', since: '2007-06-01' },
  SD: { rate: 4.2, source: 'South Dakota Department of Revenue (2023 HB 1137)', since: '2023-07-01' },
  TN: { rate: 7, source: 'Tennessee Department of Revenue', since: '2002-07-15' },
  TX: { rate: 6.25, source: 'Texas Comptroller of Public Accounts' },
  UT: { rate: 6.1, source: 'Utah State Tax Commission (4.85% state + 1.25% statewide local)' },
  VT: { rate: 6, source: 'Vermont Department of Taxes' },
  VA: { rate: 5.3, source: 'Virginia Department of Taxation (4.3% state + 1% statewide local; regional add-ons not included)', since: '2013-07-01' },
  WA: { rate: 6.5, source: 'Washington Department of Revenue' },
  WV: { rate: 6, source: 'West Virginia Tax Division' },
  WI: { rate: 5, source: 'Wisconsin Department of Revenue' },
  WY: { rate: 4, source: 'Wyoming Department of Revenue' },
  // Territories: only Puerto Rico has a sales tax on the buyer; the others tax the seller's gross receipts.
  PR: { rate: 10.5, source: 'Departamento de Hacienda de Puerto Rico (state IVU; the 1% municipal IVU not included)', since: '2015-07-01' },
  GU: { rate: 0, source: 'Guam Department of Revenue and Taxation: no sales tax (a business privilege tax on sellers)' },
  VI: { rate: 0, source: 'Virgin Islands Bureau of Internal Revenue: no sales tax (a gross receipts tax on sellers)' },
  AS: { rate: 0, source: 'American Samoa Department of Treasury: no general sales tax' },
  MP: { rate: 0, source: 'CNMI Department of Finance, Division of Revenue and Taxation: no sales tax (a business gross revenue tax on sellers)' },
  // Freely associated states served by USPS as domestic mail: outside every US sales tax.
  PW: { rate: 0, source: 'Republic of Palau: not a US tax jurisdiction' },
  FM: { rate: 0, source: 'Federated States of Micronesia: not a US tax jurisdiction' },
  MH: { rate: 0, source: 'Republic of the Marshall Islands: not a US tax jurisdiction' },
  // Military post offices: no state's sales tax applies.
  AA: { rate: 0, source: 'military post office (APO/FPO/DPO): no state sales tax' },
  AE: { rate: 0, source: 'military post office (APO/FPO/DPO): no state sales tax' },
  AP: { rate: 0, source: 'military post office (APO/FPO/DPO): no state sales tax' },
};

/** YYYY-MM-DD of an instant in Washington, DC: the only scheduled change is DC's, at its midnight. */
const easternDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The rate in percent for a 2-letter code (any case) on a given day, or undefined for an unknown code. */
export function salesTaxRate(state: string, on: Date): number | undefined {
  const code = state.trim().toUpperCase();
  if (!Object.hasOwn(SALES_TAX_TABLE, code)) return undefined;
  const entry = SALES_TAX_TABLE[code]!;
  return entry.next && easternDate(on) >= entry.next.since ? entry.next.rate : entry.rate;
}

/**
 * Tax in integer cents on a subtotal in cents, rounded half up to the cent. Exact: the rate is
 * scaled to thousandths of a percent (6.875 -> 6875) so no binary fraction enters the product.
 */
export function salesTaxCents(subtotalCents: number, ratePercent: number): number {
  const milli = Math.round(ratePercent * 1000);
  return Math.floor((subtotalCents * milli + 50_000) / 100_000);
}
