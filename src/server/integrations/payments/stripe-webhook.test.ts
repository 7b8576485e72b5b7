// Stripe webhook signatures: a signed event verifies; a missing, wrong or stale signature does not.
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError, signStripePayload, verifyStripeWebhook } from './stripe-webhook.ts';

const secret = 'whsec_test_secret';
const now = 1_760_000_000;
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 2599 } } });

const rejects = (run: () => unknown, message: RegExp) => {
  expect(run).toThrow(WebhookSignatureError);
  expect(run).toThrow(message);
};

describe('verifyStripeWebhook', () => {
  it('returns the event for a valid signature, from a string or the raw bytes', () => {
    const header = signStripePayload(payload, secret, now);
    expect(header).toMatch(/^t=1760000000,v1=[0-9a-f]{64}$/);
    const expected = { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 2599 } } };
    expect(verifyStripeWebhook(payload, header, secret, now)).toEqual(expected);
    expect(verifyStripeWebhook(Buffer.from(payload), header, secret, now + 10)).toEqual(expected);
  });

  it('matches the HMAC-SHA256 Stripe documents (known vector)', () => {
    // HMAC-SHA256(key "secret", "1.{}"), computed independently with openssl
    expect(signStripePayload('{}', 'secret', 1)).toBe('t=1,v1=1122767b193110cfec322b6f199b599edbf608ed087f2d27afb0b97d99523908');
  });

  it('accepts any of several v1 signatures (a secret being rolled)', () => {
    const good = signStripePayload(payload, secret, now).split(',')[1]!;
    const header = `t=${now},v1=${'0'.repeat(64)},${good},v0=abc`;
    expect(verifyStripeWebhook(payload, header, secret, now).id).toBe('evt_1');
  });

  it('refuses a missing header', () => {
    rejects(() => verifyStripeWebhook(payload, undefined, secret, now), /No Stripe-Signature header/);
    rejects(() => verifyStripeWebhook(payload, '', secret, now), /No Stripe-Signature header/);
  });

  it('refuses a header without a timestamp or a v1 signature', () => {
    const v1 = signStripePayload(payload, secret, now).split(',')[1]!;
    rejects(() => verifyStripeWebhook(payload, v1, secret, now), /timestamp/);
    rejects(() => verifyStripeWebhook(payload, `t=${now},v0=abc`, secret, now), /No v1 signature/);
  });

  it('refuses another secret, a changed payload and a changed timestamp', () => {
    const header = signStripePayload(payload, 'whsec_other', now);
    rejects(() => verifyStripeWebhook(payload, header, secret, now), /No signature matches/);
    const signed = signStripePayload(payload, secret, now);
    rejects(() => verifyStripeWebhook(payload.replace('2599', '1'), signed, secret, now), /No signature matches/);
    rejects(() => verifyStripeWebhook(payload, signed.replace(`t=${now}`, `t=${now + 1}`), secret, now), /No signature matches/);
    rejects(() => verifyStripeWebhook(payload, `t=${now},v1=zz`, secret, now), /No signature matches/);
  });

  it('refuses a timestamp outside the tolerance, either way', () => {
    const header = signStripePayload(payload, secret, now);
    expect(verifyStripeWebhook(payload, header, secret, now + 300).id).toBe('evt_1');
    rejects(() => verifyStripeWebhook(payload, header, secret, now + 301), /tolerance/);
    rejects(() => verifyStripeWebhook(payload, header, secret, now - 301), /tolerance/);
    expect(verifyStripeWebhook(payload, header, secret, now + 1000, 2000).id).toBe('evt_1');
  });

  it('refuses a signed payload that is not an event', () => {
    rejects(() => verifyStripeWebhook('not json', signStripePayload('not json', secret, now), secret, now), /not JSON/);
    const notEvent = JSON.stringify({ id: 'evt_2' });
    rejects(() => verifyStripeWebhook(notEvent, signStripePayload(notEvent, secret, now), secret, now), /not a Stripe event/);
  });
});
