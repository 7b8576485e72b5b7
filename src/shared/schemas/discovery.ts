// Requests and answers of discovery (issue 29, docs/decisions/0061-discovery.md).
import { z } from 'zod';
import type { BuyAgainItemDto, SearchFacetsDto, SearchSuggestionsDto } from '#shared/discovery.ts';
import { RECENTLY_VIEWED_MAX } from '#shared/discovery.ts';
import { productSchema, searchQuerySchema } from './catalogue.ts';
import { dbId } from './common.ts';

/** GET /api/search/suggest?q=: what was typed so far (suggestions start at SUGGEST_MIN_CHARS). */
export const suggestQuerySchema = z.object({
  q: z.string({ message: 'q is required' }).max(100, 'The search is too long (100 characters at most)'),
});

const money = z.string();

export const suggestionsSchema = z.object({
  queries: z.array(z.string()),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: money,
      priceRange: z.object({ min: money, max: money }).nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  shops: z.array(z.object({ slug: z.string(), shopName: z.string() })),
}) satisfies z.ZodType<SearchSuggestionsDto>;

/** GET /api/search/facets: the search's words and filters (q may be empty: a list's facets); no sort or page. */
export const facetsQuerySchema = searchQuerySchema;

export const facetsSchema = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  priceRanges: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number() })),
  ratings: z.array(z.object({ atLeast: z.number(), count: z.number() })),
  shops: z.array(z.object({ slug: z.string(), shopName: z.string(), count: z.number() })),
  onSale: z.number(),
  inStock: z.number(),
}) satisfies z.ZodType<SearchFacetsDto>;

/** POST /api/recently-viewed: products viewed, the most recent first (one view, or the browser's list at sign-in). */
export const recentlyViewedBodySchema = z.object({
  productIds: z
    .array(dbId('productIds must be product ids'), { message: 'productIds must be a list of product ids' })
    .min(1, 'productIds must name at least one product')
    .max(RECENTLY_VIEWED_MAX, `productIds takes at most ${RECENTLY_VIEWED_MAX} products`),
});

export const buyAgainItemSchema = z.object({
  product: productSchema,
  variantId: z.number().nullable(),
  variantOptions: z.record(z.string(), z.string()),
  lastOrderedAt: z.string(),
}) satisfies z.ZodType<BuyAgainItemDto>;
