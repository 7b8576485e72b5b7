// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { order } from '../order.fixture.ts';
import { fakeServer, json, renderWithApp, type Call } from '../test-kit.tsx';
import { CancelOrderDialog, CLOSE_AFTER_MS } from './cancel-order-dialog.tsx';

let answer: () => Response;
let calls: Call[];
let onOpenChange: ReturnType<typeof vi.fn<(open: boolean) => void>>;

beforeEach(() => {
  answer = () => json({ message: 'Your order has been successfully cancelled.', order: order({ status: 'cancelled' }) });
  calls = fakeServer((call) => (call.method === 'POST' && call.path === '/api/orders/41/cancel' ? answer() : json({ message: 'unexpected' }, 500)));
  onOpenChange = vi.fn<(open: boolean) => void>();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDialog = () => {
  const qc = renderWithApp(<CancelOrderDialog orderId={41} open onOpenChange={onOpenChange} />);
  return { qc, dialog: screen.getByRole('dialog', { name: 'Cancel Order #41' }) };
};

describe('CancelOrderDialog', () => {
  it("offers the spec's reasons, changed_mind chosen, and sends the reason and the details", async () => {
    const { qc, dialog } = renderDialog();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const reasons = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(reasons.map((r) => r.value)).toEqual(['changed_mind', 'found_better_price', 'ordered_wrong_item', 'shipping_too_slow', 'other']);
    expect(within(dialog).getByRole('radio', { name: 'Changed my mind' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Shipping is too slow' }));
    fireEvent.change(within(dialog).getByLabelText(/Additional information/), { target: { value: '  Needed it by Friday ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ reason: 'shipping_too_slow', additionalInfo: 'Needed it by Friday' }]);
    expect(within(dialog).getByText('Your order has been successfully cancelled.')).toBeTruthy();
    // The toast says it too (the dialog's confirmation repeats the title).
    await waitFor(() => expect(screen.getAllByText('Order Cancelled')).toHaveLength(2));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['/api/orders'], ['/api/products']]);
  });

  it('closes 2 seconds after success, not before', async () => {
    const { dialog } = renderDialog();
    const clickedAt = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await within(dialog).findByRole('status');
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: CLOSE_AFTER_MS + 3000 });
    // The timer starts once the answer is in, after the click: never sooner than 2 s after it.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(CLOSE_AFTER_MS);
  });

  it("shows the server's reason when it refuses, and the spec's message when it fails", async () => {
    answer = () => json({ message: 'This order is shipped and can no longer be cancelled.' }, 409);
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Failed to Cancel Order')).toBeTruthy();
    expect(screen.getByText('This order is shipped and can no longer be cancelled.')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();

    answer = () => json({ message: 'Internal Server Error' }, 500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('There was an error cancelling your order. Please try again later.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
