// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import { PayoutHistory } from './payout-history.tsx';

afterEach(cleanup);

const PAYOUTS: SellerPayoutsDto = {
  setup: 'bank_account',
  nextPayout: null,
  items: [
    { id: 3, amount: '18.20', status: 'pending', failureReason: null, createdAt: '2026-11-23T15:00:00.000Z', paidAt: null },
    { id: 2, amount: '42.50', status: 'failed', failureReason: 'The bank account is closed.', createdAt: '2026-11-16T15:00:00.000Z', paidAt: null },
    { id: 1, amount: '120.00', status: 'paid', failureReason: null, createdAt: '2026-11-09T15:00:00.000Z', paidAt: '2026-11-11T15:00:00.000Z' },
  ],
};

const show = (data?: SellerPayoutsDto, state: { isPending?: boolean; isError?: boolean } = {}) =>
  render(<PayoutHistory payouts={{ data, isPending: state.isPending ?? false, isError: state.isError ?? false, refetch: () => {} }} />);

describe('PayoutHistory', () => {
  it('gives a wide screen a table and a phone one card per payout, with the same amount, status and details', () => {
    show(PAYOUTS);
    const rows = within(screen.getByRole('table', { name: 'Your payouts, newest first' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'November 23, 2026$18.20PendingOn its way to your bank',
      'November 16, 2026$42.50FailedThe bank account is closed. The money is back in your available balance.',
      'November 9, 2026$120.00PaidArrived November 11, 2026',
    ]);
    // The table's frame shows from 640 px, the cards below it: no sideways scrolling at 375 px.
    expect(screen.getByRole('region', { name: 'Your payouts' }).className).toMatch(/(^| )hidden( |$).*sm:block/);
    const list = screen.getByRole('list', { name: 'Your payouts' });
    expect(list.className).toContain('sm:hidden');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual([
      '$18.20PendingSent November 23, 2026On its way to your bank',
      '$42.50FailedSent November 16, 2026The bank account is closed. The money is back in your available balance.',
      '$120.00PaidSent November 9, 2026Arrived November 11, 2026',
    ]);
  });

  it('says when there are none, and does not pretend there are none while loading or failed', () => {
    show({ ...PAYOUTS, items: [] });
    expect(screen.getByText('No payouts yet.')).toBeTruthy();
    cleanup();
    show(undefined, { isPending: true });
    expect(screen.queryByText('No payouts yet.')).toBeNull();
    cleanup();
    show(undefined, { isError: true });
    expect(screen.getByRole('alert').textContent).toContain('Your payouts could not be loaded.');
  });
});
