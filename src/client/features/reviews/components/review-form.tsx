import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { reviewSchema } from '#shared/schemas/catalogue.ts';
import { useSubmitReview } from '../api.ts';
import { CommentField } from './comment-field.tsx';
import { RatingField } from './rating-field.tsx';

const formSchema = reviewSchema.pick({ rating: true, comment: true });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The product page's review form (docs/product.md A2 and A5): rating 1-5 and a comment of 10+ characters. */
export function ReviewForm({ productId, onDone, onCancel }: { productId: number; onDone: () => void; onCancel: () => void }) {
  const submit = useSubmitReview(productId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: 0, comment: '' },
  });

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      { productId, rating: values.rating, comment: values.comment },
      {
        onSuccess: () => {
          reset();
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a review" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <RatingField control={control} error={errors.rating?.message} disabled={submit.isPending} />
      <CommentField
        id={`review-comment-${productId}`}
        label="Your review"
        placeholder="What did you like or dislike? How did you use it?"
        error={errors.comment?.message}
        disabled={submit.isPending}
        {...register('comment')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="brand" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
