// Sandbox payment provider: intents, their states, card outcomes, 3-D Secure, refunds and races,
// on a migrated PGlite database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { sandboxPaymentIntents } from '#server/db/schema.ts';
import { createTestDatabase } from '../../../../tests/support/db.ts';
import { PaymentProviderError } from './provider.ts';
import { AUTHENTICATION_FAILURE, PaymentIntentStateError, SandboxPaymentProvider, toSandboxIntentDto } from './sandbox.ts';

let database: Database;
let provider: SandboxPaymentProvider;
const now = new Date('2026-05-15T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new SandboxPaymentProvider(database.db, () => now);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const card = (number: string, overrides: Partial<{ expiry: string; cvc: string }> = {}) => ({ number, expiry: '12 / 30', cvc: '123', ...overrides });
const newIntent = (amountCents = 2599) => provider.createIntent({ amountCents, metadata: { userId: '7' } });
const rowOf = async (id: string) => (await database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;

describe('createIntent', () => {
  it('creates an intent awaiting a card, with Stripe-like ids and secrets', async () => {
    const intent = await newIntent();
    expect(intent.id).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{24}$`));
    expect(intent).toMatchObject({
      amountCents: 2599,
      currency: 'usd',
      status: 'requires_payment_method',
      card: null,
      lastError: null,
      amountRefundedCents: 0,
      metadata: { userId: '7' },
    });
    expect(await provider.retrieveIntent(intent.id)).toEqual(intent);
    expect((await newIntent()).id).not.toBe(intent.id);
  });

  it.each([0, 49, -100, 12.5, Number.NaN, 100_000_000])('refuses %s cents', async (amountCents) => {
    await expect(provider.createIntent({ amountCents, metadata: {} })).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('accepts the 50-cent minimum', async () => {
    expect((await newIntent(50)).amountCents).toBe(50);
  });

  it('gives the same intent for the same idempotency key, and refuses it with other parameters', async () => {
    const key = `checkout-${Math.random()}`;
    const first = await provider.createIntent({ amountCents: 1000, metadata: { a: '1', bb: '2' }, idempotencyKey: key });
    const again = await provider.createIntent({ amountCents: 1000, metadata: { bb: '2', a: '1' }, idempotencyKey: key });
    expect(again).toEqual(first);
    await expect(provider.createIntent({ amountCents: 1001, metadata: { a: '1', bb: '2' }, idempotencyKey: key })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    const other = await provider.createIntent({ amountCents: 1000, metadata: { a: '1', bb: '2' }, idempotencyKey: `${key}-2` });
    expect(other.id).not.toBe(first.id);
  });

  it('answers not_found for an unknown id', async () => {
    await expect(provider.retrieveIntent('pi_sandbox_000000000000000000000000')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.retrieveIntent('pi_sandbox_000000000000000000000000')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('names itself and its client configuration', () => {
    expect(provider.name).toBe('sandbox');
    expect(provider.clientConfig()).toEqual({ provider: 'sandbox' });
  });
});

describe('confirm', () => {
  it('charges a good card and keeps only its brand and last four', async () => {
    const intent = await newIntent();
    const paid = await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'), { name: 'Ada Lovelace' });
    expect(paid).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' }, lastError: null });
    const row = await rowOf(intent.id);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('Ada Lovelace');
    expect(row).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444', '123'],
    ['3782 822463 10005', 'amex', '0005', '1234'],
    ['6011 1111 1111 1117', 'discover', '1117', '123'],
  ])('charges %s (%s)', async (number, brand, last4, cvc) => {
    const intent = await newIntent();
    expect(await provider.confirm(intent.clientSecret, card(number, { cvc }))).toMatchObject({ status: 'succeeded', card: { brand, last4 } });
  });

  it.each([
    ['4000 0000 0000 9995', { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['4000 0000 0000 0002', { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }],
    ['4000 0000 0000 0069', { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' }],
    ['4000 0000 0000 0127', { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
    [
      '4012 8888 8888 1881',
      { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined. The sandbox accepts only its test cards.' },
    ],
  ])('declines %s', async (number, lastError) => {
    const intent = await newIntent();
    const result = await provider.confirm(intent.clientSecret, card(number));
    expect(result).toMatchObject({ status: 'requires_payment_method', lastError, card: { brand: 'visa', last4: number.slice(-4) } });
    expect(await provider.retrieveIntent(intent.id)).toEqual(result);
  });

  it.each([
    [card('4242 4242 4242 4241'), 'incorrect_number', 'Your card number is incorrect.'],
    [card('4242 4242 4242 4242', { expiry: '13/30' }), 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [card('4242 4242 4242 4242', { expiry: '04/26' }), 'invalid_expiry_year', "Your card's expiration year is in the past."],
    [card('4242 4242 4242 4242', { cvc: '12' }), 'invalid_cvc', "Your card's security code is invalid."],
  ])('records an invalid card without charging: %j', async (input, code, message) => {
    const intent = await newIntent();
    const result = await provider.confirm(intent.clientSecret, input);
    expect(result).toMatchObject({ status: 'requires_payment_method', card: null, lastError: { code, message } });
    expect(result.lastError?.declineCode).toBeUndefined();
  });

  it('allows a retry after a decline and clears the error on success', async () => {
    const intent = await newIntent();
    await provider.confirm(intent.clientSecret, card('4000 0000 0000 9995'));
    const paid = await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'));
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null, card: { last4: '4242' } });
  });

  it('refuses to confirm a paid intent again', async () => {
    const intent = await newIntent();
    await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'));
    const again = provider.confirm(intent.clientSecret, card('5555 5555 5555 4444'));
    await expect(again).rejects.toBeInstanceOf(PaymentIntentStateError);
    await expect(provider.confirm(intent.clientSecret, card('4000 0000 0000 9995'))).rejects.toMatchObject({ status: 'succeeded' });
    // neither the second card nor the decline touched it
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', card: { last4: '4242' }, lastError: null });
  });

  it('lets only one of two concurrent confirmations charge', async () => {
    const intent = await newIntent();
    const results = await Promise.allSettled([
      provider.confirm(intent.clientSecret, card('4242 4242 4242 4242')),
      provider.confirm(intent.clientSecret, card('5555 5555 5555 4444')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('answers not_found for an unknown client secret', async () => {
    await expect(provider.confirm('pi_sandbox_nope_secret_nope', card('4242 4242 4242 4242'))).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('3-D Secure', () => {
  it('waits for the challenge, then succeeds when approved', async () => {
    const intent = await newIntent();
    const pending = await provider.confirm(intent.clientSecret, card('4000 0025 0000 3155'));
    expect(pending).toMatchObject({ status: 'requires_action', card: { brand: 'visa', last4: '3155' }, lastError: null });
    expect(toSandboxIntentDto(pending).nextAction).toEqual({ type: 'three_d_secure' });
    await expect(provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'))).rejects.toMatchObject({ status: 'requires_action' });
    const paid = await provider.authenticate(intent.clientSecret, 'approve');
    expect(paid).toMatchObject({ status: 'succeeded', card: { last4: '3155' } });
    await expect(provider.authenticate(intent.clientSecret, 'approve')).rejects.toBeInstanceOf(PaymentIntentStateError);
  });

  it('returns to the card form when the challenge fails, and a new card can pay', async () => {
    const intent = await newIntent();
    await provider.confirm(intent.clientSecret, card('4000 0025 0000 3155'));
    const failed = await provider.authenticate(intent.clientSecret, 'fail');
    expect(failed).toMatchObject({ status: 'requires_payment_method', lastError: AUTHENTICATION_FAILURE });
    expect(toSandboxIntentDto(failed).nextAction).toBeNull();
    expect(await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'))).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('refuses authentication when none is awaited', async () => {
    const intent = await newIntent();
    await expect(provider.authenticate(intent.clientSecret, 'approve')).rejects.toMatchObject({ status: 'requires_payment_method' });
    await expect(provider.authenticate('unknown', 'approve')).rejects.toMatchObject({ code: 'not_found' });
    expect((await provider.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });
});

describe('refundOrCancel', () => {
  it('refunds a succeeded intent in full, once, and it stays succeeded', async () => {
    const intent = await newIntent(4200);
    await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'));
    const refunded = await provider.refundOrCancel(intent.id);
    expect(refunded).toMatchObject({ status: 'succeeded', amountRefundedCents: 4200 });
    expect(await provider.refundOrCancel(intent.id)).toEqual(refunded);
  });

  it('cancels an intent awaiting a card or 3-D Secure, which then cannot be paid', async () => {
    const waiting = await newIntent();
    expect(await provider.refundOrCancel(waiting.id)).toMatchObject({ status: 'canceled', amountRefundedCents: 0 });
    await expect(provider.confirm(waiting.clientSecret, card('4242 4242 4242 4242'))).rejects.toMatchObject({ status: 'canceled' });

    const challenged = await newIntent();
    await provider.confirm(challenged.clientSecret, card('4000 0025 0000 3155'));
    expect(await provider.refundOrCancel(challenged.id)).toMatchObject({ status: 'canceled' });
    await expect(provider.authenticate(challenged.clientSecret, 'approve')).rejects.toMatchObject({ status: 'canceled' });
    expect(await provider.refundOrCancel(challenged.id)).toMatchObject({ status: 'canceled' });
  });

  it('gives the money back exactly once when racing a confirmation', async () => {
    const intent = await newIntent(1500);
    await Promise.allSettled([provider.confirm(intent.clientSecret, card('4242 4242 4242 4242')), provider.refundOrCancel(intent.id)]);
    const final = await provider.retrieveIntent(intent.id);
    // Either canceled before the card came, or paid and then refunded: never paid and kept.
    if (final.status === 'succeeded') expect(final.amountRefundedCents).toBe(1500);
    else expect(final.status).toBe('canceled');
  });

  it('answers not_found for an unknown id', async () => {
    await expect(provider.refundOrCancel('pi_sandbox_unknown')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('refund (part of a payment)', () => {
  it('refunds each key once, keeps the intent metadata as it was, and refuses more than is left', async () => {
    const intent = await newIntent(5000);
    await provider.confirm(intent.clientSecret, card('4242 4242 4242 4242'));
    expect(await provider.refund(intent.id, 1200, 'return-refund-1')).toMatchObject({
      status: 'succeeded',
      amountRefundedCents: 1200,
      metadata: { userId: '7' },
    });
    // A replay of the same key (an answer lost, a retried job) makes no second refund.
    expect(await provider.refund(intent.id, 1200, 'return-refund-1')).toMatchObject({ amountRefundedCents: 1200 });
    await Promise.all([provider.refund(intent.id, 800, 'return-refund-2'), provider.refund(intent.id, 800, 'return-refund-2')]);
    expect((await rowOf(intent.id)).amountRefundedCents).toBe(2000);
    await expect(provider.refund(intent.id, 3001, 'return-refund-3')).rejects.toMatchObject({ code: 'invalid_request' });
    expect((await provider.retrieveIntent(intent.id)).metadata).toEqual({ userId: '7' });
    // What is left is still the full refund's to give back.
    expect(await provider.refundOrCancel(intent.id)).toMatchObject({ amountRefundedCents: 5000 });
  });

  it('refuses a payment that has not succeeded, and an unknown one', async () => {
    const intent = await newIntent(5000);
    await expect(provider.refund(intent.id, 100, 'k')).rejects.toBeInstanceOf(PaymentIntentStateError);
    await expect(provider.refund('pi_sandbox_missing', 100, 'k')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('toSandboxIntentDto', () => {
  it('shows the amount as a decimal string and no secret', async () => {
    const intent = await newIntent(1999);
    const dto = toSandboxIntentDto(intent);
    expect(dto).toEqual({ id: intent.id, status: 'requires_payment_method', amount: '19.99', card: null, lastError: null, nextAction: null });
  });
});
