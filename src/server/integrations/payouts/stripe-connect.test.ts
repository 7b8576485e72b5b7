// The Stripe Connect payout adapter drives the official SDK against the local fake of Stripe's API over
// real HTTP: Express accounts and their onboarding links, a transfer per part of a payout (transfer
// group, source charge, one transfer per idempotency key), the payout's state read from the connected
// account's payouts, transfer reversals, and Connect webhooks checked by the SDK's signature check.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import { StripePaymentProvider } from '../payments/stripe.ts';
import { WebhookSignatureError } from '../payments/stripe-webhook.ts';
import { PayoutProviderError, type PayoutPart, type PayoutRequest } from './provider.ts';
import { StripeConnectPayoutProvider, verifyConnectWebhook } from './stripe-connect.ts';

const secretKey = 'sk_test_fake_connect_123';
const connectWebhookSecret = 'whsec_connect_test';
const config = (apiBase: string) => ({ secretKey, publishableKey: 'pk_test_fake', webhookSecret: 'whsec_payments_test', apiBase });
const returnUrl = 'https://market.example/seller/payouts?onboarding=done';
const refreshUrl = 'https://market.example/seller/payouts?onboarding=again';

let fake: FakeStripe;
let connect: StripeConnectPayoutProvider;
let nextSeller = 100;

