// Stripe webhook signatures through the SDK: a signed event verifies; a missing, wrong or stale
// signature does not, and neither does a signed payload that is not an event.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, verifyStripeWebhook } from './stripe-webhook.ts';

const secret = 'whsec_test_secret';
const now = 1_760_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 2599 } } });
const sign = (body: string, key = secret, timestamp = now) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp });
const expected = { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 2599 } } };

const rejects = (run: () => unknown, message: RegExp) => {
  expect(run).toThrow(WebhookSignatureError);
  expect(run).toThrow(message);
};

describe('verifyStripeWebhook', () => {
  it('returns the event for a valid signature, from a string or the raw bytes', () => {
    const header = sign(payload);
    expect(verifyStripeWebhook(payload, header, secret, at(now))).toEqual(expected);
    expect(verifyStripeWebhook(Buffer.from(payload), header, secret, at(now + 10))).toEqual(expected);
  });

  it('accepts the HMAC-SHA256 Stripe documents, computed without the SDK', () => {
    // printf '%s' "1760000000.$payload" | openssl dgst -sha256 -hmac whsec_test_secret
    const header = `t=${now},v1=c989fcebc445267f3679bf8e8a0bc98e2d4fd56d7a974fc745da82b65977063c`;
    expect(verifyStripeWebhook(payload, header, secret, at(now))).toEqual(expected);
  });

  it('accepts any of several v1 signatures (a secret being rolled)', () => {
    const good = sign(payload).split(',')[1]!;
    expect(verifyStripeWebhook(payload, `t=${now},v1=${'0'.repeat(64)},${good},v0=abc`, secret, at(now)).id).toBe('evt_1');
  });

  it('refuses a missing header, or one without a timestamp or a v1 signature', () => {
    rejects(() => verifyStripeWebhook(payload, undefined, secret, at(now)), /No stripe-signature header/);
    rejects(() => verifyStripeWebhook(payload, '', secret, at(now)), /No stripe-signature header/);
    rejects(() => verifyStripeWebhook(payload, sign(payload).split(',')[1], secret, at(now)), /Unable to extract timestamp/);
    rejects(() => verifyStripeWebhook(payload, `t=${now},v0=abc`, secret, at(now)), /No signatures found with expected scheme/);
  });

  it('refuses another secret, a changed payload and a changed timestamp, with a short message', () => {
    const run = () => verifyStripeWebhook(payload, sign(payload, 'whsec_other'), secret, at(now));
    rejects(run, /No signatures found matching the expected signature for payload\.$/);
    const signed = sign(payload);
    rejects(() => verifyStripeWebhook(payload.replace('2599', '1'), signed, secret, at(now)), /No signatures found matching/);
    rejects(() => verifyStripeWebhook(payload, signed.replace(`t=${now}`, `t=${now + 1}`), secret, at(now)), /No signatures found matching/);
    rejects(() => verifyStripeWebhook(payload, `t=${now},v1=zz`, secret, at(now)), /No signatures found matching/);
  });

  it('refuses a signature older than the tolerance by the injected clock (a replay)', () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    const header = sign(payload);
    expect(verifyStripeWebhook(payload, header, secret, at(now + 300)).id).toBe('evt_1');
    rejects(() => verifyStripeWebhook(payload, header, secret, at(now + 301)), /Timestamp outside the tolerance zone/);
    expect(verifyStripeWebhook(payload, header, secret, at(now + 1000), 2000).id).toBe('evt_1');
  });

  it('refuses a signed payload that is not an event', () => {
    rejects(() => verifyStripeWebhook('not json', sign('not json'), secret, at(now)), /not JSON/);
    const notEvent = JSON.stringify({ id: 'evt_2' });
    rejects(() => verifyStripeWebhook(notEvent, sign(notEvent), secret, at(now)), /not a Stripe event/);
  });
});
