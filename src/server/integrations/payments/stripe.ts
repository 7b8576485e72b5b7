// The Stripe adapter (DESIGN.md section 4): the REST API through plain fetch, form-encoded as Stripe
// expects, with a pinned API version so a change of the account's default version changes nothing
// here. The browser collects the card with Stripe's Payment Element; the server never sees it.
import type { StripeConfig } from '#server/config.ts';
import {
  PaymentProviderError,
  type CreateIntentRequest,
  type PaymentClientConfig,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
} from './provider.ts';

export const STRIPE_API_VERSION = '2024-06-20';
export const STRIPE_TIMEOUT_MS = 10_000;

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's form encoding: nested objects as `metadata[userId]=7`, arrays as `expand[]=latest_charge`;
 * undefined and null are left out.
 */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const pairs: Array<[string, string]> = [];
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return new URLSearchParams(pairs).toString();
}

/** The parts of Stripe's PaymentIntent and Charge objects this adapter reads. */
interface StripeCharge {
  id: string;
  amount_refunded?: number;
  payment_method_details?: { card?: { brand?: string; last4?: string } | null } | null;
}

interface StripePaymentIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  metadata?: Record<string, string> | null;
  latest_charge?: string | StripeCharge | null;
  last_payment_error?: {
    code?: string;
    decline_code?: string;
    message?: string;
    payment_method?: { card?: { brand?: string; last4?: string } | null } | null;
  } | null;
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; message?: string };
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

export function toPaymentIntent(pi: StripePaymentIntent): PaymentIntent {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? pi.last_payment_error?.payment_method?.card ?? null;
  const error = pi.last_payment_error;
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

interface RequestOptions {
  form?: Record<string, FormValue>;
  query?: Record<string, FormValue>;
  idempotencyKey?: string;
}

/** A Stripe API error with its HTTP status and code, before it is mapped to PaymentProviderError. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface StripeProviderOptions {
  /** per request; 10 s by default */
  timeoutMs?: number;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly apiBase: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: StripeConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    options: StripeProviderOptions = {},
  ) {
    this.apiBase = config.apiBase.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? STRIPE_TIMEOUT_MS;
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'stripe', publishableKey: this.config.publishableKey };
  }

  async createIntent(request: CreateIntentRequest): Promise<PaymentIntent> {
    const pi = await this.call('POST', '/v1/payment_intents', {
      form: { amount: request.amountCents, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: request.metadata },
      idempotencyKey: request.idempotencyKey,
    });
    return toPaymentIntent(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    return toPaymentIntent(await this.call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, { query: { expand: ['latest_charge'] } }));
  }

  async refundOrCancel(id: string): Promise<PaymentIntent> {
    // The shopper may finish paying between our read and the cancel: Stripe then refuses the cancel
    // (payment_intent_unexpected_state), and the second round refunds instead.
    for (let attempt = 0; ; attempt++) {
      const intent = await this.retrieveIntent(id);
      try {
        if (intent.status === 'succeeded') {
          if (intent.amountRefundedCents >= intent.amountCents) return intent;
          await this.call('POST', '/v1/refunds', { form: { payment_intent: id }, idempotencyKey: `refund-${id}` });
          return await this.retrieveIntent(id);
        }
        if (intent.status === 'requires_payment_method' || intent.status === 'requires_action') {
          const canceled = await this.call('POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`, { form: { expand: ['latest_charge'] } });
          return toPaymentIntent(canceled);
        }
        return intent;
      } catch (error) {
        if (attempt === 0 && error instanceof PaymentProviderError && error.code === 'invalid_request') continue;
        throw error;
      }
    }
  }

  private async call(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<StripePaymentIntent> {
    const query = options.query ? `?${encodeStripeForm(options.query)}` : '';
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.config.secretKey}`,
      'Stripe-Version': STRIPE_API_VERSION,
      Accept: 'application/json',
    };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: string | undefined;
    if (method === 'POST') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = encodeStripeForm(options.form ?? {});
    }
    try {
      let response: Response;
      let text: string;
      try {
        // The timeout covers the whole exchange, body included.
        const signal = AbortSignal.timeout(this.timeoutMs);
        response = await this.fetchImpl(`${this.apiBase}${path}${query}`, { method, headers, body, signal });
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new PaymentProviderError('unavailable', timedOut ? 'Stripe did not answer in time' : 'Stripe could not be reached');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new StripeApiError(response.status >= 400 ? response.status : 502, undefined, 'Stripe answered something other than JSON');
      }
      if (!response.ok) {
        const error = (json as StripeErrorBody).error;
        throw new StripeApiError(response.status, error?.code, error?.message ?? `Stripe answered ${response.status}`);
      }
      return json as StripePaymentIntent;
    } catch (error) {
      if (error instanceof StripeApiError) throw mapStripeError(error);
      throw error;
    }
  }
}

/**
 * Stripe's errors as ours. 401/403 (our keys) and 429 (rate limit) are our configuration or a passing
 * overload, not the shopper's request, so they count as unavailable like 5xx.
 */
function mapStripeError(error: StripeApiError): PaymentProviderError {
  if (error.status === 404 || error.code === 'resource_missing') return new PaymentProviderError('not_found', error.message);
  if (error.status === 401 || error.status === 403 || error.status === 429 || error.status >= 500) {
    return new PaymentProviderError('unavailable', error.message);
  }
  return new PaymentProviderError('invalid_request', error.message);
}
