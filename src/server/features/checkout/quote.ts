import type { Db } from '#server/db/client.ts';
import type { CheckoutItem, CheckoutPackage, ShippingAddress } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/errors.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { chargedOptions, fallbackRates, packagesFor, type CartRate, type ShippingOption } from '#server/features/shipping/packages.ts';
import { cartIsEmpty, cartLines, quoteLines, type CartShippingLine } from '#server/features/shipping/service.ts';
import { CART_TAX_RATE } from '#shared/cart.ts';
import { lineName } from '#shared/variant-label.ts';
import { fallbackTaxPercent, orderAmounts } from '#shared/checkout-rules.ts';
import { longestProcessingDays, promisedDelivery } from '#shared/delivery-estimate.ts';
import { toCents } from '#shared/money.ts';
import { ZIP_PATTERN, type ShippingFormValues } from '#shared/schemas/checkout.ts';
import { salesTaxCents, salesTaxRate } from '#shared/tax-rates.ts';
import { stateCode } from '#shared/zip-states.ts';

/** The server's figures for a checkout: what the payment must be, computed from the cart (docs/architecture.md §3). */
export interface CheckoutQuote {
  items: CheckoutItem[];
  subtotalCents: number;
  /** the multi-item discount, taken off the subtotal before tax */
  discountCents: number;
  taxPercentage: number;
  taxCents: number;
  shippingMethod: string;
  shippingCents: number;
  /** the carrier's days in transit */
  estimatedDeliveryDays: number;
  /** the delivery date promised for an order placed now with this service, after the items' processing time (docs/decisions/0044, 0059) */
  promisedDeliveryAt: Date;
  totalCents: number;
  shippingAddress: ShippingAddress;
  /** the chosen service's packages, one per seller, each at the carrier's rate (before free shipping) */
  packages: CheckoutPackage[];
}

/**
 * Prices the user's cart for the shipping form's address and method, with the same rules the
 * checkout page shows (docs/product.md A5, A8 and A9), so an honest browser and the server agree:
 * - shipping: one package per seller (decision 0024, the rule of the rates lookup with `cart: true`):
 *   each service every package can use, at the sum of the packages' rates, or the fallback rates
 *   when the carrier cannot answer, the cheapest a flat $5.95 under a $50 subtotal and free from $50;
 *   the named method, or the first rate when none is named;
 * - the multi-item discount: 5% of the subtotal from 3 items, taken off before tax (`orderAmounts`);
 * - tax: on the subtotal less the discount; for a US ZIP code, the rate in force today of its state (the form's schema has checked that
 *   the state, by code or name, owns the ZIP code); otherwise the fallback rate of a 2-letter state,
 *   and the cart's 8% while none is given.
 * Refuses (409) a cart that is empty, holds a product no longer on sale or more than is in stock.
 */
export async function quoteCheckout(db: Db, carrier: Carrier, userId: number, form: ShippingFormValues, now: Date): Promise<CheckoutQuote> {
  const lines = await cartLines(db, userId);
  if (lines.length === 0) throw cartIsEmpty();
  for (const line of lines) {
    if (!line.isApproved) throw conflict(notEnoughStock(lineName(line.productName, line.variantOptions), undefined));
    if (line.stock !== null && line.quantity > line.stock) throw conflict(notEnoughStock(lineName(line.productName, line.variantOptions), line.stock));
  }

  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const taxPercentage = taxPercentFor(form.state, form.zipCode, now);
  const { rate, packages } = await shippingFor(db, carrier, lines, form.zipCode, form.shippingMethod, subtotalCents);
  const amounts = orderAmounts({
    subtotalCents,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    shippingCents: toCents(rate.rate),
    taxCents: (taxable) => salesTaxCents(taxable, taxPercentage),
  });

  return {
    items: lines.map(({ productId, variantId, variantOptions, sku, productName, quantity, priceCents, weightOz, dimensions, sellerId }) => ({
      productId,
      variantId,
      variantOptions,
      sku,
      productName,
      quantity,
      priceCents,
      weightOz,
      dimensions,
      sellerId,
    })),
    subtotalCents,
    discountCents: amounts.discountCents,
    taxPercentage,
    taxCents: amounts.taxCents,
    shippingMethod: rate.service,
    shippingCents: amounts.shippingCents,
    estimatedDeliveryDays: rate.estimatedDeliveryDays,
    // The carrier's days after the longest processing time of the cart's items (docs/decisions/0059-specifications-and-processing-time.md).
    promisedDeliveryAt: promisedDelivery(now, rate.estimatedDeliveryDays, longestProcessingDays(lines.map((l) => l.processingDaysMax))),
    totalCents: amounts.totalCents,
    shippingAddress: {
      fullName: form.fullName,
      email: form.email,
      street: form.address,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      country: form.country,
      phone: form.phone,
    },
    packages,
  };
}

/**
 * Why a line cannot be paid for: what is left (stock already excludes what other shoppers hold while
 * they pay), or undefined for a product no longer on sale. `name` is the line's (lineName: the
 * product and its variant).
 */
export function notEnoughStock(name: string, left: number | null | undefined): string {
  if (left === undefined || left === null) return `"${name}" is no longer available. Please remove it from your cart.`;
  return left <= 0 ? `"${name}" is sold out. Please remove it from your cart.` : `Only ${left} of "${name}" left in stock. Please update your cart.`;
}

function taxPercentFor(state: string, zipCode: string, now: Date): number {
  const code = ZIP_PATTERN.test(zipCode.trim()) ? stateCode(state) : undefined;
  const known = code === undefined ? undefined : salesTaxRate(code, now);
  if (known !== undefined) return known;
  const typed = state.trim();
  return typed.length === 2 ? fallbackTaxPercent(typed) : CART_TAX_RATE * 100;
}

/** The chosen service of the cart's packages (the carrier's, or the fallback's when it cannot answer). */
async function shippingFor(
  db: Db,
  carrier: Carrier,
  lines: readonly CartShippingLine[],
  zipCode: string,
  method: string | undefined,
  subtotalCents: number,
): Promise<ShippingOption> {
  let rates: CartRate[];
  try {
    rates = (await quoteLines(db, carrier, lines, zipCode.trim())).rates;
    if (rates.length === 0) throw new Error('no service is offered for every package');
  } catch {
    rates = fallbackRates(await packagesFor(db, lines));
  }
  const options = chargedOptions(rates, subtotalCents);
  const chosen = method ? options.find((o) => o.rate.service === method) : options[0];
  if (!chosen) {
    throw badRequest(`The shipping method "${method}" is not available for ZIP code ${zipCode.trim()}. Please choose a shipping method again.`);
  }
  return chosen;
}
