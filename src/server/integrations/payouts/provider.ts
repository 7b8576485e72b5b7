// The payout integration (issue 27, docs/decisions/0057-payouts.md and 0058-stripe-connect.md): how
// money owed to a seller leaves for their bank. One interface, two providers: the sandbox bank (default),
// where the seller types a bank account into our form, and Stripe Connect, where the seller goes through
// Stripe's hosted onboarding and a payout is a Transfer per order to their connected account. Every call
// that moves money carries an idempotency key derived from its ledger transaction, so a retry after a
// crash answers the payout already made, never a second. Amounts travel in integer cents.

/** The states of a payout, named as Stripe names them (a Stripe payout's in_transit reads as pending). */
export type ProviderPayoutStatus = 'pending' | 'paid' | 'failed';

export interface ProviderPayout {
  id: string;
  amountCents: number;
  status: ProviderPayoutStatus;
  /** Stripe's failure codes: 'account_closed', 'no_account', 'insufficient_funds', ... */
  failureCode: string | null;
  /** Stripe Connect: the Transfer made for each part, by the part's idempotency key (absent for the sandbox bank) */
  transfers?: Record<string, string>;
}

export interface BankAccountInput {
  holderName: string;
  routingNumber: string;
  /** the full number: handed to the provider, never stored by the marketplace */
  accountNumber: string;
}

/**
 * One order's share of a payout (decision 0058): Stripe Connect sends each part as its own Transfer,
 * `transfer_group` "order_{orderId}" and, with a payment, `source_transaction` that payment's charge,
 * so the transfer waits for the charge's funds and is traceable to the sale. The sandbox bank pays the
 * payout's total in one.
 */
export interface PayoutPart {
  /** the order whose sale this money is; null: balance not tied to one order */
  orderId: number | null;
  amountCents: number;
  /** the order's payment at the payment provider (a Stripe PaymentIntent id); null: none to tie it to */
  paymentIntentId: string | null;
  /** the part's own idempotency key: `{payout key}:order:{orderId}`, or `{payout key}:balance` */
  idempotencyKey: string;
}

export interface PayoutRequest {
  /** the provider's id of the destination (a sandbox bank account, a Stripe connected account) */
  destination: string;
  amountCents: number;
  /** the same key twice answers the same payout: a retry never pays twice */
  idempotencyKey: string;
  description: string;
  /** what the payout is made of, summing to amountCents (see PayoutPart) */
  parts: readonly PayoutPart[];
}

/** A Stripe connected account as the marketplace needs to know it. */
export interface ConnectedAccount {
  id: string;
  /** the seller finished onboarding (details_submitted) */
  detailsSubmitted: boolean;
  /** Stripe will pay the account out to its bank */
  payoutsEnabled: boolean;
  /** the account's bank, when Stripe tells it */
  bank: { routingNumber: string; last4: string } | null;
}

interface PayoutProviderBase {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Whether the money of a payout the bank returns comes back to the marketplace: the sandbox bank
   * returns it to us; with Stripe Connect it stays in the seller's Stripe balance (the transfer
   * stands) and Stripe pays it again once the seller fixes their bank (decision 0058).
   */
  readonly failedPayoutsReturnFunds: boolean;
  /** Sends a payout (all its parts), or answers the one already sent with this idempotency key. */
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  /** The payout as it stands now; throws PayoutProviderError('not_found') for an unknown id. */
  retrievePayout(id: string): Promise<ProviderPayout>;
}

/** The sandbox bank: the seller enters a bank account in our form. */
export interface BankAccountPayoutProvider extends PayoutProviderBase {
  readonly setup: 'bank_account';
  /** Registers a bank account to pay; answers its id. Throws PayoutProviderError('invalid_request') for one the provider refuses. */
  addBankAccount(input: BankAccountInput): Promise<{ id: string; last4: string }>;
}

/** Stripe Connect: the seller onboards on Stripe's pages; money moves by transfers to their connected account. */
export interface ConnectPayoutProvider extends PayoutProviderBase {
  readonly setup: 'hosted_onboarding';
  /**
   * Creates the seller's Express account when `accountId` is null (once per seller: the idempotency
   * key is the seller's), and answers a fresh onboarding link (Account Link) to it.
   */
  startOnboarding(input: { sellerId: number; email: string | null; accountId: string | null; returnUrl: string; refreshUrl: string }): Promise<{
    accountId: string;
    url: string;
  }>;
  /** The connected account as it stands now. */
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /**
   * Takes `amountCents` of a transfer back from the connected account (a refund after the money was
   * transferred); the same key twice answers the same reversal. Answers the reversal's id.
   */
  reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}

export type PayoutProvider = BankAccountPayoutProvider | ConnectPayoutProvider;

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
