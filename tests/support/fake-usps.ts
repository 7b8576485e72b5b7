// A local fake of the USPS APIs v3, speaking what the USPS carrier sends and reads (the shapes of
// USPS's published examples, github.com/USPS/api-examples): JSON bodies, Bearer tokens from the
// client-credentials grant, and USPS's error bodies ({ error: { code, message, errors: [...] } }).
//   POST /oauth2/v3/token                       client_id + client_secret -> access_token, expires_in
//   POST /prices/v3/base-rates/search           totalBasePrice and rates[] with zone
//   POST /payments/v3/payment-authorization     roles -> paymentAuthorizationToken
//   POST /labels/v3/label                       (Accept: application/vnd.usps.labels+json) flat JSON, labelImage base64
//   GET  /tracking/v3/tracking/{n}?expand=DETAIL
// Test controls: expireTokens() (the next call meets a 401), failNext(), hangNext(), rejectNext()
// (a 400 naming a parameter), and the tracking answers to give.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'fake-consumer-key';
export const FAKE_CLIENT_SECRET = 'fake-consumer-secret';

/** A minimal valid one-page PDF, so callers can check what they got is a PDF. */
export const FAKE_LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Prices per mail class in dollars (COMMERCIAL, single piece), before the per-pound part. */
const PRICES: Record<string, number> = { USPS_GROUND_ADVANTAGE: 6.1, PRIORITY_MAIL: 9.25, PRIORITY_MAIL_EXPRESS: 29.4 };

export interface FakeUspsRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown> | null;
}

export interface FakeUsps {
  url: string;
  requests: FakeUspsRequest[];
  /** tokens issued so far */
  tokensIssued: number;
  /** seconds a token lives (expires_in) */
  tokenLifetimeSeconds: number;
  /** tracking answers by number (GET /tracking/v3/tracking/{n}); others get 404 */
  tracking: Map<string, Record<string, unknown>>;
  /** mail classes USPS will not price (answered 400 on mailClass) */
  unavailableClasses: Set<string>;
  /** every token issued so far stops working: the next call gets 401 */
  expireTokens(): void;
  /** the next `times` requests (token excluded) answer this status */
  failNext(status?: number, times?: number): void;
  /** the next request (token excluded) is never answered */
  hangNext(): void;
  /** the next request (token excluded) is refused with a 400 naming this parameter */
  rejectNext(parameter: string, detail: string): void;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  res.writeHead(status, { 'Content-Type': type });
  res.end(JSON.stringify(body));
};

