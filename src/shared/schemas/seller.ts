// Seller onboarding and listings (docs/product.md B2, B3, B5 and B7): one schema per input, used by
// the forms and by the routes. The messages are the spec's where it gives them.
import { z } from 'zod';
import { dbId, MAX_DB_ID, pageFields, strictNumber } from './common.ts';
import { shopSettingsInputSchema } from './shops.ts';

// ---- becoming a seller -------------------------------------------------------------------------

export const WEBSITE_MESSAGE = 'Please enter a valid URL or leave empty';
export const US_MADE_MESSAGE = 'You must confirm your products are manufactured in the USA';
export const TERMS_MESSAGE = 'You must accept the terms and conditions';

const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return !!new URL(value).hostname;
  } catch {
    return false;
  }
};

/** The become-seller form (docs/product.md B5): the two confirmations must be ticked. */
export const becomeSellerFormSchema = z.object({
  companyName: z
    .string({ message: 'Company name must be text' })
    .trim()
    .max(200, 'Company name must be at most 200 characters')
    .nullish()
    .transform((v) => v || null),
  companyWebsite: z
    .string({ message: WEBSITE_MESSAGE })
    .trim()
    .max(500, WEBSITE_MESSAGE)
    .refine((v) => v === '' || isHttpUrl(v), WEBSITE_MESSAGE)
    .nullish()
    .transform((v) => v || null),
  confirmationUsManufacturer: z.literal(true, { message: US_MADE_MESSAGE }),
  termsAndConditions: z.literal(true, { message: TERMS_MESSAGE }),
  /** the shop's name, story and ship-from address (docs/decisions/0054-shops.md); without it the shop is named after the company */
  shop: shopSettingsInputSchema.optional(),
});
export type BecomeSellerFormValues = z.input<typeof becomeSellerFormSchema>;

/** PATCH /api/user/become-seller (docs/product.md B7): the form's answers and isSeller true. */
export const becomeSellerSchema = becomeSellerFormSchema.extend({
  isSeller: z.literal(true, { message: 'isSeller must be true' }),
});
export type BecomeSellerInput = z.input<typeof becomeSellerSchema>;

// ---- listings ----------------------------------------------------------------------------------

export const SHIPPING_CLASSES = ['standard', 'expedited', 'overnight', 'free', 'heavy'] as const;
export type ShippingClass = (typeof SHIPPING_CLASSES)[number];

export const NAME_MIN_SUBMIT = 'Product name must be at least 5 characters long';
export const DESCRIPTION_MIN_SUBMIT = 'Description must be at least 20 characters long';
export const PRICE_MESSAGE_SUBMIT = 'Price must be greater than 0';
export const STOCK_MESSAGE_SUBMIT = 'Stock must be 0 or greater';
export const CATEGORY_MESSAGE = 'Please select a category';
export const NAME_MIN_EDIT = 'Product name must be at least 3 characters long';
export const DESCRIPTION_MIN_EDIT = 'Description must be at least 10 characters long';
export const PRICE_MESSAGE_EDIT = 'Price must be a valid positive number';
export const STOCK_MESSAGE_EDIT = 'Stock must be a valid non-negative number';
export const IMAGE_URL_MESSAGE = 'Please enter a valid image URL';
export const OLD_PRICE_MESSAGE = 'Original price must be a valid positive number';
export const WEIGHT_MESSAGE = 'Weight must be a whole number of ounces';
export const DIMENSIONS_MESSAGE = 'Dimensions must be length x width x height in inches, like 12x9x3';
export const MATERIALS_MAX = 300;
export const CARE_MAX = 500;
export const MATERIALS_MESSAGE = `Materials must be at most ${MATERIALS_MAX} characters`;
export const CARE_MESSAGE = `Care instructions must be at most ${CARE_MAX} characters`;
/** Processing time: whole business days before the parcel leaves (issue 28). */
export const PROCESSING_DAYS_MAX = 30;
export const PROCESSING_DAYS_MESSAGE = `Processing time must be a whole number of business days from 1 to ${PROCESSING_DAYS_MAX}`;
export const PROCESSING_ORDER_MESSAGE = 'The longest processing time cannot be shorter than the shortest';
export const DEFAULT_PROCESSING_DAYS = { min: 1, max: 3 } as const;

