import type { ComponentProps } from 'react';

/** A labelled textarea with its error under it, read out with the field. */
export function CommentField({
  id,
  label,
  error,
  hint,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label: string; error?: string; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600 aria-invalid:bg-red-50/40 disabled:bg-slate-50"
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}
