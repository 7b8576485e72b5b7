import { describe, expect, it } from 'vitest';
import { findUnstorable, NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from './storable-input.ts';

describe('findUnstorable', () => {
  it('finds the first unstorable text or key, in order, with its path', () => {
    expect(findUnstorable({ a: 'fine', b: ['x', 'y\u0000'], c: 'z\u0000' })).toEqual({ path: 'b.1', message: NUL_MESSAGE });
    expect(findUnstorable({ shippingInfo: { city: 'A\ud800' } })).toEqual({ path: 'shippingInfo.city', message: UNPAIRED_SURROGATE_MESSAGE });
    // A key is judged before its value, and before the keys after it.
    expect(findUnstorable({ ok: { 'k\u0000': 'v\u0000' }, later: '\u0000' })).toEqual({ path: 'ok.k\\u0000', message: NUL_MESSAGE });
    expect(findUnstorable({ a: 1, b: null, c: true, d: Buffer.from([0]) })).toBeNull();
    expect(findUnstorable('\u0000', ['q'])).toEqual({ path: 'q', message: NUL_MESSAGE });
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorable(deep)?.message).toBe(NUL_MESSAGE);
  });
});
