// @vitest-environment jsdom
// The product page's photos and variants (docs/decisions/0060-photos-and-variants.md): the picker,
// the address that keeps the choice, the gallery's keys and the zoomed view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, StaticRouter } from '#client/lib/router.tsx';
import { skilletDetail } from '#client/components/catalogue/product.fixture.ts';
import { productQuery } from '#client/features/catalogue/api.ts';
import * as toastModule from '#client/components/ui/toast.tsx';
import type { ProductDetailDto, ProductVariantDto } from '#shared/catalogue.ts';
import ProductPage from './product-page.tsx';

const photo = (name: string) => ({ url: `/uploads/products/board-${name}.webp`, alt: '', width: 1600, height: 1600 });
const variant = (id: number, Size: string, Colour: string, price: string, stock: number | null, imageUrl: string | null = null): ProductVariantDto => ({
  id,
  options: { Size, Colour },
  price,
  stock,
  sku: `BRD-${Size}-${Colour.slice(0, 3).toUpperCase()}`,
  imageUrl,
  weight: null,
});

/** A board in three sizes and two woods: medium walnut is sold out, large maple was never made. */
const board = (): ProductDetailDto =>
  skilletDetail({
    id: 13,
    name: 'End-Grain Cutting Board',
    price: '24.00',
    priceRange: { min: '24.00', max: '32.00' },
    oldPrice: null,
    stock: 5,
    imageUrl: photo('walnut').url,
    images: [photo('walnut'), photo('maple'), photo('edge'), photo('feet')],
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Walnut', 'Maple'] },
    ],
    variants: [
      variant(201, 'S', 'Walnut', '24.00', 5, photo('walnut').url),
      variant(202, 'M', 'Walnut', '28.00', 0, photo('walnut').url),
      variant(203, 'L', 'Walnut', '32.00', 2),
      variant(204, 'S', 'Maple', '24.00', 3, photo('maple').url),
      variant(205, 'M', 'Maple', '28.00', 4, photo('maple').url),
    ],
  });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let posted: unknown[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (init?.method === 'POST' && path === '/api/cart') {
        posted.push(JSON.parse(String(init.body)));
        return json({});
      }
      if (path === '/api/products/13') return json(board());
      if (path === '/api/user') return json({ id: 3, username: 'shopper' });
      return json([]);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toastModule, 'toast').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPage(address = '/product/13') {
  window.history.replaceState(null, '', address);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'End-Grain Cutting Board' });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const price = () => screen.getByText(/^\$\d+\.\d\d$/, { selector: '.text-3xl' }).textContent;
const shownPhoto = () => within(screen.getByRole('button', { name: 'Zoom photo' })).getByRole('img');

