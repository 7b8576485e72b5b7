// @vitest-environment jsdom
// A shop's page (issue 26): its header and story, its products with the category page's filters and
// sort asked of the server, the empty shop, and the unknown slug.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '#client/lib/router.tsx';
import { skillet } from '#client/components/catalogue/product.fixture.ts';
import type { ShopDto } from '#shared/schemas/shops.ts';
import ShopPage from './shop-page.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const prairie: ShopDto = {
  id: 2,
  shopName: 'Prairie Workshop Co.',
  slug: 'prairie-workshop-co',
  city: 'Ames',
  state: 'IA',
  rating: 4.8,
  reviewCount: 12,
  story: 'We build walnut furniture in a barn outside Ames.\nEvery piece is signed.',
  logoUrl: null,
  bannerUrl: null,
  joinedAt: '2025-03-14T15:00:00.000Z',
  productCount: 1,
};
const seller = { id: 2, shopName: prairie.shopName, slug: prairie.slug, city: 'Ames', state: 'IA', rating: 4.8, reviewCount: 12 };

let shop: ShopDto | null;
let asked: string[];

beforeEach(() => {
  shop = prairie;
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
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/user') return json({ message: 'Not signed in' }, 401);
      if (path === `/api/shops/${prairie.slug}/products`) {
        asked.push(url);
        return json(shop!.productCount ? [skillet({ seller })] : [], 200, { 'X-Total-Count': String(shop!.productCount) });
      }
      if (path === `/api/shops/${prairie.slug}/reviews`) {
        const items = shop!.reviewCount
          ? [{ id: 1, rating: 5, comment: 'A table for life.', userName: 'Ada L.', createdAt: '2026-01-02T00:00:00.000Z', reply: null, repliedAt: null }]
          : [];
        return json({ items, total: items.length, rating: shop!.rating });
      }
      if (path === `/api/shops/${prairie.slug}`) return shop ? json(shop) : json({ message: 'Shop not found' }, 404);
      if (path?.startsWith('/api/shops/')) return json({ message: 'Shop not found' }, 404);
      return json([]);
    }),
  );
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderShop(path: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/shop/:slug"
            element={
              <>
                <ShopPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The query a products request asked, without the cache-busting parameter. */
const query = (url: string | undefined) => {
  const params = new URLSearchParams(url?.split('?')[1]);
  params.delete('_');
  return Object.fromEntries(params);
};

describe('the shop page', () => {
  it('shows the shop: its name, place, when it joined, its rating and its story', async () => {
    renderShop('/shop/prairie-workshop-co');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prairie Workshop Co.' })).toBeTruthy();
    expect(screen.getByText('Ames, IA')).toBeTruthy();
    expect(screen.getByText('Joined March 2025')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
    expect(screen.getByText(/We build walnut furniture in a barn outside Ames\./).textContent).toContain('Every piece is signed.');
    // No logo yet: its initials stand in.
    expect(screen.getByText('PW')).toBeTruthy();
    // Its reviews follow its products.
    expect(await screen.findByText('A table for life.')).toBeTruthy();
  });

  it('lists its products and asks the server again, the filters in the address, when the shopper sorts or filters', async () => {
    const user = userEvent.setup();
    renderShop('/shop/prairie-workshop-co?sort=price-desc');
    const grid = await screen.findByRole('region', { name: 'Products from Prairie Workshop Co.' });
    await within(grid).findByRole('link', { name: '12-Inch Cast Iron Skillet' });
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(query(asked[0])).toEqual({ sort: 'price-desc', limit: '24', offset: '0' });
    // A shop's list has no Shop select: it is this shop's.
    expect(screen.queryByLabelText('Shop')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await user.click(screen.getByRole('checkbox', { name: 'In Stock' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?sort=rating&inStock=true'));
    await waitFor(() => expect(query(asked.at(-1))).toEqual({ sort: 'rating', inStock: 'true', limit: '24', offset: '0' }));
  });

  it('says a shop with nothing listed has no listings yet, and still tells its story', async () => {
    shop = { ...prairie, productCount: 0, rating: null, reviewCount: 0 };
    renderShop('/shop/prairie-workshop-co');
    expect(await screen.findByText('This shop has no listings yet.')).toBeTruthy();
    expect(screen.getByText(/We build walnut furniture/)).toBeTruthy();
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });

  it("says 'Shop Not Found' for a slug no shop has", async () => {
    renderShop('/shop/no-such-shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/categories');
    expect(document.title).toBe('Shop Not Found | Heartland Market');
  });
});
