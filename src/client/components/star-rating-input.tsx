import { useId, useState, type Ref } from 'react';
import { Star } from 'lucide-react';

const LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/**
 * A rating from 1 to 5 as a radio group, for product reviews and shop ratings: arrow keys move
 * between the stars and a screen reader says "3 stars, radio, 3 of 5". The stars light up to the one
 * hovered or chosen. The fieldset can take the focus (ref) when a form is sent without a rating.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  legend = 'Rating',
  error,
  disabled = false,
  ref,
}: {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  legend?: string;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const errorId = `${useId()}-error`;
  const [hovered, setHovered] = useState(0);
  const lit = hovered || value || 0;
  return (
    <fieldset ref={ref} tabIndex={-1} aria-describedby={error ? errorId : undefined} disabled={disabled} className="focus:outline-none">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {LABELS.map((label, i) => {
          const rating = i + 1;
          return (
            <label key={rating} className="relative cursor-pointer" onMouseEnter={() => setHovered(rating)}>
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{label}</span>
              <Star
                aria-hidden
                className={`h-10 w-10 rounded-md p-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 ${
                  rating <= lit ? 'fill-amber-400 text-amber-400' : 'text-slate-300'
                }`}
              />
            </label>
          );
        })}
        <span className="ml-2 text-sm text-slate-600" aria-hidden>
          {value ? LABELS[value - 1] : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
