// @vitest-environment jsdom
// The search page's count (issue 14, decision 0030): exact below the cap, "10,000+" when the server
// stopped counting at it, and Load More that does not promise a figure it does not know.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import SearchPage from './search-page.tsx';

let headers: Record<string, string>;
let searches: string[];
let results: unknown[];

beforeEach(() => {
  headers = {};
  searches = [];
  results = [skillet()];
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
      if (url.startsWith('/api/search')) searches.push(url);
      if (url.startsWith('/api/user')) return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
      return new Response(JSON.stringify(results), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
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

function renderSearch(q: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/search?q=${q}`]}>
        <Routes>
          <Route
            path="/search"
            element={
              <>
                <SearchPage />
                <Where />
              </>
            }
          />
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

/** The query of a request, as a record without the request layer's cache buster: the order of the parameters is no behaviour. */
const asked = (url: string | undefined) => {
  const params = new URL(url ?? '', 'http://localhost').searchParams;
  params.delete('_');
  return Object.fromEntries(params);
};

describe('search tools (issue 24)', () => {
  it('sorts and filters on the server, with the state in the address', async () => {
    const user = userEvent.setup();
    renderSearch('walnut&sort=price-asc&inStock=true');
    await screen.findByText('1 product found');
    expect(asked(searches[0])).toEqual({ q: 'walnut', inStock: 'true', sort: 'price-asc', limit: '24', offset: '0' });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('price-asc');
    expect([...sort.options].map((o) => o.text)).toEqual(['Best Match', 'Price: Low to High', 'Price: High to Low', 'Top Rated', 'Newest']);

    await user.selectOptions(sort, 'rating');
    await user.click(screen.getByRole('checkbox', { name: 'On Sale' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&onSale=true&inStock=true&sort=rating'));
    await waitFor(() => expect(asked(searches.at(-1))).toEqual({ q: 'walnut', sort: 'rating', onSale: 'true', inStock: 'true', limit: '24', offset: '0' }));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut'));
  });

  it('says which query it showed when the server forgave a typo, and nothing otherwise', async () => {
    headers = { 'X-Total-Count': '1', 'X-Search-Corrected': 'walnut' };
    renderSearch('walnutt');
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Showing results for walnut')).toBeTruthy();
    cleanup();
    headers = { 'X-Total-Count': '1' };
    renderSearch('walnut');
    await screen.findByText('1 product found');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });
});

describe('the shop filter (issue 26)', () => {
  const prairie = { id: 2, shopName: 'Prairie Workshop Co.', slug: 'prairie-workshop-co', city: 'Ames', state: 'IA', rating: 4.8, reviewCount: 12 };
  const bluebird = { id: 3, shopName: 'Bluebird Mercantile', slug: 'bluebird-mercantile', city: 'Asheville', state: 'NC', rating: null, reviewCount: 0 };

  it("offers the results' shops, narrows to one on the server with it in the address, and keeps offering the others", async () => {
    const user = userEvent.setup();
    results = [
      skillet({ id: 1, seller: prairie }),
      skillet({ id: 2, name: 'Wool Throw', seller: bluebird }),
      skillet({ id: 3, name: 'Old Stock', seller: null }),
    ];
    renderSearch('walnut');
    await screen.findByText('3 products found');
    const select = screen.getByLabelText('Shop') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['All shops', 'Bluebird Mercantile', 'Prairie Workshop Co.']);

    results = [skillet({ id: 2, name: 'Wool Throw', seller: bluebird })];
    await user.selectOptions(select, 'bluebird-mercantile');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&shop=bluebird-mercantile'));
    await waitFor(() => expect(asked(searches.at(-1))).toEqual({ q: 'walnut', shop: 'bluebird-mercantile', limit: '24', offset: '0' }));
    await screen.findByText('1 product found');
    expect([...(screen.getByLabelText('Shop') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All shops',
      'Bluebird Mercantile',
      'Prairie Workshop Co.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut'));
  });

  it('reads the shop from a shared address', async () => {
    results = [skillet({ seller: prairie })];
    renderSearch('walnut&shop=prairie-workshop-co');
    await screen.findByText('1 product found');
    expect(asked(searches[0])).toMatchObject({ q: 'walnut', shop: 'prairie-workshop-co' });
    expect((screen.getByLabelText('Shop') as HTMLSelectElement).value).toBe('prairie-workshop-co');
  });
});
