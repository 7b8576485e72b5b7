// Seller onboarding and listings (docs/product.md B2, B3, B5 and B7): one schema per input, used by
// the forms and by the routes. The messages are the spec's where it gives them.
import { z } from 'zod';
import { dbId, MAX_DB_ID, pageFields, strictNumber } from './common.ts';
import { shopSettingsInputSchema } from './shops.ts';
import {
  ALT_MAX,
  ALT_MESSAGE,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_PHOTOS,
  NO_OPTIONS_VARIANTS,
  OPTION_NAME_MAX,
  OPTION_NAME_MESSAGE,
  OPTION_NAME_TWICE,
  OPTION_VALUE_MAX,
  OPTION_VALUE_MESSAGE,
  OPTION_VALUE_TWICE,
  OPTION_VALUES_MESSAGE,
  OPTIONS_MAX_MESSAGE,
  PHOTO_TWICE_MESSAGE,
  PHOTOS_MAX_MESSAGE,
  PHOTOS_MIN_MESSAGE,
  sameText,
  SKU_MAX,
  SKU_MESSAGE,
  VARIANTS_PRICE_MESSAGE,
  variantProblems,
} from '../listing-variants.ts';

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

// ---- photos, options and variants (docs/decisions/0060-photos-and-variants.md) ------------------

/** Each item of a list different from the ones before it, or `message` at its path. */
const distinct =
  <T>(same: (a: T, b: T) => boolean, message: string, at: (i: number) => Array<string | number>) =>
  (items: T[], ctx: z.RefinementCtx) =>
    items.forEach((item, i) => {
      if (items.findIndex((other) => same(other, item)) < i) ctx.addIssue({ code: 'custom', path: at(i), message });
    });

/** The listing's photos in order, the first the cover: uploaded ones (the server checks whose) with their alt text. */
export const listingPhotosSchema = z
  .array(
    z.object({
      url: z.string({ message: IMAGE_URL_MESSAGE }).trim().max(2000, IMAGE_URL_MESSAGE).refine(isImageUrl, IMAGE_URL_MESSAGE),
      alt: z.string({ message: ALT_MESSAGE }).trim().min(1, ALT_MESSAGE).max(ALT_MAX, ALT_MESSAGE),
    }),
    { message: PHOTOS_MIN_MESSAGE },
  )
  .min(1, PHOTOS_MIN_MESSAGE)
  .max(MAX_PHOTOS, PHOTOS_MAX_MESSAGE)
  .superRefine(
    distinct(
      (a, b) => a.url === b.url,
      PHOTO_TWICE_MESSAGE,
      (i) => [i, 'url'],
    ),
  );

const optionText = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, message);

/** Up to two options ("Size", "Colour"), each with 1 to 20 values, names and values told apart case aside. */
export const listingOptionsSchema = z
  .array(
    z.object({
      name: optionText(OPTION_NAME_MAX, OPTION_NAME_MESSAGE),
      values: z
        .array(optionText(OPTION_VALUE_MAX, OPTION_VALUE_MESSAGE), { message: OPTION_VALUES_MESSAGE })
        .min(1, OPTION_VALUES_MESSAGE)
        .max(MAX_OPTION_VALUES, OPTION_VALUES_MESSAGE)
        .superRefine(distinct(sameText, OPTION_VALUE_TWICE, (i) => [i])),
    }),
    { message: OPTIONS_MAX_MESSAGE },
  )
  .max(MAX_OPTIONS, OPTIONS_MAX_MESSAGE)
  .superRefine(
    distinct(
      (a, b) => sameText(a.name, b.name),
      OPTION_NAME_TWICE,
      (i) => [i, 'name'],
    ),
  );

/** One variant: its combination of option values, price, stock, SKU, photo and weight; `id` keeps a stored one. */
const variantSchema = z.object({
  id: dbId('Variant id must be a whole number').optional(),
  options: z.record(z.string(), z.string(), { message: 'Choose a value of each option' }),
  price: price(PRICE_MESSAGE_EDIT),
  stock: wholeNumber(STOCK_MESSAGE_EDIT, 0),
  sku: optional(z.string({ message: SKU_MESSAGE }).trim().max(SKU_MAX, SKU_MESSAGE)),
  imageUrl,
  weight: detailFields.weight,
});
export const listingVariantsSchema = z
  .array(variantSchema, { message: 'Variants must be a list' })
  .min(1, 'Add a variant for each combination of option values')
  .max(MAX_OPTION_VALUES ** MAX_OPTIONS, 'Add a variant for each combination of option values');
export type VariantInput = z.output<typeof variantSchema>;