const uspsError = (status: number, message: string, parameter?: string, detail?: string) => ({
  apiVersion: '3.0',
  error: {
    code: String(status),
    message,
    errors: parameter ? [{ status: String(status), code: 'INVALID', title: `Invalid ${parameter}`, detail, source: { parameter } }] : [],
  },
});

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startFakeUsps(): Promise<FakeUsps> {
  const valid = new Set<string>();
  const faults: Array<{ kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'reject'; parameter: string; detail: string }> = [];
  const hanging: ServerResponse[] = [];
  let labels = 0;

  const fake: FakeUsps = {
    url: '',
    requests: [],
    tokensIssued: 0,
    tokenLifetimeSeconds: 28_799,
    tracking: new Map(),
    unavailableClasses: new Set(),
    expireTokens: () => valid.clear(),
    failNext: (status = 503, times = 1) => {
      for (let i = 0; i < times; i += 1) faults.push({ kind: 'status', status });
    },
    hangNext: () => void faults.push({ kind: 'hang' }),
    rejectNext: (parameter, detail) => void faults.push({ kind: 'reject', parameter, detail }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers, body });

    if (req.method === 'POST' && url.pathname === '/oauth2/v3/token') {
      if (body?.grant_type !== 'client_credentials' || body.client_id !== FAKE_CLIENT_ID || body.client_secret !== FAKE_CLIENT_SECRET) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      fake.tokensIssued += 1;
      const token = `token-${fake.tokensIssued}`;
      valid.add(token);
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        expires_in: String(fake.tokenLifetimeSeconds),
        status: 'approved',
        scope: 'prices labels tracking payments',
        client_id: FAKE_CLIENT_ID,
      });
    }

    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token || !valid.has(token)) return send(res, 401, { error: { code: '401', message: 'Invalid or expired access token' } });

    const fault = faults.shift();
    if (fault?.kind === 'hang') return void hanging.push(res);
    if (fault?.kind === 'status') return send(res, fault.status, uspsError(fault.status, fault.status >= 500 ? 'Service Unavailable' : 'Request refused'));
    if (fault?.kind === 'reject') return send(res, 400, uspsError(400, 'OASValidation failed', fault.parameter, fault.detail));

    if (req.method === 'POST' && url.pathname === '/prices/v3/base-rates/search') {
      const mailClass = String(body?.mailClass ?? '');
      if (!(mailClass in PRICES) || fake.unavailableClasses.has(mailClass)) {
        return send(res, 400, uspsError(400, 'No rates found', 'mailClass', `${mailClass} is not available for this package`));
      }
      for (const field of ['originZIPCode', 'destinationZIPCode'] as const) {
        if (!/^\d{5}$/.test(String(body?.[field] ?? ''))) return send(res, 400, uspsError(400, 'OASValidation failed', field, `${field} must be 5 digits`));
      }
      const weight = Number(body?.weight);
      if (!(weight > 0) || weight > 70) return send(res, 400, uspsError(400, 'OASValidation failed', 'weight', 'weight must be between 0 and 70 pounds'));
      const price = Math.round((PRICES[mailClass]! + Math.ceil(weight) * 0.5) * 100) / 100;
      return send(res, 200, {
        totalBasePrice: price,
        rates: [
          {
            SKU: 'DPXX0XXXXC00010',
            description: `${mailClass} Machinable Single-piece`,
            priceType: 'COMMERCIAL',
            price,
            weight,
            fees: [],
            mailClass,
            zone: '04',
          },
        ],
      });
    }

    if (req.method === 'POST' && url.pathname === '/payments/v3/payment-authorization') {
      const roles = (body?.roles as Array<Record<string, unknown>> | undefined) ?? [];
      if (!roles.some((r) => r.roleName === 'PAYER' && r.CRID && r.MID && r.accountNumber)) {
        return send(res, 400, uspsError(400, 'Payer role missing', 'roles', 'A PAYER role with CRID, MID and account is required'));
      }
      return send(res, 200, { paymentAuthorizationToken: `pay-${token}`, roles });
    }

    if (req.method === 'POST' && url.pathname === '/labels/v3/label') {
      if (headers['x-payment-authorization-token'] !== `pay-${token}`) return send(res, 401, uspsError(401, 'Payment authorization token missing or invalid'));
      const pkg = (body?.packageDescription ?? {}) as Record<string, unknown>;
      const to = (body?.toAddress ?? {}) as Record<string, unknown>;
      if (!/^\d{5}$/.test(String(to.ZIPCode ?? '')))
        return send(res, 400, uspsError(400, 'Address not found', 'toAddress.ZIPCode', 'The destination address could not be found'));
      labels += 1;
      const metadata = {
        labelAddress: { ...to },
        routingInformation: `420${String(to.ZIPCode)}`,
        trackingNumber: `9205590000000000${String(labels).padStart(6, '0')}`,
        postage: (PRICES[String(pkg.mailClass)] ?? 9) + 0.5,
        zone: '04',
        weightUOM: 'lb',
        weight: pkg.weight,
      };
      if (headers.accept?.includes('application/vnd.usps.labels+json'))
        return send(res, 200, { ...metadata, labelImage: FAKE_LABEL_PDF.toString('base64') }, 'application/vnd.usps.labels+json');
      return send(res, 406, uspsError(406, 'Only labels+json in this fake'));
    }

    const trackMatch = /^\/tracking\/v3\/tracking\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && trackMatch) {
      const answer = fake.tracking.get(decodeURIComponent(trackMatch[1]!));
      if (!answer) return send(res, 404, uspsError(404, 'Tracking number not found'));
      return send(res, 200, answer);
    }
    return send(res, 404, uspsError(404, 'Not Found'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
