// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { ListingDto } from '#shared/catalogue.ts';
import ListingsReviewPage from './listings-review-page.tsx';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const listing = (id: number, name: string, isApproved: boolean, sellerName: string | null) =>
  ({
    id,
    name,
    isApproved,
    sellerName,
    price: '20.00',
    stock: 3,
    categoryId: 3,
    categoryName: 'Home & Kitchen',
    imageUrl: null,
    pendingChanges: null,
  }) as ListingDto;

/** A live listing whose seller's edit waits for review (decision 0040). */
function edited(): ListingDto {
  const row = listing(9, 'Oak Stool', true, 'Ridge Works');
  row.imageUrl = '/uploads/products/seller-4-old.webp';
  row.pendingChanges = {
    id: 41,
    productId: 9,
    status: 'pending',
    authorName: 'Ridge Works',
    createdAt: '2026-11-20T15:00:00.000Z',
    decidedAt: null,
    changes: [
      { field: 'name', from: 'Oak Stool', to: 'Heirloom Oak Stool' },
      { field: 'categoryId', from: 3, to: 4 },
      { field: 'imageUrl', from: '/uploads/products/seller-4-old.webp', to: '/uploads/products/seller-4-new.webp' },
    ],
  };
  return row;
}

let user: { id: number; isAdmin: boolean };
let listings: ListingDto[];
let moderation: boolean;
let sent: Array<{ method: string; path: string; query: string; body: unknown }>;

