import { useEffect, useRef, useState } from 'react';
import { Minus, Plus } from 'lucide-react';

/** Quantity buttons stay locked this long after each click (docs/product.md A4 and A9). */
export const STEPPER_LOCK_MS = 500;

/**
 * A cart line's quantity, 1 to `max` (docs/product.md A5): decrease is disabled at 1, increase at
 * the limit, where 'Max' shows in a slot kept for it, so the stepper does not move when it appears.
 * After each click both buttons are locked for 500 ms.
 */
export function CartQuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The product's name, for the buttons' accessible names. */
  label: string;
}) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const atMin = value <= 1;
  const atMax = value >= max;
  const step = (delta: number) => {
    if (locked) return;
    const next = Math.min(max, Math.max(1, value + delta));
    if (next === value) return;
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), STEPPER_LOCK_MS);
    onChange(next);
  };

  const BUTTON =
    'grid h-9 w-9 place-items-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label={`Quantity of ${label}`} className="inline-flex items-center rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          className={`${BUTTON} rounded-l-lg`}
          onClick={() => step(-1)}
          disabled={locked || atMin}
          aria-label={`Decrease quantity of ${label}`}
        >
          <Minus className="h-4 w-4" aria-hidden />
        </button>
        <output aria-live="polite" aria-label={`Quantity of ${label}`} className="w-9 text-center text-sm font-semibold text-slate-900 tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={`${BUTTON} rounded-r-lg`}
          onClick={() => step(1)}
          disabled={locked || atMax}
          aria-label={`Increase quantity of ${label}`}
        >
          <Plus className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <span className="w-10 shrink-0">{atMax && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">Max</span>}</span>
    </div>
  );
}
