// The reviews feature's public section, at its root: the product page shows it in its Reviews tab.
// (A feature's sub-folders are its own; other features import only its root modules, decision 0013.)
import { lazy, Suspense, useState } from 'react';
import { Link } from '#client/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { Info, PenLine } from 'lucide-react';
import { Stars } from '#client/components/catalogue/stars.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { eligibilityQuery, reviewsQuery } from './api.ts';
import { averageRating } from './components/review-date.ts';
import { ReviewList } from './components/review-list.tsx';

// The form (react-hook-form, zod and the review schema) loads when Write a Review is pressed, while
// the eligibility check is asked: the product page's first load carries only what it shows (issue 14).
const loadReviewForm = () => import('./components/review-form.tsx');
const ReviewForm = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewForm })));

/** docs/product.md A2, "Reviews section": summary, 'Write a Review', the form or the reason it is refused, the list. */
export function ReviewsSection({ productId, productName }: { productId: number; productName: string }) {
  const { user } = useAuth();
  const reviews = useQuery(reviewsQuery(productId));
  const eligibility = useQuery(eligibilityQuery(productId));
  const [writing, setWriting] = useState(false);

  const list = reviews.data ?? [];
  const average = averageRating(list.map((r) => r.rating));
  const returnTo = encodeURIComponent(`/product/${productId}`);

  return (
    <section aria-labelledby="reviews-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
            Customer Reviews
          </h2>
          {/* With no reviews the list below says so in the spec's words; an average of 0.0 would not. */}
          {list.length > 0 && (
            <div className="mt-1 flex items-center gap-2">
              {/* aria-label is not allowed on a plain span; the stars beside it announce the rating. */}
              <span className="text-2xl font-bold text-slate-900" aria-hidden>
                {average.toFixed(1)}
              </span>
              <Stars rating={average} className="h-5 w-5" />
              <span className="text-sm text-slate-600">
                ({list.length} {list.length === 1 ? 'review' : 'reviews'})
              </span>
            </div>
          )}
        </div>
        <Button
          variant={writing ? 'outline' : 'brand'}
          onClick={() => {
            void loadReviewForm();
            setWriting((w) => !w);
          }}
          aria-expanded={writing}
          aria-controls="review-form-area"
        >
          <PenLine className="h-4 w-4" aria-hidden />
          Write a Review
        </Button>
      </div>

      <div id="review-form-area">
        {writing &&
          (eligibility.isPending ? (
            <FormSpinner label="Checking whether you can review this product" />
          ) : eligibility.data?.canReview ? (
            <Suspense fallback={<FormSpinner label="Loading the review form" />}>
              <ReviewForm productId={productId} onDone={() => setWriting(false)} onCancel={() => setWriting(false)} />
            </Suspense>
          ) : (
            <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
              <Info className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
              <div className="space-y-3">
                <p>{eligibility.data?.message}</p>
                <div className="flex flex-wrap gap-2">
                  {!user && (
                    <Link to={`/auth?returnTo=${returnTo}`} className={buttonClass({ variant: 'brand', size: 'sm' })}>
                      Sign in
                    </Link>
                  )}
                  <Button variant="outline" size="sm" onClick={() => setWriting(false)}>
                    Close
                  </Button>
                </div>
              </div>
            </div>
          ))}
      </div>

      {reviews.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={`Loading reviews of ${productName}`} />
        </div>
      ) : reviews.isError && list.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">Reviews could not be loaded right now.</p>
      ) : (
        <ReviewList reviews={list} />
      )}
    </section>
  );
}

function FormSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-4">
      <Spinner label={label} className="h-6 w-6" />
    </div>
  );
}
