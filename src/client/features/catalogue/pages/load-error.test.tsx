// @vitest-environment jsdom
// A product list that fails to load shows only its error and Try again, not a count line stuck on
// "Loading…" above it (issue 10).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import ListPage from './list-page.tsx';
import CategoryPage from './category-page.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const ok = () => json([skillet()], 200, { 'X-Total-Count': '1' });
let listAnswer: () => Response;

beforeEach(() => {
  // Radix Slider measures its thumbs; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/user') return json({ message: 'Not signed in' }, 401);
      if (path === '/api/categories/3') return json({ id: 3, name: 'Home & Kitchen', description: 'Pans.', icon: 'home', productCount: 1 });
      if (path === '/api/search/facets') return json({ categories: [], priceRanges: [], ratings: [], shops: [], onSale: 0, inStock: 1 });
      // The paged list asks with an offset; the list page's price bound asks for one product.
      if (url.includes('offset=')) return listAnswer();
      return ok();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  listAnswer = () => json({ message: 'Internal Server Error' }, 500);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, routes: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a product list that fails to load', () => {
  it.each([
    ['/deals', <Route key="deals" path="/deals" element={<ListPage list="deals" />} />, '1 Deal Available'],
    ['/category/3', <Route key="category" path="/category/:id" element={<CategoryPage />} />, '1 product'],
  ])('%s shows only the error with Try again, then the list once a retry succeeds', async (path, route, count) => {
    renderAt(path, route);
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load these products.Try again");
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();

    listAnswer = ok;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(count)).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
