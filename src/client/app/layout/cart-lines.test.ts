import { describe, expect, it } from 'vitest';
import { cartImageUrl, cartTotals, type CartLine } from './cart-lines.ts';

const line = (id: number, quantity: number, price: string): CartLine => ({
  id,
  quantity,
  product: { id: id * 10, name: `Item ${id}`, price, imageUrl: `/uploads/${id}.jpg` },
});

describe('cartTotals', () => {
  it('counts the total quantity and sums price × quantity in cents', () => {
    expect(cartTotals([line(1, 2, '19.99'), line(2, 1, '0.10'), line(3, 3, '0.20')])).toEqual({
      count: 6,
      subtotalCents: 3998 + 10 + 60,
    });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotalCents: 0 });
  });
});

describe('cartImageUrl', () => {
  it('asks for a 400 × 400 cropped image', () => {
    expect(cartImageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg?w=400&h=400&fit=cover');
    expect(cartImageUrl('/img?id=3')).toBe('/img?id=3&w=400&h=400&fit=cover');
  });
});
