// The policy facts of spec 001 section 9 as every help page words them: the FAQ, the returns and
// shipping pages and the contact page say the same thing the same way (docs/decisions/0016).
import { FALLBACK_SHIPPING_RATES, FREE_SHIPPING_MIN_SUBTOTAL_CENTS } from '#shared/checkout-rules.ts';
import { formatUsd } from '#shared/money.ts';
import { RETURN_REASONS } from '#shared/returns.ts';

/** '$50': checkout makes the cheapest service free from this subtotal. */
export const FREE_SHIPPING_FROM = `$${FREE_SHIPPING_MIN_SUBTOTAL_CENTS / 100}`;

export const HANDLING_TIME = 'Most orders ship within 1-2 business days.';

/** USPS services as checkout offers them, with the carrier's delivery times once a package ships. */
export const SHIPPING_SERVICES = [
  { service: 'USPS Ground Advantage', days: '2-5 business days', note: 'Affordable ground delivery with tracking.' },
  { service: 'Priority Mail', days: '1-3 business days', note: 'Faster, with tracking and insurance up to $100.' },
  { service: 'Priority Mail Express', days: 'Overnight to 2 days', note: 'The fastest service, with a money-back guarantee from USPS.' },
] as const;

/** What checkout offers when the carrier's rates cannot be reached for a moment. */
export const FALLBACK_RATES_TEXT = FALLBACK_SHIPPING_RATES.map(
  (r) => `${r.service} at ${formatUsd(r.rate)} (about ${r.estimatedDeliveryDays} days)`,
).join(' or ');

export const SHIP_TO =
  'We ship within the United States only: all 50 states, Washington, D.C., the U.S. territories (Puerto Rico, the U.S. Virgin Islands, Guam, American Samoa and the Northern Mariana Islands) and military APO, FPO and DPO addresses.';

export const SELLER_REVIEW =
  'The seller reviews your request within 1-2 business days. Most requests are approved automatically; custom-made or perishable items may need more information from you.';

/**
 * One refund timing everywhere (the spec's FAQ said 5-7 business days, its policy page 3-5; the
 * cancellation email says 3-5). Where it starts is said beside it: a cancellation, an inspected return.
 */
export const REFUND_TIMING =
  'Refunds are processed within 3-5 business days, back to your original payment method. Your bank may take another 2-10 business days to show the refund on your statement.';

/** Reporting a problem with a delivery: a defective, damaged or wrong item, or a lost package. */
export const REPORT_WINDOW_DAYS = 14;

/** The return reasons that report a problem with the item (all but 'No longer needed' and 'Other'), as the dialog offers them. */
export const PROBLEM_REASONS = RETURN_REASONS.filter((r) => r !== 'No longer needed' && r !== 'Other');

export const PLATFORM_FEE = '15%';
