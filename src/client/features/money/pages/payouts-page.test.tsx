// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '#client/lib/router.tsx';
import type { LedgerEntryDto, SellerBalanceDto } from '#shared/schemas/ledger.ts';
import type { SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import type { PublicUser } from '#shared/user.ts';
import PayoutsPage from './payouts-page.tsx';

const seller = { id: 2, username: 'maker', email: 'maker@example.test', isSeller: true, isAdmin: false } as PublicUser;
// Noon on November 27 in Des Moines.
const NOW = new Date('2026-11-27T18:00:00Z');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const balance: SellerBalanceDto = { pending: '88.75', available: '63.45', paidOut: '120.00' };
const NOVEMBER: LedgerEntryDto[] = [
  {
    id: 5,
    createdAt: '2026-11-02T18:00:00.000Z',
    type: 'release',
    account: 'available',
    orderId: 101,
    amount: '88.75',
    balanceAfter: '80.45',
    description: 'Order #101 released',
  },
  {
    id: 6,
    createdAt: '2026-11-03T18:00:00.000Z',
    type: 'refund',
    account: 'available',
    orderId: 101,
    amount: '-17.00',
    balanceAfter: '63.45',
    description: 'Return refund',
  },
  {
    id: 7,
    createdAt: '2026-11-10T18:00:00.000Z',
    type: 'payout',
    account: 'available',
    orderId: null,
    amount: '-63.45',
    balanceAfter: '0.00',
    description: 'Payout',
  },
];

const PAYOUTS: SellerPayoutsDto = {
  setup: 'bank_account',
  nextPayout: { date: '2026-11-30', amount: '63.45' },
  items: [
    { id: 2, amount: '42.50', status: 'failed', failureReason: 'The bank account is closed', createdAt: '2026-11-16T15:00:00.000Z', paidAt: null },
    { id: 1, amount: '120.00', status: 'paid', failureReason: null, createdAt: '2026-11-09T15:00:00.000Z', paidAt: '2026-11-11T15:00:00.000Z' },
  ],
};

let answers: Record<string, (q: URLSearchParams) => Response>;
let calls: string[];

beforeEach(() => {
  calls = [];
  answers = {
    '/api/seller/balance': () => json(balance),
    '/api/seller/ledger': (q) => json(q.get('from') === '2026-11-01' ? NOVEMBER : []),
    '/api/seller/payouts': () => json(PAYOUTS),
    '/api/payout-policy': () => json({ feePercent: 15, holdDays: 3, schedule: 'monday', minimum: '1.00' }),
    '/api/seller/payout-account': () =>
      json({ provider: 'sandbox', holderName: 'Prairie Workshop', routingNumber: '110000000', accountLast4: '6789', status: 'active' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      // What was asked, without the request layer's cache buster.
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

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  qc.setQueryData(['/api/user'], seller);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/seller/payouts']}>
        <PayoutsPage now={() => NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

describe('/seller/payouts', () => {
  it('shows the three balances, each with what it means', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    await waitFor(() => expect(within(card('Pending')).getByText('$88.75')).toBeTruthy());
    expect(await within(card('Pending')).findByText(/not yet delivered or within the 3-day hold/)).toBeTruthy();
    expect(within(card('Available')).getByText('$63.45')).toBeTruthy();
    expect(within(card('Available')).getByText('Paid to your bank account weekly, on Mondays (from $1.00)')).toBeTruthy();
    expect(within(card('Paid out')).getByText('$120.00')).toBeTruthy();
  });

  it('shows the next payout and the history with statuses and why one failed', async () => {
    renderPage();
    expect(await screen.findByText('$63.45 on November 30, 2026')).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'November 16, 2026$42.50FailedThe bank account is closed. The money is back in your available balance.',
      'November 9, 2026$120.00PaidArrived November 11, 2026',
    ]);
  });

  it('says when there is nothing to pay yet', async () => {
    answers['/api/seller/payouts'] = () => json({ setup: 'bank_account', nextPayout: null, items: [] });
    renderPage();
    expect(
      await screen.findByText(
        'Nothing to pay yet: payouts are sent weekly, on Mondays, once your available balance is at least $1.00 and your bank account is set up.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
  });

  it('offers Stripe’s onboarding instead of the bank form when payouts go through Stripe Connect', async () => {
    answers['/api/seller/payouts'] = () => json({ ...PAYOUTS, setup: 'hosted_onboarding' });
    answers['/api/seller/payout-account'] = () => json(null);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Set up payouts with Stripe' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bank account for payouts' })).toBeNull();
    // A payout the bank returned stays in the seller's Stripe balance (decision 0058).
    expect(await screen.findAllByText(/The money is in your Stripe balance until you update your bank with Stripe\./)).not.toHaveLength(0);
  });

  it('says a negative available balance is taken from later sales', async () => {
    answers['/api/seller/balance'] = () => json({ ...balance, available: '-12.00' });
    renderPage();
    expect(await within(card('Available')).findByText('-$12.00')).toBeTruthy();
    expect(within(card('Available')).getByText(/taken from your next sales/)).toBeTruthy();
  });

  it('does not show zeros it does not know', async () => {
    answers['/api/seller/balance'] = () => json({ message: 'Internal Server Error' }, 500);
    renderPage();
    expect(await screen.findByText('Failed to load your balance.')).toBeTruthy();
    expect(within(card('Pending')).getByText('Not available')).toBeTruthy();
    expect(within(card('Pending')).queryByText('$0.00')).toBeNull();
  });

  it("lists this month's entries with their order, amount and balance, and offers them as CSV", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: /Entries of November 2026/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['November 2, 2026', 'ReleaseOrder #101 released · Available', '#101', '+$88.75', '$80.45'],
      ['November 3, 2026', 'RefundReturn refund · Available', '#101', '-$17.00', '$63.45'],
      ['November 10, 2026', 'PayoutPayout · Available', '—', '-$63.45', '$0.00'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '#101' }).getAttribute('href')).toBe('/orders/101?from=seller');
    // A phone's cards: the same entries, amount and balance in view.
    const cards = within(screen.getByRole('list', { name: 'Statement entries, November 2026' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Release+$88.75November 2, 2026 · AvailableOrder #101 releasedOrder #101Balance $80.45',
      'Refund-$17.00November 3, 2026 · AvailableReturn refundOrder #101Balance $63.45',
      'Payout-$63.45November 10, 2026 · AvailablePayoutBalance $0.00',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/seller/ledger.csv?from=2026-11-01&to=2026-12-01');
    expect(calls).toContain('/api/seller/ledger?from=2026-11-01&to=2026-12-01');
  });

  it('shows last month, and says when a period has no entries', async () => {
    renderPage();
    await screen.findByRole('table', { name: /Entries of/ });
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(await screen.findByText('No entries in October 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContain('/api/seller/ledger?from=2026-10-01&to=2026-11-01');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/seller/ledger.csv?from=2026-10-01&to=2026-11-01');
  });

  it('takes a custom period with both days included, and refuses one that runs backwards', async () => {
    renderPage();
    await screen.findByRole('table', { name: /Entries of/ });
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-05');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The first day must come before the last.');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-03');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls).toContain('/api/seller/ledger?from=2026-10-03&to=2026-11-06'));
    expect(await screen.findByText('No entries in Oct 3, 2026 – Nov 5, 2026')).toBeTruthy();
  });
});