/** Below the `integer` column's limit in cents, and more than any good on a marketplace costs. */
export const MAX_PRICE = 999_999.99;
const MAX_PRICE_MESSAGE = 'Price must be at most $999,999.99';
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/**
 * A number from JSON or a form field's text: typed text is trimmed (as every text field is), blank
 * is no value, and what is left must be plain decimal (decision 0038: not "0x10", "1e3" or true).
 */
const numeric = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), strictNumber(z.number({ message }).finite(message)));

/** Dollars, rounded to cents: more than 0 once rounded. */
const price = (message: string) =>
  numeric(message)
    .refine((v) => Math.round(v * 100) >= 1, message)
    .refine((v) => v <= MAX_PRICE, MAX_PRICE_MESSAGE)
    .transform((v) => Math.round(v * 100) / 100);

const wholeNumber = (message: string, min: number) => numeric(message).pipe(z.number().int(message).min(min, message).max(MAX_DB_ID, message));

/** A checkbox from JSON (true/false) or a form field ("true"/"false", "on"). */
const flag = (name: string) =>
  z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v), z.boolean({ message: `${name} must be true or false` }));

const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ message: minMessage }).trim().min(min, minMessage).max(max, maxMessage);

/** An image address: a web address (http or https) or a picture uploaded here (/uploads/...). */
export const isImageUrl = (value: string) => isHttpUrl(value) || /^\/uploads\/[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/.test(value);

const imageUrl = z
  .string({ message: IMAGE_URL_MESSAGE })
  .trim()
  .max(2000, IMAGE_URL_MESSAGE)
  .refine((v) => v === '' || isImageUrl(v), IMAGE_URL_MESSAGE)
  .nullish()
  .transform((v) => v || null);

/** Blank is no value (null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullish()).transform((v) => v ?? null);

const dimensions = z
  .string({ message: DIMENSIONS_MESSAGE })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?\s*[xX×]\s*\d{1,3}(\.\d{1,2})?\s*[xX×]\s*\d{1,3}(\.\d{1,2})?$/, DIMENSIONS_MESSAGE)
  .transform((v) => v.split(/\s*[xX×]\s*/).join('x'));

const processingDays = wholeNumber(PROCESSING_DAYS_MESSAGE, 1).refine((v) => v <= PROCESSING_DAYS_MAX, PROCESSING_DAYS_MESSAGE);

/** The longest processing time is not shorter than the shortest (checked where both are known; a PATCH of one is checked by the server against the other). */
const processingInOrder = (value: { processingDaysMin?: number; processingDaysMax?: number }, ctx: z.RefinementCtx) => {
  const { processingDaysMin: min, processingDaysMax: max } = value;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    ctx.addIssue({ code: 'custom', path: ['processingDaysMax'], message: PROCESSING_ORDER_MESSAGE });
  }
};
/** Checked even while other fields are wrong, so the form shows this message with the others. */
const alongOtherErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The fields a seller sets beyond the basics: the seller view's (docs/product.md B3). */
const detailFields = {
  oldPrice: optional(price(OLD_PRICE_MESSAGE)),
  weight: optional(wholeNumber(WEIGHT_MESSAGE, 1).refine((v) => v <= 10_000, WEIGHT_MESSAGE)),
  dimensions: optional(dimensions),
  materials: optional(z.string({ message: MATERIALS_MESSAGE }).trim().max(MATERIALS_MAX, MATERIALS_MESSAGE)),
  care: optional(z.string({ message: CARE_MESSAGE }).trim().max(CARE_MAX, CARE_MESSAGE)),
  processingDaysMin: processingDays,
  processingDaysMax: processingDays,
  shippingClass: z.enum(SHIPPING_CLASSES, { message: 'Please choose a shipping class' }),
  requiresShipping: flag('requiresShipping'),
  isNew: flag('isNew'),
  isOnSale: flag('isOnSale'),
};

