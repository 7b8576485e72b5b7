import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { StarRatingInput } from '#client/components/star-rating-input.tsx';

/** The 'Your rating' stars of a review form whose values hold `rating`. */
export function RatingField<T extends FieldValues & { rating: unknown }, O>({
  control,
  error,
  disabled,
}: {
  control: Control<T, unknown, O>;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={'rating' as Path<T>}
      render={({ field }) => (
        <StarRatingInput
          name={field.name}
          value={Number(field.value) || undefined}
          onChange={field.onChange}
          error={error}
          legend="Your rating"
          disabled={disabled}
        />
      )}
    />
  );
}
