// Card rules: number normalisation, Luhn, brands, expiry against an injected clock, CVC, test cards.
import { describe, expect, it } from 'vitest';
import { CardValidationError, UNKNOWN_CARD_MESSAGE, cardOutcome, detectBrand, luhnValid, normaliseCardNumber, parseExpiry, validateCard } from './cards.ts';

const now = new Date('2026-05-15T12:00:00Z');
const card = (overrides: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  ...overrides,
});

/** The CardValidationError `run` throws, as { code, message }. */
function failure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CardValidationError);
    const { code, message } = error as CardValidationError;
    return { code, message };
  }
  throw new Error('expected a CardValidationError');
}

describe('card number', () => {
  it('keeps the digits of a number typed with spaces or dashes', () => {
    expect(normaliseCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(normaliseCardNumber(' 4242424242424242 ')).toBe('4242424242424242');
  });

  it.each(['4242.4242.4242.4242', '4242 4242 4242 424a', '', '  '])('cannot read %j', (input) => {
    expect(normaliseCardNumber(input)).toBeUndefined();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['340000000000009', 'amex'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000000', 'discover'],
    ['6440000000000000', 'discover'],
    ['6490000000000000', 'discover'],
    ['6430000000000000', 'unknown'],
    ['3530111333300000', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each(['4242 4242 4242 4241', '4242', '4242 4242 4242 4242 4242', 'abcd', ''])('refuses %j as incorrect_number', (number) => {
    expect(failure(() => validateCard(card({ number }), now))).toEqual({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });
});

describe('expiry', () => {
  it.each([
    ['12 / 30', 12, 2030],
    ['12/30', 12, 2030],
    ['7/2031', 7, 2031],
    ['05 / 26', 5, 2026],
    ['05/2026', 5, 2026],
  ])('reads %j', (input, month, year) => {
    expect(parseExpiry(input, now)).toEqual({ month, year });
  });

  it.each(['13/30', '00/30', '0/2030', '1230', 'next year', ''])('refuses %j as an invalid month', (expiry) => {
    expect(failure(() => validateCard(card({ expiry }), now))).toEqual({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
  });

  it.each(['12/25', '12/2025', '04/26', '4/2026'])('refuses %j as in the past (now is May 2026)', (expiry) => {
    expect(failure(() => validateCard(card({ expiry }), now))).toEqual({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is in the past.",
    });
  });

  it('follows the injected clock, in UTC', () => {
    expect(parseExpiry('05/26', new Date('2026-05-31T23:59:59Z'))).toEqual({ month: 5, year: 2026 });
    expect(() => parseExpiry('05/26', new Date('2026-06-01T00:00:00Z'))).toThrow(CardValidationError);
  });

  it('refuses a year too far ahead', () => {
    expect(failure(() => parseExpiry('01/2099', now)).code).toBe('invalid_expiry_year');
  });
});

describe('security code', () => {
  it.each([
    ['4242 4242 4242 4242', '12'],
    ['4242 4242 4242 4242', '1234'],
    ['4242 4242 4242 4242', '12a'],
    ['4242 4242 4242 4242', ''],
    ['3782 822463 10005', '123'],
    ['3782 822463 10005', '12345'],
  ])('%s refuses %j', (number, cvc) => {
    expect(failure(() => validateCard(card({ number, cvc }), now))).toEqual({ code: 'invalid_cvc', message: "Your card's security code is invalid." });
  });

  it('takes 4 digits for American Express and 3 for the others', () => {
    expect(validateCard(card({ number: '3782 822463 10005', cvc: '1234' }), now).brand).toBe('amex');
    expect(validateCard(card({ number: '6011 1111 1111 1117', cvc: '123' }), now).brand).toBe('discover');
  });

  it('checks the number first, then the expiry, then the code', () => {
    expect(failure(() => validateCard({ number: '1', expiry: 'x', cvc: 'x' }, now)).code).toBe('incorrect_number');
    expect(failure(() => validateCard(card({ expiry: 'x', cvc: 'x' }), now)).code).toBe('invalid_expiry_month');
  });
});

describe('a valid card', () => {
  it('gives the digits, brand, last four and expiry', () => {
    expect(validateCard(card({ number: '5555-5555-5555-4444', expiry: '3/2029' }), now)).toEqual({
      number: '5555555555554444',
      brand: 'mastercard',
      last4: '4444',
      expiry: { month: 3, year: 2029 },
    });
  });
});

describe('test cards', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'])('%s succeeds', (number) => {
    expect(cardOutcome(number)).toEqual({ kind: 'succeeded' });
  });

  it('4000002500003155 asks for 3-D Secure', () => {
    expect(cardOutcome('4000002500003155')).toEqual({ kind: 'requires_action' });
  });

  it.each([
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4012888888881881', 'card_declined', 'generic_decline', UNKNOWN_CARD_MESSAGE],
  ])('%s is declined with %s/%s', (number, code, declineCode, message) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardOutcome(number)).toEqual({ kind: 'declined', failure: { code, declineCode, message } });
  });
});
