// The query data a server-rendered page carries to the browser (docs/decisions/0029): TanStack
// Query's dehydrated state in a non-executable JSON block (the CSP allows no inline script but the
// early taps' holder, by its hash), with the API's errors (a product's 404) kept as ApiError so the browser renders what the server did.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api.ts';

export { STATE_ELEMENT_ID } from '#shared/page-state.ts';

interface WireError {
  apiError: { status: number; statusText: string; message: string; body: unknown };
}

const isWireError = (value: unknown): value is WireError => typeof value === 'object' && value !== null && 'apiError' in value;

const toWire = (error: unknown): unknown =>
  error instanceof ApiError
    ? ({ apiError: { status: error.status, statusText: error.statusText, message: error.message, body: error.body } } satisfies WireError)
    : error;

const fromWire = (error: unknown): unknown =>
  isWireError(error) ? new ApiError(error.apiError.status, error.apiError.statusText, error.apiError.message, error.apiError.body) : error;

/** An answer the page renders as it is (a 404 is the not-found page), not a failure to retry. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The server's queries for the page: its data, and the 404s the page shows as not found. */
export function dehydrateForPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isNotFound(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      state: { ...q.state, error: toWire(q.state.error) as null, fetchFailureReason: toWire(q.state.fetchFailureReason) as null },
    })),
  };
}

/**
 * Fills the browser's query client from the server's state before the first render, so hydration
 * renders the same markup and nothing is fetched again. The queries the server answered are not
 * refetched or retried when their page mounts (the product page's query is stale at once); once no
 * component uses one any more, the usual rules apply.
 */
export function hydrateFromServer(queryClient: QueryClient, state: DehydratedState): void {
  const fromServer = new Set<string>();
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((q) => {
      fromServer.add(q.queryHash);
      return { ...q, state: { ...q.state, error: fromWire(q.state.error) as null, fetchFailureReason: fromWire(q.state.fetchFailureReason) as null } };
    }),
  });
  if (fromServer.size === 0) return;
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0) fromServer.delete(event.query.queryHash);
    if (fromServer.size === 0) unsubscribe();
  });
  const defaults = queryClient.getDefaultOptions();
  const own = (query: Query) => fromServer.has(query.queryHash);
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !own(query as Query),
      retryOnMount: (query) => !own(query as Query),
    },
  });
}

/** Reads the state the server embedded, or null for a page the browser renders alone. */
export function readServerState(element: Element | null): DehydratedState | null {
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
