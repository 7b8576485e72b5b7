// Payouts through Stripe Connect (issue 27, docs/decisions/0058-stripe-connect.md), against a local
// fake of Stripe's API with the real SDK: a seller onboards through an Account Link, the payout job
// sends a Transfer per order (transfer_group, source_transaction the order's charge) once whatever
// retries, a refund after the transfer is reversed, and signed Connect webhooks settle payouts as
// paid or failed (the money of a failed one stays in the seller's Stripe balance).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, mailOutbox, payoutTransfers, users } from '#server/db/schema.ts';
import { post, sellerBalances } from '#server/features/ledger/post.ts';
import { runPayouts, type PayoutDeps } from '#server/features/payouts/service.ts';
import { StripeConnectPayoutProvider } from '#server/integrations/payouts/stripe-connect.ts';
import type { PayoutAccountDto, SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { insertOrder } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';

const SECRET_KEY = 'sk_test_connect123';
const CONNECT_SECRET = 'whsec_connect123';
/** Monday 30 November 2026, 9 am in Des Moines: a payout day. */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let stripe: FakeStripe;
let provider: StripeConnectPayoutProvider;
let current = MONDAY;
const now = () => current;
const settings = { schedule: 'daily' as const, minimumCents: 100 };

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY, { webhookSecret: 'whsec_payments123', connectWebhookSecret: CONNECT_SECRET });
  provider = new StripeConnectPayoutProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_connect123',
    webhookSecret: 'whsec_payments123',
    apiBase: stripe.url,
  });
  t = await createTestApp({ now, payouts: provider, payoutSettings: settings, connectWebhookSecret: CONNECT_SECRET });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const deps = (): PayoutDeps => ({ db: t.database.db, provider, settings, publicUrl: 'http://localhost:5000' });

const connectWebhook = (type: string, accountId: string, object: object, signature?: string) => {
  // Signed at the app's clock's time: the signature check refuses an event older than its tolerance.
  const event = stripe.connectEvent(type, accountId, object, Math.floor(current.getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/payouts/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? event.signature },
    payload: event.payload,
  });
};

const accountOf = async (seller: Person) => (await seller.b.get('/api/seller/payout-account')).json<PayoutAccountDto | null>();
const payoutsOf = async (seller: Person) => (await seller.b.get('/api/seller/payouts')).json<SellerPayoutsDto>();

/** A seller who went through Stripe's onboarding: answers the seller and their connected account's id. */
async function onboardedSeller(): Promise<{ seller: Person; accountId: string }> {
  const seller = await newPerson(t, true);
  const link = await seller.b.request('POST', '/api/seller/payout-account/onboarding');
  expect(link.statusCode, link.body).toBe(200);
  const accountId = [...stripe.accounts.values()].find((a) => a.metadata.sellerId === String(seller.account.id))!.id;
  stripe.completeOnboarding(accountId, { bank: { routing: '110000000', last4: '6789' } });
  expect((await connectWebhook('account.updated', accountId, stripe.accounts.get(accountId)!)).statusCode).toBe(200);
  return { seller, accountId };
}

let sales = 0;
/** A paid order of the seller's, released to their available balance: its charge is at the fake. */
async function releasedSale(sellerId: number, cents: number): Promise<{ orderId: number; chargeId: string }> {
  const intent = stripe.paidIntent(cents + 1_000);
  const buyer = await newPerson(t, false);
  const order = await insertOrder(t.database.db, {
    userId: buyer.account.id,
    status: 'delivered',
    items: [{ productId: null, quantity: 1, priceCents: cents }],
    paymentIntentId: intent.id,
  });
  sales += 1;
  await t.database.db.transaction((tx) =>
    post(tx, { kind: 'release', key: `test:release:${order.id}:${sales}`, description: `Order #${order.id} released`, orderId: order.id }, [
      { account: 'shopper_payments', amountCents: -cents },
      { account: 'seller_available', sellerId, amountCents: cents },
    ]),
  );
  return { orderId: order.id, chargeId: intent.latest_charge! };
}

