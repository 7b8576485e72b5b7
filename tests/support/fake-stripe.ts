// A local fake of the Stripe API: exactly what src/server/integrations/payments/stripe.ts uses, with
// Stripe's shapes, status codes and error bodies, so the adapter is tested over real HTTP.
//   POST /v1/payment_intents             (Idempotency-Key honoured for every POST, as by Stripe)
//   GET  /v1/payment_intents/{id}        (expand[]=latest_charge)
//   POST /v1/payment_intents/{id}/cancel
//   POST /v1/refunds                     (payment_intent=..., a full refund)
// Test controls: succeed() plays the shopper paying with Stripe.js, failNext() an outage, hangNext()
// a server that never answers, webhookEvent() a signed event as Stripe would send it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripePayload } from '#server/integrations/payments/stripe-webhook.ts';

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

export interface FakeRequest {
  method: string;
  /** path and query, as sent */
  url: string;
  path: string;
  headers: { authorization?: string; idempotencyKey?: string; stripeVersion?: string; contentType?: string };
  /** the form body (POST) or the query (GET), as flat key/value pairs: `metadata[userId]` */
  params: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  /** the shopper pays with Stripe.js: the intent succeeds with a charge on this card */
  succeed(id: string, card?: { brand: string; last4: string }): FakePaymentIntent;
  /** the shopper's card is declined: the intent goes back to requires_payment_method */
  decline(id: string, error?: { code: string; declineCode?: string; message: string }): FakePaymentIntent;
  /** the shopper is asked for 3-D Secure */
  requireAction(id: string): FakePaymentIntent;
  /** the next request answers this status with a Stripe api_error body */
  failNext(status?: number): void;
  /** the next request is received but never answered (for timeouts) */
  hangNext(): void;
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

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const missing = (kind: string, id: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' });

export async function startFakeStripe(secretKey: string, options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const requests: FakeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: Array<number | 'hang'> = [];

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
        throw new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: currency.', param: 'currency' });
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
        throw new StripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
      }
      const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      return {
        status: 200,
        body: { id: `re_${hex(12)}`, object: 'refund', amount, charge: charge.id, payment_intent: intent.id, status: 'succeeded', currency: intent.currency },
      };
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
    requests.push({
      method,
      url: request.url ?? '/',
      path: url.pathname,
      headers: { authorization: header('authorization'), idempotencyKey, stripeVersion: header('stripe-version'), contentType: header('content-type') },
      params,
    });

    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${hex(7)}`, ...extra });
      response.end(JSON.stringify(body));
    };

    const failure = failures.shift();
    if (failure === 'hang') return; // never answered; close() ends the socket
    if (failure !== undefined) return send(failure, { error: { type: 'api_error', message: 'An unknown error occurred' } });

    if (header('authorization') !== `Bearer ${secretKey}`) {
      const given = header('authorization')?.replace(/^Bearer /, '') ?? '';
      return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}` } });
    }

    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return send(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
      }
    }
    let result: { status: number; body: unknown };
    try {
      result = route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    // Stripe keeps the first answer of a key, errors included (except 5xx).
    if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, ...result });
    send(result.status, result.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    charges,
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
      intent.last_payment_error = { type: 'card_error', code: error.code, ...(error.declineCode ? { decline_code: error.declineCode } : {}), message: error.message };
      return intent;
    },
    requireAction(id) {
      const intent = intentOf(id);
      intent.status = 'requires_action';
      return intent;
    },
    failNext(status = 500) {
      failures.push(status);
    },
    hangNext() {
      failures.push('hang');
    },
    webhookEvent(type, intentId, timestampSeconds = Math.floor(Date.now() / 1000)) {
      if (!options.webhookSecret) throw new Error('startFakeStripe was given no webhookSecret');
      const payload = JSON.stringify({
        id: `evt_${hex(12)}`,
        object: 'event',
        type,
        created: timestampSeconds,
        data: { object: { ...intentOf(intentId) } },
      });
      return { payload, signature: signStripePayload(payload, options.webhookSecret, timestampSeconds) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