beforeAll(async () => {
  fake = await startFakeStripe(secretKey, { connectWebhookSecret });
  connect = new StripeConnectPayoutProvider(config(fake.url));
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

afterEach(() => {
  fake.up();
});

const requestsTo = (path: string) => fake.requests.filter((r) => r.path === path);
const transfersTo = (accountId: string) => fake.transfers.filter((t) => t.destination === accountId);
const start = (sellerId: number, accountId: string | null = null, email: string | null = 'maker@example.com') =>
  connect.startOnboarding({ sellerId, email, accountId, returnUrl, refreshUrl });

/** A seller who went through Stripe's onboarding, with the bank Stripe has on file. */
async function onboardedSeller(bank = { routing: '110000000', last4: '6789' }): Promise<string> {
  const { accountId } = await start(nextSeller++);
  fake.completeOnboarding(accountId, { bank });
  return accountId;
}

const orderPart = (key: string, orderId: number, amountCents: number, paymentIntentId: string | null): PayoutPart => ({
  orderId,
  amountCents,
  paymentIntentId,
  idempotencyKey: `${key}:order:${orderId}`,
});

/** Two orders paid by card (the seller's share of each) and a balance not tied to an order. */
function payoutOf(destination: string, key: string): PayoutRequest {
  const first = fake.paidIntent(4000);
  const second = fake.paidIntent(2500);
  const parts = [
    orderPart(key, 101, 3400, first.id),
    orderPart(key, 102, 2125, second.id),
    { orderId: null, amountCents: 300, paymentIntentId: null, idempotencyKey: `${key}:balance` },
  ];
  return { destination, amountCents: 5825, idempotencyKey: key, description: 'Heartland Market payout #7', parts };
}

/** A payout of one part not tied to an order (no charge to draw from). */
const balancePayout = (destination: string, key: string, amountCents = 100): PayoutRequest => ({
  destination,
  amountCents,
  idempotencyKey: key,
  description: 'Heartland Market payout',
  parts: [{ orderId: null, amountCents, paymentIntentId: null, idempotencyKey: `${key}:balance` }],
});

describe('the provider', () => {
  it('is Stripe, set up through hosted onboarding, and a returned payout stays with the seller', () => {
    expect(connect).toMatchObject({ name: 'stripe', setup: 'hosted_onboarding', failedPayoutsReturnFunds: false });
  });
});

describe('startOnboarding', () => {
  it('creates one Express account per seller, even when asked twice, and answers a fresh onboarding link each time', async () => {
    const first = await start(41);
    const again = await start(41);
    expect(again.accountId).toBe(first.accountId);
    expect(first.accountId).toMatch(/^acct_/);
    expect([...fake.accounts.values()].filter((a) => a.metadata.sellerId === '41')).toHaveLength(1);
    expect(fake.accounts.get(first.accountId)).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'maker@example.com',
      capabilities: { transfers: 'inactive' },
      details_submitted: false,
    });
    expect(requestsTo('/v1/accounts').map((r) => [r.headers.idempotencyKey, r.replayed])).toEqual([
      ['connect-account:41', false],
      ['connect-account:41', true],
    ]);
    expect(requestsTo('/v1/accounts')[0]!.params).toMatchObject({ type: 'express', 'capabilities[transfers][requested]': 'true', 'metadata[sellerId]': '41' });

    expect(first.url).toMatch(new RegExp(`^${fake.url}/connect/onboarding/`));
    expect(again.url).not.toBe(first.url);
    expect(requestsTo('/v1/account_links')[0]!.params).toEqual({
      account: first.accountId,
      refresh_url: refreshUrl,
      return_url: returnUrl,
      type: 'account_onboarding',
    });
  });

  it('makes no account for a seller who has one: only a new link', async () => {
    const { accountId } = await start(42);
    fake.requests.length = 0;
    const link = await start(42, accountId);
    expect(link.accountId).toBe(accountId);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/account_links']);
  });

  it('leaves the email out when the seller has none', async () => {
    const { accountId } = await start(43, null, null);
    expect(fake.accounts.get(accountId)!.email).toBeNull();
    expect(requestsTo('/v1/accounts')[0]!.params).not.toHaveProperty('email');
  });

  it("sends the seller back to the marketplace once Stripe's pages are done; a used link goes to the refresh URL", async () => {
    const { accountId, url } = await start(44);
    const done = await fetch(url, { redirect: 'manual' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(returnUrl);
    expect(await connect.retrieveAccount(accountId)).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true });
    const reused = await fetch(url, { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe(refreshUrl);
  });

  it('answers not_found for an account Stripe does not know', async () => {
    await expect(start(45, 'acct_unknown')).rejects.toMatchObject({ name: 'PayoutProviderError', code: 'not_found' });
  });
});

describe('retrieveAccount', () => {
  it('reads details, payouts and the bank before and after the seller completes onboarding', async () => {
    const { accountId } = await start(50);
    expect(await connect.retrieveAccount(accountId)).toEqual({ id: accountId, detailsSubmitted: false, payoutsEnabled: false, bank: null });
    fake.completeOnboarding(accountId, { bank: { routing: '011000015', last4: '1234' } });
    expect(await connect.retrieveAccount(accountId)).toEqual({
      id: accountId,
      detailsSubmitted: true,
      payoutsEnabled: true,
      bank: { routingNumber: '011000015', last4: '1234' },
    });
  });

  it('answers not_found for an unknown account', async () => {
    const error = await connect.retrieveAccount('acct_nobody').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutProviderError);
    expect(error).toMatchObject({ code: 'not_found' });
  });
});

describe('createPayout', () => {
  it('makes a transfer per order with its group and charge, and one for the balance, answering the last', async () => {
    const account = await onboardedSeller();
    const request = payoutOf(account, 'payout:7:2026-11-30');
    const payout = await connect.createPayout(request);

    const made = transfersTo(account);
    expect(made).toHaveLength(3);
    const charges = request.parts.map((part) => (part.paymentIntentId ? fake.intents.get(part.paymentIntentId)!.latest_charge : null));
    expect(made.map((t) => [t.amount, t.currency, t.transfer_group, t.source_transaction])).toEqual([
      [3400, 'usd', 'order_101', charges[0]],
      [2125, 'usd', 'order_102', charges[1]],
      [300, 'usd', 'seller_payout', null],
    ]);
    expect(charges[0]).toMatch(/^ch_/);
    expect(made[0]!.metadata).toMatchObject({ payoutKey: 'payout:7:2026-11-30', orderId: '101' });
    expect(made[2]!.metadata).not.toHaveProperty('orderId');
    expect(made[0]!.description).toBe('Heartland Market payout #7: order #101');
    expect(requestsTo('/v1/transfers').map((r) => r.headers.idempotencyKey)).toEqual([
      'payout:7:2026-11-30:order:101',
      'payout:7:2026-11-30:order:102',
      'payout:7:2026-11-30:balance',
    ]);

    expect(payout).toEqual({
      id: made[2]!.id,
      amountCents: 5825,
      status: 'pending',
      failureCode: null,
      transfers: {
        'payout:7:2026-11-30:order:101': made[0]!.id,
        'payout:7:2026-11-30:order:102': made[1]!.id,
        'payout:7:2026-11-30:balance': made[2]!.id,
      },
    });
    // The money sits in the connected account until Stripe pays it to the bank.
    expect(fake.balanceOf(account)).toBe(5825);
  });

  it('makes no new transfer when the same payout is sent again, and answers the same ids', async () => {
    const account = await onboardedSeller();
    const request = payoutOf(account, 'payout:8:2026-11-30');
    const first = await connect.createPayout(request);
    const again = await connect.createPayout(request);
    expect(again).toEqual(first);
    expect(transfersTo(account)).toHaveLength(3);
    expect(requestsTo('/v1/transfers').map((r) => r.replayed)).toEqual([false, false, false, true, true, true]);
    expect(fake.balanceOf(account)).toBe(5825);
  });

  it('makes each transfer once when an answer is lost: the SDK sends it again with the same key', async () => {
    const account = await onboardedSeller();
    fake.loseResponse('/v1/transfers');
    const payout = await connect.createPayout(balancePayout(account, 'payout:9:2026-11-30', 1500));
    expect(transfersTo(account).map((t) => t.id)).toEqual([payout.id]);
    expect(requestsTo('/v1/transfers').map((r) => [r.headers.idempotencyKey, r.replayed])).toEqual([
      ['payout:9:2026-11-30:balance', false],
      ['payout:9:2026-11-30:balance', true],
    ]);
  });

  it('sends a transfer without a source charge when the payment has none', async () => {
    const account = await onboardedSeller();
    const payments = new StripePaymentProvider(config(fake.url));
    const unpaid = await payments.createIntent({ amountCents: 1800, metadata: {} });
    await connect.createPayout({
      destination: account,
      amountCents: 1500,
      idempotencyKey: 'payout:10:2026-11-30',
      description: 'Heartland Market payout #10',
      parts: [orderPart('payout:10:2026-11-30', 103, 1500, unpaid.id)],
    });
    expect(transfersTo(account).map((t) => [t.transfer_group, t.source_transaction])).toEqual([['order_103', null]]);
    expect(requestsTo('/v1/transfers')[0]!.params).not.toHaveProperty('source_transaction');
  });

  it('is refused, with nothing transferred, to a seller who has not finished onboarding or to an unknown account', async () => {
    const { accountId } = await start(60);
    const refused = await connect.createPayout(balancePayout(accountId, 'payout:60:2026-11-30')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PayoutProviderError);
    expect(refused).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('capabilities enabled: transfers') });
    await expect(connect.createPayout(balancePayout('acct_gone', 'payout:61:2026-11-30'))).rejects.toMatchObject({
      code: 'invalid_request',
      message: "No such destination: 'acct_gone'",
    });
    expect(transfersTo(accountId)).toEqual([]);
  });

  it('refuses to transfer more of an order than its charge holds, before any money moved', async () => {
    const account = await onboardedSeller();
    const paid = fake.paidIntent(1000);
    await expect(
      connect.createPayout({
        destination: account,
        amountCents: 1200,
        idempotencyKey: 'payout:62:2026-11-30',
        description: 'Heartland Market payout',
        parts: [orderPart('payout:62:2026-11-30', 104, 1200, paid.id)],
      }),
    ).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('more than what is left to transfer') });
    expect(transfersTo(account)).toEqual([]);
  });

  it('keeps a half-sent payout to be sent again (unavailable), never failed, when a later part is refused', async () => {
    const account = await onboardedSeller();
    const paid = fake.paidIntent(1000);
    const request: PayoutRequest = {
      destination: account,
      amountCents: 2700,
      idempotencyKey: 'payout:63:2026-11-30',
      description: 'Heartland Market payout',
      parts: [
        { orderId: null, amountCents: 1500, paymentIntentId: null, idempotencyKey: 'payout:63:2026-11-30:balance' },
        orderPart('payout:63:2026-11-30', 105, 1200, paid.id),
      ],
    };
    await expect(connect.createPayout(request)).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('transfer 2 of 2 after 1') });
    await expect(connect.createPayout(request)).rejects.toMatchObject({ code: 'unavailable' });
    expect(transfersTo(account).map((t) => t.amount)).toEqual([1500]);
  });

  it('refuses parts that are not positive cents summing to the payout, without calling Stripe', async () => {
    const account = await onboardedSeller();
    fake.requests.length = 0;
    const base = balancePayout(account, 'payout:64:2026-11-30', 1000);
    const refusals: [PayoutRequest, RegExp][] = [
      [{ ...base, amountCents: 1200 }, /sum to 1000 cents, not 1200/],
      [{ ...base, parts: [] }, /at least one part/],
      [{ ...base, amountCents: 0, parts: [{ ...base.parts[0]!, amountCents: 0 }] }, /positive number of cents/],
      [
        {
          ...base,
          parts: [
            { ...base.parts[0]!, amountCents: 1100 },
            { ...base.parts[0]!, amountCents: -100, idempotencyKey: 'k2' },
          ],
        },
        /Each part/,
      ],
      [
        {
          ...base,
          parts: [
            { ...base.parts[0]!, amountCents: 500 },
            { ...base.parts[0]!, amountCents: 500 },
          ],
        },
        /its own idempotency key/,
      ],
    ];
    for (const [request, message] of refusals) {
      await expect(connect.createPayout(request)).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringMatching(message) });
    }
    expect(fake.requests).toEqual([]);
  });

  it('is unavailable while Stripe is down, and sends the payout once Stripe is back', async () => {
    const account = await onboardedSeller();
    const impatient = new StripeConnectPayoutProvider(config(fake.url), { maxNetworkRetries: 0 });
    fake.down(503);
    await expect(impatient.createPayout(balancePayout(account, 'payout:65:2026-11-30'))).rejects.toMatchObject({ code: 'unavailable' });
    fake.up();
    await expect(impatient.createPayout(balancePayout(account, 'payout:65:2026-11-30'))).resolves.toMatchObject({ status: 'pending' });
    expect(transfersTo(account)).toHaveLength(1);
  });
});

