// Shop reviews (docs/product.md "Shop reviews", issue 26 item 4): a shop is rated only by the buyer of a
// delivered or completed order holding its items, once per order; its seller answers a review once,
// publicly. The shop's rating is kept as a sum and a count on its row, changed in the same
// transaction as the review, so "Sold by" and the shop page read it without counting.
import { and, asc, count, desc, eq, isNull, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { orderItems, orders, shopReviews, shops, users, type User } from '#server/db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '#server/errors.ts';
import { orderNotFound } from '#server/features/orders/dto.ts';
import { toSellerSummary } from '#server/features/products/dto.ts';
import {
  SHOP_REVIEW_MESSAGES as MESSAGES,
  type OrderShopReviewDto,
  type SellerSummaryDto,
  type ShopReviewDto,
  type ShopReviewsAnswerDto,
} from '#shared/schemas/shops.ts';

export { MESSAGES };

/** Orders in these states count as received, as for product reviews (docs/architecture.md §3). */
const RECEIVED: ReadonlySet<string> = new Set(['delivered', 'completed']);

type ShopRow = typeof shops.$inferSelect;
type ReviewRow = typeof shopReviews.$inferSelect;

export const SHOP_NOT_FOUND = 'Shop not found';

/** "Sold by" of a shop row, as every product answer has it (docs/decisions/0054-shops.md). */
export const sellerSummary = (shop: ShopRow): SellerSummaryDto =>
  toSellerSummary({
    id: shop.sellerId,
    shopName: shop.name,
    slug: shop.slug,
    city: shop.city,
    state: shop.state,
    ratingSum: shop.ratingSum,
    ratingCount: shop.ratingCount,
  });

/**
 * How a reviewer is shown: the first word of their full name and the last word's initial
 * ('Emily Carter' -> 'Emily C.'), the single word of a one-word name, else their username.
 */
export function reviewerName(user: { fullName: string | null; username: string }): string {
  const words = (user.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return user.username;
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`;
}

const toDto = (review: ReviewRow, author: { fullName: string | null; username: string }): ShopReviewDto => ({
  id: review.id,
  rating: review.rating,
  comment: review.comment,
  userName: reviewerName(author),
  createdAt: review.createdAt.toISOString(),
  reply: review.reply,
  repliedAt: review.repliedAt?.toISOString() ?? null,
});

/** The shop of `slug`, locked for the transaction when `lock`; 404 'Shop not found'. */
async function findShop(db: Db | Tx, slug: string, lock = false): Promise<ShopRow> {
  const query = db.select().from(shops).where(eq(shops.slug, slug));
  const [shop] = lock ? await query.for('update') : await query;
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shop;
}

const author = { fullName: users.fullName, username: users.username };

/** GET /api/shops/{slug}/reviews: newest first, with the count of all and the shop's rating. */
export async function listShopReviews(db: Db, slug: string, page: { limit: number; offset: number }): Promise<ShopReviewsAnswerDto> {
  const shop = await findShop(db, slug);
  const rows = await db
    .select({ review: shopReviews, author })
    .from(shopReviews)
    .innerJoin(users, eq(users.id, shopReviews.userId))
    .where(eq(shopReviews.sellerId, shop.sellerId))
    .orderBy(desc(shopReviews.createdAt), desc(shopReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(shopReviews).where(eq(shopReviews.sellerId, shop.sellerId));
  return { items: rows.map((r) => toDto(r.review, r.author)), total: total?.n ?? 0, rating: sellerSummary(shop).rating };
}

export interface NewShopReview {
  orderId: number;
  rating: number;
  comment: string | null;
}

/**
 * Whether `user` may rate the shop of `sellerId` for the order: theirs (an order of someone else's
 * reads as not theirs, whether it exists or not), holding the shop's items, received, not their own
 * shop. Throws the reason; answers nothing when they may (the review itself is checked apart).
 */
async function checkRateable(db: Db | Tx, user: User, sellerId: number, orderId: number): Promise<void> {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== user.id) throw new AppError(403, 'not_eligible', MESSAGES.notYourOrder);
  if (sellerId === user.id) throw new AppError(403, 'not_eligible', MESSAGES.ownShop);
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)))
    .limit(1);
  if (!line) throw new AppError(403, 'not_eligible', MESSAGES.notFromShop);
  if (!RECEIVED.has(order.status)) throw new AppError(403, 'not_eligible', MESSAGES.notDelivered);
}

/**
 * POST /api/shops/{slug}/reviews for the session's user (never a userId of the body). The shop's row
 * is locked first, so its reviews are written one at a time and the sum and count stay true; a
 * second review of the same order racing the first sees it (409), and the unique index on order and
 * shop is the last guard.
 */
export async function createShopReview(db: Db, now: () => Date, user: User, slug: string, input: NewShopReview): Promise<ShopReviewDto> {
  try {
    return await db.transaction(async (tx) => {
      const shop = await findShop(tx, slug, true);
      await checkRateable(tx, user, shop.sellerId, input.orderId);
      const [existing] = await tx
        .select({ id: shopReviews.id })
        .from(shopReviews)
        .where(and(eq(shopReviews.orderId, input.orderId), eq(shopReviews.sellerId, shop.sellerId)));
      if (existing) throw conflict(MESSAGES.alreadyRated);
      const [review] = await tx
        .insert(shopReviews)
        .values({ sellerId: shop.sellerId, orderId: input.orderId, userId: user.id, rating: input.rating, comment: input.comment, createdAt: now() })
        .returning();
      await tx
        .update(shops)
        .set({ ratingSum: sql`${shops.ratingSum} + ${input.rating}`, ratingCount: sql`${shops.ratingCount} + 1` })
        .where(eq(shops.sellerId, shop.sellerId));
      return toDto(review!, user);
    });
  } catch (error) {
    if (pgCode(error) === PG.uniqueViolation) throw conflict(MESSAGES.alreadyRated);
    throw error;
  }
}

/** POST /api/shops/{slug}/reviews/{id}/reply: only the shop's own seller, once. */
export async function replyToShopReview(db: Db, now: () => Date, user: User, slug: string, reviewId: number, reply: string): Promise<ShopReviewDto> {
  return db.transaction(async (tx) => {
    const shop = await findShop(tx, slug);
    if (shop.sellerId !== user.id) throw forbidden(MESSAGES.notYourShop);
    const [found] = await tx
      .select({ review: shopReviews, author })
      .from(shopReviews)
      .innerJoin(users, eq(users.id, shopReviews.userId))
      .where(and(eq(shopReviews.id, reviewId), eq(shopReviews.sellerId, shop.sellerId)));
    if (!found) throw notFound(MESSAGES.reviewNotFound);
    // Guarded on the reply still missing: of two answers sent at once, one is kept.
    const [answered] = await tx
      .update(shopReviews)
      .set({ reply, repliedAt: now() })
      .where(and(eq(shopReviews.id, reviewId), isNull(shopReviews.reply)))
      .returning();
    if (!answered) throw conflict(MESSAGES.alreadyAnswered);
    return toDto(answered, found.author);
  });
}

/**
 * GET /api/orders/{id}/shop-reviews for the order's owner (anyone else: 404, as for the order): each
 * shop with items in the order, in the order of its first line, with the owner's review of it and
 * whether they may still rate it.
 */
export async function orderShopReviews(db: Db, user: User, orderId: number): Promise<OrderShopReviewDto[]> {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== user.id) throw orderNotFound();
  const sellers = await db
    .select({ shop: shops, firstLine: min(orderItems.id) })
    .from(orderItems)
    .innerJoin(shops, eq(shops.sellerId, orderItems.sellerId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(shops.sellerId)
    .orderBy(asc(min(orderItems.id)));
  const reviews = await db.select().from(shopReviews).where(eq(shopReviews.orderId, orderId));
  const received = RECEIVED.has(order.status);
  return sellers.map(({ shop }) => {
    const review = reviews.find((r) => r.sellerId === shop.sellerId);
    return {
      seller: sellerSummary(shop),
      review: review ? toDto(review, user) : null,
      canReview: received && !review && shop.sellerId !== user.id,
    };
  });
}
