import { formatDate } from '#shared/dates.ts';

/** A review's date as a long US date ('November 1, 2026'), or 'Unknown date' (docs/product.md A2). */
export const reviewDate = (createdAt: string | null | undefined): string => formatDate(createdAt, 'long', 'Unknown date');

/** Average of the ratings to 1 decimal ('4.5'), 0 without reviews. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
