/** The request layer of docs/product.md A7 and A8: every call goes through here. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Any 401 or 403 (docs/product.md A6). */
export const isAuthError = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

/** Adds the cache-busting timestamp parameter docs/product.md A7 asks of every GET. */
export function withCacheBuster(url: string, now = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}_=${now}`;
}

/** Builds the error a non-OK response becomes: status, colon, detail (message, else error, else text). */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  let detail = text || res.statusText;
  try {
    body = JSON.parse(text);
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) detail = b.message;
    else if (typeof b.error === 'string' && b.error) detail = b.error;
  } catch {
    // not JSON: the text itself is the detail
  }
  const message = res.status === 401 ? `Authentication required: ${detail}` : res.status === 403 ? `Access denied: ${detail}` : `${res.status}: ${detail}`;
  return new ApiError(res.status, res.statusText, message, body);
}

/** The server's own words for an error (its `message` field), for toasts that show them. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const b = error.body as { message?: unknown; error?: unknown } | null;
    if (b && typeof b === 'object') {
      if (typeof b.message === 'string' && b.message) return b.message;
      if (typeof b.error === 'string' && b.error) return b.error;
    }
  }
  return fallback;
}

/**
 * docs/product.md A7: errors are logged and rethrown. An answer the app expects and handles (a 4xx:
 * the visitor's 401 on GET /api/user, a validation message) is logged at debug level; a failure the
 * app cannot explain (no answer, a 5xx) is logged as an error.
 */
function logFailure(method: string, url: string, error: unknown): void {
  const expected = error instanceof ApiError && error.status >= 400 && error.status < 500;
  (expected ? console.debug : console.error)(`${method} ${url} failed:`, error);
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a page, its in-process
 * call of the API (src/client/entry-server.tsx).
 */
export const transport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = {
  fetch: (url, init) => fetch(url, init),
};

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...NO_CACHE_HEADERS };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await transport.fetch(method === 'GET' ? withCacheBuster(url) : url, {
      method,
      headers,
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
      cache: 'no-store',
    });
    if (!res.ok) throw await errorFromResponse(res);
    return res;
  } catch (error) {
    logFailure(method, url, error);
    throw error;
  }
}

/** JSON of a successful call, or null for an empty body (204, or a logout). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the first element of the query key is the URL path. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const [path, params] = queryKey;
    let url = String(path);
    if (params && typeof params === 'object') {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
      const qs = search.toString();
      if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
    }
    try {
      return await apiJson<T>('GET', url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (on401 === 'returnNull') return null;
        throw new ApiError(401, error.statusText, 'Authentication required. Please sign in to continue.', error.body);
      }
      throw error;
    }
  };
}
