// Payouts to sellers (issue 27, docs/decisions/0057-payouts.md). A payout is written with its ledger
// movement (seller_available -X, seller_paid_out +X) in one database transaction, keyed
// `payout:{sellerId}:{payout date}`; the provider is called after the commit with that key as its
// idempotency key and the provider's id recorded. A crash between the two leaves a pending payout
// without a provider id, which the next run sends again with the same key: the provider answers the
// payout it already made, never a second. A payout the bank returns moves the money back to available
// (`payout_failed:{payoutId}`) and the seller is emailed why, in one transaction. With Stripe Connect
// (docs/decisions/0058-stripe-connect.md) a payout is a Transfer per order to the seller's connected
// account, the seller connects through Stripe's onboarding, and a refund after a transfer is reversed.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutAccounts, payouts, users } from '#server/db/schema.ts';
import { post, sellerBalances } from '#server/features/ledger/post.ts';
import { enqueueMail, isMailAddress } from '#server/integrations/mail/outbox.ts';
import { ACCOUNT_FAILURES, PayoutProviderError, payoutFailureReason, type PayoutProvider, type ProviderPayout } from '#server/integrations/payouts/provider.ts';
import { badRequest } from '#server/errors.ts';
import { centsToDecimal, formatCents } from '#shared/money.ts';
import type { PayoutAccountDto, PayoutAccountInput, PayoutDto, SellerPayoutsDto } from '#shared/schemas/payouts.ts';
import { isPayoutDay, marketDate, nextPayoutDay, type PayoutSchedule } from './schedule.ts';
import { partsOf, recordTransfers, reverseOverpaidTransfers, writeParts } from './transfers.ts';

export interface PayoutSettings {
  schedule: PayoutSchedule;
  /** the least a payout sends, in cents (at least 1: nothing and a negative balance are never paid) */
  minimumCents: number;
}

export interface PayoutDeps {
  db: Db;
  provider: PayoutProvider;
  settings: PayoutSettings;
  publicUrl: string;
  /** a payout that could not be sent or checked this run (it is tried again next run) */
  log?: (error: unknown) => void;
}

export type PayoutRow = typeof payouts.$inferSelect;

export const payoutKey = (sellerId: number, date: string) => `payout:${sellerId}:${date}`;

export const accountDto = (row: typeof payoutAccounts.$inferSelect): PayoutAccountDto => ({
  provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
  holderName: row.holderName,
  routingNumber: row.routingNumber,
  accountLast4: row.accountLast4,
  status: row.status,
});

export async function readPayoutAccount(db: Db, sellerId: number): Promise<PayoutAccountDto | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId));
  return row ? accountDto(row) : null;
}

/** Registers the bank account with the provider and keeps it (its last four digits) as the seller's payout account. */
export async function savePayoutAccount(
  deps: Pick<PayoutDeps, 'db' | 'provider'>,
  sellerId: number,
  input: PayoutAccountInput,
  now: Date,
): Promise<PayoutAccountDto> {
  if (deps.provider.setup !== 'bank_account') {
    throw badRequest('Payouts here are set up through Stripe: choose “Set up payouts with Stripe” on your Payouts page.');
  }
  let destination: { id: string; last4: string };
  try {
    destination = await deps.provider.addBankAccount(input);
  } catch (error) {
    if (error instanceof PayoutProviderError && error.code === 'invalid_request') {
      throw badRequest('The bank refused this account.', [{ path: 'accountNumber', message: error.message }]);
    }
    throw error;
  }
  const values = {
    provider: deps.provider.name,
    providerAccountId: destination.id,
    holderName: input.holderName,
    routingNumber: input.routingNumber,
    accountLast4: destination.last4,
    status: 'active' as const,
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(payoutAccounts)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.sellerId, set: values })
    .returning();
  return accountDto(row!);
}

