import { Star } from 'lucide-react';
import { PriceSlider } from './price-slider.tsx';

/**
 * The list pages' filter sidebar (docs/product.md B5): a price range and rating chips 5 to 1,
 * where choosing the active chip clears it.
 */
export function FilterSidebar({
  price,
  priceMin,
  priceMax,
  priceStep,
  onPriceChange,
  onPriceCommit,
  minRating,
  onRatingChange,
  ratings = [5, 4, 3, 2, 1],
  onReset,
}: {
  price: [number, number];
  priceMin: number;
  priceMax: number;
  priceStep: number;
  onPriceChange: (value: [number, number]) => void;
  onPriceCommit: (value: [number, number]) => void;
  minRating: number | null;
  onRatingChange: (rating: number) => void;
  ratings?: readonly number[];
  /** Shown as 'Reset filters' when given. */
  onReset?: () => void;
}) {
  return (
    <aside aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold text-slate-900">Filters</h2>
        {onReset && (
          <button type="button" onClick={onReset} className="rounded text-sm font-medium text-brand-700 hover:underline">
            Reset filters
          </button>
        )}
      </div>
      <div className="mt-5">
        <PriceSlider min={priceMin} max={priceMax} step={priceStep} value={price} onChange={onPriceChange} onCommit={onPriceCommit} />
      </div>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-slate-900">Customer rating</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {ratings.map((r) => {
            const active = minRating === r;
            return (
              <button
                key={r}
                type="button"
                aria-pressed={active}
                aria-label={r === 5 ? '5 stars' : `${r} stars and up`}
                onClick={() => onRatingChange(r)}
                className={`inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition ${
                  active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                }`}
              >
                {r}
                <Star className={`h-4 w-4 ${active ? 'fill-amber-300 text-amber-300' : 'fill-amber-400 text-amber-400'}`} aria-hidden />
                {r < 5 && <span aria-hidden>&amp; up</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
    </aside>
  );
}
