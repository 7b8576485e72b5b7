// Stripe adapter against a local fake of the Stripe API over real HTTP: requests as Stripe expects
// them, intents read back, refunds and cancellations, and the mapping of Stripe's errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { PaymentProviderError } from './provider.ts';
import { STRIPE_API_VERSION, StripePaymentProvider, encodeStripeForm } from './stripe.ts';

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

const create = (amountCents = 2599, idempotencyKey?: string) => stripe.createIntent({ amountCents, metadata: { userId: '7', cart: 'c1' }, idempotencyKey });

describe('encodeStripeForm', () => {
  it('encodes nested objects and arrays the way Stripe reads them', () => {
    expect(decodeURIComponent(encodeStripeForm({ amount: 100, metadata: { userId: '7' }, automatic_payment_methods: { enabled: true }, expand: ['latest_charge'], skip: undefined }))).toBe(
      'amount=100&metadata[userId]=7&automatic_payment_methods[enabled]=true&expand[]=latest_charge',
    );
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
    const [request] = fake.requests;
    expect(request).toMatchObject({
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
    const first = await create(1000, 'retry-me');
    const again = await create(1000, 'retry-me');
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBeGreaterThan(0);
    expect([...fake.intents.values()].filter((i) => i.id === first.id)).toHaveLength(1);
  });

  it('sends no Idempotency-Key when none is given', async () => {
    await create();
    expect(fake.requests[0]!.headers.idempotencyKey).toBeUndefined();
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
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}`, params: { 'expand[]': 'latest_charge' } });
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

describe('refundOrCancel', () => {
  it('refunds a succeeded intent in full once, with an idempotency key', async () => {
    const created = await create(3100);
    fake.succeed(created.id);
    const refunded = await stripe.refundOrCancel(created.id);
    expect(refunded).toMatchObject({ status: 'succeeded', amountRefundedCents: 3100 });
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ params: { payment_intent: created.id }, headers: { idempotencyKey: `refund-${created.id}` } });

    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ amountRefundedCents: 3100 });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it.each(['requires_payment_method', 'requires_action'] as const)('cancels an intent in %s', async (state) => {
    const created = await create();
    if (state === 'requires_action') fake.requireAction(created.id);
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'canceled' });
    expect(fake.requests.filter((r) => r.path === `/v1/payment_intents/${created.id}/cancel`)).toHaveLength(1);
    // already canceled: nothing more is sent
    fake.requests.length = 0;
    expect(await stripe.refundOrCancel(created.id)).toMatchObject({ status: 'canceled' });
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refunds instead when the shopper paid between the read and the cancel', async () => {
    const created = await create(999);
    // The payment lands right after the adapter's first read.
    const racing = new StripePaymentProvider(configFor(fake.url), async (input, init) => {
      const response = await fetch(input, init);
      if ((init?.method ?? 'GET') === 'GET' && fake.intents.get(created.id)?.status === 'requires_payment_method') fake.succeed(created.id);
      return response;
    });
    expect(await racing.refundOrCancel(created.id)).toMatchObject({ status: 'succeeded', amountRefundedCents: 999 });
    const posts = fake.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(posts.slice(-2)).toEqual([`/v1/payment_intents/${created.id}/cancel`, '/v1/refunds']);
  });
});

describe('errors', () => {
  it('rejects a wrong key as the provider being unavailable, not as the shopper’s fault', async () => {
    const wrongKey = new StripePaymentProvider(configFor(fake.url, 'sk_test_wrong'));
    await expect(wrongKey.createIntent({ amountCents: 1000, metadata: {} })).rejects.toMatchObject({ code: 'unavailable' });
  });

  it.each([500, 502, 503])('maps a %i to unavailable', async (status) => {
    fake.failNext(status);
    await expect(create()).rejects.toMatchObject({ code: 'unavailable' });
    // the outage has passed
    await expect(create()).resolves.toMatchObject({ status: 'requires_payment_method' });
  });

  it('maps a refused connection to unavailable', async () => {
    const closed = await startFakeStripe(secretKey);
    await closed.close();
    const offline = new StripePaymentProvider(configFor(closed.url));
    await expect(offline.retrieveIntent('pi_x')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('gives up after the timeout', async () => {
    const impatient = new StripePaymentProvider(configFor(fake.url), fetch, { timeoutMs: 300 });
    fake.hangNext();
    const started = Date.now();
    await expect(impatient.createIntent({ amountCents: 1000, metadata: {} })).rejects.toMatchObject({ code: 'unavailable', message: 'Stripe did not answer in time' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends every request with an abort signal (the default timeout)', async () => {
    let signal: AbortSignal | undefined;
    const probe = new StripePaymentProvider(configFor(fake.url), async (input, init) => {
      signal = init?.signal ?? undefined;
      return fetch(input, init);
    });
    await probe.createIntent({ amountCents: 1000, metadata: {} });
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('client configuration', () => {
  it('hands the browser the publishable key only', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.clientConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });
});