describe('the variant picker', () => {
  it('opens on the first variant in stock, with its price, stock and SKU, and marks the values sold out beside it', async () => {
    await openPage();
    expect(within(group('Size')).getByRole('radio', { name: 'S' }).getAttribute('aria-checked')).toBe('true');
    expect(within(group('Colour')).getByRole('radio', { name: 'Walnut' }).getAttribute('aria-checked')).toBe('true');
    // Medium walnut is sold out; large walnut is there.
    expect(within(group('Size')).getByRole('radio', { name: 'M, sold out' })).toBeTruthy();
    expect(within(group('Size')).getByRole('radio', { name: 'L' })).toBeTruthy();
    expect(price()).toBe('$24.00');
    expect(screen.getByText('5 available')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Specifications' }));
    const specs = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(within(specs).getByText('SKU').nextElementSibling?.textContent).toBe('BRD-S-WAL');
  });

  it('moves the price, the stock, the photo and the address with a choice made by keyboard, without a new history entry', async () => {
    const user = userEvent.setup();
    await openPage();
    const entries = window.history.length;
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    // Tab reaches the chosen value; the arrows choose the next.
    within(group('Size')).getByRole('radio', { name: 'S' }).focus();
    await user.keyboard('{ArrowRight}');
    const medium = within(group('Size')).getByRole('radio', { name: 'M, sold out' });
    await waitFor(() => expect(medium.getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(medium);
    expect(window.location.search).toBe('?variant=202');
    expect(window.history.length).toBe(entries);
    expect(price()).toBe('$28.00');
    // Sold out: still chosen, and Add to Cart says so.
    const add = screen.getByRole('button', { name: 'Sold out' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Out of stock')).toBeTruthy();

    // Maple: medium maple is in stock, and its own photo shows.
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Maple' }));
    await waitFor(() => expect(window.location.search).toBe('?variant=205'));
    expect(within(group('Size')).getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(shownPhoto().getAttribute('src')).toBe('/uploads/products/board-maple.webp?w=800');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 4' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('4 available')).toBeTruthy();
    // Large maple was never made: choosing L takes large walnut.
    await user.click(within(group('Size')).getByRole('radio', { name: 'L' }));
    await waitFor(() => expect(window.location.search).toBe('?variant=203'));
    expect(within(group('Colour')).getByRole('radio', { name: 'Walnut' }).getAttribute('aria-checked')).toBe('true');
    expect(price()).toBe('$32.00');
    expect(screen.getByText('Only 2 left in stock')).toBeTruthy();
  });

  it('opens on the variant the address names, and sends it with Add to Cart', async () => {
    const user = userEvent.setup();
    await openPage('/product/13?variant=204');
    expect(within(group('Colour')).getByRole('radio', { name: 'Maple' }).getAttribute('aria-checked')).toBe('true');
    expect(shownPhoto().getAttribute('src')).toBe('/uploads/products/board-maple.webp?w=800');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(posted).toEqual([{ productId: 13, quantity: 2, variantId: 204 }]));
  });

  it('ignores a ?variant= of another listing and opens on the first in stock', async () => {
    await openPage('/product/13?variant=999');
    expect(within(group('Size')).getByRole('radio', { name: 'S' }).getAttribute('aria-checked')).toBe('true');
    expect(price()).toBe('$24.00');
  });

  it('renders the chosen variant and its photo on the server, without a window', () => {
    const qc = new QueryClient();
    qc.setQueryData(productQuery(13).queryKey, board());
    const html = renderToString(
      <QueryClientProvider client={qc}>
        <StaticRouter location="/product/13?variant=205">
          <Routes>
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('src="/uploads/products/board-maple.webp?w=800"');
    expect(html).toContain('srcSet="/uploads/products/board-maple.webp?w=400 400w, /uploads/products/board-maple.webp?w=640 640w');
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*><span>M<\/span>/);
    expect(html).toContain('$28.00');
  });
});

describe('the gallery', () => {
  it('moves between photos with the arrow keys while it has the focus, and says which photo shows', async () => {
    const user = userEvent.setup();
    await openPage();
    const zoom = screen.getByRole('button', { name: 'Zoom photo' });
    zoom.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 2 of 4')).toBeTruthy();
    expect(shownPhoto().getAttribute('src')).toBe('/uploads/products/board-maple.webp?w=800');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 4' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 4' }).getAttribute('aria-current')).toBeNull();
    // Left from the first wraps to the last; from a thumbnail the focus follows.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Photo 4 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show photo 4 of 4' }));
    expect(shownPhoto().getAttribute('src')).toBe('/uploads/products/board-feet.webp?w=800');
  });

  it('opens the zoomed view on the shown photo at 1600 px, moves in it with the arrows, and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    await openPage();
    const zoom = screen.getByRole('button', { name: 'Zoom photo' });
    await user.click(zoom);
    // The view is its own chunk, loaded on first use.
    const dialog = await screen.findByRole('dialog', { name: 'End-Grain Cutting Board' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/products/board-walnut.webp');
    expect(within(dialog).getByText('Photo 1 of 4')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 4')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/products/board-maple.webp');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(zoom);
    // The page shows the photo the view was left on.
    expect(shownPhoto().getAttribute('src')).toBe('/uploads/products/board-maple.webp?w=800');
  });

  it('shows one photo without thumbnails and a listing without options without a picker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/products/13') ? json(skilletDetail({ name: 'End-Grain Cutting Board' })) : json(url === '/api/user' ? null : []),
      ),
    );
    await openPage();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show photo/ })).toBeNull();
    expect(shownPhoto().getAttribute('alt')).toBe('End-Grain Cutting Board');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});
