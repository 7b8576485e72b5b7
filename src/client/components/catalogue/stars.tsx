import { Star, StarHalf } from 'lucide-react';
import { starParts } from '#shared/catalogue.ts';

/** A rating as 5 stars, whole part full and a half star for a fraction of 0.5 or more (docs/product.md A5). */
export function Stars({
  rating,
  className = 'h-4 w-4',
}: {
  rating: number | string | null | undefined;
  /** size classes of each star */
  className?: string;
}) {
  const { full, half, empty } = starParts(rating);
  const value = Math.round((Number(rating) || 0) * 10) / 10;
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex shrink-0 items-center gap-0.5">
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} data-star="full" className={`${className} fill-amber-400 text-amber-400`} aria-hidden />
      ))}
      {half && (
        <span data-star="half" className="relative inline-flex" aria-hidden>
          <Star className={`${className} text-slate-300`} />
          <StarHalf className={`${className} absolute inset-0 fill-amber-400 text-amber-400`} />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} data-star="empty" className={`${className} text-slate-300`} aria-hidden />
      ))}
    </span>
  );
}

/**
 * A product's stars and review count, or 'No reviews yet' for a product nobody has reviewed: five
 * empty stars and '0.0' would read as a product rated zero (decision 0046).
 */
export function RatingSummary({
  rating,
  reviewCount,
  size = 'sm',
  showValue = false,
}: {
  rating: number | string | null | undefined;
  reviewCount: number;
  size?: 'sm' | 'md' | 'lg';
  /** The average to one decimal beside the stars (product page). */
  showValue?: boolean;
}) {
  const text = size === 'sm' ? 'text-xs' : 'text-sm';
  if (!(reviewCount > 0) || rating == null) return <p className={`${text} text-slate-500`}>No reviews yet</p>;
  const value = Number(rating);
  const noun = reviewCount === 1 ? 'review' : 'reviews';
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Stars rating={value} className={{ sm: 'h-3.5 w-3.5', md: 'h-4 w-4', lg: 'h-5 w-5' }[size]} />
      {showValue && <span className={`${text} font-semibold text-slate-900`}>{value.toFixed(1)}</span>}
      <span className={`${text} ${size === 'sm' ? 'text-slate-500' : 'text-slate-600'}`}>
        {size === 'sm' ? (
          <>
            ({reviewCount}
            <span className="sr-only"> {noun}</span>)
          </>
        ) : (
          `(${reviewCount} ${noun})`
        )}
      </span>
    </div>
  );
}
