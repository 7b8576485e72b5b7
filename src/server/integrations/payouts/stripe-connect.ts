// The Stripe Connect payout adapter (issue 27, docs/decisions/0057-payouts.md and 0058-stripe-connect.md)
// over the official `stripe` SDK, set up as the payments adapter is (stripeClient: pinned API version,
// STRIPE_API_BASE, timeouts and retries). Sellers have Express accounts and onboard on Stripe's pages
// (Account Links); the marketplace charges the shopper itself and pays each seller with separate
// transfers, one per order (`transfer_group` "order_{id}", `source_transaction` the order's charge).
// The money then sits in the connected account until Stripe's own payout schedule sends it to the
// seller's bank: the payout the marketplace tracks is settled by the first of those payouts after it.
import type Stripe from 'stripe';
import type { StripeConfig } from '#server/config.ts';
import { classifyStripeError, stripeClient, type StripeProviderOptions } from '#server/integrations/payments/stripe.ts';
import { verifyStripeWebhook, WebhookSignatureError, type StripeEvent } from '#server/integrations/payments/stripe-webhook.ts';
import {
  PayoutProviderError,
  type ConnectedAccount,
  type ConnectPayoutProvider,
  type PayoutPart,
  type PayoutRequest,
  type ProviderPayout,
  type ProviderPayoutStatus,
} from './provider.ts';

/** The SDK's errors as PayoutProviderError (classifyStripeError); any other error as it is. */
export function toPayoutProviderError(error: unknown): unknown {
  const known = classifyStripeError(error);
  return known ? new PayoutProviderError(known.code, known.message) : error;
}

/** A Connect event, verified by the SDK against the Connect endpoint's secret; it names the connected account. */
export type ConnectEvent = StripeEvent & { account: string };

/**
 * A Connect webhook (account.updated, payout.paid, payout.failed...): Stripe signs these under the
 * Connect endpoint's own secret, and puts the connected account at the top of the event. Throws
 * WebhookSignatureError for a bad signature, and for a signed event that is not about a connected account.
 */
export function verifyConnectWebhook(
  payload: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds?: number,
): ConnectEvent {
  const event = verifyStripeWebhook(payload, signatureHeader, secret, now, toleranceSeconds);
  if (!event.account) throw new WebhookSignatureError('The event is not about a connected account');
  return { ...event, account: event.account };
}

/** A Stripe payout of the connected account, as our payout's state (in_transit is still pending). */
function toStatus(payout: Stripe.Payout | null): { status: ProviderPayoutStatus; failureCode: string | null } {
  if (payout?.status === 'paid') return { status: 'paid', failureCode: null };
  if (payout?.status === 'failed') return { status: 'failed', failureCode: payout.failure_code ?? 'could_not_process' };
  return { status: 'pending', failureCode: null };
}

/** The id of an expandable field (an id, or the object when expanded). */
const idOf = (value: string | { id: string } | null): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

export class StripeConnectPayoutProvider implements ConnectPayoutProvider {
  readonly name = 'stripe' as const;
  readonly setup = 'hosted_onboarding' as const;
  /** a returned payout goes back to the seller's Stripe balance, not ours: the transfer stands */
  readonly failedPayoutsReturnFunds = false;
  private readonly stripe: Stripe;

  constructor(config: StripeConfig, options: StripeProviderOptions = {}) {
    this.stripe = stripeClient(config, options);
  }

