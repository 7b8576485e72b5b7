// Shops (issue 26, docs/decisions/0054-shops.md): what the API answers about a seller's shop and what
// the seller's shop settings, the become-seller form and a shop review accept. One schema per shape,
// used by the routes (and their OpenAPI document) and the forms.
import { z } from 'zod';
import { stateCode, US_STATE_MESSAGE, US_ZIP_PATTERN, zipStateIssue } from '../zip-states.ts';
import { dbId } from './common.ts';

// ---- what shoppers read ------------------------------------------------------------------------

/**
 * "Sold by": the shop beside a product, a card, a cart or order line. `rating` is the average of the
 * shop's reviews to one decimal place, null without reviews.
 */
export const sellerSummarySchema = z.object({
  id: z.number(),
  shopName: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
});
export type SellerSummaryDto = z.infer<typeof sellerSummarySchema>;

/** GET /api/shops/{slug}: the shop page's header and story. */
export const shopSchema = sellerSummarySchema.extend({
  story: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** ISO: when the seller opened the shop */
  joinedAt: z.string(),
  /** its approved listings a shopper can see */
  productCount: z.number(),
});
export type ShopDto = z.infer<typeof shopSchema>;

/** One review of a shop, with the seller's public answer when there is one. */
export const shopReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  /** the reviewer as shown: their full name's first word and initial, else their username */
  userName: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ShopReviewDto = z.infer<typeof shopReviewSchema>;

/** GET /api/shops/{slug}/reviews?limit=&offset=: newest first. */
export const shopReviewsPageSchema = z.object({ items: z.array(shopReviewSchema), total: z.number() });
export type ShopReviewsPageDto = z.infer<typeof shopReviewsPageSchema>;

// ---- what sellers write ------------------------------------------------------------------------

export const SHOP_NAME_MESSAGE = 'Shop name must be 3 to 60 characters';
export const SHOP_NAME_TAKEN = 'That shop name is taken. Please choose another.';
export const STORY_MESSAGE = 'Your story must be at most 2,000 characters';
export const STREET_MESSAGE = 'Street address is required';
export const CITY_MESSAGE = 'City is required';
export const SHIP_FROM_ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code';
/** Publishing a listing needs the address its parcels leave from. */
export const SHIP_FROM_REQUIRED = 'Add your ship-from address in your shop settings before publishing a listing.';

const text = (min: number, max: number, message: string) => z.string({ message }).trim().min(min, message).max(max, message);
const usState = z
  .string({ message: US_STATE_MESSAGE })
  .trim()
  .refine((typed) => stateCode(typed) !== undefined, US_STATE_MESSAGE)
  .transform((typed) => stateCode(typed)!);

/** Where the seller's parcels leave from and returns go back to: a US street address. */
export const shipFromSchema = z
  .object({
    street: text(5, 200, STREET_MESSAGE),
    city: text(2, 100, CITY_MESSAGE),
    state: usState,
    zipCode: z.string({ message: SHIP_FROM_ZIP_MESSAGE }).trim().regex(US_ZIP_PATTERN, SHIP_FROM_ZIP_MESSAGE),
  })
  .superRefine(({ state, zipCode }, ctx) => {
    const issue = zipStateIssue(state, zipCode);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type ShipFromDto = z.output<typeof shipFromSchema>;

/**
 * The shop part of the become-seller form and of PUT /api/seller/shop. The location (the city and
 * state shoppers read) is the ship-from address's unless given.
 */
export const shopSettingsInputSchema = z.object({
  shopName: text(3, 60, SHOP_NAME_MESSAGE),
  story: z.string({ message: STORY_MESSAGE }).trim().max(2000, STORY_MESSAGE).default(''),
  city: text(2, 100, CITY_MESSAGE).nullish(),
  state: usState.nullish(),
  shipFrom: shipFromSchema,
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;
export type ShopSettingsUpdate = z.output<typeof shopSettingsInputSchema>;

/** GET and PUT /api/seller/shop: the seller's own shop, ship-from address included (null until set). */
export const shopSettingsSchema = z.object({
  shopName: z.string(),
  slug: z.string(),
  story: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  shipFrom: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).nullable(),
});
export type ShopSettingsDto = z.infer<typeof shopSettingsSchema>;

// ---- shop reviews ------------------------------------------------------------------------------

export const SHOP_RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars';
export const SHOP_COMMENT_MESSAGE = 'Your comment must be at most 2,000 characters';
export const REPLY_MESSAGE = 'Your answer must be 1 to 2,000 characters';

/** POST /api/shops/{slug}/reviews: the shopper's delivered order with the shop, rated once. */
export const shopReviewInputSchema = z.object({
  orderId: dbId('orderId must be an order id'),
  rating: z.number({ message: SHOP_RATING_MESSAGE }).int(SHOP_RATING_MESSAGE).min(1, SHOP_RATING_MESSAGE).max(5, SHOP_RATING_MESSAGE),
  comment: z
    .string({ message: SHOP_COMMENT_MESSAGE })
    .trim()
    .max(2000, SHOP_COMMENT_MESSAGE)
    .nullish()
    .transform((v) => v || null),
});
export type ShopReviewInput = z.input<typeof shopReviewInputSchema>;

/** POST /api/shops/{slug}/reviews/{id}/reply: the shop's seller answers once, publicly. */
export const shopReplyInputSchema = z.object({ reply: text(1, 2000, REPLY_MESSAGE) });

/** GET /api/orders/{id}/shop-reviews: per shop of the order, its review by the order's owner and whether they may still rate it. */
export const orderShopReviewSchema = z.object({ seller: sellerSummarySchema, review: shopReviewSchema.nullable(), canReview: z.boolean() });
export type OrderShopReviewDto = z.infer<typeof orderShopReviewSchema>;

/** What GET /api/shops/{slug}/reviews answers: the page, and the shop's rating as "Sold by" shows it (null without reviews). */
export const shopReviewsAnswerSchema = shopReviewsPageSchema.extend({ rating: z.number().nullable() });
export type ShopReviewsAnswerDto = z.infer<typeof shopReviewsAnswerSchema>;

/** The answers of the shop review routes a shopper or a seller reads (docs/product.md, "Shop reviews"). */
export const SHOP_REVIEW_MESSAGES = {
  alreadyRated: 'You have already rated this shop for this order',
  notYourOrder: 'You can only rate a shop from your own orders.',
  notDelivered: 'You can rate this shop once your order has been delivered.',
  notFromShop: 'This order has no items from this shop.',
  ownShop: 'You cannot rate your own shop.',
  reviewNotFound: 'Review not found',
  notYourShop: "Only this shop's seller can answer its reviews.",
  alreadyAnswered: 'You have already answered this review',
} as const;
