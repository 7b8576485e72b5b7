// Crash safety of payouts (issue 27, "Done when"; docs/decisions/0057-payouts.md): many sellers have
// a bank account and money available; the app starts with PAYOUT_SCHEDULE=daily, so its payout job
// pays them in the run it makes at startup, and is killed (SIGKILL) in the middle of that run. It is
// started again on the same data, and its startup run finishes the work. Counted at the payout
// provider, every seller is paid exactly once, with the amount the books moved to their paid-out
// balance, and the books balance.
//
// Where the kill lands inside one payout is chance: before its commit (nothing written), between the
// commit and the call to the provider (a payout row without a provider id: sent again with its key),
// or after the call (the provider answers the key with the payout it already made). The first two are
// also reached on purpose, in-process, by tests/api/payouts.test.ts; this test is about a real process.
//
// Both providers: the sandbox bank, and Stripe Connect against a local fake of Stripe's API (a payout
// is a Transfer there; decision 0058). The provider-specific part is one entry of `providers`: how the app is started for it, how a
// seller's payout destination is registered before the start, and what the provider says it sent.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { ledgerEntries, ledgerTransactions, payoutAccounts, payouts, sandboxPayouts, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { sellerBalances } from '#server/features/ledger/post.ts';
import { SANDBOX_ROUTING_NUMBER, SandboxPayoutProvider } from '#server/integrations/payouts/sandbox.ts';
import { StripeConnectPayoutProvider } from '#server/integrations/payouts/stripe-connect.ts';
import type { LedgerCheckDto } from '#shared/schemas/ledger.ts';
import { cookiesOf, json, request } from '../../scripts/bench/http.ts';
import { creditAvailable, insertSellers, unbalancedTransactions } from '../support/ledger-fixtures.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { engines, faultDatabase, withDatabase, type FaultDatabase } from './engines.ts';

/** Enough sellers that the startup run lasts seconds, so the kill lands in it. */
const SELLERS = 200;
/** The kill comes once this many payouts are in the books (of SELLERS). */
const KILL_AT = SELLERS / 4;
const ADMIN = { username: 'admin', password: 'admin-crash-password' };
/** Each seller's available balance, all different: from $1.00, the payout minimum, to $500.99. */
const creditOf = (i: number) => 1_00 + ((i * 7_919) % 50_000);

/** One payout provider as this test drives it. */
interface PayoutProviderCase {
  name: string;
  /** the app's environment for this provider (over the database's), starting any fake it talks to */
  env(): Promise<Record<string, string>>;
  /** registers the seller's payout destination with the provider, before the app starts: their payout_accounts row */
  account(db: Db, sellerId: number): Promise<typeof payoutAccounts.$inferInsert>;
  /** every payout the provider made, by the idempotency key it was asked with */
  sent(db: Db): Promise<Array<{ key: string; amountCents: number }>>;
  close(): Promise<void>;
}

/** The sandbox bank (the default): accounts and payouts in its own tables of the app's database. */
const sandbox = (): PayoutProviderCase => ({
  name: 'sandbox',
  env: async () => ({ PAYOUT_PROVIDER: 'sandbox' }),
  account: async (db, sellerId) => {
    const input = { holderName: `Seller ${sellerId}`, routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber: '000123456789' };
    const destination = await new SandboxPayoutProvider(db).addBankAccount(input);
    return {
      sellerId,
      provider: 'sandbox',
      providerAccountId: destination.id,
      holderName: input.holderName,
      routingNumber: input.routingNumber,
      accountLast4: destination.last4,
    };
  },
  sent: (db) => db.select({ key: sandboxPayouts.idempotencyKey, amountCents: sandboxPayouts.amountCents }).from(sandboxPayouts),
  close: async () => {},
});

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_payoutscrash',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_payoutscrash',
  STRIPE_WEBHOOK_SECRET: 'whsec_payoutscrash',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_payoutscrashconnect',
};

