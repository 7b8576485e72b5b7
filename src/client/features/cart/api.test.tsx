// @vitest-environment jsdom
// Add to Cart with the app's own request defaults (issue 9): a POST /api/cart whose answer is lost
// is not sent again, since the server may have added the item already.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from '#client/lib/router.tsx';
import * as toastModule from '#client/components/ui/toast.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { useAddToCart } from './api.ts';
import { useUpdateCartLine } from './line-mutations.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(answers: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);
      if (!String(url).startsWith('/api/cart/') && init?.method === 'GET') return Promise.resolve(new Response('[]'));
      return (answers.shift() ?? (() => Promise.resolve(new Response('{}'))))();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const toasts = vi.spyOn(toastModule, 'toast').mockImplementation(() => {});
  const qc = createQueryClient();
  qc.setQueryData(['/api/user'], { id: 3, username: 'shopper' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { calls, toasts, wrapper };
}

const lostAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

describe('cart mutations', () => {
  it('Add to Cart sends its POST once when the answer is lost, and says it failed', async () => {
    vi.useFakeTimers();
    const { calls, toasts, wrapper } = setup([lostAnswer]);
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current.add(8, 1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((c) => c === 'POST /api/cart')).toHaveLength(1);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: 'Failed to add item to cart' }));
  });

  it('a quantity change (PUT, the same however often it is sent) is retried once', async () => {
    vi.useFakeTimers();
    const { calls, wrapper } = setup([lostAnswer, () => Promise.resolve(new Response('{"id":5,"quantity":3}'))]);
    const { result } = renderHook(() => useUpdateCartLine(), { wrapper });
    act(() => result.current.mutate({ id: 5, quantity: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((c) => c === 'PUT /api/cart/5')).toHaveLength(2);
    expect(result.current.isSuccess).toBe(true);
  });
});
