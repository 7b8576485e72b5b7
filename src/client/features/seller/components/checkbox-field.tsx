import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A checkbox with its label beside it and its error under it (the form's confirmations). */
export function CheckboxField({ id, label, error, ...input }: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: ReactNode; error?: string }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 ml-8 flex items-start gap-1.5 text-sm font-medium text-accent-700">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