/**
 * Stripe Connect against the local fake (decision 0058): each seller an onboarded Express account; a
 * payout is a Transfer (one part here: money tied to no order), counted at the fake, which makes one
 * transfer per idempotency key as Stripe does.
 */
const stripeConnect = (): PayoutProviderCase => {
  let fake: Promise<FakeStripe> | undefined;
  const started = () =>
    (fake ??= startFakeStripe(STRIPE_KEYS.STRIPE_SECRET_KEY, {
      webhookSecret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: STRIPE_KEYS.STRIPE_CONNECT_WEBHOOK_SECRET,
    }));
  return {
    name: 'stripe',
    env: async () => ({ ...STRIPE_KEYS, STRIPE_API_BASE: (await started()).url, PAYOUT_PROVIDER: 'stripe' }),
    account: async (_db, sellerId) => {
      const stripe = await started();
      const connect = new StripeConnectPayoutProvider({
        secretKey: STRIPE_KEYS.STRIPE_SECRET_KEY,
        publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
        apiBase: stripe.url,
      });
      const { accountId } = await connect.startOnboarding({
        sellerId,
        email: null,
        accountId: null,
        returnUrl: 'http://localhost/r',
        refreshUrl: 'http://localhost/f',
      });
      stripe.completeOnboarding(accountId, { bank: { routing: SANDBOX_ROUTING_NUMBER, last4: '6789' } });
      return {
        sellerId,
        provider: 'stripe',
        providerAccountId: accountId,
        holderName: `Seller ${sellerId}`,
        routingNumber: SANDBOX_ROUTING_NUMBER,
        accountLast4: '6789',
      };
    },
    // A payout's only part is keyed `{payout key}:balance`: the transfers, by the payout they belong to.
    sent: async () => (await started()).transfers.map((tr) => ({ key: tr.metadata.payoutKey!, amountCents: tr.amount })),
    close: async () => {
      if (fake) await (await fake).close();
    },
  };
};

const providers: Array<() => PayoutProviderCase> = [sandbox, stripeConnect];

const cases = engines.flatMap((engine) => providers.map((make) => ({ engine, make, name: make().name })));

