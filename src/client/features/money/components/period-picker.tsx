import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { dayAfter, lastDay, monthPeriod, type Period, type PeriodChoice } from '../period.ts';

const CHOICES: Array<{ value: PeriodChoice; label: string }> = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
];

/** Longest period the API answers (a leap year's days), checked here too so the message is immediate. */
const MAX_DAYS = 366;

/**
 * This month, last month, or from-to (both days included): a group of toggle buttons and, for a
 * custom period, two date fields applied with "Show". `id` keeps two pickers' fields apart.
 */
export function PeriodPicker({ id, now, period, onChange }: { id: string; now: Date; period: Period; onChange: (period: Period) => void }) {
  const [choice, setChoice] = useState<PeriodChoice>(() =>
    period.from === monthPeriod(now, 0).from && period.to === monthPeriod(now, 0).to ? 'this-month' : 'custom',
  );
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(lastDay(period.to));
  const [error, setError] = useState<string>();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setError(undefined);
    if (next === 'this-month') onChange(monthPeriod(now, 0));
    if (next === 'last-month') onChange(monthPeriod(now, -1));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Choose both days.');
    const end = dayAfter(to);
    const days = (Date.parse(end) - Date.parse(from)) / 86_400_000;
    if (days <= 0) return setError('The first day must come before the last.');
    if (days > MAX_DAYS) return setError('A period is at most a year: choose a shorter one.');
    setError(undefined);
    onChange({ from, to: end });
  };

  return (
    <div>
      <div role="group" aria-label="Period" className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={choice === c.value}
            onClick={() => choose(c.value)}
            className="min-h-9 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm"
          >
            {c.label}
          </button>
        ))}
      </div>
      {choice === 'custom' && (
        <form onSubmit={apply} noValidate className="mt-3 flex flex-wrap items-start gap-3">
          <TextField id={`${id}-from`} label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className="w-full sm:w-44" />
          <TextField id={`${id}-to`} label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} className="w-full sm:w-44" />
          <Button type="submit" variant="outline" className="h-11 sm:mt-[1.625rem]">
            Show
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm font-medium text-accent-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
