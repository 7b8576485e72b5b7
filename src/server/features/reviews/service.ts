import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { findVisibleProduct } from '#server/features/products/service.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { orderItems, orders, products, reviews, type User } from '#server/db/schema.ts';
import { AppError, conflict } from '#server/errors.ts';
import type { ReviewDto, ReviewEligibilityDto } from '#shared/catalogue.ts';

export const MESSAGES = {
  signIn: 'Please log in to submit a review',
  eligible: 'You can review this product.',
  alreadyReviewed: 'You have already reviewed this product.',
  notPurchased: "You can only review products you've purchased and received.",
} as const;

/** Orders in these states count as received (docs/architecture.md §3). */
const RECEIVED = ['delivered', 'completed'] as const;

type ReviewRow = typeof reviews.$inferSelect;
const toReviewDto = (r: ReviewRow): ReviewDto => ({
  id: r.id,
  productId: r.productId,
  userId: r.userId,
  rating: r.rating,
  comment: r.comment,
  userName: r.userName,
  createdAt: r.createdAt.toISOString(),
});

/** A product's reviews, newest first. */
export async function listReviews(db: Db, user: User | null, productId: number): Promise<ReviewDto[]> {
  await findVisibleProduct(db, productId, user);
  const rows = await db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewDto);
}

/** Whether this user may review the product: a received order containing it, and no review yet. */
async function eligibility(db: Db | Tx, userId: number, productId: number): Promise<ReviewEligibilityDto> {
  const [reviewed] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  if (reviewed) return { canReview: false, message: MESSAGES.alreadyReviewed };
  const [received] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), eq(orders.userId, userId), inArray(orders.status, [...RECEIVED])))
    .limit(1);
  if (!received) return { canReview: false, message: MESSAGES.notPurchased };
  return { canReview: true, message: MESSAGES.eligible };
}

/** GET /api/reviews/eligibility/{productId}: a signed-out visitor is told to log in (not an error). */
export async function reviewEligibility(db: Db, user: User | null, productId: number): Promise<ReviewEligibilityDto> {
  await findVisibleProduct(db, productId, user);
  if (!user) return { canReview: false, message: MESSAGES.signIn };
  return eligibility(db, user.id, productId);
}

export interface NewReview {
  productId: number;
  rating: number;
  comment?: string | null;
}

/**
 * Writes the session user's review and brings the product's rating and review count in step, in
 * one transaction. The product row is locked first, so reviews of one product are written one at a
 * time: the recount sees every committed review, and a user's second attempt racing the first sees
 * it and gets 409 (the unique index on product and user is the last guard).
 */
export async function createReview(db: Db, user: User, input: NewReview): Promise<ReviewDto> {
  try {
    return await db.transaction(async (tx) => {
      await findVisibleProduct(tx, input.productId, user, true);
      const check = await eligibility(tx, user.id, input.productId);
      if (!check.canReview) {
        throw check.message === MESSAGES.alreadyReviewed ? conflict(check.message) : new AppError(403, 'not_eligible', check.message);
      }
      const [review] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId: user.id,
          rating: input.rating,
          comment: input.comment ?? null,
          userName: user.fullName?.trim() || user.username,
        })
        .returning();
      await tx
        .update(products)
        .set({
          rating: sql`(select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${input.productId})`,
          reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${input.productId})`,
        })
        .where(eq(products.id, input.productId));
      return toReviewDto(review!);
    });
  } catch (error) {
    if (pgCode(error) === PG.uniqueViolation) throw conflict(MESSAGES.alreadyReviewed);
    throw error;
  }
}
