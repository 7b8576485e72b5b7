import { Minus, Plus } from 'lucide-react';

/**
 * Quantity from 1 to the stock (docs/product.md A5): decrease is disabled at 1, increase at the
 * stock; the stock shows as '{stock} available'. Unknown stock leaves the upper end open.
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  disabled = false,
}: {
  value: number;
  onChange: (quantity: number) => void;
  stock: number | null;
  disabled?: boolean;
}) {
  const max = stock ?? Number.POSITIVE_INFINITY;
  const atMin = value <= 1;
  const atMax = value >= max;
  const step = (delta: number) => onChange(Math.min(max, Math.max(1, value + delta)));
  const BUTTON =
    'grid h-11 w-11 place-items-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-3">
      <div role="group" aria-label="Quantity" className="inline-flex items-center rounded-lg border border-slate-300 bg-white">
        <button type="button" className={`${BUTTON} rounded-l-lg`} onClick={() => step(-1)} disabled={disabled || atMin} aria-label="Decrease quantity">
          <Minus className="h-4 w-4" aria-hidden />
        </button>
        <output aria-live="polite" aria-label="Quantity" className="w-10 text-center text-base font-semibold tabular-nums text-slate-900">
          {value}
        </output>
        <button type="button" className={`${BUTTON} rounded-r-lg`} onClick={() => step(1)} disabled={disabled || atMax} aria-label="Increase quantity">
          <Plus className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {stock != null && <span className="text-sm text-slate-600">{stock} available</span>}
    </div>
  );
}
