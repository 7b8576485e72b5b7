import { useId, useState } from 'react';
import { Star } from 'lucide-react';

const LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/**
 * Rating 1 to 5 as a real radio group (arrow keys move between stars, the screen reader says
 * "3 stars, radio, 3 of 5"); stars light up to the one hovered or chosen.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  legend = 'Rating',
  name,
  disabled = false,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
  legend?: string;
  name: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const lit = hovered || value || 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
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
                className={`h-9 w-9 rounded-md p-1 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 ${
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
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
