// @vitest-environment jsdom
// Issue 24: after Approve, Reject or Complete & Refund the request moves to another group with its
// buttons; the focus follows it to its next step instead of falling to the page, and the result is
// announced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import { Toaster } from '#client/components/ui/toast.tsx';
import type { ReturnStatus, SellerReturnRequestDto } from '#shared/returns.ts';
import { json, request } from '../return-request.fixture.ts';
import SellerReturnsPage from './seller-returns-page.tsx';

const AFTER: Record<string, ReturnStatus> = { approve: 'approved', reject: 'rejected', complete: 'completed' };
let requests: SellerReturnRequestDto[];

beforeEach(() => {
  requests = [request(), request({ id: 6, orderItem: { id: 91, product: { id: 13, name: 'Cast Iron Skillet' } } })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/returns/seller') {
        const status = url.searchParams.get('status');
        const shown = requests.filter((r) => !status || r.status === status);
        return json(shown, 200, { 'X-Total-Count': String(shown.length) });
      }
      const action = /^\/api\/returns\/(\d+)\/(approve|reject|complete)$/.exec(url.pathname);
      if (action && init?.method === 'POST') {
        const id = Number(action[1]);
        requests = requests.map((r) => (r.id === id ? { ...r, status: AFTER[action[2]!]! } : r));
        return json(requests.find((r) => r.id === id));
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

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
/** Focus then press, as a keyboard user does (a click in jsdom does not move the focus). */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}
const announced = () => document.getElementById('route-announcer')?.textContent?.trim();

describe('the focus after acting on a return request', () => {
  it("goes from Approve to the request's next step in In Progress, Generate Return Label, and says so", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Walnut Cutting Board' });
    press(within(cardOf('Walnut Cutting Board')).getByRole('button', { name: 'Approve' }));

    const progress = await screen.findByRole('region', { name: /^In Progress \(1\)/ });
    const card = within(progress).getByRole('article', { name: 'Walnut Cutting Board' });
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Generate Return Label' })));
    expect(announced()).toBe('Approved the return of Walnut Cutting Board.');
  });

  it('goes to the request in Completed, which has nothing left to do, after a confirmed Reject', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Cast Iron Skillet' });
    press(within(cardOf('Cast Iron Skillet')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this return?' });
    press(within(dialog).getByRole('button', { name: 'Reject Return' }));

    const completed = await screen.findByRole('region', { name: /^Completed \(1\)/ });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = within(completed).getByRole('heading', { name: 'Cast Iron Skillet' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Radix's own return to the Reject button (gone with the card's old place) does not take it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(heading);
    expect(announced()).toBe('Rejected the return of Cast Iron Skillet.');
  });

  it('goes to the list when the status filter takes the approved request off the page', async () => {
    renderPage('/seller/returns?status=pending');
    await screen.findByRole('heading', { name: 'Walnut Cutting Board' });
    press(within(cardOf('Walnut Cutting Board')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Walnut Cutting Board' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Pending \(1\)/ })));
    expect(document.activeElement).not.toBe(document.body);
  });
});
