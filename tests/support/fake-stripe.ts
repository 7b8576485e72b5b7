// A local fake of the Stripe API, speaking what the official `stripe` SDK sends and reads, so the
// adapter's tests drive the real SDK over real HTTP: form-encoded bodies (`metadata[userId]=7`,
// `expand[0]=latest_charge`), Bearer keys, Stripe-Version and Idempotency-Key headers, and Stripe's
// error bodies (`{ error: { type, code, message, param } }`) with the status codes the SDK turns into
// its error classes. Only the endpoints the adapter uses:
//   POST /v1/payment_intents             (Idempotency-Key honoured for every POST, as by Stripe)
//   GET  /v1/payment_intents/{id}        (expand[0]=latest_charge)
//   POST /v1/payment_intents/{id}/cancel
//   POST /v1/refunds                     (payment_intent=..., a full refund)
// Test controls: succeed() plays the shopper paying with Stripe.js; failNext(), down(), hangNext(),
// resetNext() and loseResponse() are the outages and network faults the SDK's retries must ride
// out; webhookEvent() is a signed event as Stripe would send it.
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

export interface FakeRequest {
  method: string;
  /** path and query, as sent */
  url: string;
  path: string;
  headers: { authorization?: string; idempotencyKey?: string; stripeVersion?: string; contentType?: string };
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
  /** called for each request Stripe handled, before its answer leaves (to play a race) */
  afterRequest: ((request: FakeRequest) => void) | null;
  /** the shopper pays with Stripe.js: the intent succeeds with a charge on this card */
  succeed(id: string, card?: { brand: string; last4: string }): FakePaymentIntent;
  /** the shopper's card is declined: the intent goes back to requires_payment_method */
  decline(id: string, error?: { code: string; declineCode?: string; message: string }): FakePaymentIntent;
  /** the shopper is asked for 3-D Secure */
  requireAction(id: string): FakePaymentIntent;
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
/** Stripe's error body for a status the fake is told to answer, as Stripe words it. */
function failureBody(status: number): { type: string; code?: string; message: string } {
  if (status === 429) return { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' };
  if (status === 402) return { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
  return { type: 'api_error', message: 'An unknown error occurred' };
}
// Stripe's API versions: a date, and since 2024-09 a release name ('2026-10-28.endive').
const API_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

export async function startFakeStripe(secretKey: string, options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
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

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
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
    const idempotencyKey = header('idempotency-key');
    const stripeVersion = header('stripe-version');
    const logged: FakeRequest = {
      method,
      url: request.url ?? '/',
      path: url.pathname,
      headers: { authorization: header('authorization'), idempotencyKey, stripeVersion, contentType: header('content-type') },
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
        result = route(method, url.pathname, params);
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
  const repeat = (fault: Fault, times: number) => {
    for (let i = 0; i < times; i++) faults.push(fault);
  };

  const fakeStripe: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    charges,
    refunds,
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
      const payload = JSON.stringify({
        id: `evt_${hex(12)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        type,
        created: timestampSeconds,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...intentOf(intentId) } },
      });
      // Signed as Stripe signs (t=<seconds>,v1=<HMAC-SHA256 of "t.payload">), with the SDK's test helper.
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp: timestampSeconds });
      return { payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fakeStripe;
}
