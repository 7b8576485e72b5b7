// Payouts to sellers (issue 27, docs/decisions/0057-payouts.md): a seller enters a bank account; the
// payout job pays each seller's available balance once per payout day through the sandbox bank, with
// an idempotency key derived from the ledger transaction, so a crash between the commit and the call
// never pays twice; a payout the bank returns puts the money back in available and emails the seller.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, mailOutbox, sandboxPayouts } from '#server/db/schema.ts';
import { post, sellerBalances } from '#server/features/ledger/post.ts';
import { runPayouts, type PayoutDeps } from '#server/features/payouts/service.ts';
import type { PayoutProvider, PayoutRequest } from '#server/integrations/payouts/provider.ts';
import { SANDBOX_ROUTING_NUMBER, SANDBOX_SETTLE_MS, SandboxPayoutProvider } from '#server/integrations/payouts/sandbox.ts';
import type { PayoutAccountDto, SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPerson, type Person } from '../support/people.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Monday 30 November 2026, 9 am in Des Moines: a payout day on the default weekly schedule. */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const FRIDAY = new Date('2026-11-27T15:00:00Z');

let t: TestApp;
let current = MONDAY;
const now = () => current;
let sandbox: SandboxPayoutProvider;
let credits = 0;

beforeAll(async () => {
  t = await createTestApp({ now });
  sandbox = new SandboxPayoutProvider(t.database.db, now);
});
afterAll(() => t?.close());

const deps = (provider: PayoutProvider = sandbox): PayoutDeps => ({
  db: t.database.db,
  provider,
  settings: { schedule: 'monday', minimumCents: 100 },
  publicUrl: 'http://localhost:5000',
});

/** Gives the seller `cents` of available money (negative: takes it), as a released sale or a late refund would. */
async function credit(sellerId: number, cents: number) {
  credits += 1;
  await t.database.db.transaction((tx) =>
    post(tx, { kind: 'adjustment', key: `test:credit:${sellerId}:${credits}`, description: 'test money' }, [
      { account: 'shopper_payments', amountCents: -cents },
      { account: 'seller_available', sellerId, amountCents: cents },
    ]),
  );
}

async function sellerWithAccount(accountNumber = '000123456789'): Promise<Person> {
  const seller = await newPerson(t, true);
  const res = await seller.b.request('PUT', '/api/seller/payout-account', {
    body: { holderName: 'Ada Maker', routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber },
  });
  expect(res.statusCode, res.body).toBe(200);
  return seller;
}

const payoutsOf = async (seller: Person) => {
  const res = await seller.b.get('/api/seller/payouts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SellerPayoutsDto>();
};

const sandboxPayoutsWithKey = (key: string) => t.database.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, key));

