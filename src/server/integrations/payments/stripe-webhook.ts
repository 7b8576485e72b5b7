// Stripe webhook signatures (https://docs.stripe.com/webhooks#verify-manually): the Stripe-Signature
// header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 entries while a
// secret is being rolled). The raw bytes are signed, so the body must not be parsed before this.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const toBuffer = (payload: string | Buffer) => (typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload);

function signature(payload: Buffer, secret: string, timestamp: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest();
}

/** A Stripe-Signature header for `payload` (tests and the fake Stripe server sign with it). */
export function signStripePayload(payload: string | Buffer, secret: string, timestampSeconds: number): string {
  const t = String(Math.floor(timestampSeconds));
  return `t=${t},v1=${signature(toBuffer(payload), secret, t).toString('hex')}`;
}

/**
 * The event, once the header proves Stripe sent it with `secret` within `toleranceSeconds` of
 * `nowSeconds` (either way, so a replayed old event and a clock far ahead both fail).
 * Throws WebhookSignatureError otherwise.
 */
export function verifyStripeWebhook(
  payload: string | Buffer,
  signatureHeader: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
): StripeEvent {
  if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
  let timestamp: string | undefined;
  const candidates: string[] = [];
  for (const part of signatureHeader.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') candidates.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp)) throw new WebhookSignatureError('No timestamp in the Stripe-Signature header');
  if (candidates.length === 0) throw new WebhookSignatureError('No v1 signature in the Stripe-Signature header');

  const body = toBuffer(payload);
  const expected = signature(body, secret, timestamp);
  const matches = candidates.some((candidate) => {
    if (!/^[0-9a-f]+$/i.test(candidate)) return false;
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload');
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) throw new WebhookSignatureError('Timestamp outside the tolerance zone');

  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The payload is not JSON');
  }
  const e = event as Partial<StripeEvent> | null;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object !== 'object' || e.data.object === null) {
    throw new WebhookSignatureError('The payload is not a Stripe event');
  }
  return { id: e.id, type: e.type, data: { object: e.data.object } };
}
