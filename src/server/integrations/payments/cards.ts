// Card rules of the sandbox payment provider (docs/architecture.md §4): what Stripe checks when a card is
// presented, with Stripe's error codes and messages, and the sandbox's table of test cards. Pure
// functions: the clock is passed in.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** A failed card attempt, as Stripe reports it in `last_payment_error`. */
export interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
}

/** A card that did not pass the format checks (number, expiry, security code). */
export class CardValidationError extends Error {
  constructor(
    readonly code: 'incorrect_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc',
    message: string,
  ) {
    super(message);
    this.name = 'CardValidationError';
  }

  toFailure(): CardFailure {
    return { code: this.code, message: this.message };
  }
}

export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration year is in the past.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

/** Card numbers are 12 to 19 digits (ISO/IEC 7812). */
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;
/** Stripe refuses an expiry year this far ahead as invalid. */
const MAX_YEARS_AHEAD = 50;

/**
 * The digits of a card number as typed: spaces and dashes are allowed between digits; anything else
 * (letters, dots) makes it unreadable and gives undefined.
 */
export function normaliseCardNumber(input: string): string | undefined {
  if (!/^[\d\s-]*$/.test(input)) return undefined;
  const digits = input.replace(/[\s-]/g, '');
  return digits.length > 0 ? digits : undefined;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges). */
export function detectBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (four === 6011 || two === 65 || (three >= 644 && three <= 649)) return 'discover';
  return 'unknown';
}

export interface CardExpiry {
  month: number;
  /** four digits */
  year: number;
}

/**
 * Reads "MM / YY", "MM/YY" or "MM/YYYY" (a one-digit month is accepted). A month outside 1-12 or an
 * unreadable date is invalid_expiry_month; a date before the current month of `now` (UTC) is
 * invalid_expiry_year, as Stripe reports a past month of this year too.
 */
export function parseExpiry(input: string, now: Date): CardExpiry {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) throw new CardValidationError('invalid_expiry_month', CARD_MESSAGES.invalidExpiryMonth);
  const month = Number(match[1]);
  const yearText = match[2]!;
  if (month < 1 || month > 12) throw new CardValidationError('invalid_expiry_month', CARD_MESSAGES.invalidExpiryMonth);
  const currentYear = now.getUTCFullYear();
  // Two digits mean this century, as on the card itself.
  const year = yearText.length === 2 ? Math.floor(currentYear / 100) * 100 + Number(yearText) : Number(yearText);
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) {
    throw new CardValidationError('invalid_expiry_year', CARD_MESSAGES.expiryInPast);
  }
  if (year > currentYear + MAX_YEARS_AHEAD) throw new CardValidationError('invalid_expiry_year', CARD_MESSAGES.invalidExpiryYear);
  return { month, year };
}

/** The security code: 4 digits for American Express, 3 for every other brand. */
export function validateCvc(cvc: string, brand: CardBrand): void {
  const length = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${length}}$`).test(cvc.trim())) throw new CardValidationError('invalid_cvc', CARD_MESSAGES.invalidCvc);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** A card that passed the format checks. `number` is for the outcome lookup only: never store it. */
export interface ValidCard {
  number: string;
  brand: CardBrand;
  last4: string;
  expiry: CardExpiry;
}

/** Checks number, expiry and security code in that order (Stripe's order); throws CardValidationError. */
export function validateCard(card: CardInput, now: Date): ValidCard {
  const number = normaliseCardNumber(card.number);
  if (!number || number.length < MIN_DIGITS || number.length > MAX_DIGITS || !luhnValid(number)) {
    throw new CardValidationError('incorrect_number', CARD_MESSAGES.incorrectNumber);
  }
  const brand = detectBrand(number);
  const expiry = parseExpiry(card.expiry, now);
  validateCvc(card.cvc, brand);
  return { number, brand, last4: number.slice(-4), expiry };
}

/** What the sandbox does with a valid card. */
export type CardOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; failure: CardFailure };

const declined = (code: string, declineCode: string, message: string): CardOutcome => ({
  kind: 'declined',
  failure: { code, declineCode, message },
});

/** The sandbox's test cards, modelled on Stripe's (https://docs.stripe.com/testing). */
export const TEST_CARD_OUTCOMES: ReadonlyMap<string, CardOutcome> = new Map<string, CardOutcome>([
  ['4242424242424242', { kind: 'succeeded' }],
  ['5555555555554444', { kind: 'succeeded' }],
  ['378282246310005', { kind: 'succeeded' }],
  ['6011111111111117', { kind: 'succeeded' }],
  ['4000002500003155', { kind: 'requires_action' }],
  ['4000000000009995', declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.')],
  ['4000000000000002', declined('card_declined', 'generic_decline', 'Your card was declined.')],
  // Stripe repeats the code as the decline code for these two.
  ['4000000000000069', declined('expired_card', 'expired_card', 'Your card has expired.')],
  ['4000000000000127', declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.")],
]);

export const UNKNOWN_CARD_MESSAGE = 'Your card was declined. The sandbox accepts only its test cards.';

/** The outcome of a valid card number (digits only): a test card's, else a decline. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARD_OUTCOMES.get(number) ?? declined('card_declined', 'generic_decline', UNKNOWN_CARD_MESSAGE);
}
