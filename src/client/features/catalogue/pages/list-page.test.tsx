// @vitest-environment jsdom
// Issue 24: the deals take the sorts the category and search pages offer, kept in the URL and
// applied by the server (GET /api/products?list=deals&sort=...), which pages the sorted list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import type { ProductList } from '#shared/catalogue.ts';
import ListPage from './list-page.tsx';

let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
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
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      url.searchParams.delete('_');
      // The slider's bound asks for the single dearest product; the list asks for pages.
      if (url.pathname === '/api/products' && url.searchParams.get('limit') !== '1') asked.push(url.searchParams);
      return new Response(JSON.stringify([skillet()]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderList(list: ProductList, search = '') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(['/api/user'], null);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/${list}${search}`]}>
        <Routes>
          <Route
            path={`/${list}`}
            element={
              <>
                <ListPage list={list} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastAsked = () => asked.at(-1)!;

describe('the deals page sorts', () => {
  it('offers the sorts, keeps the chosen one in the URL and asks the server for the deals in that order', async () => {
    renderList('deals');
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(['Featured', 'Price: Low to High', 'Price: High to Low', 'Top Rated', 'Newest']);
    expect(sort.value).toBe('featured');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(lastAsked().get('list')).toBe('deals');
    expect(lastAsked().has('sort')).toBe(false);

    await userEvent.selectOptions(sort, 'Price: Low to High');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?sort=price-asc');
    await waitFor(() => expect(lastAsked().get('sort')).toBe('price-asc'));
    expect(lastAsked().get('list')).toBe('deals');
    // Paged by the server: the first page, with its size.
    expect(lastAsked().get('offset')).toBe('0');
    expect(lastAsked().get('limit')).toBe('24');

    // Back to the list's own order: the URL is plain again.
    await userEvent.selectOptions(sort, 'Featured');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('');
  });

  it('opens sorted from the URL, beside the filters, which Reset filters clears without the sort', async () => {
    renderList('deals', '?sort=rating&minRating=4');
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect(sort.value).toBe('rating');
    await waitFor(() => expect(lastAsked().get('sort')).toBe('rating'));
    expect(lastAsked().get('minRating')).toBe('4');

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?sort=rating');
  });

  it('is not offered on the best sellers and new arrivals, which are an order of their own', async () => {
    renderList('bestsellers', '?sort=price-asc');
    await screen.findByText('1 Product Found');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(lastAsked().has('sort')).toBe(false);
  });
});
