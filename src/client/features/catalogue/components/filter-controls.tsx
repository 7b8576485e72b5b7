import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';

/** A facet value's count beside its label, "(12)": part of the control's name, so it is heard too. */
export function FacetCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <span className="ml-1 font-normal text-slate-500 tabular-nums">({count.toLocaleString('en-US')})</span>;
}

/**
 * A labelled Radix checkbox; as a facet's value (issue 29) with its count, and disabled while no
 * result has it unless it is chosen.
 */
export function FilterCheckbox({
  label,
  checked,
  onChange,
  count,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  count?: number;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-h-9 items-center gap-2">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(v) => onChange(v === true)}
        className="grid h-5 w-5 shrink-0 place-items-center rounded border border-slate-400 bg-white disabled:border-slate-300 disabled:bg-slate-100 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator>
          <Check className="h-3.5 w-3.5 text-white" strokeWidth={3} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={`text-sm font-medium select-none ${disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-800'}`}>
        {label} <FacetCount count={count} />
      </label>
    </div>
  );
}

/**
 * A labelled native select: the platform's own picker on phones, full keyboard and screen-reader
 * support, and no focus trap (Radix Select left the page behind it focusable while aria-hidden).
 */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-slate-900">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className="h-10 min-w-44 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-sm text-slate-900 hover:border-slate-400"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
      </div>
    </div>
  );
}
