// @vitest-environment jsdom
// The search page's count (issue 14, decision 0030): exact below the cap, "10,000+" when the server
// stopped counting at it, and Load More that does not promise a figure it does not know.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/app/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import SearchPage from './search-page.tsx';

let headers: Record<string, string>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/user')) return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
      return new Response(JSON.stringify([skillet()]), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSearch(q: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/search?q=${q}`]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('search results count', () => {
  it('shows the exact figure below the cap', async () => {
    headers = { 'X-Total-Count': '3400' };
    renderSearch('bozeman');
    expect(await screen.findByText('3400 products found')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 3400 products')).toBeTruthy();
  });

  it('shows "10,000+" when the total is capped, in the heading and beside Load more', async () => {
    headers = { 'X-Total-Count': '10000', 'X-Total-Capped': 'true' };
    renderSearch('edition');
    expect(await screen.findByText('10,000+ products found')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 10,000+ products')).toBeTruthy();
    expect(screen.queryByText(/10000/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
