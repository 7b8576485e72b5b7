import { useRef, useState } from 'react';
import { MessageSquareReply, UserRound } from 'lucide-react';
import { Stars } from '#client/components/catalogue/stars.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useFocusAfter } from '#client/lib/focus.ts';
import { formatDate } from '#shared/dates.ts';
import type { ShopReviewDto } from '#shared/schemas/shops.ts';
import { AnswerForm } from './answer-form.tsx';

export const NO_SHOP_REVIEWS = 'No reviews yet';

const reviewDate = (iso: string | null) => formatDate(iso, 'long', 'Unknown date');
export const reviewElementId = (id: number) => `shop-review-${id}`;

/**
 * A shop's reviews as the server sends them (newest first), each with the seller's answer. For the
 * shop's own seller (`canAnswer`), 'Answer' under a review without one opens the answer form.
 */
export function ShopReviewList({ slug, reviews, canAnswer }: { slug: string; reviews: readonly ShopReviewDto[]; canAnswer: boolean }) {
  if (reviews.length === 0) return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">{NO_SHOP_REVIEWS}</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Shop reviews">
      {reviews.map((review) => (
        <li key={review.id} id={reviewElementId(review.id)} tabIndex={-1} className="py-5 first:pt-0 focus:outline-none">
          <ShopReview slug={slug} review={review} canAnswer={canAnswer} />
        </li>
      ))}
    </ul>
  );
}

function ShopReview({ slug, review, canAnswer }: { slug: string; review: ShopReviewDto; canAnswer: boolean }) {
  const [answering, setAnswering] = useState(false);
  const answerButton = useRef<HTMLButtonElement>(null);
  const replyRef = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const reviewer = review.userName || 'Verified Customer';
  return (
    <article>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
          <UserRound className="h-4 w-4" />
        </span>
        <span className="font-semibold text-slate-900">{reviewer}</span>
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-sm text-slate-500">
          {reviewDate(review.createdAt)}
        </time>
      </header>
      {review.comment && <p className="mt-2 break-words whitespace-pre-line text-slate-700">{review.comment}</p>}
      {review.reply ? (
        <div ref={replyRef} tabIndex={-1} className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3 focus:outline-none">
          <p className="text-sm font-semibold text-slate-900">
            Answer from the shop
            {review.repliedAt && (
              <>
                {' · '}
                <time dateTime={review.repliedAt} className="font-normal text-slate-500">
                  {reviewDate(review.repliedAt)}
                </time>
              </>
            )}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : canAnswer && answering ? (
        <AnswerForm
          slug={slug}
          reviewId={review.id}
          reviewer={reviewer}
          // Called once the list was read again: the form gives way to the answer, which takes the focus.
          onDone={() => {
            setAnswering(false);
            focusAfter({ target: () => replyRef.current ?? document.getElementById(reviewElementId(review.id)), message: 'Your answer was posted.' });
          }}
          onCancel={() => {
            setAnswering(false);
            setTimeout(() => answerButton.current?.focus(), 0);
          }}
        />
      ) : canAnswer ? (
        <Button ref={answerButton} variant="outline" size="sm" className="mt-3" onClick={() => setAnswering(true)} aria-label={`Answer ${reviewer}'s review`}>
          <MessageSquareReply className="h-4 w-4" aria-hidden />
          Answer
        </Button>
      ) : null}
    </article>
  );
}
