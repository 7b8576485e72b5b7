// @vitest-environment jsdom
// Recently viewed in the browser (docs/decisions/0061-discovery.md, item 5): a view is recorded once
// hydrated, in this browser signed out and in the account signed in; the strip shows the other
// products, newest first, with Clear; at sign-in the browser's list goes to the account, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ProductCard } from '#client/components/catalogue/product-card.tsx';
import { MemoryRouter } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { RECENTLY_VIEWED_STORAGE_KEY } from '#shared/discovery.ts';
import { handOverBrowserList, useBrowserList, useRecordView } from './api.ts';
import RecentlyViewedStrip from './recently-viewed-strip.tsx';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(answer: (call: Call) => Response): Call[] {
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

const product = (id: number, name: string): ProductDto => skillet({ id, name });
const catalogue = new Map([3, 5, 8].map((id) => [id, product(id, `Walnut Bowl ${id}`)]));
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null') as number[] | null;
const keep = (ids: number[]) => localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(ids));

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderStrip(props: { signedIn: boolean; excludeId?: number }) {
  const queryClient = newClient();
  render(<RecentlyViewedStrip {...props} renderCard={(card) => <ProductCard {...card} />} />, { wrapper: wrapper(queryClient) });
  return queryClient;
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a view of a product page', () => {
  function Page({ productId, signedIn }: { productId: number; signedIn: boolean | null }) {
    useRecordView(productId, signedIn);
    const list = useBrowserList();
    return <p>{list === null ? 'unknown' : list.join(',')}</p>;
  }

  it('is not recorded, and the list not read, while the server renders', () => {
    const calls = fakeServer(() => json([]));
    keep([3]);
    const html = renderToString(
      <QueryClientProvider client={newClient()}>
        <Page productId={5} signedIn={false} />
      </QueryClientProvider>,
    );
    expect(html).toContain('unknown');
    expect(stored()).toEqual([3]);
    expect(calls).toEqual([]);
  });

  it('is kept in this browser, newest first, while signed out', async () => {
    const calls = fakeServer(() => json([]));
    keep([3, 5]);
    render(<Page productId={5} signedIn={false} />, { wrapper: wrapper(newClient()) });
    await screen.findByText('5,3');
    expect(stored()).toEqual([5, 3]);
    expect(calls).toEqual([]);
  });

  it('waits until the page knows whether the shopper is signed in', () => {
    const calls = fakeServer(() => json([]));
    render(<Page productId={5} signedIn={null} />, { wrapper: wrapper(newClient()) });
    expect(stored()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is recorded in the account while signed in, and the account list kept from the answer', async () => {
    const calls = fakeServer(() => json([catalogue.get(5)]));
    const queryClient = newClient();
    render(<Page productId={5} signedIn />, { wrapper: wrapper(queryClient) });
    await waitFor(() => expect(queryClient.getQueryData(['/api/recently-viewed'])).toEqual([catalogue.get(5)]));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/recently-viewed', { productIds: [5] }]]);
    expect(stored()).toBeNull();
  });
});

describe('the strip', () => {
  it("shows this browser's other products, newest first, and Clear forgets them", async () => {
    keep([5, 8, 3]);
    const calls = fakeServer((call) =>
      json(
        call.query
          .get('ids')!
          .split(',')
          .map((id) => catalogue.get(Number(id))),
      ),
    );
    renderStrip({ signedIn: false, excludeId: 5 });
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    await waitFor(() => expect(names(region)).toEqual(['Walnut Bowl 8', 'Walnut Bowl 3']));
    expect(calls.map((c) => `${c.path}?ids=${c.query.get('ids')}`)).toEqual(['/api/products?ids=5,8,3']);
    expect(within(region).getByRole('list', { name: 'Recently viewed products' }).getAttribute('tabindex')).toBe('0');

    fireEvent.click(within(region).getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
    expect(stored()).toBeNull();
  });

  it("shows the account's list while signed in, and Clear empties it on the server", async () => {
    const calls = fakeServer((call) => json(call.method === 'GET' ? [catalogue.get(3), catalogue.get(8)] : []));
    renderStrip({ signedIn: true });
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    await waitFor(() => expect(names(region)).toEqual(['Walnut Bowl 3', 'Walnut Bowl 8']));
    fireEvent.click(within(region).getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/recently-viewed', 'DELETE /api/recently-viewed']);
  });

  it('holds its place with skeleton cards while it loads', async () => {
    keep([8]);
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderStrip({ signedIn: false });
    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(region).getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
    answer(json([catalogue.get(8)]));
    await waitFor(() => expect(names(region)).toEqual(['Walnut Bowl 8']));
  });

  it('is not there when there is nothing else to show', async () => {
    keep([5]);
    const calls = fakeServer(() => json([catalogue.get(5)]));
    renderStrip({ signedIn: false, excludeId: 5 });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
    expect(screen.queryByTestId('product-card-skeleton')).toBeNull();
  });
});

describe('at sign-in', () => {
  it("hands the browser's list to the account, once, then forgets it here", async () => {
    keep([8, 3]);
    const calls = fakeServer(() => json([catalogue.get(8), catalogue.get(3)]));
    const queryClient = newClient();
    await handOverBrowserList(queryClient);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/recently-viewed', { productIds: [8, 3] }]]);
    expect(stored()).toBeNull();
    expect(queryClient.getQueryData(['/api/recently-viewed'])).toEqual([catalogue.get(8), catalogue.get(3)]);
    await handOverBrowserList(queryClient);
    expect(calls).toHaveLength(1);
  });

  it('keeps the list for the next sign-in when the account could not take it', async () => {
    keep([8, 3]);
    fakeServer(() => json({ message: 'Internal Server Error' }, 500));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await handOverBrowserList(newClient());
    expect(stored()).toEqual([8, 3]);
  });
});
