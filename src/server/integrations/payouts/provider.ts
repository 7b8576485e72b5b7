// The payout integration (issue 27, docs/decisions/0057-payouts.md): how money owed to a seller leaves
// for their bank. One interface, the sandbox bank by default. It is shaped after Stripe's so that a
// Stripe Connect adapter fits later without changing the callers: a destination is registered once
// (an external account, or a connected account), and every payout carries an idempotency key derived
// from its ledger transaction, so a retry after a crash answers the payout already made, never a second.
// Amounts travel in integer cents.

/** The states of a payout, named as Stripe names them (a Stripe payout's in_transit reads as pending). */
export type ProviderPayoutStatus = 'pending' | 'paid' | 'failed';

export interface ProviderPayout {
  id: string;
  amountCents: number;
  status: ProviderPayoutStatus;
  /** Stripe's failure codes: 'account_closed', 'no_account', 'insufficient_funds', ... */
  failureCode: string | null;
}

export interface BankAccountInput {
  holderName: string;
  routingNumber: string;
  /** the full number: handed to the provider, never stored by the marketplace */
  accountNumber: string;
}

export interface PayoutRequest {
  /** the provider's id of the destination (from addBankAccount) */
  destination: string;
  amountCents: number;
  /** the same key twice answers the same payout: a retry never pays twice */
  idempotencyKey: string;
  description: string;
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Registers a bank account to pay; answers its id. Throws PayoutProviderError('invalid_request') for one the provider refuses. */
  addBankAccount(input: BankAccountInput): Promise<{ id: string; last4: string }>;
  /** Sends a payout, or answers the one already sent with this idempotency key. */
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  /** The payout as it stands now; throws PayoutProviderError('not_found') for an unknown id. */
  retrievePayout(id: string): Promise<ProviderPayout>;
}

export type PayoutProviderErrorCode = 'not_found' | 'invalid_request' | 'unavailable';

export class PayoutProviderError extends Error {
  constructor(
    readonly code: PayoutProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/** What each failure code tells the seller (Stripe's payout failure codes). */
export const PAYOUT_FAILURE_REASONS: Record<string, string> = {
  account_closed: 'The bank account has been closed.',
  no_account: 'The bank could not find an account with that number.',
  invalid_account_number: 'The bank account number is not valid.',
  debit_not_authorized: 'The bank refused the transfer into this account.',
  bank_account_restricted: 'The bank account is restricted and cannot receive payouts.',
  invalid_currency: 'The bank account cannot receive US dollars.',
  insufficient_funds: 'The marketplace’s payout could not be funded; it will be sent again with your next payout.',
  could_not_process: 'The bank could not process the payout.',
};

/** Failures that mean the account itself cannot be paid: no payout goes there until the seller enters it again. */
export const ACCOUNT_FAILURES = new Set([
  'account_closed',
  'no_account',
  'invalid_account_number',
  'debit_not_authorized',
  'bank_account_restricted',
  'invalid_currency',
]);

export const payoutFailureReason = (code: string): string => PAYOUT_FAILURE_REASONS[code] ?? 'The bank returned the payout.';
