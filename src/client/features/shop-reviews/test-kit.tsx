// What the shop-reviews component tests share: a fake server answering by method and path, and a
// component rendered with a user (or a visitor), the router and the toaster.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { PublicUser } from '#shared/user.ts';
import type { ShopReviewDto } from '#shared/schemas/shops.ts';

configure({ asyncUtilTimeout: 5000 });

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Stubs fetch: `answer` gets each call (without the cache buster) and returns the response. */
export function fakeServer(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      url.searchParams.delete('_');
      const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export function renderWithApp(ui: ReactNode, { user = null }: { user?: Partial<PublicUser> | null } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return qc;
}

export const review = (over: Partial<ShopReviewDto> = {}): ShopReviewDto => ({
  id: 1,
  rating: 5,
  comment: 'Packed with care and shipped the next morning.',
  userName: 'Emily C.',
  createdAt: '2026-11-01T12:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...over,
});
