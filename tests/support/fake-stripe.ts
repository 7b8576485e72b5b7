// A local fake of the Stripe API, speaking what the official `stripe` SDK sends and reads, so the
// adapter's tests drive the real SDK over real HTTP: form-encoded bodies (`metadata[userId]=7`,
// `expand[0]=latest_charge`), Bearer keys, Stripe-Version and Idempotency-Key headers, and Stripe's
// error bodies (`{ error: { type, code, message, param } }`) with the status codes the SDK turns into
// its error classes. Only the endpoints the adapter uses:
//   POST /v1/payment_intents             (Idempotency-Key honoured for every POST, as by Stripe)
//   GET  /v1/payment_intents/{id}        (expand[0]=latest_charge)
//   POST /v1/payment_intents/{id}/cancel
//   POST /v1/refunds                     (payment_intent=..., a full refund)
// and Connect, for the payout adapter (separate charges and transfers to Express accounts):
//   POST /v1/accounts, GET /v1/accounts/{id}
//   POST /v1/account_links               (its url is a hosted onboarding page on the fake itself)
//   POST /v1/transfers, GET /v1/transfers/{id}, POST /v1/transfers/{id}/reversals
//   GET  /v1/payouts                     (a connected account's payouts, with the Stripe-Account header)
// Test controls: succeed() plays the shopper paying with Stripe.js (paidIntent() without the
// adapter); failNext(), down(), hangNext(), resetNext() and loseResponse() are the outages and
// network faults the SDK's retries must ride out; webhookEvent() is a signed event as Stripe would
// send it. For Connect: completeOnboarding() plays the seller finishing Stripe's pages, payOut() the
// account's automatic payout of its balance to the bank, connectEvent() a signed Connect event, and
// advanceClock() moves the fake's time (the `created` of what it makes).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  status: 'succeeded';
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
}

export interface FakeBankAccount {
  id: string;
  object: 'bank_account';
  account: string;
  bank_name: string;
  country: 'US';
  currency: 'usd';
  last4: string;
  routing_number: string;
  /** errored: a payout to it was returned; Stripe pays nothing more until the seller gives another */
  status: 'new' | 'errored';
  default_for_currency: boolean;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express' | 'standard' | 'custom';
  country: string;
  email: string | null;
  created: number;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  metadata: Record<string, string>;
  external_accounts: { object: 'list'; data: FakeBankAccount[]; has_more: false; total_count: number; url: string };
}

export interface FakeTransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: string;
  created: number;
  transfer: string;
  metadata: Record<string, string>;
  balance_transaction: null;
  destination_payment_refund: string;
  source_refund: null;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  created: number;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: FakeTransferReversal[]; has_more: false; total_count: number; url: string };
  reversed: boolean;
  source_transaction: string | null;
  transfer_group: string | null;
  balance_transaction: null;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  arrival_date: number;
  automatic: true;
  created: number;
  currency: 'usd';
  destination: string;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  method: 'standard';
  status: 'in_transit' | 'paid' | 'failed';
  type: 'bank_account';
  balance_transaction: null;
}

export interface FakeRequest {
  method: string;
  /** path and query, as sent */
  url: string;
  path: string;
  headers: { authorization?: string; idempotencyKey?: string; stripeVersion?: string; contentType?: string; stripeAccount?: string };
  /** the form body (POST) or the query (GET), as flat key/value pairs: `metadata[userId]` */
  params: Record<string, string>;
  /** true when Stripe answered with the stored answer of an earlier request with this Idempotency-Key */
  replayed: boolean;
}