describe('Stripe Connect onboarding', () => {
  it('creates the seller’s Express account once, answers a fresh Account Link, and is active once Stripe enables payouts', async () => {
    const seller = await newPerson(t, true);
    expect(await accountOf(seller)).toBeNull();
    expect((await payoutsOf(seller)).setup).toBe('hosted_onboarding');

    const first = await seller.b.request('POST', '/api/seller/payout-account/onboarding');
    expect(first.statusCode, first.body).toBe(200);
    const again = await seller.b.request('POST', '/api/seller/payout-account/onboarding');
    const mine = [...stripe.accounts.values()].filter((a) => a.metadata.sellerId === String(seller.account.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'express', country: 'US' });
    // Two links, both to Stripe's hosted onboarding (a link is good once and for minutes).
    const urls = [first.json<{ url: string }>().url, again.json<{ url: string }>().url];
    for (const url of urls) expect(url.startsWith(`${stripe.url}/connect/onboarding/`)).toBe(true);
    expect(urls[0]).not.toBe(urls[1]);
    // Back from Stripe before finishing: the page asks Stripe, and it is not ready.
    expect(await accountOf(seller)).toMatchObject({ provider: 'stripe', status: 'onboarding', accountLast4: null });

    // The bank form belongs to the sandbox bank: refused with a message here.
    const form = await seller.b.request('PUT', '/api/seller/payout-account', {
      body: { holderName: 'Ada Maker', routingNumber: '110000000', accountNumber: '000123456789' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json<{ message: string }>().message).toMatch(/set up through Stripe/);

    stripe.completeOnboarding(mine[0]!.id, { bank: { routing: '110000000', last4: '4321' } });
    // Back from Stripe after finishing: the page's look at the account finds it ready, without a webhook.
    expect(await accountOf(seller)).toMatchObject({ provider: 'stripe', status: 'active', accountLast4: '4321', routingNumber: '110000000' });
  });

  it('refuses a Connect webhook without Stripe’s signature', async () => {
    const { accountId } = await onboardedSeller();
    const forged = await connectWebhook('account.updated', accountId, {}, 't=1,v1=0000');
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toMatch(/^Webhook signature verification failed/);
  });
});

describe('a payout through Stripe Connect', () => {
  it('is a Transfer per order tied to its charge, sent once however often the job runs, and paid when Stripe pays the account', async () => {
    current = MONDAY;
    const { seller, accountId } = await onboardedSeller();
    const id = seller.account.id;
    const a = await releasedSale(id, 2_000);
    const b = await releasedSale(id, 3_500);

    const report = await runPayouts(deps(), MONDAY);
    expect(report).toMatchObject({ created: 1, errors: 0 });
    await runPayouts(deps(), new Date(MONDAY.getTime() + 15 * 60_000));
    const transfers = stripe.transfers.filter((tr) => tr.destination === accountId);
    expect(transfers.map((tr) => ({ amount: tr.amount, group: tr.transfer_group, source: tr.source_transaction }))).toEqual([
      { amount: 2_000, group: `order_${a.orderId}`, source: a.chargeId },
      { amount: 3_500, group: `order_${b.orderId}`, source: b.chargeId },
    ]);
    const parts = await t.database.db.select().from(payoutTransfers).where(eq(payoutTransfers.sellerId, id)).orderBy(payoutTransfers.id);
    expect(parts.map((p) => p.providerTransferId)).toEqual(transfers.map((tr) => tr.id));
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 5_500 });
    expect((await payoutsOf(seller)).items).toEqual([expect.objectContaining({ amount: '55.00', status: 'pending' })]);

    // Stripe pays the connected account's balance to the seller's bank, and says so.
    stripe.advanceClock(60);
    const paid = stripe.payOut(accountId);
    expect(paid.amount).toBe(5_500);
    expect((await connectWebhook('payout.paid', accountId, paid)).statusCode).toBe(200);
    expect((await payoutsOf(seller)).items).toEqual([expect.objectContaining({ amount: '55.00', status: 'paid' })]);
  });

  it('reverses a refund after the transfer from the seller’s Stripe account, once, and books it', async () => {
    current = new Date(MONDAY.getTime() + DAY);
    const { seller, accountId } = await onboardedSeller();
    const id = seller.account.id;
    const sale = await releasedSale(id, 4_000);
    await runPayouts(deps(), current);
    const [transfer] = stripe.transfers.filter((tr) => tr.destination === accountId);
    expect(transfer).toMatchObject({ amount: 4_000, amount_reversed: 0 });

    // A return refunded after the money left: 1,500 taken from the seller's available balance.
    await t.database.db.transaction((tx) =>
      post(tx, { kind: 'return_refund', key: `test:refund:${sale.orderId}`, description: 'Return refunded', orderId: sale.orderId }, [
        { account: 'seller_available', sellerId: id, amountCents: -1_500 },
        { account: 'shopper_payments', amountCents: 1_500 },
      ]),
    );
    expect((await sellerBalances(t.database.db, id)).availableCents).toBe(-1_500);
    await runPayouts(deps(), new Date(current.getTime() + 15 * 60_000));
    await runPayouts(deps(), new Date(current.getTime() + 30 * 60_000));
    expect(stripe.transfers.find((tr) => tr.id === transfer!.id)).toMatchObject({ amount_reversed: 1_500 });
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 2_500 });
    const reversals = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, sale.orderId));
    expect(reversals.filter((r) => r.kind === 'transfer_reversal')).toHaveLength(1);
  });

  it('failed at the seller’s bank: marked failed with the reason, the account errored, the seller emailed; the money stays with Stripe', async () => {
    current = new Date(MONDAY.getTime() + 2 * DAY);
    const { seller, accountId } = await onboardedSeller();
    const id = seller.account.id;
    await releasedSale(id, 2_750);
    await runPayouts(deps(), current);
    stripe.advanceClock(60);
    const returned = stripe.payOut(accountId, { failureCode: 'account_closed' });
    expect((await connectWebhook('payout.failed', accountId, returned)).statusCode).toBe(200);

    expect((await payoutsOf(seller)).items).toEqual([
      expect.objectContaining({ amount: '27.50', status: 'failed', failureReason: 'The bank account has been closed.' }),
    ]);
    expect(await accountOf(seller)).toMatchObject({ status: 'errored' });
    // Not booked back: the transfer stands, and Stripe pays the money again once the bank is fixed.
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 2_750 });
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email));
    expect(mail.map((m) => m.subject)).toContain('Your payout of $27.50 was returned');
    expect(mail.find((m) => m.subject === 'Your payout of $27.50 was returned')!.textBody).toMatch(/Stripe balance/);

    // A new bank account at Stripe makes the account active again.
    stripe.completeOnboarding(accountId, { bank: { routing: '110000000', last4: '1111' } });
    await connectWebhook('account.updated', accountId, stripe.accounts.get(accountId)!);
    expect(await accountOf(seller)).toMatchObject({ status: 'active', accountLast4: '1111' });
  });
});
