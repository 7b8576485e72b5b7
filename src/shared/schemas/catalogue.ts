import { z } from 'zod';
import type { CategoryDto, ListingDto, ProductDetailDto, ProductDto, ReviewDto, ReviewEligibilityDto, WishlistItemDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import { RECORDED_FIELDS, REVISION_STATUSES } from '#shared/listing-revisions.ts';
import { dbId, pageFields, strictNumber } from './common.ts';
import { sellerSummarySchema } from './shops.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_LISTS, PRODUCT_SORTS, SEARCH_SORTS } from '#shared/catalogue.ts';

const flag = (name: string) => z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');
const dollars = (name: string) =>
  strictNumber(
    z
      .number({ message: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .max(1_000_000, `${name} is too large`),
  );

/** At most this many values of one filter at once (`category=3,5`). */
export const MAX_FILTER_VALUES = 20;

/**
 * A filter that takes one value or several separated by commas, each read by `item`; answers the
 * distinct values in the order given.
 */
function commaList<T>(item: z.ZodType<T>, name: string) {
  return z
    .string({ message: `${name} must be one value or several separated by commas` })
    .max(2000, `${name} is too long`)
    .transform((v, ctx) => {
      const parts = v.split(',').map((s) => s.trim());
      if (parts.length > MAX_FILTER_VALUES) {
        ctx.addIssue({ code: 'custom', message: `${name} takes at most ${MAX_FILTER_VALUES} values` });
        return z.NEVER;
      }
      const out: T[] = [];
      for (const part of parts) {
        const parsed = item.safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${name} is not valid` });
          return z.NEVER;
        }
        if (!out.includes(parsed.data)) out.push(parsed.data);
      }
      return out;
    });
}

/** The filters and page every product list takes, and the search too (decision 0046). */
const listFilters = {
  /** one category id, or several separated by commas (`3,5`): products of any of them (issue 29) */
  category: commaList(dbId('category must be a category id'), 'category').optional(),
  onSale: flag('onSale').optional(),
  isNew: flag('isNew').optional(),
  inStock: flag('inStock').optional(),
  minPrice: dollars('minPrice').optional(),
  maxPrice: dollars('maxPrice').optional(),
  minRating: strictNumber(
    z.number({ message: 'minRating must be between 1 and 5' }).min(1, 'minRating must be between 1 and 5').max(5, 'minRating must be between 1 and 5'),
  ).optional(),
  /**
   * a shop's slug (docs/decisions/0054-shops.md), or several separated by commas (issue 29): the
   * products of any of them; blank is no filter, an unknown slug matches nothing
   */
  shop: z
    .string({ message: 'shop must be a shop name in its address form' })
    .max(2000, 'shop must be a shop name in its address form')
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()))].filter(Boolean))
    .refine(
      (list) => list.length <= MAX_FILTER_VALUES && list.every((s) => s.length <= 100),
      `shop takes at most ${MAX_FILTER_VALUES} shop names in their address form`,
    )
    .transform((list) => (list.length ? list : undefined))
    .optional(),
  ...pageFields({ max: MAX_PAGE_SIZE, defaultLimit: DEFAULT_PAGE_SIZE }),
  /** the request layer's cache-busting timestamp: accepted and ignored */
  _: z.string().optional(),
};
const priceRangeInOrder: [(q: { minPrice?: number; maxPrice?: number }) => boolean, { message: string; path: string[] }] = [
  (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  { message: 'minPrice must not exceed maxPrice', path: ['minPrice'] },
];

/** Query string of GET /api/products, /api/categories/{id}/products (filters, sort, page). */
export const productListQuerySchema = z
  .object({
    ...listFilters,
    list: z.enum(PRODUCT_LISTS, { message: `list must be one of ${PRODUCT_LISTS.join(', ')}` }).optional(),
    sort: z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    /** these products only, in this order (a signed-out shopper's recently viewed, issue 29) */
    ids: commaList(dbId('ids must be product ids separated by commas'), 'ids').optional(),
  })
  .refine(...priceRangeInOrder);
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Query string of GET /api/search: the words, the lists' filters, and a sort (relevance by default). */
export const searchQuerySchema = z
  .object({
    q: z.string().max(200, 'The search is too long (200 characters at most)').default(''),
    ...listFilters,
    sort: z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
    /** the words exactly as typed, no typo forgiven ("search instead for wallnut", issue 29) */
    exact: flag('exact').optional(),
  })
  .refine(...priceRangeInOrder);

export const idParamSchema = z.object({
  id: dbId('id must be a positive whole number'),
});
export const productIdParamSchema = z.object({
  productId: idParamSchema.shape.id,
});

const rating = strictNumber(
  z.number({ message: 'Please select a rating' }).int('Please select a rating').min(1, 'Please select a rating').max(5, 'Please select a rating'),
);

/** POST /api/reviews and the product page's review form (docs/product.md A5). */
export const reviewSchema = z.object({
  productId: idParamSchema.shape.id,
  rating,
  comment: z
    .string({ message: 'Review must be at least 10 characters' })
    .trim()
    .min(10, 'Review must be at least 10 characters')
    .max(2000, 'Review must be at most 2000 characters'),
});

/** The write-review page (docs/product.md B5); POST /api/direct-review(s) take it too. */
export const writeReviewSchema = z.object({
  productId: idParamSchema.shape.id,
  rating,
  comment: z.string().trim().min(3, 'Comment must be at least 3 characters.').max(500, 'Comment must be less than 500 characters.').nullable().optional(),
});

export const wishlistBodySchema = z.object({ productId: idParamSchema.shape.id });

/** POST /api/newsletter/subscribe (docs/product.md A5: the shape x@y.z). */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ message: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
});

// ---- answers (docs/decisions/0050-response-schemas-and-openapi.md) ---------------------------------

/** A product as the API answers it (ProductDto): what the serializer writes, and nothing more. */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  hasOptions: z.boolean(),
  priceRange: z.object({ min: z.string(), max: z.string() }).nullable(),
  oldPrice: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.number(),
  categoryName: z.string(),
  stock: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  isNew: z.boolean(),
  isOnSale: z.boolean(),
  isApproved: z.boolean(),
  sellerId: z.number().nullable(),
  seller: sellerSummarySchema.nullable(),
  weight: z.number().nullable(),
  dimensions: z.string().nullable(),
  materials: z.string().nullable(),
  care: z.string().nullable(),
  processingDays: z.object({ min: z.number(), max: z.number() }),
  shippingClass: z.enum(['standard', 'expedited', 'overnight', 'free', 'heavy']),
  requiresShipping: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<ProductDto>;

/** GET /api/products/{id}: the product with its photos, options and variants (docs/decisions/0060-photos-and-variants.md). */
export const productDetailSchema = productSchema.extend({
  images: z.array(z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      id: z.number(),
      options: z.record(z.string(), z.string()),
      price: z.string(),
      stock: z.number().nullable(),
      sku: z.string().nullable(),
      imageUrl: z.string().nullable(),
      weight: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<ProductDetailDto>;

export const wishlistItemSchema = productSchema.extend({ wishlistId: z.number() }) satisfies z.ZodType<WishlistItemDto>;

/** POST /api/wishlist(/{productId}): the entry, new (201) or already there (200). */
export const wishlistEntrySchema = z.object({ productId: z.number(), wishlistId: z.number() });

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  productCount: z.number(),
}) satisfies z.ZodType<CategoryDto>;

export const reviewResponseSchema = z.object({
  id: z.number(),
  productId: z.number(),
  userId: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ReviewDto>;

export const reviewEligibilitySchema = z.object({ canReview: z.boolean(), message: z.string() }) satisfies z.ZodType<ReviewEligibilityDto>;

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One entry of a listing's change record (decision 0040). */
export const listingRevisionSchema = z.object({
  id: z.number(),
  productId: z.number(),
  status: z.enum(REVISION_STATUSES),
  changes: z.array(z.object({ field: z.enum(RECORDED_FIELDS), from: changeValue, to: changeValue })),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<ListingRevisionDto>;

/** A listing as its seller and the administrator review it. */
export const listingSchema = productDetailSchema.extend({
  sellerName: z.string().nullable(),
  pendingChanges: listingRevisionSchema.nullable(),
}) satisfies z.ZodType<ListingDto>;
