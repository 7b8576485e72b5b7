import { ApiError } from './api.ts';

/**
 * The fields of `form` the server named in its refusal (`details: [{ path, message }]`, a path as
 * a name or as zod's array of names), so each message shows beside its field and not only in a toast.
 */
export function fieldErrors<K extends string>(error: unknown, form: Partial<Record<K, unknown>>): Array<{ path: K; message: string }> {
  return details(error).flatMap((d) => {
    const path = Array.isArray(d?.path) ? d.path[0] : d?.path;
    return typeof path === 'string' && path in form && typeof d.message === 'string' ? [{ path: path as K, message: d.message }] : [];
  });
}

/**
 * fieldErrors for a form of lists: a path into one of `form`'s fields ('variants.2.sku') is kept
 * whole, for the form library's nested names, with the field it starts from.
 */
export function nestedFieldErrors<K extends string>(error: unknown, form: Partial<Record<K, unknown>>): Array<{ field: K; path: string; message: string }> {
  return details(error).flatMap((d) => {
    const path = Array.isArray(d?.path) ? d.path.join('.') : d?.path;
    const field = typeof path === 'string' ? path.split('.')[0]! : '';
    return typeof path === 'string' && field in form && typeof d.message === 'string' ? [{ field: field as K, path, message: d.message }] : [];
  });
}

function details(error: unknown): Array<{ path?: unknown; message?: unknown }> {
  const found = error instanceof ApiError ? (error.body as { details?: unknown } | null)?.details : undefined;
  return Array.isArray(found) ? found : [];
}