describe('retrievePayout', () => {
  it("is pending until the connected account's payout, then paid; a later payout is settled by the next one", async () => {
    const account = await onboardedSeller();
    const sent = await connect.createPayout(payoutOf(account, 'payout:70:2026-11-30'));
    expect(await connect.retrievePayout(sent.id)).toEqual({ id: sent.id, amountCents: 5825, status: 'pending', failureCode: null });
    const listing = requestsTo('/v1/payouts').at(-1)!;
    expect(listing.headers.stripeAccount).toBe(account);
    expect(listing.params).toEqual({ 'created[gte]': String(fake.transfers.find((t) => t.id === sent.id)!.created), limit: '10' });

    fake.advanceClock(60);
    fake.payOut(account);
    expect(await connect.retrievePayout(sent.id)).toMatchObject({ status: 'paid', failureCode: null });

    // A week on: the next payout's transfer comes after that bank payout, which says nothing of it.
    fake.advanceClock(7 * 24 * 3600);
    const later = await connect.createPayout(balancePayout(account, 'payout:70:2026-12-07', 900));
    expect(await connect.retrievePayout(later.id)).toMatchObject({ amountCents: 900, status: 'pending' });
    fake.advanceClock(60);
    fake.payOut(account, { failureCode: 'account_closed' });
    expect(await connect.retrievePayout(later.id)).toEqual({ id: later.id, amountCents: 900, status: 'failed', failureCode: 'account_closed' });
    expect(await connect.retrievePayout(sent.id)).toMatchObject({ status: 'paid' });
    // Stripe stops paying a closed account until the seller gives another.
    expect(await connect.retrieveAccount(account)).toMatchObject({ payoutsEnabled: false });
  });

  it('is pending while the payout is in transit', async () => {
    const account = await onboardedSeller();
    const sent = await connect.createPayout(balancePayout(account, 'payout:71:2026-11-30', 2000));
    fake.advanceClock(60);
    fake.payOut(account, { inTransit: true });
    expect(await connect.retrievePayout(sent.id)).toMatchObject({ status: 'pending', failureCode: null });
  });

  it('is decided by the earliest payout after the transfer, however many came after it', async () => {
    const account = await onboardedSeller();
    const sent = await connect.createPayout(balancePayout(account, 'payout:72:2026-11-30', 2000));
    fake.advanceClock(60);
    fake.payOut(account, { failureCode: 'could_not_process' });
    // Eleven later payouts (a page holds ten): the first one after the transfer is on the second page.
    for (let week = 1; week <= 11; week++) {
      fake.advanceClock(60);
      await connect.createPayout(balancePayout(account, `payout:72:week-${week}`));
      fake.payOut(account);
    }
    fake.requests.length = 0;
    expect(await connect.retrievePayout(sent.id)).toMatchObject({ status: 'failed', failureCode: 'could_not_process' });
    expect(requestsTo('/v1/payouts')).toHaveLength(2);
    expect(requestsTo('/v1/payouts')[1]!.params).toHaveProperty('starting_after');
  });

  it('answers not_found for an unknown transfer', async () => {
    await expect(connect.retrievePayout('tr_unknown')).rejects.toMatchObject({ name: 'PayoutProviderError', code: 'not_found' });
  });
});

