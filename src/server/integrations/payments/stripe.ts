// The Stripe adapter (docs/architecture.md §4) over Stripe's official `stripe` SDK, so that the parts that
// are easy to get subtly wrong by hand are Stripe's own code: form encoding, retries with backoff on
// connection failures, 409 and 5xx (a POST keeps its Idempotency-Key across them, ours or the SDK's),
// error classes, and the API version the types were generated for. The browser collects the card
// with Stripe's Payment Element; the server never sees it.
import Stripe from 'stripe';
import type { StripeConfig } from '#server/config.ts';
import {
  PaymentProviderError,
  type CreateIntentRequest,
  type PaymentClientConfig,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
} from './provider.ts';

/**
 * Pinned to the version this SDK release was generated for, so the account's default version (which
 * Stripe moves) changes nothing here; upgrading the `stripe` package is how this code moves on.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;
/** per attempt: a shopper waits for at most three attempts plus the SDK's backoff between them */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 2;

export interface StripeProviderOptions {
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** STRIPE_API_BASE (an origin: https://api.stripe.com, or a local fake in tests) as the SDK's settings. */
export function stripeAddress(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // URL keeps the brackets of an IPv6 address; the socket wants the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** The SDK as every Stripe adapter uses it: our key, the pinned version, STRIPE_API_BASE, timeouts and retries. */
export function stripeClient(config: StripeConfig, options: StripeProviderOptions = {}): Stripe {
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    ...stripeAddress(config.apiBase),
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    typescript: true,
    appInfo: { name: 'Heartland Market' },
  });
}

/**
 * Stripe has more states than our interface: requires_confirmation means a method is attached but not
 * confirmed (still awaiting the shopper), requires_capture does not occur with automatic capture.
 */
function toStatus(status: string): PaymentIntentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_action':
    case 'processing':
    case 'succeeded':
    case 'canceled':
      return status;
    case 'requires_capture':
      return 'processing';
    default:
      throw new PaymentProviderError('unavailable', `Stripe answered an unknown payment status: ${status}`);
  }
}

export function toPaymentIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? pi.last_payment_error?.payment_method?.card ?? null;
  const error = pi.last_payment_error;
  if (!pi.client_secret) throw new PaymentProviderError('unavailable', `Stripe answered payment ${pi.id} without its client secret`);
  return {
    id: pi.id,
    clientSecret: pi.client_secret,
    amountCents: pi.amount,
    currency: 'usd',
    status: toStatus(pi.status),
    card: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
    lastError: error
      ? {
          code: error.code ?? 'card_error',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          message: error.message ?? 'Your payment could not be completed.',
        }
      : null,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    metadata: { ...pi.metadata },
  };
}

/**
 * What an error of the SDK means to us, for the payments and the payouts adapters alike; null for
 * an error that is not the SDK's. Our keys (authentication, permission), Stripe's load (rate limit,
 * 5xx) and the network are not the shopper's mistake: 'unavailable', so the shopper is told to try
 * again and never sees Stripe's message (which can quote part of our key). A card refused or a
 * request Stripe will not take is 'invalid_request', with Stripe's message.
 */
export function classifyStripeError(error: unknown): { code: 'not_found' | 'invalid_request' | 'unavailable'; message: string } | null {
  const { errors } = Stripe;
  if (!(error instanceof errors.StripeError)) return null;
  if (error instanceof errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404)) {
    return { code: 'not_found', message: error.message };
  }
  if (error instanceof errors.StripeCardError || error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeIdempotencyError) {
    return { code: 'invalid_request', message: error.message };
  }
  return { code: 'unavailable', message: error.message || 'Stripe could not be reached' };
}

/** The SDK's errors as ours (classifyStripeError); any other error as it is. */
export function toProviderError(error: unknown): unknown {
  const known = classifyStripeError(error);
  return known ? new PaymentProviderError(known.code, known.message) : error;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    options: StripeProviderOptions = {},
  ) {
    this.stripe = stripeClient(config, options);
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'stripe', publishableKey: this.config.publishableKey };
  }

  async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        { amount: request.amountCents, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: request.metadata },
        // Without a key of ours the SDK sends its own, which covers its retries of this one call.
        request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {},
      ),
    );
    return toPaymentIntent(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    return toPaymentIntent(await this.call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })));
  }

  async refundOrCancel(id: string): Promise<PaymentIntent> {
    // The shopper may finish paying between our read and the cancel: Stripe then refuses the cancel
    // (payment_intent_unexpected_state), and the second round refunds instead.
    for (let attempt = 0; ; attempt++) {
      const intent = await this.retrieveIntent(id);
      try {
        if (intent.status === 'succeeded') {
          if (intent.amountRefundedCents >= intent.amountCents) return intent;
          // One key per payment: whoever retries this refund (the SDK after a lost answer, the
          // reconciliation job after a crash), Stripe replays the first refund instead of making another.
          await this.call(() => this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` }));
          return await this.retrieveIntent(id);
        }
        if (intent.status === 'requires_payment_method' || intent.status === 'requires_action') {
          return toPaymentIntent(await this.call(() => this.stripe.paymentIntents.cancel(id, { expand: ['latest_charge'] })));
        }
        return intent;
      } catch (error) {
        if (attempt === 0 && error instanceof PaymentProviderError && error.code === 'invalid_request') continue;
        throw error;
      }
    }
  }

  async refund(id: string, amountCents: number, idempotencyKey: string): Promise<PaymentIntent> {
    await this.call(() => this.stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey }));
    return this.retrieveIntent(id);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toProviderError(error);
    }
  }
}
