// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { LedgerCheckDto, LedgerSummaryDto } from '#shared/schemas/ledger.ts';
import type { PublicUser } from '#shared/user.ts';
import LedgerAdminPage from './ledger-admin-page.tsx';

const admin = { id: 1, username: 'admin', email: 'admin@example.test', isSeller: false, isAdmin: true } as PublicUser;
const NOW = new Date('2026-11-27T18:00:00Z');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const balanced: LedgerCheckDto = { balanced: true, transactions: 1234, imbalances: [], moneyIn: '190.80', moneyOut: '71.75', held: '119.05', reconciles: true };
const summary = (from: string, to: string): LedgerSummaryDto => ({
  from,
  to,
  feesEarned: '18.75',
  salesTax: [
    { state: 'IA', amount: '4.80' },
    { state: 'TX', amount: '3.00' },
  ],
  salesTaxTotal: '7.80',
  payouts: { sent: '105.95', sentCount: 2, failed: '42.50', failedCount: 1 },
});

let answers: Record<string, (q: URLSearchParams) => Response>;
let calls: string[];

beforeEach(() => {
  calls = [];
  answers = {
    '/api/admin/ledger/check': () => json(balanced),
    '/api/admin/ledger/summary': (q) => json(summary(q.get('from')!, q.get('to')!)),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}?from=${url.searchParams.get('from')}&to=${url.searchParams.get('to')}`);
      const answer = answers[url.pathname];
      return answer ? answer(url.searchParams) : json({ message: 'unexpected' }, 500);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(user: PublicUser = admin) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  qc.setQueryData(['/api/user'], user);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/admin/ledger']}>
        <LedgerAdminPage now={() => NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/admin/ledger', () => {
  it('says the books balance, with money in, out and held', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger' })).toBeTruthy();
    expect(await screen.findByText('Books balance')).toBeTruthy();
    expect(screen.getByText(/1,234 transactions checked/)).toBeTruthy();
    expect(screen.getByText('Money in (from shoppers, net of refunds)').nextElementSibling?.textContent).toBe('$190.80');
    expect(screen.getByText('Held (sellers, fees, tax)').nextElementSibling?.textContent).toBe('$119.05');
  });

  it('names the transactions that do not balance', async () => {
    answers['/api/admin/ledger/check'] = () =>
      json({
        ...balanced,
        balanced: false,
        imbalances: [
          { transactionId: 7, key: 'adjustment:7', sum: '0.01' },
          { transactionId: 9, key: 'adjustment:9', sum: '-5.00' },
        ],
      });
    renderPage();
    expect(await screen.findByText('2 transactions do not balance')).toBeTruthy();
    expect(screen.getByText('Transaction 9 (adjustment:9) sums to -$5.00')).toBeTruthy();
    expect(screen.queryByText('Books balance')).toBeNull();
  });

  it("shows this month's fees, payouts and sales tax by state, and another period on request", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Fees, tax and payouts: November 2026' })).toBeTruthy();
    expect(await screen.findByText('$18.75')).toBeTruthy();
    expect(screen.getByText('Payouts sent').nextElementSibling?.textContent).toBe('$105.95');
    expect(screen.getByText('Payouts failed').nextElementSibling?.textContent).toBe('$42.50');
    const table = screen.getByRole('table', { name: 'Sales tax collected by shipping state, November 2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StateTax collected', 'IA$4.80', 'TX$3.00', 'Total$7.80']);
    expect(calls).toContain('/api/admin/ledger/summary?from=2026-11-01&to=2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(calls).toContain('/api/admin/ledger/summary?from=2026-10-01&to=2026-11-01'));
    expect(await screen.findByRole('heading', { name: 'Fees, tax and payouts: October 2026' })).toBeTruthy();
  });

  it('says when a period collected no tax', async () => {
    answers['/api/admin/ledger/summary'] = (q) => json({ ...summary(q.get('from')!, q.get('to')!), salesTax: [], salesTaxTotal: '0.00' });
    renderPage();
    expect(await screen.findByText('No sales tax in November 2026.')).toBeTruthy();
  });

  it('is for the administrator only', () => {
    renderPage({ ...admin, id: 2, isAdmin: false, isSeller: true });
    expect(screen.getByText('This page is for the administrator.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