describe.each(cases)('SIGKILL during a payout run ($name, $engine)', ({ engine, make }) => {
  const provider = make();
  let fault: FaultDatabase;
  let server: ServerProcess | undefined;
  const credits = new Map<number, number>();
  /** ledger transactions before the run: the credit */
  let booked = 0;

  beforeAll(async () => {
    fault = await faultDatabase(engine);
    await withDatabase(fault, async ({ db }) => {
      // The administrator (id 1, which the migrations keep for them) reads the books' check while the run goes on.
      await db.insert(users).values({ id: 1, username: ADMIN.username, email: 'admin@example.test', passwordHash: await hashPassword(ADMIN.password) });
      const sellers = await insertSellers(db, SELLERS);
      for (const sellerId of sellers) await db.insert(payoutAccounts).values(await provider.account(db, sellerId));
      sellers.forEach((sellerId, i) => credits.set(sellerId, creditOf(i)));
      await creditAvailable(
        db,
        'test:payouts-crash:released',
        sellers.map((sellerId) => ({ sellerId, amountCents: credits.get(sellerId)! })),
      );
      booked = (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await provider.close();
    await fault?.remove();
  });

  /** Signs in as the administrator and answers how many payouts the books hold, as GET /api/admin/ledger/check counts. */
  async function payoutsBooked(origin: string): Promise<() => Promise<number>> {
    const login = await request(origin, '/api/login', { method: 'POST', headers: { origin }, body: JSON.stringify(ADMIN) });
    expect(login.status, login.body.toString()).toBe(200);
    const headers = { origin, cookie: cookiesOf(login) };
    return async () => {
      const res = await request(origin, '/api/admin/ledger/check', { headers });
      expect(res.status, res.body.toString()).toBe(200);
      return json<LedgerCheckDto>(res).transactions - booked;
    };
  }

  it('pays every seller exactly once, what the books moved, across the crash', async () => {
    const env = { ...fault.env, ...(await provider.env()), PAYOUT_SCHEDULE: 'daily' };
    server = await startServerProcess(env);
    const count = await payoutsBooked(server.url);
    let seen = 0;
    const deadline = Date.now() + 60_000;
    while ((seen = await count()) < KILL_AT) {
      if (Date.now() > deadline) throw new Error(`${seen} payouts booked within 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.kill('SIGKILL');
    server = undefined;
    expect(seen, 'the run was still going when the kill came').toBeLessThan(SELLERS);

    const before = await withDatabase(fault, async ({ db }) => ({
      payouts: (await db.select({ id: payouts.id }).from(payouts)).length,
      sent: (await provider.sent(db)).length,
    }));
    // Killed mid-run: some payouts written, not all.
    expect(before.payouts).toBeGreaterThanOrEqual(seen);
    expect(before.payouts).toBeLessThan(SELLERS);
    // Nothing reaches the provider before its payout is committed.
    expect(before.sent).toBeLessThanOrEqual(before.payouts);

    // Started again on the same data: its startup run sends what was left unsent and pays the rest.
    server = await startServerProcess(env);
    const again = await payoutsBooked(server.url);
    const until = Date.now() + 120_000;
    while ((seen = await again()) < SELLERS) {
      if (Date.now() > until) throw new Error(`${seen} of ${SELLERS} payouts booked within 120 s after the restart`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // A clean stop waits for the run in progress: the last payouts' calls to the provider.
    await server.stop();
    server = undefined;

    await withDatabase(fault, async ({ db }) => {
      const rows = await db.select().from(payouts).orderBy(payouts.sellerId);
      // One payout per seller, of all they had, sent (the provider's id recorded).
      expect(rows.map((r) => r.sellerId)).toEqual([...credits.keys()]);
      for (const row of rows) {
        expect(row.amountCents, `seller ${row.sellerId}`).toBe(credits.get(row.sellerId));
        expect(row.idempotencyKey).toMatch(new RegExp(`^payout:${row.sellerId}:\\d{4}-\\d{2}-\\d{2}$`));
        expect(row.providerPayoutId, `payout ${row.idempotencyKey} sent`).not.toBeNull();
        expect(row.status).not.toBe('failed');
      }
      // The provider made each payout once, under its key, for its amount.
      const sent = await provider.sent(db);
      const keys = sent.map((s) => s.key);
      expect(keys.length - new Set(keys).size, 'payouts the provider made twice').toBe(0);
      expect(Object.fromEntries(sent.map((s) => [s.key, s.amountCents]))).toEqual(Object.fromEntries(rows.map((r) => [r.idempotencyKey, r.amountCents])));
      // The books: each payout's movement is its amount from available to paid out, and every transaction balances.
      const moved = await db
        .select({ key: ledgerTransactions.key, account: ledgerEntries.account, sellerId: ledgerEntries.sellerId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          inArray(
            ledgerTransactions.id,
            rows.map((r) => r.ledgerTransactionId),
          ),
        );
      for (const row of rows) {
        expect(
          moved.filter((m) => m.key === row.idempotencyKey).sort((a, b) => a.amountCents - b.amountCents),
          row.idempotencyKey,
        ).toEqual([
          { key: row.idempotencyKey, account: 'seller_available', sellerId: row.sellerId, amountCents: -row.amountCents },
          { key: row.idempotencyKey, account: 'seller_paid_out', sellerId: row.sellerId, amountCents: row.amountCents },
        ]);
      }
      expect(await unbalancedTransactions(db)).toEqual([]);
      const [{ payoutMovements } = { payoutMovements: 0 }] = await db
        .select({ payoutMovements: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.kind, 'payout'));
      expect(payoutMovements).toBe(SELLERS);
      // Nothing left to any seller, everything they had paid out.
      for (const [sellerId, cents] of credits) {
        expect(await sellerBalances(db, sellerId), `seller ${sellerId}`).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: cents });
      }
    });
  }, 300_000);
});
