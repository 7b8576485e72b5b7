// The sandbox bank (issue 27, docs/decisions/0057-payouts.md): payouts with Stripe's states and failure
// codes, kept in the sandbox_bank_accounts and sandbox_payouts tables so a restart loses nothing. A
// payout is pending until its arrival (a day after it was sent, on the injected clock), then paid, or
// failed when the account was entered with one of Stripe's test account numbers for failures:
//
//   routing 110000000 (Stripe's test routing number) or any valid ABA routing number
//   000123456789  paid            000111111116  no_account       000111111113  account_closed
//   000222222227  insufficient_funds              000333333335  debit_not_authorized
//   000444444440  invalid_currency                any other 4-17 digits: paid
//
// The full account number is looked at once, when the account is entered; only its last four digits
// and its outcome are kept.
import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sandboxBankAccounts, sandboxPayouts } from '#server/db/schema.ts';
import { PayoutProviderError, type BankAccountInput, type BankAccountPayoutProvider, type PayoutRequest, type ProviderPayout } from './provider.ts';

/** Stripe's test routing number; any routing number with a valid check digit is taken too. */
export const SANDBOX_ROUTING_NUMBER = '110000000';

/** Stripe's test bank account numbers (US) and how payouts to them end. */
export const SANDBOX_ACCOUNTS = {
  '000123456789': null,
  '000111111116': 'no_account',
  '000111111113': 'account_closed',
  '000222222227': 'insufficient_funds',
  '000333333335': 'debit_not_authorized',
  '000444444440': 'invalid_currency',
} as const satisfies Record<string, string | null>;

/** How long the bank takes to settle a payout (ACH's next day). */
export const SANDBOX_SETTLE_MS = 24 * 60 * 60 * 1000;

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

type PayoutRow = typeof sandboxPayouts.$inferSelect;

export class SandboxPayoutProvider implements BankAccountPayoutProvider {
  readonly name = 'sandbox' as const;
  readonly setup = 'bank_account' as const;
  /** a returned ACH payout comes back to the account it was sent from: ours */
  readonly failedPayoutsReturnFunds = true;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async addBankAccount(input: BankAccountInput): Promise<{ id: string; last4: string }> {
    if (!/^\d{9}$/.test(input.routingNumber) || !/^\d{4,17}$/.test(input.accountNumber)) {
      throw new PayoutProviderError('invalid_request', 'The routing or account number is not valid.');
    }
    const failureCode = (SANDBOX_ACCOUNTS as Record<string, string | null>)[input.accountNumber] ?? null;
    const [row] = await this.db
      .insert(sandboxBankAccounts)
      .values({ id: id('ba'), routingNumber: input.routingNumber, accountLast4: input.accountNumber.slice(-4), failureCode })
      .returning();
    return { id: row!.id, last4: row!.accountLast4 };
  }

  async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new PayoutProviderError('invalid_request', 'A payout amount must be a positive number of cents.');
    }
    const [account] = await this.db.select().from(sandboxBankAccounts).where(eq(sandboxBankAccounts.id, request.destination));
    if (!account) throw new PayoutProviderError('invalid_request', `No such bank account: ${request.destination}`);
    const now = this.now();
    await this.db
      .insert(sandboxPayouts)
      .values({
        id: id('po'),
        idempotencyKey: request.idempotencyKey,
        bankAccountId: account.id,
        amountCents: request.amountCents,
        arrivalAt: new Date(now.getTime() + SANDBOX_SETTLE_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: sandboxPayouts.idempotencyKey });
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, request.idempotencyKey));
    // As Stripe answers a reused key with other parameters: an error, never a second payout.
    if (row!.amountCents !== request.amountCents || row!.bankAccountId !== request.destination) {
      throw new PayoutProviderError('invalid_request', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return this.settle(row!);
  }

  async retrievePayout(payoutId: string): Promise<ProviderPayout> {
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
    if (!row) throw new PayoutProviderError('not_found', `No such payout: ${payoutId}`);
    return this.settle(row);
  }

  /** A pending payout whose arrival has come is settled, once (a conditional UPDATE), by its account's outcome. */
  private async settle(row: PayoutRow): Promise<ProviderPayout> {
    if (row.status === 'pending' && row.arrivalAt.getTime() <= this.now().getTime()) {
      const [account] = await this.db.select().from(sandboxBankAccounts).where(eq(sandboxBankAccounts.id, row.bankAccountId));
      const failureCode = account?.failureCode ?? null;
      const [settled] = await this.db
        .update(sandboxPayouts)
        .set({ status: failureCode ? 'failed' : 'paid', failureCode })
        .where(and(eq(sandboxPayouts.id, row.id), eq(sandboxPayouts.status, 'pending'), lte(sandboxPayouts.arrivalAt, this.now())))
        .returning();
      if (settled) row = settled;
      else [row] = (await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, row.id))) as [PayoutRow];
    }
    return { id: row.id, amountCents: row.amountCents, status: row.status, failureCode: row.failureCode };
  }
}
