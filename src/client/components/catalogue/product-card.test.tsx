// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/app/router.tsx';
import type { ProductDto } from '#shared/catalogue.ts';
import type { PublicUser } from '#shared/user.ts';
import * as toastModule from '#client/components/ui/toast.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 13,
  name: '12-Inch Cast Iron Skillet',
  description: 'A skillet.',
  price: '95.00',
  oldPrice: '120.00',
  imageUrl: '/uploads/products/13-skillet.webp',
  categoryId: 3,
  categoryName: 'Home & Kitchen',
  stock: 3,
  rating: 4.5,
  reviewCount: 18,
  isNew: true,
  isOnSale: true,
  isApproved: true,
  sellerId: 2,
  weight: null,
  dimensions: null,
  shippingClass: 'standard',
  requiresShipping: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const user = (over: Partial<PublicUser> = {}): PublicUser => ({
  id: 3, username: 'shopper', email: 's@example.com', fullName: null, address: null, street: null, city: null,
  state: null, zipCode: null, country: null, phone: null, profileImage: null, isSeller: false, isAdmin: false,
  companyName: null, companyWebsite: null, createdAt: '2025-01-01T00:00:00.000Z', ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let toastSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => (String(url).startsWith('/api/wishlist') ? json([]) : json({ message: 'unexpected' }, 500)));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  toastSpy = vi.spyOn(toastModule, 'toast');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(ui: React.ReactNode, session: PublicUser | null = null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(['/api/user'], session);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return qc;
}

describe('ProductCard', () => {
  it('shows the card category name, stars, prices, badges and a sized, lazy picture', () => {
    renderWith(<ProductCard product={product()} badge="Trending" />);
    expect(screen.getByText('Home & Garden')).toBeTruthy(); // the card list, not the product page's
    expect(screen.getByRole('link', { name: '12-Inch Cast Iron Skillet' }).getAttribute('href')).toBe('/product/13');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByText('$120.00')).toBeTruthy();
    for (const b of ['Trending', 'New', 'Sale']) expect(screen.getByText(b)).toBeTruthy();
    expect(screen.queryByText('Top Rated')).toBeNull();
    const img = screen.getByRole('img', { name: '12-Inch Cast Iron Skillet' });
    expect(img.getAttribute('src')).toBe('/uploads/products/13-skillet.webp?w=400&h=400&fit=cover');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('adds the list extras: percent off, Save, Top Rated at 4.5 and the stock label', () => {
    renderWith(<ProductCard product={product()} variant="list" showDiscount showTopRated showStock />);
    expect(screen.getByText('21% off')).toBeTruthy();
    expect(screen.getByText('Save $25.00')).toBeTruthy();
    expect(screen.getByText('Top Rated')).toBeTruthy();
    expect(screen.getByText('Only 3 left in stock')).toBeTruthy();
  });

  it('leaves Top Rated off under 4.5', () => {
    renderWith(<ProductCard product={product({ rating: 4.49 })} showTopRated />);
    expect(screen.queryByText('Top Rated')).toBeNull();
  });

  it('gives the list card visitor the list toasts', async () => {
    renderWith(<ProductCard product={product()} variant="list" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to wishlist' }));
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Required', description: 'Sign in required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to cart' }));
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Required', description: 'Sign in required' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns the list heart on without loading the wishlist, and shows the server's message on failure", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/wishlist' && init?.method === 'POST') return json({ id: 1 }, 201);
      if (url === '/api/cart') return json({ message: 'Only 3 left' }, 400);
      return json({ message: 'unexpected' }, 500);
    });
    renderWith(<ProductCard product={product()} variant="list" />, user());
    const heart = screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove 12-Inch Cast Iron Skillet from wishlist' })).toBeTruthy());
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to Wishlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to cart' }));
    await waitFor(() => expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', description: 'Only 3 left' })));
    // GET /api/wishlist never ran: the list heart is not loaded from the server
    expect(fetchMock.mock.calls.some(([u, i]) => String(u).startsWith('/api/wishlist') && (!i || i.method === 'GET'))).toBe(false);
  });

  it('shows the administrator a Delete with a confirmation and no badges', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/products/13' && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json([]),
    );
    renderWith(<ProductCard product={product()} badge="Top Pick" showTopRated />, user({ id: 1, username: 'admin', isAdmin: true }));
    for (const b of ['Top Pick', 'New', 'Sale', 'Top Rated']) expect(screen.queryByText(b)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12-Inch Cast Iron Skillet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this product?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Product Deleted' })));
    expect(fetchMock).toHaveBeenCalledWith('/api/products/13', expect.objectContaining({ method: 'DELETE' }));
  });

  it("says 'Failed to delete product' when the delete is refused", async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? json({ message: 'Forbidden' }, 403) : json([]),
    );
    renderWith(<ProductCard product={product()} />, user({ id: 1, isAdmin: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12-Inch Cast Iron Skillet' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', description: 'Failed to delete product' })),
    );
  });
});

describe('ProductGrid', () => {
  it('shows 8 skeleton cards while loading and the empty text when there is nothing', () => {
    renderWith(<ProductGrid products={undefined} loading />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    cleanup();
    renderWith(<ProductGrid products={[]} />);
    expect(screen.getByText('No products found.')).toBeTruthy();
  });

  it("puts 'Trending' at 0 and every 7th position and 'Top Pick' at every 5th", () => {
    const items = Array.from({ length: 15 }, (_, i) => product({ id: i + 1, name: `P${i}`, isNew: false, isOnSale: false }));
    renderWith(<ProductGrid products={items} positionBadges />);
    const cards = screen.getAllByTestId('product-card');
    const badgeOf = (i: number) => ['Trending', 'Top Pick'].find((b) => within(cards[i]!).queryByText(b)) ?? null;
    expect(cards.map((_, i) => badgeOf(i))).toEqual([
      'Trending', null, null, null, null, 'Top Pick', null, 'Trending', null, null, 'Top Pick', null, null, null, 'Trending',
    ]);
  });
});
