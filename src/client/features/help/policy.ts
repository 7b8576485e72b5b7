// The policy facts of docs/product.md B9 as every help page words them: the FAQ, the returns and
// shipping pages and the contact page say the same thing the same way (docs/decisions/0016).
import {
  FALLBACK_SHIPPING_RATES,
  FLAT_STANDARD_SHIPPING_CENTS,
  FREE_SHIPPING_MIN_SUBTOTAL_CENTS,
  MULTI_ITEM_DISCOUNT_LABEL,
  MULTI_ITEM_DISCOUNT_MIN_ITEMS,
  MULTI_ITEM_DISCOUNT_PERCENT,
} from '#shared/checkout-rules.ts';
import { formatCents, formatUsd, toCents } from '#shared/money.ts';
import { RETURN_REASONS } from '#shared/returns.ts';
import type { PayoutPolicyDto } from '#shared/schemas/payout-policy.ts';
import { PLATFORM_FEE_PERCENT } from '#shared/seller-dashboard.ts';

/** '$50': checkout makes the cheapest service free from this subtotal. */
export const FREE_SHIPPING_FROM = `$${FREE_SHIPPING_MIN_SUBTOTAL_CENTS / 100}`;
/** '$5.95': what checkout charges for the cheapest service under that subtotal. */
export const FLAT_SHIPPING_RATE = formatCents(FLAT_STANDARD_SHIPPING_CENTS);

/** The standard shipping rule as checkout applies it (`withShippingPolicy`). */
export const STANDARD_SHIPPING = `Standard shipping is free on orders of ${FREE_SHIPPING_FROM} or more and a flat ${FLAT_SHIPPING_RATE} on orders under ${FREE_SHIPPING_FROM}.`;

/** The multi-item discount as checkout applies it (`multiItemDiscountCents`, `orderAmounts`). */
export const MULTI_ITEM_DISCOUNT = `Orders of ${MULTI_ITEM_DISCOUNT_MIN_ITEMS} or more items get ${MULTI_ITEM_DISCOUNT_PERCENT}% off the items' subtotal, rounded to the nearest cent. Every unit counts: 3 mugs are 3 items. The discount shows as its own line, "${MULTI_ITEM_DISCOUNT_LABEL}", on the cart, at checkout and on your order, and it comes off before tax, so sales tax is charged on the discounted amount.`;

/** The handling part of the delivery promise (`shipByDay`, docs/decisions/0044). */
/** Each listing has its maker's processing time (issue 28, docs/decisions/0059-specifications-and-processing-time.md). */
export const HANDLING_TIME =
  'Each product page says how long its maker takes to make and pack it ("Ships in 1-3 business days", counting Monday to Friday, except federal holidays); an order ships when its slowest item is ready.';

/**
 * USPS services as checkout offers them, with the carrier's delivery times once a package ships:
 * days after it ships, Saturdays included, a Sunday arrival moving to Monday (`arrivalDay`).
 */
export const SHIPPING_SERVICES = [
  { service: 'USPS Ground Advantage', days: '2-5 days', note: 'Affordable ground delivery with tracking.' },
  { service: 'Priority Mail', days: '1-3 days', note: 'Faster, with tracking and insurance up to $100.' },
  { service: 'Priority Mail Express', days: '1-2 days', note: 'The fastest service, with a money-back guarantee from USPS.' },
] as const;

/** How checkout's date is counted, and what the order's pages and emails do with it. */
export const DELIVERY_PROMISE =
  "Checkout shows the date each service arrives by for your address: the day your order ships plus the service's days. USPS delivers Monday to Saturday, so a package due on a Sunday arrives on Monday. Your confirmation, your order's page and its emails keep that date; once your package ships, if USPS expects it on another day, they say so beside it.";

/**
 * What checkout offers when the carrier's rates cannot be reached for a moment: the cheaper of them is
 * the standard service, priced as standard shipping ($5.95, free from $50), the other keeps its price.
 */
const cheapestFallback = FALLBACK_SHIPPING_RATES.reduce((best, r) => (toCents(r.rate) < toCents(best.rate) ? r : best));
export const FALLBACK_RATES_TEXT = FALLBACK_SHIPPING_RATES.map((r) =>
  r === cheapestFallback
    ? `${r.service} (about ${r.estimatedDeliveryDays} days) at the standard shipping price`
    : `${r.service} at ${formatUsd(r.rate)} (about ${r.estimatedDeliveryDays} days)`,
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

/** The fee the books take from a seller's sales (`platformFeeCents`). */
export const PLATFORM_FEE = `${PLATFORM_FEE_PERCENT}%`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** When a sale becomes available after delivery (PAYOUT_HOLD_DAYS): '3 days after delivery'. */
export const payoutHold = (policy: PayoutPolicyDto): string =>
  policy.holdDays === 0 ? 'as soon as the order is delivered' : `${plural(policy.holdDays, 'day')} after delivery`;

/** When payouts are sent (PAYOUT_SCHEDULE): 'weekly, on Mondays' or 'every day'. */
export const payoutTiming = (policy: PayoutPolicyDto): string =>
  policy.schedule === 'daily' ? 'every day' : `weekly, on ${policy.schedule[0]!.toUpperCase()}${policy.schedule.slice(1)}s`;

/** The least a payout sends (PAYOUT_MINIMUM_CENTS): '$1.00'. */
export const payoutMinimum = (policy: PayoutPolicyDto): string => formatUsd(policy.minimum);

/** How a sale becomes money in the bank, with the server's figures: the hold, the schedule, the minimum. */
export const payoutRules = (policy: PayoutPolicyDto) => ({
  hold:
    policy.holdDays === 0
      ? 'A sale stays pending until the order is delivered, then becomes available, unless a return on the order is still open.'
      : `A sale stays pending until the order is delivered and then for a hold of ${payoutHold(policy)}, so a shopper has time to report a problem. It then becomes available, unless a return on the order is still open.`,
  payouts: `Payouts are sent ${payoutTiming(policy)}: your whole available balance goes to the bank account you entered on the Payouts page, once it is at least ${payoutMinimum(policy)}.`,
});

/** When the legal pages (terms, privacy, accessibility, cookies, seller terms) last changed. */
export const LEGAL_UPDATED = 'November 27, 2026';
