// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { json, request } from '../return-request.fixture.ts';
import SellerReturnsPage from './seller-returns-page.tsx';

let list: () => Response;
let label: () => Response;
let quote: () => Response;
let calls: string[];

/** The return label's postage as the server quotes it (decision 0048). */
const QUOTE: LabelQuoteDto = {
  service: 'Priority Mail',
  postage: '11.60',
  package: { length: 16, width: 10, height: 4, weightOz: 40 },
  estimatedDeliveryDate: null,
};

beforeEach(() => {
  calls = [];
  list = () => json([], 200, { 'X-Total-Count': '0' });
  label = () => json({ labelUrl: '/api/returns/5/label' });
  quote = () => json(QUOTE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.searchParams.get('status') ? `?status=${url.searchParams.get('status')}` : ''}`);
      if (url.pathname === '/api/returns/seller') return list();
      if (url.pathname === '/api/returns/5/generate-label') return label();
      if (url.pathname === '/api/returns/5/label-quote') return quote();
      return json({ message: 'unexpected' }, 500);
    }),
  );
  vi.stubGlobal('open', vi.fn());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(path = '/seller/returns') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <SellerReturnsPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (name: RegExp) => screen.getByRole('region', { name });
const confirmStep = () => screen.findByRole('group', { name: 'Confirm return postage' });
/** Generate Return Label, then Buy Label in the confirm step. */
async function buyLabel(button = 'Generate Return Label') {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  fireEvent.click(within(await confirmStep()).getByRole('button', { name: 'Buy Label' }));
}

describe('SellerReturnsPage', () => {
  it('groups requests as Pending, In Progress and Completed with the actions each allows', async () => {
    list = () =>
      json(
        [
          request({ id: 5 }),
          request({ id: 6, status: 'approved', orderItem: { id: 91, product: { id: 13, name: 'Cast Iron Skillet' } } }),
          request({
            id: 7,
            status: 'approved',
            trackingNumber: '9205590164917312751089',
            labelUrl: '/api/returns/7/label',
            orderItem: { id: 92, product: { id: 14, name: 'Wool Blanket' } },
          }),
          request({ id: 8, status: 'completed', refunded: '27.30', orderItem: { id: 93, product: { id: 15, name: 'Maple Syrup' } } }),
          request({ id: 9, status: 'rejected', orderItem: { id: 94, product: { id: 16, name: 'Beeswax Candles' } } }),
        ],
        200,
        { 'X-Total-Count': '5' },
      );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Manage Returns', level: 1 })).toBeTruthy();

    const pending = await screen.findByRole('region', { name: /^Pending/ });
    expect(within(pending).getByRole('heading', { name: 'Walnut Cutting Board' })).toBeTruthy();
    for (const name of ['Generate Return Label', 'Approve', 'Reject']) expect(within(pending).getByRole('button', { name })).toBeTruthy();

    const progress = group(/^In Progress/);
    const [unlabelled, labelled] = within(progress).getAllByRole('article');
    expect(within(unlabelled!).getByRole('button', { name: 'Generate Return Label' })).toBeTruthy();
    expect(within(unlabelled!).getByRole('button', { name: 'Complete & Refund' })).toBeTruthy();
    // A tracking number means the label exists: no second label button, a link to the label instead.
    expect(within(labelled!).queryByRole('button', { name: 'Generate Return Label' })).toBeNull();
    expect(within(labelled!).getByRole('link', { name: 'Return Label' }).getAttribute('href')).toBe('/api/returns/7/label');
    expect(within(labelled!).getByText('9205590164917312751089')).toBeTruthy();

    const completed = group(/^Completed/);
    expect(within(completed).getAllByRole('article')).toHaveLength(2);
    expect(within(completed).getByText('$27.30 refunded')).toBeTruthy();
    expect(within(completed).queryAllByRole('button')).toHaveLength(0);
  });

  it('opens a generated label in a new window', async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    renderPage();
    await buyLabel();
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledWith('/api/returns/5/label', '_blank', 'noopener'));
    expect(calls).toContain('POST /api/returns/5/generate-label');
  });

  it('shows the postage to confirm first, with the focus on it; Cancel buys nothing and gives the button back the focus', async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Return Label' }));
    const confirm = await confirmStep();
    expect(document.activeElement).toBe(confirm);
    for (const part of ['Priority Mail', '$11.60', '16x10x4 in, 2 lb 8 oz']) expect(confirm.textContent).toContain(part);
    expect(calls).not.toContain('POST /api/returns/5/generate-label');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const button = await screen.findByRole('button', { name: 'Generate Return Label' });
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    expect(calls).not.toContain('POST /api/returns/5/generate-label');
    expect(window.open).not.toHaveBeenCalled();
  });

  it('puts the focus on the label bought, once the request shows it, and says what was bought', async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    label = () => {
      list = () =>
        json([request({ status: 'approved', trackingNumber: '9205590164917312751089', labelUrl: '/api/returns/5/label' })], 200, { 'X-Total-Count': '1' });
      return json({ labelUrl: '/api/returns/5/label' });
    };
    renderPage();
    await buyLabel();
    const link = await within(await screen.findByRole('region', { name: /^In Progress/ })).findByRole('link', { name: 'Return Label' });
    // The list is asked again after the purchase; on a loaded machine that takes more than waitFor's default second.
    await vi.waitFor(() => expect(document.activeElement).toBe(link), { timeout: 5000 });
    expect(document.getElementById('route-announcer')?.textContent?.trim()).toBe(
      'Return label bought: Priority Mail · $11.60 · Package 16x10x4 in, 2 lb 8 oz. It opened in a new window, and the shopper has it by email.',
    );
  });

  it('says why a package cannot be quoted, with a Retry Label Generation button', async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    quote = () => json({ message: 'These items weigh 80 lb: USPS takes at most 70 lb, so they cannot be shipped as one package.' }, 400);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Return Label' }));
    expect((await screen.findByRole('alert')).textContent).toContain('These items weigh 80 lb');
    expect(await screen.findByRole('button', { name: 'Retry Label Generation' })).toBeTruthy();
    expect(calls).not.toContain('POST /api/returns/5/generate-label');
  });

  it("shows 'Error generating label' with the fallback and a Retry Label Generation button after a failure", async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    label = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    renderPage();
    await buyLabel();
    expect(await screen.findByText('Error generating label')).toBeTruthy();
    expect(screen.getAllByText(/Failed to generate return label \(502\)/).length).toBeGreaterThan(0);
    const retry = await screen.findByRole('button', { name: 'Retry Label Generation' });
    expect(screen.getByRole('alert').textContent).toContain('The return label could not be generated');
    expect(window.open).not.toHaveBeenCalled();

    label = () => json({ labelUrl: '/api/returns/5/label' });
    await vi.waitFor(() => expect((retry as HTMLButtonElement).disabled).toBe(false), { timeout: 4000 });
    fireEvent.click(retry);
    // Buy Label pauses 3 seconds after its last click (docs/product.md B9).
    const buy = within(await confirmStep()).getByRole('button', { name: 'Buy Label' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(buy.disabled).toBe(false), { timeout: 4000 });
    fireEvent.click(buy);
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledWith('/api/returns/5/label', '_blank', 'noopener'));
  });

  it("says who may generate labels in the spec's words", async () => {
    list = () => json([request()], 200, { 'X-Total-Count': '1' });
    quote = () => json({ message: 'Only sellers can generate return labels.' }, 403);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Return Label' }));
    expect(await screen.findByText('Seller access required')).toBeTruthy();
  });

  it("shows 'Error loading return requests: ...' with the server's detail", async () => {
    list = () => json({ message: 'Only sellers can manage returns.' }, 403);
    renderPage();
    expect(await screen.findByText('Error loading return requests: Only sellers can manage returns.')).toBeTruthy();
  });

  it('has an empty state, and asks the server for one status when the query names it', async () => {
    renderPage('/seller/returns?status=approved');
    expect(await screen.findByRole('heading', { name: 'No approved return requests' })).toBeTruthy();
    expect(calls).toEqual(['GET /api/returns/seller?status=approved']);
  });

  it('shows every group with its own empty message', async () => {
    list = () => json([request({ status: 'completed' })], 200, { 'X-Total-Count': '1' });
    renderPage();
    expect(await screen.findByText('No return requests awaiting approval.')).toBeTruthy();
    expect(screen.getByText('No approved returns in progress.')).toBeTruthy();
  });
});
