// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { OrderDto } from '#shared/orders.ts';
import type { SalesSeriesDto, SellerStatsDto } from '#shared/seller-dashboard.ts';
import type { PublicUser } from '#shared/user.ts';
import DashboardPage from './dashboard-page.tsx';

// A busy machine can take a while to load the chart's lazy chunk.
configure({ asyncUtilTimeout: 5000 });

const seller = { id: 2, username: 'seller', email: 'seller@example.test', isSeller: true, companyName: 'Prairie Workshop Co.' } as PublicUser;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const stats: SellerStatsDto = {
  totalSales: '831.00',
  totalOrders: 4,
  activeProducts: 56,
  returns: '0.00',
  platformFeePercent: 15,
  platformFee: '124.65',
  netSales: '713.55',
  shipping: '23.80',
  postage: '16.60',
  adjustments: '0.00',
  unbookedSales: '0.00',
};

function series(range: '30d' | '12m'): SalesSeriesDto {
  const points =
    range === '30d'
      ? Array.from({ length: 30 }, (_, i) => ({
          period: `2026-11-${String(i + 1).padStart(2, '0')}`,
          sales: i === 19 ? '648.00' : i === 28 ? '28.00' : '0.00',
          orders: i === 19 || i === 28 ? 1 : 0,
        }))
      : Array.from({ length: 12 }, (_, i) => ({
          period: `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}-01`,
          sales: i === 11 ? '831.00' : '0.00',
          orders: i === 11 ? 4 : 0,
        }));
  const total = range === '30d' ? '676.00' : '831.00';
  return { range, unit: range === '30d' ? 'day' : 'month', timeZone: 'America/Chicago', points, totalSales: total };
}

const order = (id: number, status: OrderDto['status'], items: Array<[string, number, string]>, subtotal: string) =>
  ({
    id,
    status,
    createdAt: '2026-11-20T15:04:00.000Z',
    subtotal,
    shippingAddress: { fullName: 'Jordan Miller', street: '1200 Grand Avenue', city: 'Des Moines', state: 'IA', zipCode: '50309', country: 'US' },
    items: items.map(([productName, quantity, price], i) => ({
      id: id * 10 + i,
      productId: i + 1,
      productName,
      quantity,
      price,
      weight: null,
      product: null,
      returnableQuantity: quantity,
    })),
  }) as unknown as OrderDto;

const ORDERS = Array.from({ length: 12 }, (_, i) => order(100 - i, i === 0 ? 'processing' : 'delivered', [[`Walnut Bowl ${100 - i}`, 2, '25.00']], '50.00'));

type Answer = (query: URLSearchParams) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let calls: Array<{ path: string; query: URLSearchParams }>;

