import { Star, StarHalf } from 'lucide-react';
import { starParts } from '#shared/catalogue.ts';

/** A rating as 5 stars, whole part full and a half star for a fraction of 0.5 or more (spec 000 section 5). */
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
