import { z } from 'zod';
import { dbId, strictNumber } from './common.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_LISTS, PRODUCT_SORTS, SEARCH_SORTS } from '#shared/catalogue.ts';

const flag = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');
const dollars = (name: string) =>
  strictNumber(z.number({ message: `${name} must be a number` }).min(0, `${name} must be 0 or more`).max(1_000_000, `${name} is too large`));

const limit = strictNumber(
  z
    .number({ message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
    .int(`limit must be between 1 and ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`),
).default(DEFAULT_PAGE_SIZE);
const offset = strictNumber(
  z.number({ message: 'offset must be 0 or more' }).int('offset must be 0 or more').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large'),
).default(0);

/** The filters and page every product list takes, and the search too (decision 0046). */
const listFilters = {
  category: dbId('category must be a category id').optional(),
  onSale: flag('onSale').optional(),
  isNew: flag('isNew').optional(),
  inStock: flag('inStock').optional(),
  minPrice: dollars('minPrice').optional(),
  maxPrice: dollars('maxPrice').optional(),
  minRating: strictNumber(z.number({ message: 'minRating must be between 1 and 5' }).min(1, 'minRating must be between 1 and 5').max(5, 'minRating must be between 1 and 5')).optional(),
  limit,
  offset,
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
  })
  .refine(...priceRangeInOrder);
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Query string of GET /api/search: the words, the lists' filters, and a sort (relevance by default). */
export const searchQuerySchema = z
  .object({
    q: z.string().max(200, 'The search is too long (200 characters at most)').default(''),
    ...listFilters,
    sort: z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  })
  .refine(...priceRangeInOrder);

export const idParamSchema = z.object({
  id: dbId('id must be a positive whole number'),
});
export const productIdParamSchema = z.object({
  productId: idParamSchema.shape.id,
});

const rating = strictNumber(z.number({ message: 'Please select a rating' }).int('Please select a rating').min(1, 'Please select a rating').max(5, 'Please select a rating'));

/** POST /api/reviews and the product page's review form (spec 000 section 5). */
export const reviewSchema = z.object({
  productId: idParamSchema.shape.id,
  rating,
  comment: z.string({ message: 'Review must be at least 10 characters' }).trim().min(10, 'Review must be at least 10 characters').max(2000, 'Review must be at most 2000 characters'),
});

/** The write-review page (spec 001 section 5); POST /api/direct-review(s) take it too. */
export const writeReviewSchema = z.object({
  productId: idParamSchema.shape.id,
  rating,
  comment: z
    .string()
    .trim()
    .min(3, 'Comment must be at least 3 characters.')
    .max(500, 'Comment must be less than 500 characters.')
    .nullable()
    .optional(),
});

export const wishlistBodySchema = z.object({ productId: idParamSchema.shape.id });

/** POST /api/newsletter/subscribe (spec 000 section 5: the shape x@y.z). */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ message: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
});
