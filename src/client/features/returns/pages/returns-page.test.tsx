// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { NO_ADDITIONAL_INFO, type ReturnRequestDto } from '#shared/returns.ts';
import ReturnsPage from './returns-page.tsx';

const request = (over: Partial<ReturnRequestDto> = {}): ReturnRequestDto => ({
  id: 5,
  orderId: 41,
  orderItemId: 90,
  userId: 7,
  quantity: 2,
  reason: 'Item damaged during shipping',
  returnMethod: 'mail',
  additionalInfo: NO_ADDITIONAL_INFO,
  status: 'pending',
  trackingNumber: null,
  labelUrl: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  orderItem: { id: 90, product: { id: 12, name: 'Walnut Cutting Board' } },
  refunded: '0.00',
  refundedAt: null,
  ...over,
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** What GET /api/returns answers, by offset. */
let answer: (offset: number, limit: number) => Response;
let calls: string[];

beforeEach(() => {
  calls = [];
  answer = () => json([], 200, { 'X-Total-Count': '0' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/returns') return answer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')));
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
      <MemoryRouter initialEntries={['/returns']}>
        <ReturnsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ReturnsPage', () => {
  it('shows the account sidebar with Returns as the current page', async () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['Orders', '/orders'],
      ['Returns', '/returns'],
      ['Wishlist', '/wishlist'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Returns' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
    await screen.findByText('No return requests yet');
  });

  it('says there are no return requests yet and points to the orders', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Return Requests' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your return requests');
    expect(await screen.findByRole('heading', { name: 'No return requests yet' })).toBeTruthy();
    expect(screen.getByText(/open the order details page of a delivered order and choose Return Item/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(calls).toEqual(['GET /api/returns']);
  });

  it('lists each request with its product, order, quantity, reason, status, date and tracking number', async () => {
    answer = () =>
      json(
        [
          request({
            id: 6,
            status: 'approved',
            trackingNumber: '9205590164917312345671',
            labelUrl: '/api/returns/6/label',
            additionalInfo: 'The lid is cracked',
            createdAt: '2026-03-05T20:00:00.000Z',
          }),
          request(),
        ],
        200,
        { 'X-Total-Count': '2' },
      );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your return requests' });
    const [approved, pending] = within(list).getAllByRole('article');
    expect(screen.getByText('2 requests')).toBeTruthy();

    expect(within(approved!).getByRole('heading', { name: 'Walnut Cutting Board' })).toBeTruthy();
    expect(within(approved!).getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/orders/41');
    expect(approved!.textContent).toContain('Requested on March 5, 2026');
    expect(within(approved!).getByText('Approved')).toBeTruthy();
    expect(within(approved!).getByText('The lid is cracked')).toBeTruthy();
    expect(within(approved!).getByRole('link', { name: '9205590164917312345671' }).getAttribute('href')).toBe('/tracking?tracking=9205590164917312345671');
    // Its label by its route (served to this shopper only), in a new tab.
    const label = within(approved!).getByRole('link', { name: 'Print Return Label' });
    expect(label.getAttribute('href')).toBe('/api/returns/6/label');
    expect(label.getAttribute('target')).toBe('_blank');
    expect(within(approved!).getByText('Your prepaid return label is ready: print it and tape it to the package.')).toBeTruthy();

    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Quantity').nextSibling?.textContent).toBe('2');
    expect(within(pending!).getByText('Reason').nextSibling?.textContent).toBe('Item damaged during shipping');
    expect(within(pending!).getByText('The seller reviews your request within 1-2 business days.')).toBeTruthy();
    // No tracking number yet, and the placeholder text is not shown as the shopper's words.
    expect(within(pending!).queryByText('Return tracking')).toBeNull();
    expect(within(pending!).queryByText(NO_ADDITIONAL_INFO)).toBeNull();
    expect(within(pending!).queryByRole('link', { name: 'Print Return Label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it("shows a completed return's refund with its date, and that a refund is still to come before it is made", async () => {
    answer = () =>
      json([request({ id: 8, status: 'completed', refunded: '261.82', refundedAt: '2026-03-20T16:00:00.000Z' }), request({ id: 7, status: 'completed' })]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your return requests' });
    const [refunded, owed] = within(list).getAllByRole('article');
    expect(within(refunded!).getByText('Refunded $261.82 on March 20, 2026.')).toBeTruthy();
    expect(within(owed!).queryByText(/Refunded/)).toBeNull();
    expect(within(owed!).getByText('This return is complete.')).toBeTruthy();
  });

  it('loads the next page on Show More while there are more requests than shown', async () => {
    answer = (offset, limit) => {
      const all = Array.from({ length: 23 }, (_, i) => request({ id: 100 - i, orderItem: { id: i, product: { id: i, name: `Item ${i + 1}` } } }));
      return json(all.slice(offset, offset + limit), 200, { 'X-Total-Count': '23' });
    };
    renderPage();
    await screen.findByRole('heading', { name: 'Item 20' });
    expect(screen.queryByRole('heading', { name: 'Item 21' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByRole('heading', { name: 'Item 23' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('says when the requests could not be loaded and tries again on request', async () => {
    answer = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    expect(await screen.findByText('Error loading return requests')).toBeTruthy();
    answer = () => json([request()], 200, { 'X-Total-Count': '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Walnut Cutting Board' })).toBeTruthy();
    expect(screen.getByText('1 request')).toBeTruthy();
  });
});
