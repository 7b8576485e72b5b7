// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper.tsx';

afterEach(cleanup);

function Harness({ stock }: { stock: number | null }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} stock={stock} />;
}

const quantity = () => screen.getByRole('status', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('starts at 1 with decrease disabled and shows the stock as "{stock} available"', () => {
    render(<Harness stock={3} />);
    expect(quantity().textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', false);
    expect(screen.getByText('3 available')).toBeTruthy();
  });

  it('goes up to the stock and no further, and back down to 1', async () => {
    const user = userEvent.setup();
    render(<Harness stock={3} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(quantity().textContent).toBe('3');
    expect(increase).toHaveProperty('disabled', true);
    expect(decrease).toHaveProperty('disabled', false);
    await user.click(decrease);
    await user.click(decrease);
    expect(quantity().textContent).toBe('1');
    expect(decrease).toHaveProperty('disabled', true);
  });

  it('cannot go above 1 with a stock of 1', () => {
    render(<Harness stock={1} />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
  });

  it('leaves the upper end open when the stock is unknown', async () => {
    const user = userEvent.setup();
    render(<Harness stock={null} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity().textContent).toBe('2');
    expect(screen.queryByText(/available/)).toBeNull();
  });
});
