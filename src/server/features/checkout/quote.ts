import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { cartItems, products, type CheckoutItem, type ShippingAddress } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/http/errors.ts';
import type { Carrier } from '#server/integrations/carrier/carrier.ts';
import { calculateRates } from '#server/features/shipping/service.ts';
import { CART_TAX_RATE } from '#shared/cart.ts';
import { FALLBACK_SHIPPING_RATES, fallbackTaxPercent, withFreeShipping } from '#shared/checkout-rules.ts';
import { toCents } from '#shared/money.ts';
import { ZIP_PATTERN, type ShippingFormValues, type ShippingRateDto } from '#shared/schemas/checkout.ts';
import { salesTaxCents, salesTaxRate } from '#shared/tax-rates.ts';
import { stateCode } from '#shared/zip-states.ts';

/** The server's figures for a checkout: what the payment must be, computed from the cart (DESIGN.md section 3). */
export interface CheckoutQuote {
  items: CheckoutItem[];
  subtotalCents: number;
  taxPercentage: number;
  taxCents: number;
  shippingMethod: string;
  shippingCents: number;
  estimatedDeliveryDays: number;
  totalCents: number;
  shippingAddress: ShippingAddress;
}

/**
 * Prices the user's cart for the shipping form's address and method, with the same rules the
 * checkout page shows (spec 000 sections 5, 8 and 9), so an honest browser and the server agree:
 * - shipping: the carrier's rates for the first line's product to the ZIP code, or the fallback
 *   rates when the carrier cannot answer, the cheapest free from a $50 subtotal; the named method,
 *   or the first rate when none is named;
 * - tax: for a US ZIP code, the rate in force today of its state (the form's schema has checked that
 *   the state, by code or name, owns the ZIP code); otherwise the fallback rate of a 2-letter state,
 *   and the cart's 8% while none is given.
 * Refuses (409) a cart that is empty, holds a product no longer on sale or more than is in stock.
 */
export async function quoteCheckout(db: Db, carrier: Carrier, userId: number, form: ShippingFormValues, now: Date): Promise<CheckoutQuote> {
  const lines = await db
    .select({
      productId: products.id,
      productName: products.name,
      quantity: cartItems.quantity,
      priceCents: products.priceCents,
      weightOz: products.weightOz,
      sellerId: products.sellerId,
      stock: products.stock,
      isApproved: products.isApproved,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (lines.length === 0) throw conflict('Your cart is empty.');
  for (const line of lines) {
    if (!line.isApproved) throw conflict(`"${line.productName}" is no longer available. Please remove it from your cart.`);
    if (line.stock !== null && line.quantity > line.stock) {
      throw conflict(
        line.stock === 0
          ? `"${line.productName}" is sold out. Please remove it from your cart.`
          : `Only ${line.stock} of "${line.productName}" left in stock. Please update your cart.`,
      );
    }
  }

  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const taxPercentage = taxPercentFor(form.state, form.zipCode, now);
  const taxCents = salesTaxCents(subtotalCents, taxPercentage);
  const rate = await shippingRateFor(db, carrier, lines[0]!.productId, form.zipCode, form.shippingMethod, subtotalCents);
  const shippingCents = toCents(rate.rate);

  return {
    items: lines.map(({ productId, productName, quantity, priceCents, weightOz, sellerId }) => ({ productId, productName, quantity, priceCents, weightOz, sellerId })),
    subtotalCents,
    taxPercentage,
    taxCents,
    shippingMethod: rate.service,
    shippingCents,
    estimatedDeliveryDays: rate.estimatedDeliveryDays,
    totalCents: subtotalCents + taxCents + shippingCents,
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
  };
}

function taxPercentFor(state: string, zipCode: string, now: Date): number {
  const code = ZIP_PATTERN.test(zipCode.trim()) ? stateCode(state) : undefined;
  const known = code === undefined ? undefined : salesTaxRate(code, now);
  if (known !== undefined) return known;
  const typed = state.trim();
  return typed.length === 2 ? fallbackTaxPercent(typed) : CART_TAX_RATE * 100;
}

async function shippingRateFor(
  db: Db,
  carrier: Carrier,
  productId: number,
  zipCode: string,
  method: string | undefined,
  subtotalCents: number,
): Promise<ShippingRateDto> {
  let rates: readonly ShippingRateDto[];
  try {
    rates = (await calculateRates(db, carrier, productId, zipCode.trim())).rates;
  } catch {
    rates = FALLBACK_SHIPPING_RATES;
  }
  rates = withFreeShipping(rates, subtotalCents);
  const chosen = method ? rates.find((r) => r.service === method) : rates[0];
  if (!chosen) {
    throw badRequest(`The shipping method "${method}" is not available for ZIP code ${zipCode.trim()}. Please choose a shipping method again.`);
  }
  return chosen;
}