export interface FakeStripe {
  url: string;
  /** every request received, retries included */
  requests: FakeRequest[];
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  /** the refunds Stripe actually made (an idempotent replay makes none) */
  refunds: FakeRefund[];
  /** Connect: the connected accounts */
  accounts: Map<string, FakeAccount>;
  /** Connect: the transfers Stripe actually made, oldest first (an idempotent replay makes none) */
  transfers: FakeTransfer[];
  /** Connect: each connected account's payouts to its bank, oldest first */
  payouts: Map<string, FakePayout[]>;
  /** called for each request Stripe handled, before its answer leaves (to play a race) */
  afterRequest: ((request: FakeRequest) => void) | null;
  /** the shopper pays with Stripe.js: the intent succeeds with a charge on this card */
  succeed(id: string, card?: { brand: string; last4: string }): FakePaymentIntent;
  /** the shopper's card is declined: the intent goes back to requires_payment_method */
  decline(id: string, error?: { code: string; declineCode?: string; message: string }): FakePaymentIntent;
  /** the shopper is asked for 3-D Secure */
  requireAction(id: string): FakePaymentIntent;
  /** a payment already made (a succeeded intent with its charge), without the adapter's calls */
  paidIntent(amount: number, card?: { brand: string; last4: string }): FakePaymentIntent;
  /** the seller finishes Stripe's onboarding: details submitted, transfers and payouts enabled, this bank on file */
  completeOnboarding(accountId: string, options?: { bank?: { routing: string; last4: string } }): FakeAccount;
  /** the connected account's balance: its transfers, less their reversals and the payouts not returned */
  balanceOf(accountId: string): number;
  /** Stripe pays the account's balance to its bank: paid, in transit, or returned with a failure code */
  payOut(accountId: string, options?: { failureCode?: string; inTransit?: boolean }): FakePayout;
  /** moves the fake's clock (the `created` of accounts, transfers and payouts it makes from now on) */
  advanceClock(seconds: number): void;
  /** the next `times` requests answer this status with a Stripe api_error body, unhandled */
  failNext(status?: number, times?: number): void;
  /** every request answers this status until up() */
  down(status?: number): void;
  /** Stripe is back: no outage, and no fault still queued */
  up(): void;
  /** the next `times` requests are received but never answered (for timeouts) */
  hangNext(times?: number): void;
  /** the next `times` requests have their connection reset before Stripe handles them */
  resetNext(times?: number): void;
  /** the next request to `path` is handled, then its connection is reset: the answer is lost */
  loseResponse(path: string): void;
  /** a signed webhook request body and Stripe-Signature header for an event about an intent */
  webhookEvent(type: string, intentId: string, timestampSeconds?: number): { payload: string; signature: string };
  /**
   * a signed Connect event ('account.updated' about an account, 'payout.paid' / 'payout.failed' about a
   * payout), with the connected account at the top level, signed with the Connect endpoint's secret
   */
  connectEvent(type: string, accountId: string, object: object, timestampSeconds?: number): { payload: string; signature: string };
  close(): Promise<void>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

type Fault = { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'reset' };

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const missing = (kind: string, id: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' });
/** an id in the body that names nothing: Stripe answers 400, naming the parameter */
const missingParam = (kind: string, id: string, param: string) =>
  new StripeError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
const parameterMissing = (param: string) =>
  new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });
