// Stripe webhook events, checked by the official SDK (stripe.webhooks.constructEvent): the
// Stripe-Signature header must carry an HMAC-SHA256 of "<timestamp>.<raw body>" under the endpoint's
// secret, made within the tolerance. The raw bytes are signed, so the body must not be parsed first.
import Stripe from 'stripe';

/** Stripe's own default: an older signature is a replay, not a delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The part of an event the webhook route reads. */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
  /** Connect events: the connected account the event happened on */
  account?: string;
}

/**
 * The event, once the SDK has verified that Stripe signed `payload` with `secret` no longer than
 * `toleranceSeconds` before `now` (the injected clock). Throws WebhookSignatureError otherwise.
 */
export function verifyStripeWebhook(
  payload: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): StripeEvent {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signatureHeader ?? '', secret, toleranceSeconds, undefined, now.getTime());
  } catch (error) {
    // The SDK's messages go on with advice for our developers (raw body, docs links): the first
    // sentence is what the sender needs to hear.
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message.split(/(?<=\.)\s|\n/)[0]!.trim());
    // The signature held, but what was signed is not JSON.
    if (error instanceof SyntaxError) throw new WebhookSignatureError('The payload is not JSON');
    throw error;
  }
  const e = event as Partial<StripeEvent> | null;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object !== 'object' || e.data.object === null) {
    throw new WebhookSignatureError('The payload is not a Stripe event');
  }
  return { id: e.id, type: e.type, data: { object: e.data.object }, ...(typeof e.account === 'string' ? { account: e.account } : {}) };
}
