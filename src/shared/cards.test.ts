import { describe, expect, it } from 'vitest';
import { cardBrandName, cardDescription } from './cards.ts';

describe('cards', () => {
  it('names known brands and capitalises others', () => {
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('eftpos')).toBe('Eftpos');
  });

  it('describes a card by what is known of it', () => {
    expect(cardDescription('visa', '4242')).toBe('Visa ending in 4242');
    expect(cardDescription(null, '4242')).toBe('Card ending in 4242');
    expect(cardDescription('mastercard', null)).toBe('Mastercard');
    expect(cardDescription(null, null)).toBeUndefined();
  });
});