/** a positive integer parameter, or Stripe's refusal of it */
function positiveInteger(params: Record<string, string>, param: string): number {
  const value = Number(params[param]);
  if (!/^\d+$/.test(params[param] ?? '') || !Number.isSafeInteger(value) || value <= 0) {
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      message: `Invalid positive integer: ${params[param]}`,
      param,
    });
  }
  return value;
}
/** Stripe's words for a payout its bank returned */
const PAYOUT_FAILURE_MESSAGES: Record<string, string> = {
  account_closed: 'The bank account has been closed.',
  no_account: 'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  invalid_account_number: 'The routing number seems correct, but the account number is invalid.',
  debit_not_authorized: 'Debit transactions are not approved on the bank account.',
  bank_account_restricted: 'The bank account has restrictions on either the type or number of payouts allowed.',
  invalid_currency: 'The bank was unable to process this payout because of its currency.',
  insufficient_funds: 'Your Stripe account has insufficient funds to cover the payout.',
  could_not_process: 'The bank could not process this payout.',
};
/** failures that are not the bank account's fault: Stripe pays it again as it is */
const NOT_THE_ACCOUNTS_FAULT = new Set(['insufficient_funds', 'could_not_process']);
/** Stripe's error body for a status the fake is told to answer, as Stripe words it. */
function failureBody(status: number): { type: string; code?: string; message: string } {
  if (status === 429) return { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' };
  if (status === 402) return { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
  return { type: 'api_error', message: 'An unknown error occurred' };
}
// Stripe's API versions: a date, and since 2024-09 a release name ('2026-10-28.endive').
const API_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

export async function startFakeStripe(secretKey: string, options: { webhookSecret?: string; connectWebhookSecret?: string } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const accounts = new Map<string, FakeAccount>();
  const transfers: FakeTransfer[] = [];
  const payouts = new Map<string, FakePayout[]>();
  /** the hosted onboarding pages handed out by account links: single use, five minutes */
  const links = new Map<string, { account: string; refreshUrl: string; returnUrl: string; expiresAt: number; used: boolean }>();
  let clockOffsetSeconds = 0;
  const nowSeconds = () => Math.floor(Date.now() / 1000) + clockOffsetSeconds;
  let base = '';
  const requests: FakeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const faults: Fault[] = [];
  const losing = new Set<string>();
  let outage: number | null = null;

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  };

  const accountOf = (id: string) => {
    const account = accounts.get(id);
    if (!account) throw missing('account', id);
    return account;
  };
  const transferOf = (id: string) => {
    const transfer = transfers.find((t) => t.id === id);
    if (!transfer) throw missing('transfer', id);
    return transfer;
  };
  const balanceOf = (accountId: string) =>
    transfers.filter((t) => t.destination === accountId).reduce((sum, t) => sum + t.amount - t.amount_reversed, 0) -
    (payouts.get(accountId) ?? []).filter((p) => p.status !== 'failed').reduce((sum, p) => sum + p.amount, 0);

  const completeOnboarding = (accountId: string, bank = { routing: '110000000', last4: '6789' }) => {
    const account = accountOf(accountId);
    const external: FakeBankAccount = {
      id: `ba_${hex(12)}`,
      object: 'bank_account',
      account: accountId,
      bank_name: 'STRIPE TEST BANK',
      country: 'US',
      currency: 'usd',
      last4: bank.last4,
      routing_number: bank.routing,
      status: 'new',
      default_for_currency: true,
    };
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: Object.fromEntries(Object.keys(account.capabilities).map((name) => [name, 'active'])),
      external_accounts: { ...account.external_accounts, data: [external], total_count: 1 },
    });
    return account;
  };

  /** GET /v1/payouts: newest first, Stripe's `created` filters and cursor pagination */
  const listPayouts = (accountId: string | undefined, params: Record<string, string>) => {
    if (accountId !== undefined && !accounts.has(accountId)) {
      throw new StripeError(403, {
        type: 'invalid_request_error',
        code: 'account_invalid',
        message: `The provided key does not have access to account '${accountId}' (or that account does not exist). Application access may have been revoked.`,
      });
    }
    const limit = params.limit === undefined ? 10 : Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw new StripeError(400, { type: 'invalid_request_error', message: 'Invalid integer: limit must be between 1 and 100.', param: 'limit' });
    }
    const bound = (op: string) => (params[`created[${op}]`] === undefined ? null : Number(params[`created[${op}]`]));
    const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
    const exact = params.created === undefined ? null : Number(params.created);
    let list = [...(accountId === undefined ? [] : (payouts.get(accountId) ?? []))]
      .reverse()
      .filter(
        (p) =>
          (gt === null || p.created > gt) &&
          (gte === null || p.created >= gte) &&
          (lt === null || p.created < lt) &&
          (lte === null || p.created <= lte) &&
          (exact === null || p.created === exact) &&
          (params.status === undefined || p.status === params.status),
      );
    if (params.starting_after !== undefined) {
      const at = list.findIndex((p) => p.id === params.starting_after);
      if (at < 0) throw missingParam('payout', params.starting_after, 'starting_after');
      list = list.slice(at + 1);
    }
    return { object: 'list', data: list.slice(0, limit), has_more: list.length > limit, url: '/v1/payouts' };
  };

  const render = (intent: FakePaymentIntent, params: Record<string, string>) => {
    const expand = Object.entries(params)
      .filter(([key]) => key === 'expand[]' || /^expand\[\d+\]$/.test(key))
      .map(([, value]) => value);
    if (expand.includes('latest_charge') && intent.latest_charge) return { ...intent, latest_charge: charges.get(intent.latest_charge) };
    return { ...intent };
  };

  const metadataOf = (params: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(params)
        .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value] as const)
        .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
    );

  function route(method: string, path: string, params: Record<string, string>, stripeAccount: string | undefined): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!params.amount || !Number.isInteger(amount)) {
        throw new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: amount.', param: 'amount' });
      }
      if (!params.currency) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          message: 'Missing required param: currency.',
          param: 'currency',
        });
      }
      if (amount < 50) {
        throw new StripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd', param: 'amount' });
      }
      const id = `pi_${hex(12)}`;
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${hex(12)}`,
        metadata: metadataOf(params),
        automatic_payment_methods: params['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
        latest_charge: null,
        last_payment_error: null,
        cancellation_reason: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: render(intent, params) };
    }

    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) return { status: 200, body: render(intentOf(decodeURIComponent(one[1]!)), params) };

    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intentOf(decodeURIComponent(cancel[1]!));
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        });
      }
      intent.status = 'canceled';
      intent.cancellation_reason = params.cancellation_reason ?? null;
      return { status: 200, body: render(intent, params) };
    }

    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = params.payment_intent;
      if (!intentId) {
        throw new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: payment_intent.' });
      }
      const intent = intentOf(intentId);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (intent.status !== 'succeeded' || !charge) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        });
      }
      if (charge.refunded) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        });
      }
      const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      const refund: FakeRefund = {
        id: `re_${hex(12)}`,
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        status: 'succeeded',
        currency: intent.currency,
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }

    if (method === 'POST' && path === '/v1/accounts') {
      if (!params.type) throw parameterMissing('type');
      if (params.type !== 'express' && params.type !== 'standard' && params.type !== 'custom') {
        throw new StripeError(400, { type: 'invalid_request_error', message: 'Invalid type: must be one of custom, express, or standard', param: 'type' });
      }
      const id = `acct_${hex(8)}`;
      const requested = Object.entries(params)
        .map(([key, value]) => [/^capabilities\[(\w+)\]\[requested\]$/.exec(key)?.[1], value] as const)
        .filter(([name, value]) => name !== undefined && value === 'true')
        .map(([name]) => [name!, 'inactive'] as const);
      const account: FakeAccount = {
        id,
        object: 'account',
        type: params.type,
        country: params.country ?? 'US',
        email: params.email ?? null,
        created: nowSeconds(),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: Object.fromEntries(requested),
        metadata: metadataOf(params),
        external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
      };
      accounts.set(id, account);
      return { status: 200, body: structuredClone(account) };
    }

    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) return { status: 200, body: structuredClone(accountOf(decodeURIComponent(account[1]!))) };

    if (method === 'POST' && path === '/v1/account_links') {
      if (!params.account) throw parameterMissing('account');
      if (!accounts.has(params.account)) throw missingParam('account', params.account, 'account');
      if (!params.type) throw parameterMissing('type');
      if (params.type !== 'account_onboarding' && params.type !== 'account_update') {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          message: 'Invalid type: must be one of account_onboarding or account_update',
          param: 'type',
        });
      }
      for (const param of ['refresh_url', 'return_url'] as const) {
        if (!params[param]) throw parameterMissing(param);
        if (!URL.canParse(params[param])) throw new StripeError(400, { type: 'invalid_request_error', code: 'url_invalid', message: 'Not a valid URL', param });
      }
      const token = hex(12);
      const created = nowSeconds();
      links.set(token, { account: params.account, refreshUrl: params.refresh_url!, returnUrl: params.return_url!, expiresAt: created + 300, used: false });
      return { status: 200, body: { object: 'account_link', created, expires_at: created + 300, url: `${base}/connect/onboarding/${token}` } };
    }

    if (method === 'POST' && path === '/v1/transfers') {
      if (!params.amount) throw parameterMissing('amount');
      const amount = positiveInteger(params, 'amount');
      if (!params.currency) throw parameterMissing('currency');
      if (!params.destination) throw parameterMissing('destination');
      const destination = accounts.get(params.destination);
      if (!destination) throw missingParam('destination', params.destination, 'destination');
      if (destination.capabilities.transfers !== 'active') {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'insufficient_capabilities_for_transfer',
          message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          param: 'destination',
        });
      }
      const sourceId = params.source_transaction;
      if (sourceId !== undefined) {
        const charge = charges.get(sourceId);
        if (!charge) throw missingParam('charge', sourceId, 'source_transaction');
        const transferred = transfers.filter((t) => t.source_transaction === sourceId).reduce((sum, t) => sum + t.amount, 0);
        const left = charge.amount - charge.amount_refunded - transferred;
        if (amount > left) {
          throw new StripeError(400, {
            type: 'invalid_request_error',
            message: `The transfer amount (${amount}) is more than what is left to transfer from charge ${sourceId} (${left}).`,
            param: 'amount',
          });
        }
      }
      const id = `tr_${hex(12)}`;
      const transfer: FakeTransfer = {
        id,
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: params.currency,
        created: nowSeconds(),
        description: params.description ?? null,
        destination: destination.id,
        destination_payment: `py_${hex(12)}`,
        livemode: false,
        metadata: metadataOf(params),
        reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
        reversed: false,
        source_transaction: sourceId ?? null,
        transfer_group: params.transfer_group ?? null,
        balance_transaction: null,
      };
      transfers.push(transfer);
      return { status: 200, body: structuredClone(transfer) };
    }

    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && transfer) return { status: 200, body: structuredClone(transferOf(decodeURIComponent(transfer[1]!))) };

    const reversals = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversals) {
      const reversed = transferOf(decodeURIComponent(reversals[1]!));
      const left = reversed.amount - reversed.amount_reversed;
      if (left === 0) {
        throw new StripeError(400, { type: 'invalid_request_error', message: `Transfer ${reversed.id} has already been fully reversed.` });
      }
      const amount = params.amount === undefined ? left : positiveInteger(params, 'amount');
      if (amount > left) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          message: `Amount (${amount}) is greater than the unreversed amount of the transfer (${left}).`,
          param: 'amount',
        });
      }
      const reversal: FakeTransferReversal = {
        id: `trr_${hex(12)}`,
        object: 'transfer_reversal',
        amount,
        currency: reversed.currency,
        created: nowSeconds(),
        transfer: reversed.id,
        metadata: metadataOf(params),
        balance_transaction: null,
        destination_payment_refund: `pyr_${hex(12)}`,
        source_refund: null,
      };
      reversed.amount_reversed += amount;
      reversed.reversed = reversed.amount_reversed === reversed.amount;
      reversed.reversals.data.push(reversal);
      reversed.reversals.total_count += 1;
      return { status: 200, body: structuredClone(reversal) };
    }

    if (method === 'GET' && path === '/v1/payouts') return { status: 200, body: listPayouts(stripeAccount, params) };

    throw new StripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const params = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : raw));
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    // Stripe's hosted onboarding, opened by the seller's browser (not an API call): finishing it
    // completes the account and goes back to the marketplace; a used or expired link goes to the refresh URL.
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && onboarding) {
      const link = links.get(onboarding[1]!);
      if (!link) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        return response.end('This onboarding link is not valid.');
      }
      const fresh = !link.used && nowSeconds() <= link.expiresAt;
      if (fresh) {
        link.used = true;
        completeOnboarding(link.account);
      }
      response.writeHead(302, { Location: fresh ? link.returnUrl : link.refreshUrl });
      return response.end();
    }

    const idempotencyKey = header('idempotency-key');
    const stripeVersion = header('stripe-version');
    const stripeAccount = header('stripe-account');
    const logged: FakeRequest = {
      method,
      url: request.url ?? '/',
      path: url.pathname,
      headers: {
        authorization: header('authorization'),
        idempotencyKey,
        stripeVersion,
        contentType: header('content-type'),
        ...(stripeAccount === undefined ? {} : { stripeAccount }),
      },
      params,
      replayed: false,
    };
    requests.push(logged);

    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${hex(7)}`, ...extra });
      response.end(JSON.stringify(body));
    };
    const reset = () => request.socket.destroy();

    const fault = faults.shift();
    if (fault?.kind === 'hang') return; // never answered; close() ends the socket
    if (fault?.kind === 'reset') return reset();
    const failing = fault?.kind === 'status' ? fault.status : outage;
    if (failing !== null) return send(failing, { error: failureBody(failing) });

    if (header('authorization') !== `Bearer ${secretKey}`) {
      const given = header('authorization')?.replace(/^Bearer /, '') ?? '';
      return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` } });
    }
    if (stripeVersion !== undefined && !API_VERSION.test(stripeVersion)) {
      return send(400, { error: { type: 'invalid_request_error', message: `Invalid Stripe API version: ${stripeVersion}` } });
    }

    const fingerprint = `${method} ${url.pathname} ${raw}`;
    let result: { status: number; body: unknown } | undefined;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (earlier) {
        logged.replayed = true;
        result = earlier;
      }
    }
    if (!result) {
      try {
        result = route(method, url.pathname, params, stripeAccount);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        result = { status: error.status, body: { error: error.body } };
      }
      // Stripe keeps the first answer of a key, errors included (except 5xx).
      if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, ...result });
    }
    fakeStripe.afterRequest?.(logged);
    if (losing.delete(url.pathname)) return reset();
    send(result.status, result.body, logged.replayed ? { 'Idempotent-Replayed': 'true' } : {});
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const repeat = (fault: Fault, times: number) => {
    for (let i = 0; i < times; i++) faults.push(fault);
  };

  /** an event as Stripe sends it, with Stripe's signature header made by the SDK's test helper */
  const signedEvent = (secret: string, type: string, object: object, timestampSeconds: number, extra: Record<string, unknown> = {}) => {
    const payload = JSON.stringify({
      id: `evt_${hex(12)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      ...extra,
      type,
      created: timestampSeconds,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    // Signed as Stripe signs (t=<seconds>,v1=<HMAC-SHA256 of "t.payload">), with the SDK's test helper.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
    return { payload, signature };
  };

  const fakeStripe: FakeStripe = {
    url: base,
    requests,
    intents,
    charges,
    refunds,
    accounts,
    transfers,
    payouts,
    afterRequest: null,
    succeed(id, card = { brand: 'visa', last4: '4242' }) {
      const intent = intentOf(id);
      const charge: FakeCharge = {
        id: `ch_${hex(12)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        status: 'succeeded',
        payment_intent: id,
        payment_method_details: { type: 'card', card },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
      return intent;
    },
    decline(id, error = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }) {
      const intent = intentOf(id);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: error.code,
        ...(error.declineCode ? { decline_code: error.declineCode } : {}),
        message: error.message,
      };
      return intent;
    },
    requireAction(id) {
      const intent = intentOf(id);
      intent.status = 'requires_action';
      return intent;
    },
    paidIntent(amount, card) {
      const id = `pi_${hex(12)}`;
      intents.set(id, {
        id,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${hex(12)}`,
        metadata: {},
        automatic_payment_methods: { enabled: true },
        latest_charge: null,
        last_payment_error: null,
        cancellation_reason: null,
        created: nowSeconds(),
        livemode: false,
      });
      return fakeStripe.succeed(id, card);
    },
    completeOnboarding(accountId, { bank } = {}) {
      return completeOnboarding(accountId, bank);
    },
    balanceOf(accountId) {
      accountOf(accountId);
      return balanceOf(accountId);
    },
    payOut(accountId, { failureCode, inTransit = false } = {}) {
      const account = accountOf(accountId);
      const bank = account.external_accounts.data[0];
      if (!bank) throw new Error(`${accountId} has no bank account to pay out to`);
      const amount = balanceOf(accountId);
      if (amount <= 0) throw new Error(`${accountId} has no balance to pay out`);
      const created = nowSeconds();
      const payout: FakePayout = {
        id: `po_${hex(12)}`,
        object: 'payout',
        amount,
        arrival_date: created + 24 * 60 * 60,
        automatic: true,
        created,
        currency: 'usd',
        destination: bank.id,
        failure_code: failureCode ?? null,
        failure_message: failureCode ? (PAYOUT_FAILURE_MESSAGES[failureCode] ?? 'The payout could not be completed.') : null,
        livemode: false,
        metadata: {},
        method: 'standard',
        status: failureCode ? 'failed' : inTransit ? 'in_transit' : 'paid',
        type: 'bank_account',
        balance_transaction: null,
      };
      payouts.set(accountId, [...(payouts.get(accountId) ?? []), payout]);
      // A bank that refuses the account: Stripe stops paying it until the seller gives another.
      if (failureCode && !NOT_THE_ACCOUNTS_FAULT.has(failureCode)) {
        bank.status = 'errored';
        account.payouts_enabled = false;
      }
      return payout;
    },
    advanceClock(seconds) {
      clockOffsetSeconds += seconds;
    },
    failNext(status = 500, times = 1) {
      repeat({ kind: 'status', status }, times);
    },
    down(status = 500) {
      outage = status;
    },
    up() {
      outage = null;
      faults.length = 0;
      losing.clear();
    },
    hangNext(times = 1) {
      repeat({ kind: 'hang' }, times);
    },
    resetNext(times = 1) {
      repeat({ kind: 'reset' }, times);
    },
    loseResponse(path) {
      losing.add(path);
    },
    webhookEvent(type, intentId, timestampSeconds = Math.floor(Date.now() / 1000)) {
      if (!options.webhookSecret) throw new Error('startFakeStripe was given no webhookSecret');
      return signedEvent(options.webhookSecret, type, { ...intentOf(intentId) }, timestampSeconds);
    },
    connectEvent(type, accountId, object, timestampSeconds = Math.floor(Date.now() / 1000)) {
      if (!options.connectWebhookSecret) throw new Error('startFakeStripe was given no connectWebhookSecret');
      return signedEvent(options.connectWebhookSecret, type, structuredClone(object), timestampSeconds, { account: accountId });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fakeStripe;
}
