// @vitest-environment jsdom
// The search page's count (issue 14, decisions 0030 and 0063): exact below the cap, "1,000+" when the server
// stopped counting at it, and Load More that does not promise a figure it does not know; its sort and
// filters (issue 24), facets with counts and did you mean (issue 29, decision 0061).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import type { SearchFacetsDto, SearchSuggestionsDto } from '#shared/discovery.ts';
import { searchFacetsQuery } from '../api.ts';
import SearchPage, { pageData } from './search-page.tsx';

let headers: Record<string, string>;
let searches: string[];
let facetRequests: string[];
let results: unknown[];
let suggestions: SearchSuggestionsDto;

const facets: SearchFacetsDto = {
  categories: [
    { id: 3, name: 'Home & Kitchen', count: 1 },
    { id: 5, name: 'Toys & Games', count: 2 },
  ],
  priceRanges: [
    { min: 0, max: 24.99, count: 0 },
    { min: 25, max: 49.99, count: 1 },
    { min: 50, max: 99.99, count: 0 },
    { min: 100, max: 199.99, count: 2 },
    { min: 200, max: null, count: 0 },
  ],
  ratings: [
    { atLeast: 4, count: 2 },
    { atLeast: 3, count: 3 },
    { atLeast: 2, count: 3 },
    { atLeast: 1, count: 3 },
  ],
  shops: [
    { slug: 'bluebird-mercantile', shopName: 'Bluebird Mercantile', count: 1 },
    { slug: 'prairie-workshop-co', shopName: 'Prairie Workshop Co.', count: 2 },
  ],
  onSale: 1,
  inStock: 3,
};

const json = (body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...extra } });

beforeEach(() => {
  headers = {};
  searches = [];
  facetRequests = [];
  results = [skillet()];
  suggestions = { queries: [], products: [], categories: [], shops: [] };
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
      if (path === '/api/user') return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
      if (path === '/api/search/facets') {
        facetRequests.push(url);
        return json(facets);
      }
      if (path === '/api/search/suggest') return json(suggestions);
      if (path === '/api/categories') return json([]);
      searches.push(url);
      return json(results, headers);
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
    headers = { 'X-Total-Count': '340' };
    renderSearch('bozeman');
    expect(await screen.findByText('340 products found')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 340 products')).toBeTruthy();
  });

  it('shows "1,000+" when the total is capped, in the heading and beside Load more', async () => {
    headers = { 'X-Total-Count': '1000', 'X-Total-Capped': 'true' };
    renderSearch('edition');
    expect(await screen.findByText('1,000+ products found')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1,000+ products')).toBeTruthy();
    expect(screen.queryByText(/1000/)).toBeNull();
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
    await user.click(screen.getByRole('checkbox', { name: 'On Sale (1)' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&onSale=true&inStock=true&sort=rating'));
    await waitFor(() => expect(asked(searches.at(-1))).toEqual({ q: 'walnut', sort: 'rating', onSale: 'true', inStock: 'true', limit: '24', offset: '0' }));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&sort=rating'));
  });
});

describe('facets with counts (issue 29)', () => {
  it('asks the facets with the filters of the results, not their sort, and narrows to several categories', async () => {
    const user = userEvent.setup();
    renderSearch('walnut&sort=price-asc&minRating=4');
    await screen.findByText('1 product found');
    await waitFor(() => expect(asked(facetRequests.at(-1))).toEqual({ q: 'walnut', minRating: '4' }));
    expect(screen.getByRole('button', { name: '4 stars & up (2)' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Home & Kitchen (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Toys & Games (2)' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&category=3,5&minRating=4&sort=price-asc'));
    await waitFor(() => expect(asked(searches.at(-1))).toEqual({ q: 'walnut', category: '3,5', minRating: '4', sort: 'price-asc', limit: '24', offset: '0' }));
    await waitFor(() => expect(asked(facetRequests.at(-1))).toEqual({ q: 'walnut', category: '3,5', minRating: '4' }));
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent)).toEqual(['Home & Kitchen', 'Toys & Games', '4 stars & up']);

    // A new sort keeps the counts: the facets are not asked again.
    const asks = facetRequests.length;
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(asked(searches.at(-1))).toMatchObject({ sort: 'newest' }));
    expect(facetRequests).toHaveLength(asks);
  });

  it('offers the shops of the whole search as a facet, and reads them from a shared address', async () => {
    const user = userEvent.setup();
    renderSearch('walnut&shop=prairie-workshop-co');
    await screen.findByText('1 product found');
    expect(asked(searches[0])).toMatchObject({ q: 'walnut', shop: 'prairie-workshop-co' });
    expect(screen.getByRole('checkbox', { name: 'Prairie Workshop Co. (2)' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Bluebird Mercantile (1)' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=walnut&shop=prairie-workshop-co,bluebird-mercantile'));
    await waitFor(() => expect(asked(searches.at(-1))).toMatchObject({ shop: 'prairie-workshop-co,bluebird-mercantile' }));
  });

  it('renders on the server with the results and the facets asked side by side', async () => {
    let answered = false;
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = url.split('?')[0]!;
        order.push(`asked ${path}${answered ? ' after an answer' : ''}`);
        await new Promise((r) => setTimeout(r, 20));
        answered = true;
        return path === '/api/search/facets' ? json(facets) : json(results, { 'X-Total-Count': '1' });
      }),
    );
    const qc = new QueryClient();
    await pageData.prefetch(qc, { params: {}, search: new URLSearchParams('q=walnut&category=3'), props: {} });
    expect(order.sort()).toEqual(['asked /api/search', 'asked /api/search/facets']);
    expect(qc.getQueryData(searchFacetsQuery({ q: 'walnut', category: [3] }).queryKey)).toEqual(facets);
  });
});

describe('did you mean (issue 29)', () => {
  it('says which query it showed when the server forgave a typo, with the words as typed one click away', async () => {
    const user = userEvent.setup();
    headers = { 'X-Total-Count': '1', 'X-Search-Corrected': 'walnut' };
    renderSearch('wallnut&onSale=true');
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Showing results for walnut - search instead for wallnut'),
    ).toBeTruthy();
    const exact = screen.getByRole('link', { name: 'wallnut' });
    expect(exact.getAttribute('href')).toBe('/search?q=wallnut&onSale=true&exact=true');

    headers = { 'X-Total-Count': '0' };
    results = [];
    await user.click(exact);
    await waitFor(() => expect(asked(searches.at(-1))).toEqual({ q: 'wallnut', onSale: 'true', exact: 'true', limit: '24', offset: '0' }));
    await screen.findByText('No products found for "wallnut"');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('says nothing of the sort when the words were found as typed', async () => {
    headers = { 'X-Total-Count': '1' };
    renderSearch('walnut');
    await screen.findByText('1 product found');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('offers close queries that have results when nothing is found', async () => {
    headers = { 'X-Total-Count': '0' };
    results = [];
    suggestions = { queries: ['walnut', 'walnut bench'], products: [], categories: [], shops: [] };
    renderSearch('wlanut');
    await screen.findByText('No products found for "wlanut"');
    const line = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Did you mean: walnut, walnut bench?');
    expect(within(line).getByRole('link', { name: 'walnut bench' }).getAttribute('href')).toBe('/search?q=walnut%20bench');
    // Nothing to narrow: no facets beside an empty search.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  });
});
