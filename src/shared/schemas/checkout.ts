import { z } from 'zod';
import { isUnitedStates, US_ONLY_MESSAGE, US_ZIP_PATTERN, zipStateIssue } from '../zip-states.ts';
import { dbId } from './common.ts';

/** A US ZIP code, 5 digits or ZIP+4. */
export const ZIP_PATTERN = US_ZIP_PATTERN;
export const ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code';

const zip = z.string({ message: ZIP_MESSAGE }).trim().regex(ZIP_PATTERN, ZIP_MESSAGE);

/**
 * POST /api/shipping/calculate-rates (docs/product.md A7): one product's package, or with `cart: true`
 * the signed-in user's cart as one package per seller (decision 0024), when productId may be left out.
 */
export const calculateRatesSchema = z
  .object({
    productId: dbId('productId must be a product id').optional(),
    destinationZip: zip,
    cart: z.boolean({ message: 'cart must be true or false' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.productId === undefined && value.cart !== true) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'productId must be a product id' });
  });
export type CalculateRatesInput = z.infer<typeof calculateRatesSchema>;

/** One rate as the API answers it (docs/product.md A3). */
export interface ShippingRateDto {
  service: string;
  /** decimal string, "8.10" */
  rate: string;
  estimatedDeliveryDays: number;
  /**
   * ISO: the delivery date promised for an order placed now with this service (docs/decisions/0044).
   * Every rate the server answers has one; the browser's own fallback rates do not.
   */
  estimatedDeliveryDate?: string;
  description?: string;
}
/** One package of a cart's quote (decision 0024): one per seller. */
export interface ShippingPackageDto {
  /** the state (or territory) it ships from, 'NC'; null when its origin is not a known ZIP code */
  from: string | null;
  /** how many units of the cart it holds */
  items: number;
}
export interface ShippingRatesDto {
  rates: ShippingRateDto[];
  /** with `cart: true`: the packages the rates are for, one per seller */
  packages?: ShippingPackageDto[];
}

const MAX_AMOUNT_CENTS = 100_000_000_00;

/** A dollar amount ("19.99" or 19.99) as integer cents; negative, over two decimals or unreadable fails. */
export const amountCents = (field: string) => {
  const message = `${field} must be an amount of at least 0 with at most two decimals`;
  return z.union([z.string(), z.number()], { message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
};

/** POST /api/tax/calculate (docs/product.md A7). */
export const calculateTaxSchema = z
  .object({
    subtotal: amountCents('Subtotal'),
    zipCode: zip,
    state: z
      .string({ message: 'State must be a 2-letter code' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'State must be a 2-letter code')
      .transform((s) => s.toUpperCase()),
  })
  // A code outside the table is the service's 'Unknown state'; a known one must own the ZIP code.
  .superRefine(({ state, zipCode }, ctx) => {
    const issue = state.length === 2 && ZIP_PATTERN.test(zipCode) ? zipStateIssue(state, zipCode) : null;
    if (issue && issue.field === 'zipCode') ctx.addIssue({ code: 'custom', path: ['zipCode'], message: issue.message });
  });
export type CalculateTaxInput = z.infer<typeof calculateTaxSchema>;

export interface TaxResultDto {
  /** decimal string, "1.20" */
  taxAmount: string;
  /** percent, 6.25 */
  taxPercentage: number;
}

// The shipping form's fields (docs/product.md A5), shared by the checkout form and the profile PATCH.
// Text the database cannot store (NUL, lone surrogates) is refused for every route by the server's
// storable-input check, before any payment is opened for it.
const required = (min: number, message: string, max = 200) => z.string({ message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);

const fullName = required(3, 'Full name is required', 100);
const address = required(5, 'Address is required');
const city = required(2, 'City is required', 100);
const state = required(2, 'State is required', 50);
const zipCode = required(5, 'Zip code is required', 10);
const country = required(2, 'Country is required', 60);
const phone = required(10, 'Phone number is required', 30);

/**
 * The shop ships within the United States only, territories and military addresses included
 * (decision 0043): another country is refused. Tax follows the state, so the ZIP code must belong
 * to it (decision 0014). The State field stays free text as the spec shows it: a 2-letter code
 * or the state's name. Messages of the spec's field rules come first: nothing is added while the
 * country, state or ZIP code is still too short.
 */
function checkUsAddress(value: { state: string; zipCode: string; country: string }, ctx: z.RefinementCtx): void {
  const { state, zipCode, country } = value;
  if (country.length >= 2 && !isUnitedStates(country)) ctx.addIssue({ code: 'custom', path: ['country'], message: US_ONLY_MESSAGE });
  if (state.length < 2 || zipCode.length < 5) return;
  if (!ZIP_PATTERN.test(zipCode)) {
    ctx.addIssue({ code: 'custom', path: ['zipCode'], message: ZIP_MESSAGE });
    return;
  }
  const issue = zipStateIssue(state, zipCode);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** The checkout shipping form (docs/product.md A3 and A5). */
export const shippingFormSchema = z
  .object({
    fullName,
    email: z.string({ message: 'Invalid email address' }).trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
    address,
    city,
    state,
    zipCode,
    country,
    phone,
    shippingMethod: z.string().max(200, 'Must be at most 200 characters').optional(),
  })
  .superRefine(checkUsAddress);
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;

/** PATCH /api/user/shipping-info: the same rules, the address field named `street`. */
export const shippingInfoSchema = z.object({ fullName, street: address, city, state, zipCode, country, phone }).superRefine(checkUsAddress);
export type ShippingInfoInput = z.infer<typeof shippingInfoSchema>;
export type ShippingInfoDto = ShippingInfoInput;

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

const shippingRateSchema = z.object({
  service: z.string(),
  rate: z.string(),
  estimatedDeliveryDays: z.number(),
  estimatedDeliveryDate: z.string().optional(),
  description: z.string().optional(),
}) satisfies z.ZodType<ShippingRateDto>;

/** POST /api/shipping/calculate-rates */
export const shippingRatesSchema = z.object({
  rates: z.array(shippingRateSchema),
  packages: z.array(z.object({ from: z.string().nullable(), items: z.number() })).optional(),
}) satisfies z.ZodType<ShippingRatesDto>;

/** POST /api/tax/calculate */
export const taxResultSchema = z.object({ taxAmount: z.string(), taxPercentage: z.number() }) satisfies z.ZodType<TaxResultDto>;

/** PATCH /api/user/shipping-info: the address as saved. */
export const shippingInfoResponseSchema = z.object({
  fullName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
});