/**
 * POST /api/seller/products and the List a New Product form (docs/product.md B5). A `sellerId` in
 * the body is dropped: the signed-in seller is the seller.
 */
export const submitProductSchema = z
  .object({
    name: text(5, NAME_MAX, NAME_MIN_SUBMIT, `Product name must be at most ${NAME_MAX} characters`),
    description: text(20, DESCRIPTION_MAX, DESCRIPTION_MIN_SUBMIT, `Description must be at most ${DESCRIPTION_MAX} characters`),
    price: price(PRICE_MESSAGE_SUBMIT),
    imageUrl,
    categoryId: dbId(CATEGORY_MESSAGE),
    stock: wholeNumber(STOCK_MESSAGE_SUBMIT, 0).default(1),
    ...detailFields,
    shippingClass: detailFields.shippingClass.default('standard'),
    requiresShipping: detailFields.requiresShipping.default(true),
    isNew: detailFields.isNew.default(true),
    isOnSale: detailFields.isOnSale.default(false),
    processingDaysMin: detailFields.processingDaysMin.default(DEFAULT_PROCESSING_DAYS.min),
    processingDaysMax: detailFields.processingDaysMax.default(DEFAULT_PROCESSING_DAYS.max),
  })
  .superRefine(processingInOrder, alongOtherErrors);
export type SubmitProductValues = z.input<typeof submitProductSchema>;
export type SubmitProductInput = z.output<typeof submitProductSchema>;

/** The Edit Product form (docs/product.md B5): every field of the seller view. */
const editProductFields = z.object({
  name: text(3, NAME_MAX, NAME_MIN_EDIT, `Product name must be at most ${NAME_MAX} characters`),
  description: text(10, DESCRIPTION_MAX, DESCRIPTION_MIN_EDIT, `Description must be at most ${DESCRIPTION_MAX} characters`),
  price: price(PRICE_MESSAGE_EDIT),
  imageUrl,
  categoryId: dbId(CATEGORY_MESSAGE),
  stock: wholeNumber(STOCK_MESSAGE_EDIT, 0),
  ...detailFields,
});
export const editProductSchema = editProductFields.superRefine(processingInOrder, alongOtherErrors);
export type EditProductValues = z.input<typeof editProductSchema>;

/** PATCH /api/products/{id}: any of the edit form's fields; those left out keep their value. */
export const productPatchSchema = editProductFields.partial().superRefine(processingInOrder, alongOtherErrors);
export type ProductPatch = z.output<typeof productPatchSchema>;

/** GET /api/seller/products: the seller's own listings, newest first, a page at a time. */
export const sellerProductsQuerySchema = z.object({
  q: z.string({ message: 'q must be text' }).trim().max(200, 'q must be at most 200 characters').optional(),
  ...pageFields({ max: 100, defaultLimit: 50 }),
});
export type SellerProductsQuery = z.output<typeof sellerProductsQuerySchema>;

export const LISTING_STATUSES = ['pending', 'live'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The administrator's review of listings: every seller's, pending or live, newest first. */
export const adminListingsQuerySchema = sellerProductsQuerySchema.extend({
  status: z.enum(LISTING_STATUSES, { message: "status must be 'pending' or 'live'" }).optional(),
});
export type AdminListingsQuery = z.output<typeof adminListingsQuerySchema>;

// ---- moderation --------------------------------------------------------------------------------

/** Whether new listings wait for the administrator's approval (off: they are live at once). */
export interface ModerationDto {
  moderation: boolean;
}

export const moderationSchema = z.object({ moderation: z.boolean({ message: 'moderation must be true or false' }) });

/** GET /api/settings/moderation and its PUT (docs/decisions/0050-response-schemas-and-openapi.md). */
export const moderationResponseSchema = z.object({ moderation: z.boolean() }) satisfies z.ZodType<ModerationDto>;
