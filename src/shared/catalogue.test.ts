import { describe, expect, it } from 'vitest';
import { cardBadge, countdownAt, discount, starParts, stockLabel } from './catalogue.ts';
import { lineName, variantLabel } from './variant-label.ts';

describe('starParts', () => {
  it('gives full stars for the whole part and a half star from .5', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.49)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts('3.7')).toEqual({ full: 3, half: true, empty: 1 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(null)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(9)).toEqual({ full: 5, half: false, empty: 0 });
  });
});

describe('cardBadge', () => {
  it('puts Trending at 0 and every 7th position, Top Pick every 5th', () => {
    expect([0, 1, 5, 7, 10, 14, 35].map(cardBadge)).toEqual(['Trending', null, 'Top Pick', 'Trending', 'Top Pick', 'Trending', 'Trending']);
  });
});

describe('discount', () => {
  it('rounds the percent and gives the saving', () => {
    expect(discount(21900, 34900)).toEqual({ percent: 37, savingCents: 13000 });
    expect(discount(1000, null)).toBeNull();
    expect(discount(1000, 900)).toBeNull();
  });
});

describe('stockLabel', () => {
  it('follows the spec thresholds', () => {
    expect([0, -1, 1, 5, 6, null].map(stockLabel)).toEqual(['Out of stock', 'Out of stock', 'Only 1 left in stock', 'Only 5 left in stock', 'In stock', null]);
  });
});

describe('countdownAt', () => {
  it('starts at 09:45:22, ticks down and wraps to 23:59:59', () => {
    expect(countdownAt(0)).toBe('09:45:22');
    expect(countdownAt(1)).toBe('09:45:21');
    expect(countdownAt(35122)).toBe('00:00:00');
    expect(countdownAt(35123)).toBe('23:59:59');
    expect(countdownAt(35122 + 86400)).toBe('00:00:00');
  });
});

describe('variantLabel and lineName (docs/decisions/0060-photos-and-variants.md)', () => {
  it('names the options in one order however the object was built', () => {
    expect(variantLabel({ Colour: 'Walnut', Size: 'M' })).toBe('Size: M, Colour: Walnut');
    expect(variantLabel({ Size: 'M', Colour: 'Walnut' })).toBe('Size: M, Colour: Walnut');
    expect(variantLabel({})).toBe('');
  });

  it('adds the variant to the product name, and leaves a listing without options alone', () => {
    expect(lineName('Oak Bench', { Wood: 'Walnut' })).toBe('Oak Bench - Wood: Walnut');
    expect(lineName('Oak Bench', {})).toBe('Oak Bench');
  });
});
