// The cart summary's and the checkout sidebar's figures and labels (docs/product.md), pure: the
// client shows them and the server's tests check them against what it charges.
import { CART_TAX_RATE, cartCount, cartSubtotalCents, type CartLineDto } from '#shared/cart.ts';
import { multiItemDiscountCents, orderAmounts } from '#shared/checkout-rules.ts';
import { longestProcessingDays, promisedDelivery } from '#shared/delivery-estimate.ts';
import { formatCents, toCents } from '#shared/money.ts';
import type { ShippingPackageDto, ShippingRateDto } from '#shared/schemas/checkout.ts';
import type { PaymentIntentSetupDto } from '#shared/schemas/payments.ts';
import { stateCode, US_STATE_NAMES, US_ZIP_PATTERN, zipStateIssue } from '#shared/zip-states.ts';

export interface TaxLookup {
  taxCents: number;
  taxPercentage: number;
  /** the tax service could not answer: the state's estimated rate was used */
  estimated: boolean;
}

export interface CheckoutFigures {
  subtotalCents: number;
  /** the multi-item discount (0 under 3 items), shown as MULTI_ITEM_DISCOUNT_LABEL */
  discountCents: number;
  taxCents: number;
  taxLabel: string;
  /** null until a rate is chosen */
  shippingCents: number | null;
  service: string | null;
  days: number | null;
  /** ISO: the delivery date promised with the chosen rate (docs/decisions/0044); null until a rate is chosen */
  arrival: string | null;
  totalCents: number;
}

/** '6.25', '7.25', '6' (no trailing zeros). */
const percent = (p: number): string => String(Number(p.toFixed(3)));

/**
 * 'Estimated Tax (8%)' until the tax is known; 'Tax (6.25%)' once the tax service answered;
 * 'Estimated Tax (5%)' with the state's estimated rate; 'Tax (exempt)' for a tax of 0.
 */
export function taxLabel(tax: Pick<TaxLookup, 'taxCents' | 'taxPercentage' | 'estimated'> | null): string {
  if (!tax) return `Estimated Tax (${percent(CART_TAX_RATE * 100)}%)`;
  if (tax.taxCents === 0) return 'Tax (exempt)';
  return `${tax.estimated ? 'Estimated Tax' : 'Tax'} (${percent(tax.taxPercentage)}%)`;
}

/** The cart's goods as checkout prices them: the subtotal, how many items, and what the tax is asked on. */
export interface CartGoods {
  subtotalCents: number;
  itemCount: number;
  /** the subtotal less the multi-item discount: the amount the tax lookup is asked about */
  taxableCents: number;
  /** the business days before the parcels leave: the longest processing time of the items (docs/decisions/0059-specifications-and-processing-time.md) */
  processingDays: number;
}

export function cartGoods(lines: readonly Pick<CartLineDto, 'quantity' | 'product'>[]): CartGoods {
  const subtotalCents = cartSubtotalCents(lines);
  const itemCount = cartCount(lines);
  return {
    subtotalCents,
    itemCount,
    taxableCents: subtotalCents - multiItemDiscountCents(subtotalCents, itemCount),
    processingDays: longestProcessingDays(lines.map((l) => l.product.processingDays.max)),
  };
}

/**
 * The browser's own figures with the server's rules (`orderAmounts`): the multi-item discount off the
 * subtotal, the tax lookup for what is left (or 8% of it), the chosen rate.
 */
export function browserFigures(goods: Omit<CartGoods, 'taxableCents'>, tax: TaxLookup | null, rate: ShippingRateDto | null, now = new Date()): CheckoutFigures {
  const shippingCents = rate ? toCents(rate.rate) : null;
  const amounts = orderAmounts({
    subtotalCents: goods.subtotalCents,
    itemCount: goods.itemCount,
    shippingCents: shippingCents ?? 0,
    taxCents: (taxable) => (tax ? tax.taxCents : Math.round(taxable * CART_TAX_RATE)),
  });
  return {
    subtotalCents: amounts.subtotalCents,
    discountCents: amounts.discountCents,
    taxCents: amounts.taxCents,
    taxLabel: taxLabel(tax),
    shippingCents,
    service: rate?.service ?? null,
    days: rate?.estimatedDeliveryDays ?? null,
    arrival: rate ? arrivalOf(rate, now, goods.processingDays) : null,
    totalCents: amounts.totalCents,
  };
}

/** The server's figures from the payment setup: what the card is charged, so what the sidebar shows. */
export function serverFigures(setup: PaymentIntentSetupDto): CheckoutFigures {
  const taxCents = toCents(setup.tax);
  return {
    subtotalCents: toCents(setup.subtotal),
    discountCents: toCents(setup.discount),
    taxCents,
    taxLabel: taxLabel({ taxCents, taxPercentage: setup.taxPercentage, estimated: false }),
    shippingCents: toCents(setup.shipping),
    service: setup.shippingMethod,
    days: setup.estimatedDeliveryDays,
    arrival: setup.estimatedDeliveryDate,
    totalCents: toCents(setup.amount),
  };
}

/**
 * The date an order with `rate` would be promised (docs/decisions/0044): the server's, or, for the
 * browser's own fallback rates (the carrier could not answer), the same rule counted from `now`
 * with the cart's `processingDays` (CartGoods.processingDays).
 */
export const arrivalOf = (rate: ShippingRateDto, now: Date, processingDays: number): string =>
  rate.estimatedDeliveryDate ?? promisedDelivery(now, rate.estimatedDeliveryDays, processingDays).toISOString();

/** 'North Carolina and Iowa', 'Ohio, Texas and Iowa'. */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * What the shopper is told of a cart from several sellers (decision 0024): 'Ships in 2 packages, from
 * North Carolina and Iowa.' Nothing for a single package, which the spec's screens already describe.
 */
export function packagesNote(packages: readonly ShippingPackageDto[]): string | null {
  if (packages.length < 2) return null;
  const places = [...new Set(packages.map((p) => (p.from ? (US_STATE_NAMES[p.from] ?? p.from) : null)).filter((p): p is string => !!p))];
  return `Ships in ${packages.length} packages${places.length > 0 ? `, from ${listOf(places)}` : ''}.`;
}

/** A price of shipping as the page shows it: 'Free' for nothing, else dollars. */
export const shippingPrice = (cents: number): string => (cents === 0 ? 'Free' : formatCents(cents));

export interface TaxAddress {
  /** the 2-letter state the tax lookup asks about, or null while there is none to ask about */
  state: string | null;
  /** the ZIP code belongs to another state than the one typed (the form says which) */
  zipMismatch: boolean;
}

/**
 * What the tax lookup asks about, with the server's rules (src/shared/schemas/checkout.ts), so the
 * page shows the tax the server will charge: the code of the typed state (code or name) when that
 * state owns the US ZIP code; nothing while the state and ZIP code disagree or the ZIP code is not a
 * US one (the shop ships within the United States only, decision 0043).
 */
export function taxAddress(typedState: string, zipCode: string): TaxAddress {
  const zip = zipCode.trim();
  const code = stateCode(typedState);
  if (!US_ZIP_PATTERN.test(zip) || !code) return { state: null, zipMismatch: false };
  const issue = zipStateIssue(code, zip);
  return issue ? { state: null, zipMismatch: issue.field === 'zipCode' } : { state: code, zipMismatch: false };
}