beforeEach(() => {
  user = { id: 1, isAdmin: true };
  moderation = false;
  listings = [listing(7, 'Walnut Bowl', false, 'Prairie Works'), listing(8, 'Maple Spoon', true, null)];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: parsed.pathname, query: parsed.search, body });
      if (parsed.pathname === '/api/user') return json({ ...user, username: 'admin', isSeller: false });
      if (parsed.pathname === '/api/settings/moderation') return json({ moderation });
      if (parsed.pathname === '/api/admin/settings/moderation') {
        moderation = (body as { moderation: boolean }).moderation;
        return json({ moderation });
      }
      if (parsed.pathname === '/api/categories') {
        return json([3, 4].map((id) => ({ id, name: id === 3 ? 'Home & Kitchen' : 'Furniture', description: '', icon: 'home', productCount: 1 })));
      }
      const decision = parsed.pathname.match(/^\/api\/admin\/product-revisions\/(\d+)\/(approve|reject)$/);
      if (decision) {
        const row = listings.find((l) => l.pendingChanges?.id === Number(decision[1]))!;
        if (decision[2] === 'approve') row.name = String(row.pendingChanges!.changes[0]!.to);
        row.pendingChanges = null;
        return json(row);
      }
      const approve = parsed.pathname.match(/^\/api\/admin\/products\/(\d+)\/(approve|unlist)$/);
      if (approve) {
        const row = listings.find((l) => l.id === Number(approve[1]))!;
        row.isApproved = approve[2] === 'approve';
        return json(row);
      }
      if (parsed.pathname === '/api/admin/products') {
        const live = parsed.searchParams.get('status') === 'live';
        const q = parsed.searchParams.get('q')?.toLowerCase() ?? '';
        const items = listings.filter((l) => (live ? l.isApproved : !l.isApproved || l.pendingChanges) && l.name.toLowerCase().includes(q));
        return json(items, 200, { 'X-Total-Count': String(items.length) });
      }
      return json({ message: 'unexpected' }, 500);
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
      <MemoryRouter initialEntries={['/admin/listings']}>
        <ListingsReviewPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('/admin/listings', () => {
  it('shows the pending listings with their sellers, and approving one takes it off the list', async () => {
    renderPage();
    const row = (await screen.findByRole('heading', { name: 'Walnut Bowl' })).closest('li')!;
    expect(within(row).getByText('Sold by Prairie Works')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Maple Spoon' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Approve Walnut Bowl' }));
    expect(await screen.findByText('Product Approved')).toBeTruthy();
    expect(await screen.findByText('No listings are waiting for approval')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/admin/products/7/approve')).toBe(true);
  });

  it("shows a live listing's changes waiting for review, old beside new, and approving them applies them", async () => {
    listings.push(edited());
    renderPage();
    const row = (await screen.findByRole('heading', { name: 'Oak Stool' })).closest('li')!;
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('Changes pending review')).toBeTruthy();
    const changes = within(row).getByRole('region', { name: 'Changes pending review' });
    expect(within(changes).getByText('Heirloom Oak Stool')).toBeTruthy();
    expect(await within(changes).findByText('Furniture')).toBeTruthy();
    expect(within(changes).getByText('Home & Kitchen')).toBeTruthy();
    expect(within(changes).getByRole('img', { name: 'Live now picture' }).getAttribute('src')).toContain('/uploads/products/seller-4-old.webp');
    expect(within(changes).getByRole('img', { name: 'Proposed picture' }).getAttribute('src')).toContain('/uploads/products/seller-4-new.webp');

    await userEvent.click(within(row).getByRole('button', { name: 'Approve changes to Oak Stool' }));
    expect(await screen.findByText('Changes Approved')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/admin/product-revisions/41/approve')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Heirloom Oak Stool' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Oak Stool' })).toBeNull();
  });

  it("rejects a listing's changes, keeping the listing as it is", async () => {
    listings.push(edited());
    renderPage();
    const row = (await screen.findByRole('heading', { name: 'Oak Stool' })).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reject changes to Oak Stool' }));
    expect(await screen.findByText('Changes Rejected')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/admin/product-revisions/41/reject')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Live' }));
    const live = (await screen.findByRole('heading', { name: 'Oak Stool' })).closest('li')!;
    expect(within(live).queryByText('Changes pending review')).toBeNull();
  });

  it('shows the live listings on their tab, with Unlist', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Walnut Bowl' });
    await userEvent.click(screen.getByRole('button', { name: 'Live' }));
    const row = (await screen.findByRole('heading', { name: 'Maple Spoon' })).closest('li')!;
    expect(within(row).getByText('Sold by Heartland Market')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Unlist Maple Spoon' })).toBeTruthy();
    expect(sent.at(-1)?.query).toContain('status=live');
  });

  it('turns moderation on with the switch', async () => {
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Approve new listings before they go live' });
    await vi.waitFor(() => expect(toggle.getAttribute('disabled')).toBeNull());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByText('Moderation On')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(sent.find((r) => r.path === '/api/admin/settings/moderation')?.body).toEqual({ moderation: true });
  });

  it('is Unauthorized Access to anyone but the administrator', async () => {
    user = { id: 2, isAdmin: false };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeTruthy();
    expect(sent.some((r) => r.path === '/api/admin/products')).toBe(false);
  });

  describe('the focus after a listing leaves the queue (issue 24)', () => {
    const announced = () => document.getElementById('route-announcer')?.textContent?.trim();

    it("goes to the next listing's heading and says what was approved", async () => {
      listings.push(listing(10, 'Cedar Box', false, 'Ridge Works'), listing(11, 'Pine Crate', false, null));
      renderPage();
      const row = (await screen.findByRole('heading', { name: 'Walnut Bowl' })).closest('li')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Approve Walnut Bowl' }));
      await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Walnut Bowl' })).toBeNull());
      await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cedar Box' })));
      expect(announced()).toBe('Approved Walnut Bowl');

      // The last listing's successor is the one before it.
      await userEvent.click(screen.getByRole('button', { name: 'Approve Pine Crate' }));
      await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Pine Crate' })).toBeNull());
      await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cedar Box' })));
      expect(announced()).toBe('Approved Pine Crate');
    });

    it("goes to the empty queue's message when none is left", async () => {
      renderPage();
      const row = (await screen.findByRole('heading', { name: 'Walnut Bowl' })).closest('li')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Approve Walnut Bowl' }));
      const empty = await screen.findByRole('heading', { name: 'No listings are waiting for approval' });
      await vi.waitFor(() => expect(document.activeElement).toBe(empty));
      expect(document.activeElement).not.toBe(document.body);
      expect(announced()).toBe('Approved Walnut Bowl');
    });

    it("goes on from a live listing's approved changes, which take it off the queue", async () => {
      listings.push(edited());
      renderPage();
      const row = (await screen.findByRole('heading', { name: 'Oak Stool' })).closest('li')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Approve changes to Oak Stool' }));
      await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Oak Stool' })).toBeNull());
      // Oak Stool was after Walnut Bowl, at the end: the focus goes to the one before it.
      await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Walnut Bowl' })));
      expect(announced()).toBe('Approved changes to Oak Stool');
    });

    it("goes to the empty view's message after the last live listing is unlisted", async () => {
      renderPage();
      await screen.findByRole('heading', { name: 'Walnut Bowl' });
      await userEvent.click(screen.getByRole('button', { name: 'Live' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Unlist Maple Spoon' }));
      const empty = await screen.findByRole('heading', { name: 'No live listings' });
      await vi.waitFor(() => expect(document.activeElement).toBe(empty));
      expect(announced()).toBe('Unlisted Maple Spoon');
    });

    it('leaves the focus on the button when the listing stays in the view', async () => {
      // A new listing whose seller's edit also waits: approved, it stays Pending for the edit.
      const both = { ...edited(), id: 12, name: 'Birch Tray', isApproved: false };
      both.pendingChanges = { ...both.pendingChanges!, id: 42, productId: 12 };
      listings = [both];
      renderPage();
      const approve = await screen.findByRole('button', { name: 'Approve Birch Tray' });
      await userEvent.click(approve);
      await screen.findByRole('button', { name: 'Unlist Birch Tray' });
      expect(document.activeElement).toBe(approve);
      await vi.waitFor(() => expect(announced()).toBe('Approved Birch Tray'));
    });
  });
});