describe('the payout account', () => {
  it('is refused with a message per field, and kept with only the last four digits', async () => {
    const seller = await newPerson(t, true);
    expect((await seller.b.get('/api/seller/payout-account')).json()).toBeNull();

    const bad = await seller.b.request('PUT', '/api/seller/payout-account', {
      body: { holderName: ' ', routingNumber: '123456789', accountNumber: '12a' },
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json<{ details: Array<{ path: string | string[]; message: string }> }>().details;
    const messages = Object.fromEntries(details.map((d) => [Array.isArray(d.path) ? d.path[0] : d.path, d.message]));
    expect(messages).toEqual({
      holderName: 'Account holder name is required',
      routingNumber: 'This is not a valid routing number: check the digits',
      accountNumber: 'Account number must be 4 to 17 digits',
    });
    expect(
      (await seller.b.request('PUT', '/api/seller/payout-account', { body: { holderName: 'Ada', routingNumber: '11000000', accountNumber: '1234' } }))
        .statusCode,
    ).toBe(400);

    const saved = await seller.b.request('PUT', '/api/seller/payout-account', {
      body: { holderName: 'Ada Maker', routingNumber: '110000000', accountNumber: '000123456789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: PayoutAccountDto = { provider: 'sandbox', holderName: 'Ada Maker', routingNumber: '110000000', accountLast4: '6789', status: 'active' };
    expect(saved.json()).toEqual(expected);
    expect(saved.body).not.toContain('000123456789');
    expect((await seller.b.get('/api/seller/payout-account')).json()).toEqual(expected);
  });

  it('is the signed-in seller’s own: a shopper is refused, a visitor must sign in', async () => {
    const shopper = await newPerson(t, false);
    expect((await shopper.b.get('/api/seller/payout-account')).statusCode).toBe(403);
    expect((await shopper.b.get('/api/seller/payouts')).statusCode).toBe(403);
    expect((await t.browser().get('/api/seller/payouts')).statusCode).toBe(401);
  });
});

describe('a payout run', () => {
  it('pays a seller’s available balance once, however often it runs, and settles it as paid', async () => {
    current = FRIDAY;
    const seller = await sellerWithAccount();
    const id = seller.account.id;
    await credit(id, 5_000);
    expect((await payoutsOf(seller)).nextPayout).toEqual({ date: '2026-11-30', amount: '50.00' });
    // Not a payout day: nothing is sent.
    await runPayouts(deps(), FRIDAY);
    expect((await payoutsOf(seller)).items).toEqual([]);

    current = MONDAY;
    await runPayouts(deps(), MONDAY);
    await runPayouts(deps(), new Date(MONDAY.getTime() + 60_000));
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 5_000 });
    const first = await payoutsOf(seller);
    expect(first.items).toEqual([
      { id: expect.any(Number), amount: '50.00', status: 'pending', failureReason: null, createdAt: MONDAY.toISOString(), paidAt: null },
    ]);
    expect(first.nextPayout).toBeNull();
    expect(await sandboxPayoutsWithKey(`payout:${id}:2026-11-30`)).toHaveLength(1);

    // More money the same Monday waits for next week's payout.
    await credit(id, 700);
    await runPayouts(deps(), new Date(MONDAY.getTime() + 120_000));
    expect((await payoutsOf(seller)).nextPayout).toEqual({ date: '2026-12-07', amount: '7.00' });

    const settled = new Date(MONDAY.getTime() + SANDBOX_SETTLE_MS + 60_000);
    current = settled;
    await runPayouts(deps(), settled);
    const after = await payoutsOf(seller);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ status: 'paid', paidAt: settled.toISOString() });
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 700, paidOutCents: 5_000 });
  });

  it('returns the money of a payout to a closed account to available, and emails the seller why', async () => {
    current = MONDAY;
    const seller = await sellerWithAccount('000111111113');
    const id = seller.account.id;
    await credit(id, 2_550);
    await runPayouts(deps(), MONDAY);
    expect(await sellerBalances(t.database.db, id)).toMatchObject({ availableCents: 0, paidOutCents: 2_550 });

    const later = new Date(MONDAY.getTime() + 2 * DAY);
    current = later;
    const report = await runPayouts(deps(), later);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 2_550, paidOutCents: 0 });
    const { items, nextPayout } = await payoutsOf(seller);
    expect(items).toEqual([expect.objectContaining({ amount: '25.50', status: 'failed', failureReason: 'The bank account has been closed.', paidAt: null })]);
    // No payout goes to that account again until the seller enters one.
    expect(nextPayout).toBeNull();
    expect((await seller.b.get('/api/seller/payout-account')).json()).toMatchObject({ status: 'errored' });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, seller.account.email), eq(mailOutbox.kind, 'payout_failed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your payout of $25.50 was returned');
    expect(mails[0]!.textBody).toContain('The bank account has been closed.');
    expect(mails[0]!.textBody).toContain('back in your available balance');

    // Running again changes nothing: the failure is booked once.
    await runPayouts(deps(), new Date(later.getTime() + DAY));
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 2_550, paidOutCents: 0 });
    const failures = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, `payout_failed:${items[0]!.id}`));
    expect(failures).toHaveLength(1);

    // A new account: paid the next payout day.
    const again = await seller.b.request('PUT', '/api/seller/payout-account', {
      body: { holderName: 'Ada Maker', routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber: '000123456789' },
    });
    expect(again.json()).toMatchObject({ status: 'active', accountLast4: '6789' });
    const nextMonday = new Date(MONDAY.getTime() + 7 * DAY);
    await runPayouts(deps(), nextMonday);
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 2_550 });
  });

  it('sends nothing below the minimum, nor for a negative balance, nor without an account', async () => {
    current = MONDAY;
    const small = await sellerWithAccount();
    await credit(small.account.id, 99);
    const owing = await sellerWithAccount();
    await credit(owing.account.id, -500);
    const noAccount = await newPerson(t, true);
    await credit(noAccount.account.id, 10_000);
    await runPayouts(deps(), MONDAY);
    expect(await sellerBalances(t.database.db, small.account.id)).toMatchObject({ availableCents: 99, paidOutCents: 0 });
    expect(await sellerBalances(t.database.db, owing.account.id)).toMatchObject({ availableCents: -500, paidOutCents: 0 });
    expect(await sellerBalances(t.database.db, noAccount.account.id)).toMatchObject({ availableCents: 10_000, paidOutCents: 0 });
    for (const seller of [small, owing, noAccount]) expect(await payoutsOf(seller)).toEqual({ setup: 'bank_account', nextPayout: null, items: [] });
  });

  it('pays once when two runs (two app instances) go at the same moment', async () => {
    current = MONDAY;
    const seller = await sellerWithAccount();
    const id = seller.account.id;
    await credit(id, 4_321);
    await Promise.all([runPayouts(deps(), MONDAY), runPayouts(deps(new SandboxPayoutProvider(t.database.db, now)), MONDAY)]);
    expect((await payoutsOf(seller)).items).toEqual([expect.objectContaining({ amount: '43.21', status: 'pending' })]);
    expect(await sandboxPayoutsWithKey(`payout:${id}:2026-11-30`)).toHaveLength(1);
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 4_321 });
  });

  it('after a crash between the commit and the bank call, the next run sends it with the same key, once', async () => {
    current = MONDAY;
    const seller = await sellerWithAccount();
    const id = seller.account.id;
    await credit(id, 1_234);
    const calls: PayoutRequest[] = [];
    let crash = true;
    const crashing: PayoutProvider = {
      name: 'sandbox',
      setup: 'bank_account',
      failedPayoutsReturnFunds: true,
      addBankAccount: (input) => sandbox.addBankAccount(input),
      retrievePayout: (payoutId) => sandbox.retrievePayout(payoutId),
      createPayout: async (request) => {
        calls.push(request);
        // The bank made the payout, but the answer never arrived (the process died, the network dropped).
        const made = await sandbox.createPayout(request);
        if (crash && request.amountCents === 1_234) throw new Error('connection reset');
        return made;
      },
    };
    const first = await runPayouts(deps(crashing), MONDAY);
    expect(first.errors).toBe(1);
    const [pending] = (await payoutsOf(seller)).items;
    expect(pending).toMatchObject({ status: 'pending', amount: '12.34' });

    crash = false;
    await runPayouts(deps(crashing), new Date(MONDAY.getTime() + 15 * 60_000));
    const mine = calls.filter((c) => c.amountCents === 1_234);
    expect(mine).toHaveLength(2);
    expect(mine[1]!.idempotencyKey).toBe(mine[0]!.idempotencyKey);
    expect(mine[0]!.idempotencyKey).toBe(`payout:${id}:2026-11-30`);
    expect(await sandboxPayoutsWithKey(`payout:${id}:2026-11-30`)).toHaveLength(1);
    expect(await sellerBalances(t.database.db, id)).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 1_234 });

    current = new Date(MONDAY.getTime() + SANDBOX_SETTLE_MS + 60_000);
    await runPayouts(deps(crashing), current);
    expect((await payoutsOf(seller)).items).toEqual([expect.objectContaining({ id: pending!.id, status: 'paid', amount: '12.34' })]);
  });
});
