import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';

/** A labelled Radix checkbox. */
export function FilterCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        className="grid h-5 w-5 shrink-0 place-items-center rounded border border-slate-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator>
          <Check className="h-3.5 w-3.5 text-white" strokeWidth={3} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800 select-none">
        {label}
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
