import { describe, expect, it } from 'vitest';
import { cartCount, cartSubtotalCents, maxQuantity } from './cart.ts';

const line = (quantity: number, price: string) => ({ quantity, product: { price } });

describe('cart rules', () => {
  it('sums price × quantity in cents', () => {
    expect(cartSubtotalCents([line(2, '19.99'), line(1, '0.10')])).toBe(4008);
    expect(cartSubtotalCents([])).toBe(0);
  });

  it('counts items for the header badge', () => {
    expect(cartCount([line(2, '1.00'), line(3, '1.00')])).toBe(5);
  });

  it('bounds a line by the stock, or 100 without a stock figure', () => {
    expect([maxQuantity(4), maxQuantity(0), maxQuantity(null)]).toEqual([4, 0, 100]);
  });
});
