// The app's request defaults (docs/product.md A9, decision 0003, issue 9): queries retry what may
// pass on its own; mutations are sent once unless the server makes repeating them safe.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { ApiError, apiJson } from './api.ts';
import { createQueryClient, retryDelay, retryIdempotent, retryQuery } from './query-client.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lostAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const apiError = (status: number) => new ApiError(status, '', `${status}: x`, null);

function stubFetch(...answers: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(new Response('{}'))))());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return fetchMock;
}

describe('mutations', () => {
  it('sends a POST /api/cart once, even when its answer was lost (a retry would add the item twice)', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(lostAnswer);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: (input: { productId: number; quantity: number }) => apiJson('POST', '/api/cart', input),
    });
    const settled = observer.mutate({ productId: 8, quantity: 1 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await settled).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries once, after a second, a mutation the server makes safe to repeat', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(lostAnswer, () => Promise.resolve(new Response('{"quantity":3}')));
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: (quantity: number) => apiJson('PUT', '/api/cart/5', { quantity }),
      retry: retryIdempotent,
    });
    const result = observer.mutate(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ quantity: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('repeats a safe mutation only after a network failure or a 5xx, once, never after a 4xx', () => {
    expect(retryIdempotent(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryIdempotent(0, apiError(503))).toBe(true);
    expect(retryIdempotent(1, apiError(503))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryIdempotent(0, apiError(status))).toBe(false);
  });
});

describe('queries', () => {
  it('retry up to twice on a network failure or a 5xx, with the delay doubling from 1 s to 10 s', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(
      lostAnswer,
      () => Promise.resolve(new Response('oops', { status: 502 })),
      () => Promise.resolve(new Response('[1]')),
    );
    const observer = new QueryObserver(createQueryClient(), { queryKey: ['/api/products'] });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data).toEqual([1]);
    unsubscribe();
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('do not retry a 4xx, authentication errors included', () => {
    expect(retryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQuery(2, new TypeError('Failed to fetch'))).toBe(false);
    for (const status of [401, 403, 404]) expect(retryQuery(0, apiError(status))).toBe(false);
  });
});