  async startOnboarding(input: { sellerId: number; email: string | null; accountId: string | null; returnUrl: string; refreshUrl: string }) {
    let account = input.accountId;
    if (account === null) {
      // The seller's key: a retry after a lost answer (ours or the SDK's) answers the account already made.
      const created = await this.call(() =>
        this.stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            ...(input.email ? { email: input.email } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { sellerId: String(input.sellerId) },
          },
          { idempotencyKey: `connect-account:${input.sellerId}` },
        ),
      );
      account = created.id;
    }
    const onboarded = account;
    const link = await this.call(() =>
      this.stripe.accountLinks.create({ account: onboarded, refresh_url: input.refreshUrl, return_url: input.returnUrl, type: 'account_onboarding' }),
    );
    return { accountId: onboarded, url: link.url };
  }

  async retrieveAccount(id: string): Promise<ConnectedAccount> {
    const account = await this.call(() => this.stripe.accounts.retrieve(id));
    const bank = account.external_accounts?.data.find((external): external is Stripe.BankAccount => external.object === 'bank_account');
    return {
      id: account.id,
      detailsSubmitted: account.details_submitted,
      payoutsEnabled: account.payouts_enabled,
      bank: bank?.routing_number ? { routingNumber: bank.routing_number, last4: bank.last4 } : null,
    };
  }

  /**
   * One Transfer per part, in order, each with the part's own idempotency key: a retry of the whole
   * payout replays the transfers already made and makes only the missing ones. A refusal of the first
   * part (nothing moved) is 'invalid_request'; a refusal after some parts were transferred is
   * 'unavailable', so the payout stays pending and is sent again with the same keys rather than
   * failed and paid a second time.
   */
  async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
    checkRequest(request);
    const transfers: Record<string, string> = {};
    let lastId = '';
    for (const [index, part] of request.parts.entries()) {
      try {
        const source = part.paymentIntentId ? await this.chargeOf(part.paymentIntentId) : null;
        const transfer = await this.stripe.transfers.create(
          {
            amount: part.amountCents,
            currency: 'usd',
            destination: request.destination,
            transfer_group: part.orderId !== null ? `order_${part.orderId}` : 'seller_payout',
            ...(source ? { source_transaction: source } : {}),
            description: part.orderId !== null ? `${request.description}: order #${part.orderId}` : request.description,
            metadata: {
              payoutKey: request.idempotencyKey,
              // the whole payout's amount, so that retrievePayout answers it from its last transfer
              payoutAmountCents: String(request.amountCents),
              ...(part.orderId !== null ? { orderId: String(part.orderId) } : {}),
            },
          },
          { idempotencyKey: part.idempotencyKey },
        );
        transfers[part.idempotencyKey] = transfer.id;
        lastId = transfer.id;
      } catch (error) {
        throw partError(error, index, request.parts.length);
      }
    }
    return { id: lastId, amountCents: request.amountCents, status: 'pending', failureCode: null, transfers };
  }

  /**
   * `id` is the payout's last transfer. Its money is paid to the seller's bank by the connected
   * account's first payout made at or after the transfer: paid or failed as that payout is, pending
   * while there is none or it is still on its way. A canceled payout returned the money to the
   * balance, for a later payout to carry.
   */
  async retrievePayout(id: string): Promise<ProviderPayout> {
    const transfer = await this.call(() => this.stripe.transfers.retrieve(id));
    const destination = idOf(transfer.destination);
    if (!destination) throw new PayoutProviderError('not_found', `Transfer ${id} was not made to a connected account`);
    const earliest = await this.call(async () => {
      let found: Stripe.Payout | null = null;
      // Newest first: among payouts made in the same second, the one listed last was made first.
      for await (const payout of this.stripe.payouts.list({ created: { gte: transfer.created }, limit: 10 }, { stripeAccount: destination })) {
        if (payout.status !== 'canceled' && (!found || payout.created <= found.created)) found = payout;
      }
      return found;
    });
    const amount = Number(transfer.metadata.payoutAmountCents);
    return { id: transfer.id, amountCents: Number.isSafeInteger(amount) && amount > 0 ? amount : transfer.amount, ...toStatus(earliest) };
  }

  async reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PayoutProviderError('invalid_request', 'A reversal must be a positive number of cents.');
    }
    const reversal = await this.call(() =>
      this.stripe.transfers.createReversal(input.transferId, { amount: input.amountCents }, { idempotencyKey: input.idempotencyKey }),
    );
    return { id: reversal.id };
  }

  /** The charge of a succeeded PaymentIntent, for `source_transaction`; null when it has none. */
  private async chargeOf(paymentIntentId: string): Promise<string | null> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    return intent.status === 'succeeded' ? idOf(intent.latest_charge) : null;
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toPayoutProviderError(error);
    }
  }
}

/** What the adapter refuses before calling Stripe: parts that are not positive cents summing to the payout. */
function checkRequest(request: PayoutRequest): void {
  const positive = (cents: number) => Number.isSafeInteger(cents) && cents > 0;
  if (!positive(request.amountCents)) throw new PayoutProviderError('invalid_request', 'A payout amount must be a positive number of cents.');
  if (request.parts.length === 0) throw new PayoutProviderError('invalid_request', 'A Stripe Connect payout needs at least one part to transfer.');
  if (!request.parts.every((part: PayoutPart) => positive(part.amountCents))) {
    throw new PayoutProviderError('invalid_request', 'Each part of a payout must be a positive number of cents: a transfer cannot take money back.');
  }
  const total = request.parts.reduce((sum, part) => sum + part.amountCents, 0);
  if (total !== request.amountCents) {
    throw new PayoutProviderError('invalid_request', `The parts of the payout sum to ${total} cents, not ${request.amountCents}.`);
  }
  if (new Set(request.parts.map((part) => part.idempotencyKey)).size !== request.parts.length) {
    throw new PayoutProviderError('invalid_request', 'Each part of a payout needs its own idempotency key.');
  }
}

/** A failed part: see createPayout for why a refusal after the first transfer is not a refusal of the payout. */
function partError(error: unknown, index: number, count: number): unknown {
  const known = classifyStripeError(error);
  if (!known) return error;
  if (known.code === 'unavailable') return new PayoutProviderError('unavailable', known.message);
  // An unknown destination or charge is the request's fault too, not a payout to look up again.
  if (index === 0) return new PayoutProviderError('invalid_request', known.message);
  return new PayoutProviderError(
    'unavailable',
    `Stripe refused transfer ${index + 1} of ${count} after ${index} were made (${known.message}); the payout is to be sent again with the same keys.`,
  );
}
