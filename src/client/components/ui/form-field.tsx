import { useState, type ComponentProps, type ReactNode } from 'react';
import * as Label from '@radix-ui/react-label';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

const INPUT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-[background-color,border-color,color] hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-accent-600 aria-invalid:bg-red-50/40 aria-invalid:focus-visible:outline-accent-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50';

/** The ids the input is described by: its hint, then its error (read after the label). */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldLabel({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <Label.Root htmlFor={id} className="mb-1.5 flex items-baseline gap-1.5 text-sm font-medium text-slate-800">
      {label}
      {optional && <span className="text-xs font-normal text-slate-500">(optional)</span>}
    </Label.Root>
  );
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {/* The hint stays in the DOM while an error shows so aria-describedby keeps pointing at it. */}
      {hint && error && (
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

export function TextField({ id, label, error, hint, optional, className, ...input }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={INPUT} {...input} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle, so a phone user can check what they typed. */
export function PasswordField({ id, label, error, hint, optional, className, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${INPUT} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-offset-[-3px]"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The form's main button: full width, with a spinner and its own text while the request runs. */
export function SubmitButton({ pending, children, pendingText }: { pending: boolean; children: ReactNode; pendingText: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-base font-semibold text-white shadow-sm transition-[background-color,border-color,color] hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
    >
      {pending ? (
        <>
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
          {pendingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
