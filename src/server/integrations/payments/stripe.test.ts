// The Stripe adapter drives the official SDK against a local fake of the Stripe API over real HTTP:
// requests as Stripe expects them, intents read back, refunds and cancellations, idempotency across
// the SDK's retries, and the mapping of the SDK's errors to ours.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { PaymentProviderError } from './provider.ts';
import { STRIPE_API_VERSION, StripePaymentProvider, stripeAddress } from './stripe.ts';

const secretKey = 'sk_test_fake_1234567890';
let fake: FakeStripe;
let stripe: StripePaymentProvider;

const configFor = (apiBase: string, key = secretKey) => ({ secretKey: key, publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake', apiBase });

beforeAll(async () => {
  fake = await startFakeStripe(secretKey);
  stripe = new StripePaymentProvider(configFor(fake.url));
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

afterEach(() => {
  fake.up();
  fake.afterRequest = null;
});

const create = (amountCents = 2599, idempotencyKey?: string) => stripe.createIntent({ amountCents, metadata: { userId: '7', cart: 'c1' }, idempotencyKey });
const requestsTo = (path: string) => fake.requests.filter((r) => r.path === path);
const refundsOf = (intentId: string) => fake.refunds.filter((r) => r.payment_intent === intentId);

describe('stripeAddress', () => {
  it("turns STRIPE_API_BASE into the SDK's host, port and protocol", () => {
    expect(stripeAddress('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeAddress('http://[::1]:12111')).toEqual({ host: '::1', port: 12111, protocol: 'http' });
  });
});

describe('createIntent', () => {
  it('posts a form-encoded payment intent with the key, a pinned version and the metadata', async () => {
    const intent = await create(2599, 'checkout-42');
    expect(intent).toMatchObject({
      amountCents: 2599,
      currency: 'usd',
      status: 'requires_payment_method',
      card: null,
      lastError: null,
      amountRefundedCents: 0,
      metadata: { userId: '7', cart: 'c1' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      headers: {
        authorization: `Bearer ${secretKey}`,
        stripeVersion: STRIPE_API_VERSION,
        idempotencyKey: 'checkout-42',
        contentType: 'application/x-www-form-urlencoded',
      },
      params: { amount: '2599', currency: 'usd', 'automatic_payment_methods[enabled]': 'true', 'metadata[userId]': '7', 'metadata[cart]': 'c1' },
    });
  });

  it('gives the same intent for a retried idempotency key', async () => {
    const before = fake.intents.size;
    const first = await create(1000, 'retry-me');
    const again = await create(1000, 'retry-me');
    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(fake.intents.size).toBe(before + 1);
    expect(fake.requests.map((r) => r.replayed)).toEqual([false, true]);
  });

  it('refuses the same key for another amount', async () => {
    await create(1000, 'one-amount');
    await expect(create(2000, 'one-amount')).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('same parameters') });
  });

  it('creates one intent when the answer is lost: the SDK retries with the same key', async () => {
    const before = fake.intents.size;
    fake.loseResponse('/v1/payment_intents');
    const intent = await create(1500, 'checkout-lost');
    expect(fake.intents.size).toBe(before + 1);
    expect(fake.intents.get(intent.id)).toMatchObject({ amount: 1500 });
    const posts = requestsTo('/v1/payment_intents');
    expect(posts.map((r) => [r.headers.idempotencyKey, r.replayed])).toEqual([
      ['checkout-lost', false],
      ['checkout-lost', true],
    ]);
  });

  it("creates one intent when the answer is lost even without a key of ours (the SDK's own key)", async () => {
    const before = fake.intents.size;
    fake.loseResponse('/v1/payment_intents');
    await create(1700);
    expect(fake.intents.size).toBe(before + 1);
    const [first, retry] = requestsTo('/v1/payment_intents');
    expect(first!.headers.idempotencyKey).toEqual(expect.any(String));
    expect(retry).toMatchObject({ replayed: true, headers: { idempotencyKey: first!.headers.idempotencyKey } });
  });

  it("answers invalid_request with Stripe's message for a refused amount", async () => {
    const error = await create(10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'invalid_request', message: 'Amount must be at least $0.50 usd' });
  });
});

describe('retrieveIntent', () => {
  it('reads the card and refunds from the expanded latest charge', async () => {
    const created = await create(4200);
    fake.succeed(created.id, { brand: 'mastercard', last4: '4444' });
    const intent = await stripe.retrieveIntent(created.id);
    expect(intent).toMatchObject({ id: created.id, status: 'succeeded', card: { brand: 'mastercard', last4: '4444' }, amountRefundedCents: 0 });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}`, params: { 'expand[0]': 'latest_charge' } });
  });

  it("reports the last failed attempt with Stripe's codes", async () => {
    const created = await create();
    fake.decline(created.id);
    expect((await stripe.retrieveIntent(created.id)).lastError).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('answers not_found for an unknown id', async () => {
    await expect(stripe.retrieveIntent('pi_unknown')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('refund (part of a payment)', () => {
  it("refunds the amount with the caller's idempotency key, once however often it is asked", async () => {
    const created = await create(5000);
    fake.succeed(created.id);
    expect(await stripe.refund(created.id, 1250, 'return-refund-9')).toMatchObject({ status: 'succeeded', amountRefundedCents: 1250 });
    expect(await stripe.refund(created.id, 1250, 'return-refund-9')).toMatchObject({ amountRefundedCents: 1250 });
    expect(refundsOf(created.id).map((r) => r.amount)).toEqual([1250]);
    expect(requestsTo('/v1/refunds')[0]).toMatchObject({
      params: { payment_intent: created.id, amount: '1250' },
      headers: { idempotencyKey: 'return-refund-9' },
    });
  });
});

describe('refundOrCancel', () => {
  it('refunds a succeeded intent in full once, with an idempotency key', async () => {
    const created = await create(3100);
    fake.succeed(created.id);
    const refunded = await stripe.refundOrCancel(created.id);
    expect(refunded).toMatchObject({ status: 'succeeded', amountRefundedCents: 3100 });
    expect(refundsOf(created.id)).toHaveLength(1);
    expect(requestsTo('/v1/refunds')).toMatchObject([{ params: { payment_intent: created.id }, headers: { idempotencyKey: `refund-${created.id}` } }]);

    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ amountRefundedCents: 3100 });
    expect(requestsTo('/v1/refunds')).toHaveLength(1);
    expect(refundsOf(created.id)).toHaveLength(1);
  });

  it("refunds once when the refund's answer is lost: the SDK retries it with the same key", async () => {
    const created = await create(2800);
    fake.succeed(created.id);
    fake.loseResponse('/v1/refunds');
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'succeeded', amountRefundedCents: 2800 });
    expect(refundsOf(created.id)).toHaveLength(1);
    expect(requestsTo('/v1/refunds').map((r) => [r.headers.idempotencyKey, r.replayed])).toEqual([
      [`refund-${created.id}`, false],
      [`refund-${created.id}`, true],
    ]);
  });

  it('refunds once when the whole call is repeated after Stripe went down half-way', async () => {
    const created = await create(2300);
    fake.succeed(created.id);
    // The refund lands, then Stripe goes down before the adapter reads the result back.
    fake.afterRequest = (request) => {
      if (request.path === '/v1/refunds') fake.down(503);
    };
    await expect(stripe.refundOrCancel(created.id)).rejects.toMatchObject({ code: 'unavailable' });
    fake.afterRequest = null;
    fake.up();
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ amountRefundedCents: 2300 });
    expect(refundsOf(created.id)).toHaveLength(1);
  });

  it.each(['requires_payment_method', 'requires_action'] as const)('cancels an intent in %s', async (state) => {
    const created = await create();
    if (state === 'requires_action') fake.requireAction(created.id);
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'canceled' });
    expect(requestsTo(`/v1/payment_intents/${created.id}/cancel`)).toHaveLength(1);
    // already canceled: nothing more is sent
    fake.requests.length = 0;
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'canceled' });
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refunds instead when the shopper paid between the read and the cancel', async () => {
    const created = await create(999);
    // The payment lands right after the adapter's first read.
    fake.afterRequest = (request) => {
      if (request.method === 'GET' && fake.intents.get(created.id)?.status === 'requires_payment_method') fake.succeed(created.id);
    };
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'succeeded', amountRefundedCents: 999 });
    const posts = fake.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts.slice(-2)).toEqual([`/v1/payment_intents/${created.id}/cancel`, '/v1/refunds']);
    expect(refundsOf(created.id)).toHaveLength(1);
  });
});

describe('retries and errors', () => {
  it('retries a transient 5xx with the same idempotency key, and succeeds', async () => {
    fake.failNext(503);
    await expect(create(1200)).resolves.toMatchObject({ amountCents: 1200 });
    const posts = requestsTo('/v1/payment_intents');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.idempotencyKey).toBe(posts[0]!.headers.idempotencyKey);
  });

  it('retries a connection reset before Stripe answered, and succeeds', async () => {
    const created = await create();
    fake.requests.length = 0;
    fake.resetNext();
    await expect(stripe.retrieveIntent(created.id)).resolves.toMatchObject({ id: created.id });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after two retries: the provider is unavailable, until Stripe is back', async () => {
    fake.failNext(500, 3);
    await expect(create()).rejects.toMatchObject({ code: 'unavailable' });
    expect(requestsTo('/v1/payment_intents')).toHaveLength(3);
    await expect(create()).resolves.toMatchObject({ status: 'requires_payment_method' });
  });

  it('rejects a wrong key as the provider being unavailable, not as the shopper’s fault', async () => {
    const wrongKey = new StripePaymentProvider(configFor(fake.url, 'sk_test_wrong'));
    await expect(wrongKey.createIntent({ amountCents: 1000, metadata: {} })).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a rate limit to unavailable', async () => {
    fake.failNext(429);
    await expect(create()).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('maps a card error to invalid_request', async () => {
    fake.failNext(402);
    await expect(create()).rejects.toMatchObject({ code: 'invalid_request', message: 'Your card was declined.' });
  });

  it('maps a refused connection to unavailable', async () => {
    const closed = await startFakeStripe(secretKey);
    await closed.close();
    const offline = new StripePaymentProvider(configFor(closed.url), { maxNetworkRetries: 0 });
    await expect(offline.retrieveIntent('pi_x')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('gives up on an attempt after the timeout, and on the call after its retries', async () => {
    const impatient = new StripePaymentProvider(configFor(fake.url), { timeoutMs: 300, maxNetworkRetries: 1 });
    fake.hangNext();
    await expect(impatient.createIntent({ amountCents: 1000, metadata: {} })).resolves.toMatchObject({ amountCents: 1000 });
    fake.hangNext(2);
    const started = Date.now();
    await expect(impatient.createIntent({ amountCents: 1000, metadata: {} })).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/timeout/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('client configuration', () => {
  it('hands the browser the publishable key only', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.clientConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });
});
