import { useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Star, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { shopReviewInputSchema, type SellerSummaryDto, type ShopReviewDto } from '#shared/schemas/shops.ts';
import { useRateShop } from '../api.ts';
import { StarRatingInput } from '#client/components/star-rating-input.tsx';

/**
 * 'Rate this shop' and its dialog: 1 to 5 stars, an optional comment, 'Submit'. Checked with the
 * route's own schema before sending. Closed without rating, the focus goes back to the button; once
 * rated, the button gives way to the rating, and `onRated` (the caller's, which outlives this
 * dialog) moves the focus there and says it.
 */
export function RateShopDialog({
  orderId,
  seller,
  onRated,
}: {
  orderId: number;
  seller: SellerSummaryDto;
  onRated: (review: ShopReviewDto, slug: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const stars = useRef<HTMLFieldSetElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const rated = useRef(false);
  const rate = useRateShop(orderId, onRated);

  const reset = () => {
    rated.current = false;
    setRating(undefined);
    setComment('');
    setErrors({});
  };

  const submit = () => {
    const parsed = shopReviewInputSchema.safeParse({ orderId, rating, comment });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors({ rating: byField.rating, comment: byField.comment });
      (byField.rating ? stars.current : commentRef.current)?.focus();
      return;
    }
    setErrors({});
    rate.mutate(
      { slug: seller.slug, rating: parsed.data.rating, comment: parsed.data.comment ?? '' },
      {
        onSuccess: () => {
          rated.current = true;
          setOpen(false);
        },
        onError: (error) => setErrors({ form: serverMessage(error, 'Your rating could not be sent. Please try again.') }),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="brand" size="sm">
          <Star className="h-4 w-4" aria-hidden />
          Rate this shop
          <span className="sr-only">: {seller.shopName}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Not rated: Radix gives the focus back to 'Rate this shop'. Rated: onRated placed it.
            if (rated.current) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900">Rate {seller.shopName}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                How was your order #{orderId} from this shop? Your rating and comment appear on the shop&apos;s page.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <StarRatingInput
              ref={stars}
              name={`${id}-rating`}
              legend="Your rating"
              value={rating}
              onChange={(value) => {
                setRating(value);
                setErrors((e) => ({ ...e, rating: undefined }));
              }}
              error={errors.rating}
              disabled={rate.isPending}
            />
            <div>
              <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium text-slate-800">
                Comment (optional)
              </label>
              <textarea
                id={`${id}-comment`}
                ref={commentRef}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                rows={4}
                maxLength={2000}
                placeholder="Packaging, shipping, how the seller kept in touch…"
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2"
              />
              {errors.comment && (
                <p id={`${id}-comment-error`} className="mt-1.5 text-sm font-medium text-accent-700">
                  {errors.comment}
                </p>
              )}
            </div>
            {errors.form && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
                {errors.form}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="brand" disabled={rate.isPending}>
                {rate.isPending ? 'Submitting…' : 'Submit'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
