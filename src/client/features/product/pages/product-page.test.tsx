// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { skilletDetail as skillet } from '#client/components/catalogue/product.fixture.ts';
import { Toaster } from '#client/components/ui/toast.tsx';
import ProductPage from './product-page.tsx';

const DESCRIPTION = 'Pre-seasoned cast iron from a foundry in Tennessee, ready for the stove, the oven or a campfire.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let shown = skillet({ description: DESCRIPTION });

beforeEach(() => {
  shown = skillet({ description: DESCRIPTION });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      if (path === '/api/products/13') return json(shown);
      if (path === '/api/user') return json({ message: 'Not signed in' }, 401);
      return json([]);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderProductPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/product/13']}>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the product page', () => {
  it('shows the description once, in its Description tab (issue 10)', async () => {
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    expect(screen.getAllByText(DESCRIPTION)).toHaveLength(1);
    expect(within(screen.getByRole('tabpanel', { name: 'Description' })).getByText(DESCRIPTION)).toBeTruthy();
  });

  it("says 'No reviews yet' for an unreviewed product, under its name and in its specifications (issue 24)", async () => {
    shown = skillet({ description: DESCRIPTION, rating: null, reviewCount: 0 });
    const user = userEvent.setup();
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.queryByText('(0 reviews)')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    const specs = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(within(specs).getByText('No reviews yet')).toBeTruthy();
    expect(within(specs).queryByText('0.0 out of 5')).toBeNull();
  });

  it('lists weight, dimensions, materials, care and processing time in its specifications, leaving out what the maker did not give (issue 28)', async () => {
    shown = skillet({
      description: DESCRIPTION,
      weight: 40,
      dimensions: '12x9x3',
      materials: 'Black walnut, linseed oil',
      care: 'Wipe clean with a damp cloth.',
      processingDays: { min: 1, max: 3 },
    });
    const user = userEvent.setup();
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    const rows = () =>
      Object.fromEntries(
        within(screen.getByRole('tabpanel', { name: 'Specifications' }))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(rows()).toEqual({
      Category: 'Home & Kitchen',
      Stock: '3 units',
      Rating: '4.5 out of 5',
      Reviews: '18',
      Weight: '2 lb 8 oz',
      Dimensions: '12 x 9 x 3 in',
      Materials: 'Black walnut, linseed oil',
      Care: 'Wipe clean with a damp cloth.',
      'Processing time': 'Ships in 1-3 business days',
    });

    cleanup();
    shown = skillet({ description: DESCRIPTION, weight: 12, dimensions: null, materials: null, care: null, processingDays: { min: 2, max: 2 } });
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(rows()).toEqual({
      Category: 'Home & Kitchen',
      Stock: '3 units',
      Rating: '4.5 out of 5',
      Reviews: '18',
      Weight: '12 oz',
      'Processing time': 'Ships in 2 business days',
    });
  });

  it('says how soon it ships beside the price, without opening a tab (issue 28)', async () => {
    shown = skillet({ description: DESCRIPTION, processingDays: { min: 3, max: 5 } });
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    const note = screen.getByText('Ships in 3-5 business days');
    expect(note.closest('[role="tabpanel"]')).toBeNull();
    // It sits with the price and the Add to Cart button, above the tabs.
    const addToCart = screen.getByRole('button', { name: 'Add to Cart' });
    expect(note.compareDocumentPosition(addToCart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says who sells it: the shop's name linking to its page, where it is and its rating (issue 26)", async () => {
    shown = skillet({
      description: DESCRIPTION,
      seller: { id: 2, shopName: 'Prairie Workshop Co.', slug: 'prairie-workshop-co', city: 'Ames', state: 'IA', rating: 4.8, reviewCount: 12 },
    });
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    const block = screen.getByRole('region', { name: 'Sold by' });
    expect(within(block).getByRole('link', { name: 'Prairie Workshop Co.' }).getAttribute('href')).toBe('/shop/prairie-workshop-co');
    expect(within(block).getByText('Ames, IA')).toBeTruthy();
    expect(block.textContent).toContain('Shop rated4.8(12 shop reviews)');
    // The product's own stars stay the only rating image.
    expect(screen.getAllByRole('img', { name: /^Rated/ })).toHaveLength(1);
  });

  it('says a shop nobody has rated yet has no reviews, and shows no block for a product without a seller (issue 26)', async () => {
    shown = skillet({
      description: DESCRIPTION,
      seller: { id: 9, shopName: 'Bluebird Mercantile', slug: 'bluebird-mercantile', city: null, state: null, rating: null, reviewCount: 0 },
    });
    renderProductPage();
    const block = await screen.findByRole('region', { name: 'Sold by' });
    expect(within(block).getByText('No shop reviews yet')).toBeTruthy();
    cleanup();
    shown = skillet({ description: DESCRIPTION, seller: null });
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    expect(screen.queryByRole('region', { name: 'Sold by' })).toBeNull();
  });

  it('keeps the stars, the average and the count for a reviewed product (issue 24)', async () => {
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: '12-Inch Cast Iron Skillet' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('(18 reviews)')).toBeTruthy();
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });

  it('closes the share dialog on the first Escape after Copy Link, toast or not (issue 10)', async () => {
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Share this product' }));
    // The dialog is its own chunk, loaded on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    expect(await within(toasts).findByText('Link copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/product/13`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
