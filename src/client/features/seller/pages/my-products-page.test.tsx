// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { ListingDto } from '#shared/catalogue.ts';
import MyProductsPage from './my-products-page.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const product = (id: number, name: string, isApproved: boolean) =>
  ({ id, name, isApproved, price: '20.00', stock: 3, categoryName: 'Home & Kitchen', imageUrl: null, pendingChanges: null }) as ListingDto;

let answer: (q: string | null) => Response;
let asked: Array<string | null>;

beforeEach(() => {
  asked = [];
  answer = (q) => {
    const all = [product(2, 'Walnut Bowl', false), product(1, 'Maple Spoon', true)];
    const items = q ? all.filter((p) => p.name.toLowerCase().includes(q)) : all;
    return json(items, 200, { 'X-Total-Count': String(items.length) });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== '/api/seller/products') return json({ message: 'unexpected' }, 500);
      asked.push(parsed.searchParams.get('q'));
      return answer(parsed.searchParams.get('q'));
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/seller/products']}>
        <MyProductsPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('/seller/products', () => {
  it("shows each product 'Pending' or 'Live', with links to edit it and to its page", async () => {
    renderPage();
    const pending = (await screen.findByRole('heading', { name: 'Walnut Bowl' })).closest('li')!;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Edit Walnut Bowl' })).toHaveProperty('href', expect.stringMatching(/\/seller\/edit-product\/2$/));
    expect(within(pending).getByRole('link', { name: 'View Walnut Bowl' })).toHaveProperty('href', expect.stringMatching(/\/product\/2$/));
    const live = screen.getByRole('heading', { name: 'Maple Spoon' }).closest('li')!;
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
  });

  it("marks a live product whose changes wait for review 'Changes pending review'", async () => {
    answer = () => {
      const edited = product(1, 'Maple Spoon', true);
      edited.pendingChanges = {
        id: 4,
        productId: 1,
        status: 'pending',
        authorName: 'maker',
        createdAt: '2026-11-20T15:00:00.000Z',
        decidedAt: null,
        changes: [{ field: 'name', from: 'Maple Spoon', to: 'Maple Serving Spoon' }],
      };
      return json([product(2, 'Walnut Bowl', true), edited], 200, { 'X-Total-Count': '2' });
    };
    renderPage();
    const edited = (await screen.findByRole('heading', { name: 'Maple Spoon' })).closest('li')!;
    expect(within(edited).getByText('Live')).toBeTruthy();
    expect(within(edited).getByText('Changes pending review')).toBeTruthy();
    const untouched = screen.getByRole('heading', { name: 'Walnut Bowl' }).closest('li')!;
    expect(within(untouched).queryByText('Changes pending review')).toBeNull();
  });

  it('searches the products by name on the server', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Maple Spoon' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your products' }), 'walnut');
    expect(await screen.findByText('1 product')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Maple Spoon' })).toBeNull();
    expect(asked.at(-1)).toBe('walnut');
  });

  it("says 'Failed to fetch seller products' when the list cannot be loaded", async () => {
    answer = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Failed to fetch seller products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
