// Sandbox payments through the app: POST /api/payments/sandbox/confirm and /authenticate, as the
// sandbox card form calls them. Every card outcome is a 200 with the intent; wrong states are 409.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentIntents } from '#server/db/schema.ts';
import { SandboxPaymentProvider } from '#server/integrations/payments/sandbox.ts';
import type { SandboxIntentDto } from '#shared/schemas/payments.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let provider: SandboxPaymentProvider;

beforeAll(async () => {
  t = await createTestApp();
  provider = new SandboxPaymentProvider(t.database.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newIntent = (amountCents = 4599) => provider.createIntent({ amountCents, metadata: { checkout: 'test' } });
const card = (number: string, overrides: Partial<{ expiry: string; cvc: string }> = {}) => ({ number, expiry: '12 / 40', cvc: '123', ...overrides });

const confirm = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: body as object });
const authenticate = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/authenticate', payload: body as object });
const rowOf = async (id: string) => (await t.database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0]!;

describe('POST /api/payments/sandbox/confirm', () => {
  it('pays with 4242 4242 4242 4242 without a sign-in', async () => {
    const intent = await newIntent();
    const res = await confirm({
      clientSecret: intent.clientSecret,
      card: card('4242 4242 4242 4242'),
      billingDetails: { name: 'Ada Lovelace', email: 'ada@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SandboxIntentDto>()).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: '45.99',
      card: { brand: 'visa', last4: '4242' },
      lastError: null,
      nextAction: null,
    });
    expect(res.body).not.toContain('secret');
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444', '123'],
    ['3782 822463 10005', 'amex', '0005', '1234'],
    ['6011 1111 1111 1117', 'discover', '1117', '123'],
  ])('pays with %s (%s)', async (number, brand, last4, cvc) => {
    const intent = await newIntent();
    const res = await confirm({ clientSecret: intent.clientSecret, card: card(number, { cvc }) });
    expect(res.statusCode).toBe(200);
    expect(res.json<SandboxIntentDto>()).toMatchObject({ status: 'succeeded', card: { brand, last4 } });
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
  ])('declines %s with 200 and the error', async (number, lastError) => {
    const intent = await newIntent();
    const res = await confirm({ clientSecret: intent.clientSecret, card: card(number) });
    expect(res.statusCode).toBe(200);
    expect(res.json<SandboxIntentDto>()).toMatchObject({ status: 'requires_payment_method', lastError, nextAction: null });
    expect((await rowOf(intent.id)).status).toBe('requires_payment_method');
  });

  it.each([
    [card('4242 4242 4242 4241'), 'incorrect_number', 'Your card number is incorrect.'],
    [card('4242 4242 4242 4242', { expiry: '13 / 40' }), 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [card('4242 4242 4242 4242', { expiry: '01 / 20' }), 'invalid_expiry_year', "Your card's expiration year is in the past."],
    [card('4242 4242 4242 4242', { cvc: '1' }), 'invalid_cvc', "Your card's security code is invalid."],
  ])('answers an invalid card %j with 200 and the error, charging nothing', async (input, code, message) => {
    const intent = await newIntent();
    const res = await confirm({ clientSecret: intent.clientSecret, card: input });
    expect(res.statusCode).toBe(200);
    expect(res.json<SandboxIntentDto>()).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amount: '45.99',
      card: null,
      lastError: { code, message },
      nextAction: null,
    });
  });

  it('lets the shopper retry with another card after a decline', async () => {
    const intent = await newIntent();
    expect((await confirm({ clientSecret: intent.clientSecret, card: card('4000 0000 0000 9995') })).json<SandboxIntentDto>().status).toBe(
      'requires_payment_method',
    );
    const retry = await confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<SandboxIntentDto>()).toMatchObject({ status: 'succeeded', lastError: null, card: { last4: '4242' } });
  });

  it('refuses a second confirmation of a paid intent with 409, and the first payment stands', async () => {
    const intent = await newIntent();
    expect((await confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') })).statusCode).toBe(200);
    const again = await confirm({ clientSecret: intent.clientSecret, card: card('5555 5555 5555 4444') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This payment has already been completed.' });
    expect(await rowOf(intent.id)).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
  });

  it('lets only one of two simultaneous confirmations through', async () => {
    const intent = await newIntent();
    const answers = await Promise.all([
      confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') }),
      confirm({ clientSecret: intent.clientSecret, card: card('5555 5555 5555 4444') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a canceled intent with 409', async () => {
    const intent = await newIntent();
    await provider.refundOrCancel(intent.id);
    const res = await confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/canceled/);
  });

  it('answers 404 for an unknown client secret', async () => {
    const res = await confirm({ clientSecret: 'pi_sandbox_000000000000000000000000_secret_000000000000000000000000', card: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Payment not found' });
  });

  it.each([
    [{}, 'no fields'],
    [{ clientSecret: '', card: card('4242 4242 4242 4242') }, 'an empty secret'],
    [{ clientSecret: 'x' }, 'no card'],
    [{ clientSecret: 'x', card: { number: '4242424242424242', expiry: '12/40' } }, 'no cvc'],
    [{ clientSecret: 'x', card: { ...card('4242 4242 4242 4242'), number: '4'.repeat(41) } }, 'a number too long'],
  ] as Array<[unknown, string]>)('answers 400 with a message for %j (%s)', async (body) => {
    const res = await confirm(body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
  });

  it('stores only the brand and last four of a card, never the number or the code', async () => {
    const paid = await newIntent();
    await confirm({ clientSecret: paid.clientSecret, card: card('4242-4242-4242-4242', { cvc: '987' }), billingDetails: { name: 'Grace Hopper' } });
    const declined = await newIntent();
    await confirm({ clientSecret: declined.clientSecret, card: card('4000 0000 0000 9995', { cvc: '654' }) });
    for (const id of [paid.id, declined.id]) {
      // Everything stored but the random id and secret and the timestamps, whose digits may be anything.
      const { id: _id, clientSecret: _secret, createdAt: _created, updatedAt: _updated, ...row } = await rowOf(id);
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(/4242424242424242|4000000000009995|4242 4242|4000 0000/);
      expect(stored).not.toMatch(/987|654|Grace Hopper/);
    }
    expect(await rowOf(paid.id)).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    expect(await rowOf(declined.id)).toMatchObject({ cardBrand: 'visa', cardLast4: '9995', lastErrorDeclineCode: 'insufficient_funds' });
  });
});

describe('3-D Secure: POST /api/payments/sandbox/authenticate', () => {
  it('asks for the challenge with 4000 0025 0000 3155, and approval pays', async () => {
    const intent = await newIntent();
    const challenged = await confirm({ clientSecret: intent.clientSecret, card: card('4000 0025 0000 3155') });
    expect(challenged.statusCode).toBe(200);
    expect(challenged.json<SandboxIntentDto>()).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure' }, card: { last4: '3155' } });

    const approved = await authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<SandboxIntentDto>()).toMatchObject({ status: 'succeeded', nextAction: null, lastError: null });

    const twice = await authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This payment has already been completed.' });
  });

  it('returns to the card form when the challenge fails, and another card can pay', async () => {
    const intent = await newIntent();
    await confirm({ clientSecret: intent.clientSecret, card: card('4000 0025 0000 3155') });
    const failed = await authenticate({ clientSecret: intent.clientSecret, outcome: 'fail' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json<SandboxIntentDto>()).toMatchObject({
      status: 'requires_payment_method',
      nextAction: null,
      lastError: {
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    const retry = await confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') });
    expect(retry.json<SandboxIntentDto>()).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
  });

  it('refuses a confirmation while the challenge is open, and an answer when none is asked', async () => {
    const intent = await newIntent();
    const notAsked = await authenticate({ clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json()).toMatchObject({ message: 'This payment is not waiting for 3-D Secure authentication.' });

    await confirm({ clientSecret: intent.clientSecret, card: card('4000 0025 0000 3155') });
    const during = await confirm({ clientSecret: intent.clientSecret, card: card('4242 4242 4242 4242') });
    expect(during.statusCode).toBe(409);
    expect((await rowOf(intent.id)).status).toBe('requires_action');
  });

  it('answers 404 for an unknown secret and 400 for a bad outcome', async () => {
    const unknown = await authenticate({ clientSecret: 'nope', outcome: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Payment not found' });
    const bad = await authenticate({ clientSecret: 'nope', outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "outcome must be 'approve' or 'fail'" });
  });
});
