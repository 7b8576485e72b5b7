import { UserRound } from 'lucide-react';
import { Stars } from '#client/components/catalogue/stars.tsx';
import type { ReviewDto } from '#shared/catalogue.ts';
import { reviewDate } from './review-date.ts';

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product!';

/** The reviews of a product, newest first as the server sends them. */
export function ReviewList({ reviews }: { reviews: readonly ReviewDto[] }) {
  if (reviews.length === 0) {
    return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">{NO_REVIEWS_TEXT}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Customer reviews">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0">
          <article>
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
                <UserRound className="h-4 w-4" />
              </span>
              <span className="font-semibold text-slate-900">{review.userName || 'Verified Customer'}</span>
              <Stars rating={review.rating} />
              <time dateTime={review.createdAt} className="text-sm text-slate-500">
                {reviewDate(review.createdAt)}
              </time>
            </header>
            {review.comment && <p className="mt-2 whitespace-pre-line break-words text-slate-700">{review.comment}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