const photoFields = { images: listingPhotosSchema.optional(), options: listingOptionsSchema.optional(), variants: listingVariantsSchema.optional() };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A whole listing (the form's, a new one): with options, a variant for each combination and the
 * price and stock on them; without, the listing's own price (and stock, `stockMessage`) and no
 * variants. Checked along other errors with what could be read, so the form shows all at once.
 */
const listingShape =
  (priceMessage: string, stockMessage?: string) =>
  (value: { price?: unknown; stock?: unknown; images?: unknown; imageUrl?: unknown; options?: unknown; variants?: unknown }, ctx: z.RefinementCtx) => {
    const options = Array.isArray(value.options) ? value.options : [];
    if (!options.length) {
      if (value.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: priceMessage });
      if (stockMessage && value.stock === undefined) ctx.addIssue({ code: 'custom', path: ['stock'], message: stockMessage });
      if (value.variants !== undefined) ctx.addIssue({ code: 'custom', path: ['variants'], message: NO_OPTIONS_VARIANTS });
      return;
    }
    for (const field of ['price', 'stock'] as const) {
      if (value[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: VARIANTS_PRICE_MESSAGE });
    }
    const readable =
      options.every((o) => isRecord(o) && typeof o.name === 'string' && Array.isArray(o.values)) &&
      (value.variants === undefined || (Array.isArray(value.variants) && value.variants.every((v) => isRecord(v) && isRecord(v.options))));
    if (!readable) return;
    const photos = Array.isArray(value.images) ? value.images.map((p) => (isRecord(p) ? p.url : null)) : [value.imageUrl];
    const variants = (value.variants ?? []) as Array<{ options: Record<string, string>; sku?: string | null; imageUrl?: string | null }>;
    for (const problem of variantProblems(
      options,
      variants,
      photos.filter((u): u is string => typeof u === 'string'),
    )) {
      ctx.addIssue({ code: 'custom', path: problem.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: problem.message });
    }
  };

/**
 * POST /api/seller/products and the List a New Product form (docs/product.md B5). A `sellerId` in
 * the body is dropped: the signed-in seller is the seller.
 */
export const submitProductSchema = z
  .object({
    name: text(5, NAME_MAX, NAME_MIN_SUBMIT, `Product name must be at most ${NAME_MAX} characters`),
    description: text(20, DESCRIPTION_MAX, DESCRIPTION_MIN_SUBMIT, `Description must be at most ${DESCRIPTION_MAX} characters`),
    // Required without options (listingShape); a listing with options has them per variant.
    price: price(PRICE_MESSAGE_SUBMIT).optional(),
    imageUrl,
    categoryId: dbId(CATEGORY_MESSAGE),
    // 1 when none is given, for a listing without options (the service's default).
    stock: wholeNumber(STOCK_MESSAGE_SUBMIT, 0).optional(),
    ...detailFields,
    ...photoFields,
    shippingClass: detailFields.shippingClass.default('standard'),
    requiresShipping: detailFields.requiresShipping.default(true),
    isNew: detailFields.isNew.default(true),
    isOnSale: detailFields.isOnSale.default(false),
    processingDaysMin: detailFields.processingDaysMin.default(DEFAULT_PROCESSING_DAYS.min),
    processingDaysMax: detailFields.processingDaysMax.default(DEFAULT_PROCESSING_DAYS.max),
  })
  .superRefine(processingInOrder, alongOtherErrors)
  .superRefine(listingShape(PRICE_MESSAGE_SUBMIT), alongOtherErrors);
export type SubmitProductValues = z.input<typeof submitProductSchema>;
export type SubmitProductInput = z.output<typeof submitProductSchema>;

/** The Edit Product form (docs/product.md B5): every field of the seller view. */
const editProductFields = z.object({
  name: text(3, NAME_MAX, NAME_MIN_EDIT, `Product name must be at most ${NAME_MAX} characters`),
  description: text(10, DESCRIPTION_MAX, DESCRIPTION_MIN_EDIT, `Description must be at most ${DESCRIPTION_MAX} characters`),
  price: price(PRICE_MESSAGE_EDIT).optional(),
  imageUrl,
  categoryId: dbId(CATEGORY_MESSAGE),
  stock: wholeNumber(STOCK_MESSAGE_EDIT, 0).optional(),
  ...detailFields,
  ...photoFields,
});
export const editProductSchema = editProductFields
  .superRefine(processingInOrder, alongOtherErrors)
  .superRefine(listingShape(PRICE_MESSAGE_EDIT, STOCK_MESSAGE_EDIT), alongOtherErrors);
export type EditProductValues = z.input<typeof editProductSchema>;

/**
 * PATCH /api/products/{id}: any of the edit form's fields; those left out keep their value. The
 * server checks the variants against the listing as the edit leaves it (options, photos).
 */
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
