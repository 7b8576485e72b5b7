// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from '#client/lib/router.tsx';
import { skillet as product } from '#client/components/catalogue/product.fixture.ts';
import type { PublicUser } from '#shared/user.ts';
import * as toastModule from '#client/components/ui/toast.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import { ProductGrid } from '#client/components/catalogue/product-grid.tsx';
import { ShopProductCard, shopCard } from './shop-product-card.tsx';

const user = (over: Partial<PublicUser> = {}): PublicUser => ({
  id: 3,
  username: 'shopper',
  email: 's@example.com',
  fullName: null,
  address: null,
  street: null,
  city: null,
  state: null,
  zipCode: null,
  country: null,
  phone: null,
  profileImage: null,
  isSeller: false,
  isAdmin: false,
  companyName: null,
  companyWebsite: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let toastSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => (String(url).startsWith('/api/wishlist') ? json([]) : json({ message: 'unexpected' }, 500)));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  toastSpy = vi.spyOn(toastModule, 'toast');
});

// The Delete control and its dialog are lazy chunks: under a loaded test run they take over the default 1 s.
const LAZY = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(ui: React.ReactNode, session: PublicUser | null = null, at = '/') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  qc.setQueryData(['/api/user'], session);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return qc;
}

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

describe('ShopProductCard', () => {
  it('gives the list card visitor the list toasts', async () => {
    renderWith(<ShopProductCard product={product()} variant="list" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to wishlist' }));
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Required', description: 'Sign in required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to cart' }));
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Required', description: 'Sign in required' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a saved product with a full list heart, as its page and the grid cards do (one truth, issue 10)', async () => {
    fetchMock.mockImplementation(async (url: string) => (String(url).startsWith('/api/wishlist') ? json([{ ...product(), wishlistId: 4 }]) : json([])));
    renderWith(<ShopProductCard product={product()} variant="list" />, user());
    const heart = await screen.findByRole('button', { name: 'Remove 12-Inch Cast Iron Skillet from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it("turns the list heart on with the list toasts, and shows the server's message on failure", async () => {
    let saved = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/wishlist' && init?.method === 'POST') {
        saved = true;
        return json({ id: 1 }, 201);
      }
      if (String(url).startsWith('/api/wishlist')) return json(saved ? [{ ...product(), wishlistId: 1 }] : []);
      if (url === '/api/cart') return json({ message: 'Only 3 left' }, 400);
      return json({ message: 'unexpected' }, 500);
    });
    renderWith(<ShopProductCard product={product()} variant="list" />, user());
    const heart = screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove 12-Inch Cast Iron Skillet from wishlist' })).toBeTruthy());
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to Wishlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to cart' }));
    await waitFor(() => expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', description: 'Only 3 left' })));
  });

  it('shows the administrator a Delete with a confirmation and no badges', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/products/13' && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json([]),
    );
    renderWith(<ShopProductCard product={product()} badge="Top Pick" showTopRated />, user({ id: 1, username: 'admin', isAdmin: true }));
    for (const b of ['Top Pick', 'New', 'Sale', 'Top Rated']) expect(screen.queryByText(b)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12-Inch Cast Iron Skillet' }, LAZY));
    const dialog = await screen.findByRole('alertdialog', {}, LAZY);
    expect(within(dialog).getByText('Delete this product?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Product Deleted' })));
    expect(fetchMock).toHaveBeenCalledWith('/api/products/13', expect.objectContaining({ method: 'DELETE' }));
  });

  it("says 'Failed to delete product' when the delete is refused", async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => (init?.method === 'DELETE' ? json({ message: 'Forbidden' }, 403) : json([])));
    renderWith(<ShopProductCard product={product()} />, user({ id: 1, isAdmin: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12-Inch Cast Iron Skillet' }, LAZY));
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, LAZY)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', description: 'Failed to delete product' })));
  });
});

describe("a visitor's Login Required toast", () => {
  // Every card control a visitor may press, with its toast text (docs/product.md A6, docs/product.md B5).
  it.each([
    ['list', 'Add 12-Inch Cast Iron Skillet to wishlist', 'Sign in required'],
    ['list', 'Add 12-Inch Cast Iron Skillet to cart', 'Sign in required'],
    ['grid', 'Add 12-Inch Cast Iron Skillet to wishlist', 'Please log in to manage your wishlist'],
    ['grid', 'Add 12-Inch Cast Iron Skillet to cart', 'Please log in to add items to your cart'],
  ] as const)('%s card, %s: Sign in goes to /auth and comes back to the page', async (variant, button, text) => {
    renderWith(
      <>
        <ShopProductCard product={product()} variant={variant} />
        <Address />
        <Toaster />
      </>,
      null,
      '/deals?minRating=4&maxPrice=200',
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ }, LAZY);
    expect(await within(toasts).findByText('Login Required')).toBeTruthy();
    expect(within(toasts).getByText(text)).toBeTruthy();
    // By keyboard (jsdom has no pointer capture, which the toast's swipe handling asks for).
    within(toasts).getByRole('button', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/auth?returnTo=${encodeURIComponent('/deals?minRating=4&maxPrice=200')}`));
    expect(fetchMock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'POST' }));
  });
});

describe('the shop grid', () => {
  it('follows the wishlist with the grid heart and tells a visitor to sign in', async () => {
    fetchMock.mockImplementation(async (url: string) => (String(url).startsWith('/api/wishlist') ? json([{ ...product(), wishlistId: 4 }]) : json([])));
    renderWith(<ProductGrid products={[product(), product({ id: 14, name: 'Linen Apron' })]} renderCard={shopCard} />, user());
    expect(await screen.findByRole('button', { name: 'Remove 12-Inch Cast Iron Skillet from wishlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Linen Apron to wishlist' }).getAttribute('aria-pressed')).toBe('false');
    cleanup();
    renderWith(<ProductGrid products={[product()]} renderCard={shopCard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add 12-Inch Cast Iron Skillet to cart' }));
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Required', description: 'Please log in to add items to your cart' }));
  });
});
