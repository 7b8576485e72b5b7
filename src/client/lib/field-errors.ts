import { ApiError } from '#client/lib/api.ts';

/**
 * The fields of `form` the server named in its refusal (`details: [{ path, message }]`), so each
 * message shows beside its field and not only in a toast.
 */
export function fieldErrors<K extends string>(error: unknown, form: Partial<Record<K, unknown>>): Array<{ path: K; message: string }> {
  const details = error instanceof ApiError ? (error.body as { details?: unknown } | null)?.details : undefined;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is { path: K; message: string } => typeof d?.message === 'string' && typeof d.path === 'string' && d.path in form);
}
