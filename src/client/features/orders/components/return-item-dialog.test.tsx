// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderItem } from '../order.fixture.ts';
import { fakeServer, json, renderWithApp, type Call } from '../test-kit.tsx';
import { clampQuantity, ReturnItemDialog } from './return-item-dialog.tsx';

let answer: () => Response;
let calls: Call[];
let onOpenChange: ReturnType<typeof vi.fn<(open: boolean) => void>>;

beforeEach(() => {
  answer = () => json({ id: 1 }, 201);
  calls = fakeServer((call) => (call.method === 'POST' && call.path === '/api/returns' ? answer() : json({ message: 'unexpected' }, 500)));
  onOpenChange = vi.fn<(open: boolean) => void>();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const board = orderItem({ id: 90, productName: 'Walnut Cutting Board', quantity: 4, returnableQuantity: 3 });
const lamp = orderItem({ id: 91, productName: 'Brass Lamp', quantity: 1, returnableQuantity: 1 });

function renderDialog(items = [board], initialItemId?: number) {
  const qc = renderWithApp(<ReturnItemDialog orderId={41} items={items} initialItemId={initialItemId} open onOpenChange={onOpenChange} />);
  return { qc, dialog: screen.getByRole('dialog', { name: 'Return Item' }) };
}

describe('ReturnItemDialog', () => {
  it('names each item with its variant, so two sizes of one product can be told apart (issue 28)', () => {
    const medium = orderItem({ id: 92, variantOptions: { Size: 'M' } });
    const large = orderItem({ id: 93, variantOptions: { Size: 'L' } });
    const { dialog } = renderDialog([medium, large, lamp]);
    const item = within(dialog).getByLabelText('Item') as HTMLSelectElement;
    expect([...item.options].map((o) => o.textContent)).toEqual(['Walnut Cutting Board (Size: M)', 'Walnut Cutting Board (Size: L)', 'Brass Lamp']);
    cleanup();
    const { dialog: one } = renderDialog([large]);
    expect(within(one).getByText('Walnut Cutting Board (Size: L)')).toBeTruthy();
  });

  it("asks for a reason first: 'Missing information', and nothing is sent", async () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Return Request' }));
    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please select a reason for return')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("offers the spec's reasons and sends mail, pending and 'No additional information provided'", async () => {
    const { qc, dialog } = renderDialog();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const reason = within(dialog).getByLabelText('Reason for return') as HTMLSelectElement;
    expect([...reason.options].slice(1).map((o) => o.value)).toEqual([
      "Item defective or doesn't work",
      'Item damaged during shipping',
      'Wrong item received',
      "Item doesn't match description",
      'No longer needed',
      'Other',
    ]);
    fireEvent.change(reason, { target: { value: 'Wrong item received' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Return Request' }));
    expect(await screen.findByText('Return request submitted')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([
      {
        orderId: 41,
        orderItemId: 90,
        quantity: 2,
        reason: 'Wrong item received',
        returnMethod: 'mail',
        additionalInfo: 'No additional information provided',
        status: 'pending',
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['/api/orders'], ['/api/returns']]);
  });

  it('keeps the quantity between 1 and what the line may still return', () => {
    const { dialog } = renderDialog();
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity.value).toBe('3');
    expect(within(dialog).getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity.value).toBe('1');
    expect(within(dialog).getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
  });

  it('lets the shopper pick the line when several may be returned, starting with the one asked for', async () => {
    const { dialog } = renderDialog([board, lamp], 91);
    const item = within(dialog).getByLabelText('Item') as HTMLSelectElement;
    expect(item.value).toBe('91');
    fireEvent.change(item, { target: { value: '90' } });
    fireEvent.change(within(dialog).getByLabelText('Reason for return'), { target: { value: 'Other' } });
    fireEvent.change(within(dialog).getByLabelText(/Additional information/), { target: { value: ' Too big ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Return Request' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ orderItemId: 90, quantity: 1, additionalInfo: 'Too big' });
  });

  it("shows the server's message when it refuses, and 'Failed to create return request' when it fails", async () => {
    answer = () => json({ message: 'The 30-day return window for this order has closed.' }, 409);
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Reason for return'), { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Return Request' }));
    expect(await screen.findByText('Failed to submit return request')).toBeTruthy();
    expect(screen.getByText('The 30-day return window for this order has closed.')).toBeTruthy();

    answer = () => json({ message: 'Internal Server Error' }, 500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Return Request' }));
    expect(await screen.findByText('Failed to create return request')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