const payoutDto = (row: PayoutRow): PayoutDto => ({
  id: row.id,
  amount: centsToDecimal(row.amountCents),
  status: row.status,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** The seller's payouts, newest first, and the next one as things stand now. */
export async function sellerPayouts(
  deps: Pick<PayoutDeps, 'db' | 'settings' | 'provider'>,
  sellerId: number,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ dto: SellerPayoutsDto; total: number }> {
  const { db, settings } = deps;
  const [rows, [{ total } = { total: 0 }], [account], balances] = await Promise.all([
    db.select().from(payouts).where(eq(payouts.sellerId, sellerId)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(payouts).where(eq(payouts.sellerId, sellerId)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId)),
    sellerBalances(db, sellerId),
  ]);
  let nextPayout: SellerPayoutsDto['nextPayout'] = null;
  if (account?.status === 'active' && balances.availableCents >= minimumOf(settings)) {
    const today = marketDate(now);
    const [paidToday] = isPayoutDay(settings.schedule, today)
      ? await db
          .select({ id: payouts.id })
          .from(payouts)
          .where(eq(payouts.idempotencyKey, payoutKey(sellerId, today)))
      : [];
    nextPayout = { date: nextPayoutDay(settings.schedule, today, !!paidToday), amount: centsToDecimal(balances.availableCents) };
  }
  return { dto: { setup: deps.provider.setup, nextPayout, items: rows.map(payoutDto) }, total };
}

const minimumOf = (settings: PayoutSettings) => Math.max(1, settings.minimumCents);

export interface PayoutRunReport {
  /** payouts written (and sent) in this run */
  created: number;
  /** payouts the bank settled as paid in this run */
  paid: number;
  /** payouts the bank returned in this run, their money back in available */
  failed: number;
  /** payouts that could not be sent or checked (tried again next run) */
  errors: number;
}

/**
 * One run of the payout job: sends the payouts a crash left unsent, asks the provider about those
 * still pending, and on a payout day pays each seller with an active payout account their available
 * balance when it reaches the minimum. Safe to run any number of times a day: a seller is paid at
 * most once per payout day (the ledger key).
 */
export async function runPayouts(deps: PayoutDeps, now: Date): Promise<PayoutRunReport> {
  const report = emptyReport();
  const guarded = guard(deps, report);
  // Refunds and postage after a transfer: taken back from the connected account first, so the
  // balance paid below is what the seller is owed.
  const provider = deps.provider;
  if (provider.setup === 'hosted_onboarding') await guarded(async () => void (await reverseOverpaidTransfers(deps.db, provider, now)));
  // Pending payouts of this provider: unsent (a crash after the commit) and sent, not yet settled.
  const open = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), eq(payouts.provider, deps.provider.name)))
    .orderBy(payouts.id);
  await settlePayouts(deps, open, now, report);

  const today = marketDate(now);
  if (!isPayoutDay(deps.settings.schedule, today)) return report;
  const accounts = await deps.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.status, 'active'), eq(payoutAccounts.provider, deps.provider.name)))
    .orderBy(payoutAccounts.sellerId);
  for (const account of accounts) {
    await guarded(async () => {
      const row = await createPayout(deps, account, today, now);
      if (!row) return;
      report.created += 1;
      const outcome = await send(deps, row);
      if (outcome) await apply(deps, row, outcome, now, report);
    });
  }
  return report;
}

export const emptyReport = (): PayoutRunReport => ({ created: 0, paid: 0, failed: 0, errors: 0 });

/** Runs one payout's work so that its failure is counted and logged, and the others go on. */
const guard = (deps: PayoutDeps, report: PayoutRunReport) => async (work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    report.errors += 1;
    deps.log?.(error);
  }
};

/**
 * Looks after pending payouts: one never sent (a crash after its commit) is sent with its key, one
 * sent is asked about and settled as the provider answers.
 */
export async function settlePayouts(deps: PayoutDeps, rows: readonly PayoutRow[], now: Date, report: PayoutRunReport): Promise<void> {
  const guarded = guard(deps, report);
  for (const row of rows) {
    await guarded(async () => {
      const outcome = row.providerPayoutId ? await deps.provider.retrievePayout(row.providerPayoutId) : await send(deps, row);
      if (outcome) await apply(deps, row, outcome, now, report);
    });
  }
}

/** The payout and its ledger movement, in one transaction; null when nothing is owed or today's is already written. */
async function createPayout(deps: PayoutDeps, account: typeof payoutAccounts.$inferSelect, today: string, now: Date): Promise<PayoutRow | null> {
  const key = payoutKey(account.sellerId, today);
  return deps.db.transaction(async (tx) => {
    const { availableCents } = await sellerBalances(tx, account.sellerId);
    // A negative balance (a refund after a payout) is carried to later sales, never paid.
    if (availableCents < minimumOf(deps.settings)) return null;
    const to = account.accountLast4 ? `bank account ending ${account.accountLast4}` : 'your Stripe account';
    const transactionId = await post(tx, { kind: 'payout', key, description: `Payout to ${to}`, at: now }, [
      { account: 'seller_available', sellerId: account.sellerId, amountCents: -availableCents },
      { account: 'seller_paid_out', sellerId: account.sellerId, amountCents: availableCents },
    ]);
    if (transactionId === null) return null;
    const [row] = await tx
      .insert(payouts)
      .values({
        sellerId: account.sellerId,
        amountCents: availableCents,
        idempotencyKey: key,
        ledgerTransactionId: transactionId,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        createdAt: now,
      })
      .returning();
    await writeParts(tx, row!);
    return row!;
  });
}