beforeEach(() => {
  calls = [];
  answers = {
    '/api/seller/stats': () => json(stats),
    '/api/seller/sales': (q) => json(series(q.get('range') as '30d' | '12m')),
    '/api/orders/seller': (q) => {
      const status = q.get('status') ?? 'all';
      const matching = ORDERS.filter((o) => status === 'all' || o.status === status);
      const offset = Number(q.get('offset'));
      return json(matching.slice(offset, offset + Number(q.get('limit'))), 200, { 'X-Total-Count': String(matching.length) });
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ path: url.pathname, query: url.searchParams });
      const answer = answers[url.pathname];
      return answer ? answer(url.searchParams) : json({ message: 'unexpected' }, 500);
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

function renderPage(user: PublicUser = seller) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/seller/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

describe("/seller/dashboard for the administrator: the platform's own stock", () => {
  const admin = { id: 1, username: 'admin', email: 'admin@example.test', isSeller: false, isAdmin: true } as PublicUser;

  it('is titled Ship Orders, offers no seller tools, and shows the orders and figures the server answers for the platform', async () => {
    renderPage(admin);
    expect(screen.getByRole('heading', { level: 1, name: 'Ship Orders' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seller tools' })).toBeNull();
    expect(await within(card('Total Sales')).findByText('$831.00')).toBeTruthy();
    expect(await screen.findByText('Walnut Bowl 100', { exact: false })).toBeTruthy();
  });

  it("charges no platform fee on the platform's own stock: its net is its sales and their shipping", async () => {
    answers['/api/seller/stats'] = () => json({ ...stats, platformFeePercent: 0, platformFee: '0.00', postage: '0.00', netSales: '854.80' });
    renderPage(admin);
    const earnings = screen.getByRole('heading', { name: 'Your earnings' }).parentElement!;
    await waitFor(() => expect(within(earnings).getByText('Net earnings').nextElementSibling?.textContent).toBe('$854.80'));
    expect(within(earnings).queryByText(/Platform fee \(/)).toBeNull();
    const fee = within(earnings).getByText('Platform fee');
    expect(fee.closest('div')?.textContent).toContain("not charged on the platform's own stock");
    expect(fee.closest('div')?.querySelector('dd')?.textContent).toBe('None');
  });

  it('keeps the seller tools and title for a seller', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seller tools' })).toBeTruthy();
  });
});

describe('/seller/dashboard', () => {
  it("shows the seller's three figures and the earnings as the books hold them, asking with the spec's userId", async () => {
    renderPage();
    expect(await within(card('Total Sales')).findByText('$831.00')).toBeTruthy();
    expect(within(card('Total Orders')).getByText('4')).toBeTruthy();
    expect(within(card('Active Products')).getByText('56')).toBeTruthy();
    const earnings = screen.getByRole('heading', { name: 'Your earnings' }).parentElement!;
    const row = (label: string | RegExp) => within(earnings).getByText(label).nextElementSibling?.textContent;
    // $831.00 + $23.80 - $124.65 - $16.60 = $713.55, what the statement and payouts add up to.
    expect(row('Gross sales')).toBe('$831.00');
    expect(row('Shipping paid by shoppers')).toBe('$23.80');
    expect(row('Platform fee (15%)')).toBe('−$124.65');
    expect(row('Shipping labels')).toBe('−$16.60');
    expect(row('Net earnings')).toBe('$713.55');
    expect(within(earnings).queryByText('Sales before payouts began')).toBeNull();
    expect(within(earnings).queryByText('Adjustments')).toBeNull();
    expect(within(earnings).getByRole('link', { name: 'See your balance and statement' }).getAttribute('href')).toBe('/seller/payouts');
    expect(calls.find((c) => c.path === '/api/seller/stats')?.query.get('userId')).toBe('2');
  });

  it('shows sales of orders paid before the books, and corrections, only when there are some', async () => {
    answers['/api/seller/stats'] = () => json({ ...stats, unbookedSales: '48.00', adjustments: '-2.50', netSales: '663.05' });
    renderPage();
    const earnings = screen.getByRole('heading', { name: 'Your earnings' }).parentElement!;
    await waitFor(() => expect(within(earnings).getByText('Net earnings').nextElementSibling?.textContent).toBe('$663.05'));
    const before = within(earnings).getByText('Sales before payouts began');
    expect(before.nextElementSibling?.textContent).toBe('−$48.00');
    expect(before.textContent).toContain('not in your statement or payouts');
    expect(within(earnings).getByText('Adjustments').nextElementSibling?.textContent).toBe('-$2.50');
  });

  it('links to the other seller tools', async () => {
    renderPage();
    const tools = screen.getByRole('navigation', { name: 'Seller tools' });
    expect(within(tools).getByRole('link', { name: 'My Products' }).getAttribute('href')).toBe('/seller/products');
    expect(within(tools).getByRole('link', { name: 'Add Product' }).getAttribute('href')).toBe('/seller/submit-product');
    expect(within(tools).getByRole('link', { name: 'Manage Returns' }).getAttribute('href')).toBe('/seller/returns');
  });

  it('shows loading states until the answers come', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const path of Object.keys(answers)) {
      const answer = answers[path]!;
      answers[path] = async (q) => {
        await gate;
        return answer(q);
      };
    }
    renderPage();
    const loading = screen.getAllByRole('status').map((s) => s.textContent);
    expect(loading).toEqual(expect.arrayContaining(['Loading your orders', 'Loading your sales']));
    expect(within(card('Total Sales')).getByText('Loading')).toBeTruthy();
    release();
    expect(await screen.findByRole('link', { name: 'Order #100' })).toBeTruthy();
  });

  it('summarises the sales for screen readers and offers them as a table; the period can change', async () => {
    renderPage();
    expect(await screen.findByText('$676.00 in sales from 2 orders in the last 30 days. Best day: Fri, Nov 20, 2026, $648.00.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sales by day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Fri, Nov 20, 2026' }).parentElement!.textContent).toContain('$648.00');

    await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(await screen.findByText(/\$831\.00 in sales from 4 orders in the last 12 months\. Best month: November 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 12 months' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.at(-1)?.query.get('range')).toBe('12m');
  });

  it('lists the orders with their items and amount, each linking to the seller view, a page at a time', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Order #100' });
    expect(link.getAttribute('href')).toBe('/orders/100?from=seller');
    const row = link.closest('li')!;
    expect(within(row).getByText('Processing')).toBeTruthy();
    expect(within(row).getByText('Walnut Bowl 100')).toBeTruthy();
    expect(within(row).getByText('$50.00')).toBeTruthy();
    expect(within(row).getByText('Nov 20, 2026 · 9:04 AM')).toBeTruthy();
    expect(screen.getByText('Showing 10 of 12 orders')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('link', { name: 'Order #89' })).toBeTruthy();
    expect(screen.getByText('Showing 12 of 12 orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('narrows the orders by status on the server', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Order #100' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processing');
    expect(await screen.findByText('Showing 1 of 1 order')).toBeTruthy();
    expect(calls.at(-1)?.query.get('status')).toBe('processing');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    expect(await screen.findByText('No cancelled orders')).toBeTruthy();
  });

  it("says 'No orders yet' to a seller who has none", async () => {
    answers['/api/orders/seller'] = () => json([], 200, { 'X-Total-Count': '0' });
    renderPage();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('says the figures failed rather than showing zeros, and tries again', async () => {
    answers['/api/seller/stats'] = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load your statistics');
    expect(within(card('Total Sales')).getByText('Not available')).toBeTruthy();
    const figures = screen.getByRole('heading', { name: 'Your statistics' }).parentElement!;
    expect(within(figures).queryByText(/\$/)).toBeNull();
    answers['/api/seller/stats'] = () => json(stats);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Total Sales')).findByText('$831.00')).toBeTruthy();
    expect(screen.queryByText('Failed to load your statistics', { exact: false })).toBeNull();
  });

  it("says 'Error loading orders' and 'Failed to load your sales' when those fail", async () => {
    answers['/api/orders/seller'] = () => json({ message: 'Internal Server Error' }, 500);
    answers['/api/seller/sales'] = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    expect(await screen.findByText('Error loading orders')).toBeTruthy();
    expect(await screen.findByText('Failed to load your sales')).toBeTruthy();
    // The figures that did load are still shown.
    expect(await within(card('Total Sales')).findByText('$831.00')).toBeTruthy();
  });
});
