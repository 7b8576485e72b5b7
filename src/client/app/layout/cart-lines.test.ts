import { describe, expect, it } from 'vitest';
import { cartImageUrl } from './cart-lines.ts';

describe('cartImageUrl', () => {
  it('asks for a 400 × 400 cropped image', () => {
    expect(cartImageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg?w=400&h=400&fit=cover');
    expect(cartImageUrl('/img?id=3')).toBe('/img?id=3&w=400&h=400&fit=cover');
  });
});