/**
 * Sends a written payout with its idempotency key and records the provider's id (and Stripe's
 * transfer of each part). A refusal of the request itself by the sandbox bank (an account it no
 * longer knows) is a failed payout; anything else (the provider unreachable), and any refusal by
 * Stripe (where some of the payout's transfers may already be made), throws and the payout is sent
 * again next run with the same keys: it is never given back while part of it may have left.
 */
async function send(deps: PayoutDeps, row: PayoutRow): Promise<ProviderPayout | null> {
  let outcome: ProviderPayout;
  try {
    outcome = await deps.provider.createPayout({
      destination: row.providerAccountId,
      amountCents: row.amountCents,
      idempotencyKey: row.idempotencyKey,
      description: `Heartland Market payout #${row.id}`,
      parts: await partsOf(deps.db, row.id),
    });
  } catch (error) {
    if (!(error instanceof PayoutProviderError) || error.code !== 'invalid_request' || deps.provider.setup !== 'bank_account') throw error;
    outcome = { id: '', amountCents: row.amountCents, status: 'failed', failureCode: 'could_not_process' };
  }
  if (outcome.transfers) await recordTransfers(deps.db, row.id, outcome.transfers);
  if (outcome.id) {
    await deps.db
      .update(payouts)
      .set({ providerPayoutId: outcome.id })
      .where(and(eq(payouts.id, row.id), isNull(payouts.providerPayoutId)));
  }
  return outcome;
}

async function apply(deps: PayoutDeps, row: PayoutRow, outcome: ProviderPayout, now: Date, report: PayoutRunReport): Promise<void> {
  if (outcome.status === 'paid') {
    const [paid] = await deps.db
      .update(payouts)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
      .returning({ id: payouts.id });
    if (paid) report.paid += 1;
  } else if (outcome.status === 'failed') {
    if (await failPayout(deps, row, outcome.failureCode ?? 'could_not_process', now)) report.failed += 1;
  }
}

/**
 * A payout the bank returned: marked failed with the reason, its money back in available
 * (`payout_failed:{id}`) when the provider gives it back to the marketplace, the account marked
 * errored when it is the account's fault, and the seller emailed why: all in one transaction, once.
 * With Stripe Connect the money stays in the seller's Stripe balance (the transfers stand) and Stripe
 * pays it again once the seller fixes their bank with Stripe (decision 0058).
 */
async function failPayout(deps: PayoutDeps, row: PayoutRow, code: string, now: Date): Promise<boolean> {
  const reason = payoutFailureReason(code);
  const returned = deps.provider.failedPayoutsReturnFunds;
  return deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ status: 'failed', failureCode: code, failureReason: reason, failedAt: now })
      .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
      .returning();
    if (!failed) return false;
    if (returned)
      await post(tx, { kind: 'payout_failed', key: `payout_failed:${row.id}`, description: `Payout #${row.id} returned by the bank: ${reason}`, at: now }, [
        { account: 'seller_paid_out', sellerId: row.sellerId, amountCents: -row.amountCents },
        { account: 'seller_available', sellerId: row.sellerId, amountCents: row.amountCents },
      ]);
    if (ACCOUNT_FAILURES.has(code)) {
      await tx
        .update(payoutAccounts)
        .set({ status: 'errored', updatedAt: now })
        .where(and(eq(payoutAccounts.sellerId, row.sellerId), eq(payoutAccounts.providerAccountId, row.providerAccountId)));
    }
    const [seller] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, row.sellerId));
    if (seller && isMailAddress(seller.email)) {
      const amount = formatCents(row.amountCents);
      const fix = !returned
        ? 'The money is in your Stripe balance: Stripe pays it out again once you update your bank account in your Stripe Express dashboard (linked from Payouts in your seller settings).'
        : ACCOUNT_FAILURES.has(code)
          ? `The ${amount} is back in your available balance. Please enter your bank account again (or another one) under Payouts in your seller settings; until then no payout is sent.`
          : `The ${amount} is back in your available balance. Nothing is needed from you: the money will be sent with your next payout.`;
      await enqueueMail(tx, {
        kind: 'payout_failed',
        to: seller.email,
        subject: `Your payout of ${amount} was returned`,
        text: [
          `Hello ${seller.username},`,
          '',
          `Your payout of ${amount} could not be paid into your bank account. ${reason}`,
          '',
          fix,
          '',
          `Your payouts: ${deps.publicUrl}/seller/payouts`,
          '',
          'Heartland Market',
        ].join('\n'),
        dedupeKey: `payout_failed:${row.id}`,
      });
    }
    return true;
  });
}
