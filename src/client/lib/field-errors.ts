import { ApiError } from './api.ts';

/**
 * The fields of `form` the server named in its refusal (`details: [{ path, message }]`, a path as
 * a name or as zod's array of names), so each message shows beside its field and not only in a toast.
 */
export function fieldErrors<K extends string>(error: unknown, form: Partial<Record<K, unknown>>): Array<{ path: K; message: string }> {
  const details = error instanceof ApiError ? (error.body as { details?: unknown } | null)?.details : undefined;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: { path?: unknown; message?: unknown }) => {
    const path = Array.isArray(d?.path) ? d.path[0] : d?.path;
    return typeof path === 'string' && path in form && typeof d.message === 'string' ? [{ path: path as K, message: d.message }] : [];
  });
}
