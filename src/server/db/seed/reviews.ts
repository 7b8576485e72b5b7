import { CATEGORY_COMMENTS, GENERIC_COMMENTS } from './review-comments.ts';
import type { DemoProduct } from './products.ts';
import { createRng, SEED_BASE_DATE, DAY_MS, type Rng } from './random.ts';

export interface PlannedReview {
  productId: number;
  /** index into REVIEWERS; the seed maps it to that account's user id */
  reviewerIndex: number;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  createdAt: Date;
}

type Stars = PlannedReview['rating'];
type Weights = ReadonlyArray<readonly [Stars, number]>;

const HOT: Weights = [
  [5, 62],
  [4, 30],
  [3, 6],
  [2, 2],
];
const MIXED: Weights = [
  [5, 26],
  [4, 30],
  [3, 24],
  [2, 12],
  [1, 8],
];
const QUIET: Weights = [
  [5, 48],
  [4, 32],
  [3, 11],
  [2, 5],
  [1, 4],
];
const QUIET_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 3],
  [5, 2],
  [6, 2],
  [7, 1],
  [8, 1],
];

function reviewCountFor(product: DemoProduct, rng: Rng, reviewers: number): number {
  const n = {
    hot: () => rng.int(10, 18),
    mixed: () => rng.int(10, 13),
    quiet: () => rng.weighted(QUIET_COUNTS),
    none: () => 0,
  }[product.buzz]();
  return Math.min(n, reviewers);
}

/**
 * Star ratings for one product. Best sellers are nudged up to at least a 4.3 average and the
 * 'mixed' products down below 3.9, so the best-seller list is what the data file intends.
 */
function ratingsFor(product: DemoProduct, count: number, rng: Rng): Stars[] {
  const weights = product.buzz === 'hot' ? HOT : product.buzz === 'mixed' ? MIXED : QUIET;
  const stars = Array.from({ length: count }, () => rng.weighted(weights));
  const sum = () => stars.reduce<number>((s, r) => s + r, 0);
  if (product.buzz === 'hot') {
    while (sum() < 4.3 * count) {
      const i = stars.indexOf(Math.min(...stars) as Stars);
      stars[i] = (stars[i]! + 1) as Stars;
    }
  } else if (product.buzz === 'mixed') {
    while (sum() >= 3.9 * count) {
      const i = stars.indexOf(Math.max(...stars) as Stars);
      stars[i] = (stars[i]! - 1) as Stars;
    }
  }
  return stars;
}

function commentPool(categoryId: number, rating: Stars): readonly string[] {
  const byCategory = CATEGORY_COMMENTS[categoryId];
  if (rating >= 4) return [...(byCategory?.good ?? []), ...GENERIC_COMMENTS[rating]];
  if (rating >= 2) return [...(byCategory?.meh ?? []), ...GENERIC_COMMENTS[rating]];
  return GENERIC_COMMENTS[1];
}

/** Picks a comment not yet used on this product (pools are large enough; repeats only as a fallback). */
function pickComment(pool: readonly string[], used: Set<string>, rng: Rng): string {
  const fresh = pool.filter((c) => !used.has(c));
  const from = fresh.length > 0 ? fresh : pool;
  const comment = from[rng.int(0, from.length - 1)]!;
  used.add(comment);
  return comment;
}

/** Fisher-Yates with the seeded generator: which reviewers wrote about this product. */
function pickReviewers(count: number, reviewers: number, rng: Rng): number[] {
  const order = Array.from({ length: reviewers }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, count);
}

/** Reviews land between a day after the listing date and the base date, on whole minutes. */
function reviewDate(product: DemoProduct, rng: Rng): Date {
  const from = product.createdAt.getTime() + Math.min(DAY_MS, (SEED_BASE_DATE.getTime() - product.createdAt.getTime()) / 2);
  const ms = from + rng.next() * (SEED_BASE_DATE.getTime() - from);
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

/**
 * The seeded reviews of the whole catalogue, in product order and by date within a product, at
 * most one per reviewer per product. Deterministic: the same input gives the same reviews.
 */
export function planReviews(products: readonly DemoProduct[], reviewerCount: number): PlannedReview[] {
  const planned: PlannedReview[] = [];
  for (const product of products) {
    const rng = createRng(`reviews:${product.id}`);
    const count = reviewCountFor(product, rng, reviewerCount);
    const authors = pickReviewers(count, reviewerCount, rng);
    const stars = ratingsFor(product, count, rng);
    const used = new Set<string>();
    const forProduct = authors.map((reviewerIndex, i) => {
      const rating = stars[i]!;
      return {
        productId: product.id,
        reviewerIndex,
        rating,
        comment: pickComment(commentPool(product.categoryId, rating), used, rng),
        createdAt: reviewDate(product, rng),
      };
    });
    forProduct.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reviewerIndex - b.reviewerIndex);
    planned.push(...forProduct);
  }
  return planned;
}

export interface RatingSummary {
  /** numeric(3,2) text: the average rounded half away from zero to 2 decimals, as PostgreSQL's round() does */
  rating: string | null;
  reviewCount: number;
}

/** A product's rating and review count exactly as its reviews give them. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { rating: null, reviewCount: 0 };
  const sum = ratings.reduce((s, r) => s + r, 0);
  // Integer hundredths: sum * 100 / n is exact or a clean .5 at worst, which Math.round takes up.
  const hundredths = Math.round((sum * 100) / ratings.length);
  const rating = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return { rating, reviewCount: ratings.length };
}
