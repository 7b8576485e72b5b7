import { formatCents, toCents } from '#shared/money.ts';
import { discount } from '#shared/catalogue.ts';

/**
 * Price, the old price struck through when it is higher, and optionally 'Save $X'. A listing whose
 * variants differ in price shows their range, "$24.00 - $32.00" (docs/decisions/0060-photos-and-variants.md),
 * and no single saving.
 */
export function Price({
  price,
  oldPrice,
  range = null,
  showSave = false,
  size = 'md',
}: {
  price: string | number;
  oldPrice?: string | number | null;
  range?: { min: string; max: string } | null;
  showSave?: boolean;
  size?: 'md' | 'lg';
}) {
  const cents = toCents(price);
  const oldCents = oldPrice == null || oldPrice === '' ? null : toCents(oldPrice);
  const off = discount(cents, oldCents);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        {range ? (
          <>
            {/* A narrow card breaks the range before the dash only. */}
            {formatCents(toCents(range.min))} <span className="whitespace-nowrap">- {formatCents(toCents(range.max))}</span>
          </>
        ) : (
          formatCents(cents)
        )}
      </span>
      {off && oldCents != null && (
        <>
          <span className={`text-slate-500 line-through ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">Was </span>
            {formatCents(oldCents)}
          </span>
          {showSave && !range && (
            <span className={`font-semibold text-emerald-700 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>Save {formatCents(off.savingCents)}</span>
          )}
        </>
      )}
    </span>
  );
}
