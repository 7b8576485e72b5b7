import { QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api.ts';

const MINUTE = 60_000;

/** Retry delay doubling from 1 s up to 10 s (docs/product.md A9). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

/**
 * Only failures that may pass on their own are retried: network errors and 5xx. A 4xx (including
 * the spec's 401/403 authentication errors) answers the same the second time, so it is not retried
 * (docs/decisions/0003-request-layer.md).
 */
const mayPass = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Queries retry up to twice (docs/product.md A9). */
export const retryQuery = (failureCount: number, error: unknown) => mayPass(error) && failureCount < 2;

/**
 * docs/product.md A9 retries mutations once. A request whose answer was lost may still have been
 * applied, so only a mutation the server makes safe to repeat (setting a quantity, removing, a
 * wishlist add that keeps one row) opts in with `retry: retryIdempotent`; every other mutation is
 * sent once (a second POST /api/cart would add the item twice). Issue 9.
 */
export const retryIdempotent = (failureCount: number, error: Error) => mayPass(error) && failureCount < 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * MINUTE,
        gcTime: 5 * MINUTE,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: retryQuery,
        retryDelay,
      },
      mutations: { retry: false, retryDelay },
    },
  });
}