describe('reverseTransfer', () => {
  it('takes part of a transfer back once per key, and refuses more than is left', async () => {
    const account = await onboardedSeller();
    const sent = await connect.createPayout(payoutOf(account, 'payout:80:2026-11-30'));
    const transferId = sent.transfers!['payout:80:2026-11-30:order:101']!;

    const reversal = await connect.reverseTransfer({ transferId, amountCents: 1000, idempotencyKey: 'refund:31:reversal' });
    expect(reversal.id).toMatch(/^trr_/);
    expect(await connect.reverseTransfer({ transferId, amountCents: 1000, idempotencyKey: 'refund:31:reversal' })).toEqual(reversal);
    const transfer = () => fake.transfers.find((t) => t.id === transferId)!;
    expect(transfer()).toMatchObject({ amount: 3400, amount_reversed: 1000, reversed: false });
    expect(transfer().reversals.data.map((r) => r.id)).toEqual([reversal.id]);
    expect(requestsTo(`/v1/transfers/${transferId}/reversals`).map((r) => [r.params.amount, r.headers.idempotencyKey, r.replayed])).toEqual([
      ['1000', 'refund:31:reversal', false],
      ['1000', 'refund:31:reversal', true],
    ]);
    expect(fake.balanceOf(account)).toBe(4825);

    await expect(connect.reverseTransfer({ transferId, amountCents: 2401, idempotencyKey: 'refund:32:reversal' })).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'Amount (2401) is greater than the unreversed amount of the transfer (2400).',
    });
    await connect.reverseTransfer({ transferId, amountCents: 2400, idempotencyKey: 'refund:33:reversal' });
    expect(transfer()).toMatchObject({ amount_reversed: 3400, reversed: true });
    await expect(connect.reverseTransfer({ transferId, amountCents: 1, idempotencyKey: 'refund:34:reversal' })).rejects.toMatchObject({
      code: 'invalid_request',
      message: expect.stringContaining('already been fully reversed'),
    });
  });

  it('refuses a reversal of no cents, and answers not_found for an unknown transfer', async () => {
    await expect(connect.reverseTransfer({ transferId: 'tr_x', amountCents: 0, idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(connect.reverseTransfer({ transferId: 'tr_unknown', amountCents: 100, idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('verifyConnectWebhook', () => {
  const now = () => new Date();

  it("accepts Stripe's signed account and payout events, with the connected account", async () => {
    const account = await onboardedSeller();
    await connect.createPayout(balancePayout(account, 'payout:90:2026-11-30', 700));
    const payout = fake.payOut(account);
    const paid = fake.connectEvent('payout.paid', account, payout);
    expect(verifyConnectWebhook(paid.payload, paid.signature, connectWebhookSecret, now())).toMatchObject({
      type: 'payout.paid',
      account,
      data: { object: { id: payout.id, status: 'paid', amount: 700 } },
    });
    const updated = fake.connectEvent('account.updated', account, fake.accounts.get(account)!);
    expect(verifyConnectWebhook(Buffer.from(updated.payload), updated.signature, connectWebhookSecret, now())).toMatchObject({
      type: 'account.updated',
      account,
      data: { object: { id: account, details_submitted: true, payouts_enabled: true } },
    });
  });

  it('refuses a changed body, another secret, an old signature, and an event of no connected account', async () => {
    const account = await onboardedSeller();
    await connect.createPayout(balancePayout(account, 'payout:91:2026-11-30', 700));
    const payout = fake.payOut(account, { failureCode: 'no_account' });
    const failed = fake.connectEvent('payout.failed', account, payout);
    expect(verifyConnectWebhook(failed.payload, failed.signature, connectWebhookSecret, now()).data.object).toMatchObject({ failure_code: 'no_account' });

    const refused = (run: () => unknown, message: RegExp) => {
      expect(run).toThrow(WebhookSignatureError);
      expect(run).toThrow(message);
    };
    refused(() => verifyConnectWebhook(failed.payload.replace('"no_account"', '"paid"'), failed.signature, connectWebhookSecret, now()), /No signatures found/);
    refused(() => verifyConnectWebhook(failed.payload, failed.signature, 'whsec_payments_test', now()), /No signatures found/);
    const old = fake.connectEvent('payout.failed', account, payout, Math.floor(Date.now() / 1000) - 301);
    refused(() => verifyConnectWebhook(old.payload, old.signature, connectWebhookSecret, now()), /Timestamp outside the tolerance zone/);

    const platform = JSON.stringify({ id: 'evt_platform', object: 'event', type: 'payout.paid', data: { object: { id: 'po_1' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: platform, secret: connectWebhookSecret });
    refused(() => verifyConnectWebhook(platform, signature, connectWebhookSecret, now()), /not about a connected account/);
  });
});
