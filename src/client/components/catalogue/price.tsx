import { formatCents, toCents } from '#shared/money.ts';
import { discount } from '#shared/catalogue.ts';

/** Price, the old price struck through when it is higher, and optionally 'Save $X'. */
export function Price({
  price,
  oldPrice,
  showSave = false,
  size = 'md',
}: {
  price: string | number;
  oldPrice?: string | number | null;
  showSave?: boolean;
  size?: 'md' | 'lg';
}) {
  const cents = toCents(price);
  const oldCents = oldPrice == null || oldPrice === '' ? null : toCents(oldPrice);
  const off = discount(cents, oldCents);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>{formatCents(cents)}</span>
      {off && oldCents != null && (
        <>
          <span className={`text-slate-500 line-through ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">Was </span>
            {formatCents(oldCents)}
          </span>
          {showSave && <span className={`font-semibold text-emerald-700 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>Save {formatCents(off.savingCents)}</span>}
        </>
      )}
    </span>
  );
}
