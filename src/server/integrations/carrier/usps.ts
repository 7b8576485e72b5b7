// The real USPS carrier (docs/architecture.md §4, issue 12) over the USPS APIs v3 (apis.usps.com):
//   POST /oauth2/v3/token                     client credentials; the token is kept until it expires
//   POST /prices/v3/base-rates/search         one domestic price per mail class
//   POST /payments/v3/payment-authorization   the token that lets a label be paid from the seller's EPS account
//   POST /labels/v3/label                     the label, as JSON with the PDF in base64
//   GET  /tracking/v3/tracking/{n}?expand=DETAIL
// A seller's Consumer Key and Consumer Secret are the OAuth client id and secret (decision 0027).
// Every call has a time limit; a refused token is fetched again once. Failures become CarrierErrors:
// what USPS says is wrong with the address, weight, size or service is the caller's (invalid_*), the
// rest (network, time-outs, 5xx) is 'unavailable'. The seller's account itself failing (credentials
// refused, no payment account for labels) is 'invalid_origin': the sender's side, theirs to fix.
import {
  CarrierError,
  type Carrier,
  type CarrierErrorCode,
  type Label,
  type LabelAddress,
  type LabelRequest,
  type RateRequest,
  REFERENCE_MAX,
  type ShippingRate,
  type TrackingInfo,
} from './carrier.ts';
import { DEFAULT_PACKAGE_DIMENSIONS } from '#shared/shipping-package.ts';
import { SERVICES } from './sandbox-rates.ts';
import { toTrackingInfo, type UspsTrackingResponse } from './usps-tracking.ts';

export const USPS_DEFAULT_API_BASE = 'https://apis.usps.com';
const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is renewed this long before USPS says it expires, so a call never carries a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

/** Our service names (the sandbox's, shown at checkout) and USPS's mail classes. */
const MAIL_CLASSES: Record<string, string> = {
  'USPS Ground Advantage': 'USPS_GROUND_ADVANTAGE',
  'Priority Mail': 'PRIORITY_MAIL',
  'Priority Mail Express': 'PRIORITY_MAIL_EXPRESS',
};

/**
 * What the Payments API needs to pay for labels (USPS's getting-started guide): the seller's Customer
 * Registration ID (CRID), Mailer ID (MID) and an Enterprise Payment System (EPS) account, or a permit.
 */
export interface UspsPaymentAccount {
  crid: string;
  mid: string;
  manifestMid?: string;
  accountType: 'EPS' | 'PERMIT';
  accountNumber: string;
  /** only for a PERMIT account */
  permitZip?: string;
}

export interface UspsCarrierOptions {
  /** Consumer Key (the spec's uspsUserId) */
  clientId: string;
  /** Consumer Secret (the spec's uspsApiKey) */
  clientSecret: string;
  /** USPS_API_BASE: https://apis.usps.com, https://apis-tem.usps.com for USPS's test environment, or a fake */
  apiBase?: string;
  /** per call, token included */
  timeoutMs?: number;
  /** labels only; without it createLabel says what the seller still needs */
  paymentAccount?: UspsPaymentAccount;
  now?: () => Date;
  fetch?: typeof fetch;
}

/** USPS's error body: { error: { code, message, errors: [{ title, detail, source: { parameter } }] } }. */
interface UspsErrorBody {
  error?: { message?: string; errors?: Array<{ title?: string; detail?: string; source?: { parameter?: string } }> } | string;
  error_description?: string;
  message?: string;
}

export const LABELS_NEED_PAYMENT_ACCOUNT =
  'Buying labels on your USPS account needs its payment details (CRID, MID and an EPS account), which Heartland Market cannot take yet. Turn off USPS in Shipping Settings to ship on the marketplace carrier.';

export const CREDENTIALS_REFUSED = 'USPS refused the USPS User ID and API key; check them in Shipping Settings';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pounds = (ounces: number) => Math.max(0.01, round2(ounces / 16));
const zip5 = (zip: string) => zip.trim().slice(0, 5);

/** 'Ada Marie Lovelace' -> first 'Ada Marie', last 'Lovelace' (USPS asks for both, or a firm). */
function nameParts(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : '';
  return { firstName: words.join(' '), lastName };
}

function uspsAddress(a: LabelAddress) {
  const [five, plus4] = a.zipCode.trim().split('-');
  return { ...nameParts(a.name), streetAddress: a.street, city: a.city, state: a.state, ZIPCode: five, ...(plus4 ? { ZIPPlus4: plus4 } : {}) };
}

/** What USPS says went wrong, and whose fault it is. */
function classify(status: number, body: UspsErrorBody | null, context: 'rates' | 'label'): CarrierError {
  const error = typeof body?.error === 'object' ? body.error : undefined;
  const details = error?.errors ?? [];
  const message =
    details.map((d) => d.detail ?? d.title).find(Boolean) ??
    error?.message ??
    body?.error_description ??
    body?.message ??
    (typeof body?.error === 'string' ? body.error : undefined);
  if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429) {
    const where = `${details.map((d) => `${d.source?.parameter ?? ''} ${d.title ?? ''} ${d.detail ?? ''}`).join(' ')} ${message ?? ''}`;
    const code: CarrierErrorCode | null = /origin|fromAddress/i.test(where)
      ? 'invalid_origin'
      : /destination|toAddress|address|ZIP/i.test(where)
        ? 'invalid_destination'
        : /weight/i.test(where)
          ? 'invalid_weight'
          : /length|width|height|girth|dimension/i.test(where)
            ? 'invalid_dimensions'
            : /mailClass|rateIndicator|service|processingCategory/i.test(where)
              ? 'invalid_service'
              : null;
    if (code) return new CarrierError(code, `USPS: ${message ?? 'the request was refused'}`);
  }
  const what = context === 'label' ? 'make the label' : 'price the package';
  if (status === 401 || status === 403)
    return new CarrierError('unavailable', `USPS refused the account's credentials while trying to ${what}${message ? `: ${message}` : ''}`);
  return new CarrierError('unavailable', `USPS could not ${what} (${status}${message ? `: ${message}` : ''})`);
}

export class UspsCarrier implements Carrier {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly now: () => Date;
  private readonly fetchFn: typeof fetch;
  private token: { value: string; expiresAt: number } | null = null;
  /** one token request at a time: concurrent calls wait for the same one */
  private pendingToken: Promise<string> | null = null;
  private paymentToken: { value: string; forToken: string } | null = null;

  constructor(private readonly options: UspsCarrierOptions) {
    this.base = (options.apiBase ?? USPS_DEFAULT_API_BASE).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
    this.fetchFn = options.fetch ?? fetch;
  }

  async quoteRates(request: RateRequest): Promise<ShippingRate[]> {
    if (!(request.weightOz > 0) || !Number.isFinite(request.weightOz)) throw new CarrierError('invalid_weight', 'The package weight must be positive');
    const answers = await Promise.allSettled(SERVICES.map((table) => this.quoteOne(table, request)));
    const rates = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const errors = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
    // A mail class USPS does not offer between the two ZIP codes is left out; a bad address or an outage is not.
    const fatal = errors.find((e) => !(e instanceof CarrierError) || e.code !== 'invalid_service');
    if (fatal) throw fatal;
    if (rates.length === 0) throw errors[0] ?? new CarrierError('unavailable', 'USPS answered no price');
    return rates.sort((a, b) => a.rateCents - b.rateCents);
  }

  private async quoteOne(table: (typeof SERVICES)[number], request: RateRequest): Promise<ShippingRate> {
    const body = await this.call<{ totalBasePrice?: number; rates?: Array<{ price?: number; zone?: string; description?: string }> }>(
      'rates',
      'POST',
      '/prices/v3/base-rates/search',
      {
        originZIPCode: zip5(request.originZip),
        destinationZIPCode: zip5(request.destinationZip),
        weight: pounds(request.weightOz),
        // A label's quote names its package; checkout's quotes ask for docs/product.md B9's 12x9x3.
        ...(request.dimensions ?? DEFAULT_PACKAGE_DIMENSIONS),
        mailClass: MAIL_CLASSES[table.service],
        processingCategory: 'MACHINABLE',
        destinationEntryFacilityType: 'NONE',
        rateIndicator: 'SP',
        priceType: 'COMMERCIAL',
        mailingDate: this.now().toISOString().slice(0, 10),
      },
    );
    const price = body.totalBasePrice ?? body.rates?.[0]?.price;
    if (typeof price !== 'number' || !Number.isFinite(price)) throw new CarrierError('unavailable', 'USPS answered a price it did not state');
    const zone = Math.min(9, Math.max(1, Number.parseInt(body.rates?.[0]?.zone ?? '', 10) || 1));
    return {
      service: table.service,
      rateCents: Math.round(price * 100),
      estimatedDeliveryDays: table.daysByZone[zone - 1]!,
      description: table.description,
      zone,
    };
  }

  async createLabel(request: LabelRequest): Promise<Label> {
    const mailClass = MAIL_CLASSES[request.service];
    if (!mailClass) throw new CarrierError('invalid_service', `${request.service} is not a USPS service the carrier offers`);
    if (!(request.weightOz > 0) || !Number.isFinite(request.weightOz)) throw new CarrierError('invalid_weight', 'The package weight must be positive');
    // The seller's account, not USPS, is what is missing: the seller's to fix (decision 0027).
    if (!this.options.paymentAccount) throw new CarrierError('invalid_origin', LABELS_NEED_PAYMENT_ACCOUNT);
    const payment = await this.paymentAuthorization();
    const body = await this.call<{
      trackingNumber?: string;
      postage?: number;
      labelImage?: string;
      labelMetadata?: { trackingNumber?: string; postage?: number };
    }>(
      'label',
      'POST',
      '/labels/v3/label',
      {
        imageInfo: { imageType: 'PDF', labelType: '4X6LABEL', receiptOption: 'NONE', suppressPostage: false, suppressMailDate: false, returnLabel: false },
        toAddress: uspsAddress(request.to),
        fromAddress: uspsAddress(request.from),
        packageDescription: {
          mailClass,
          rateIndicator: 'SP',
          weightUOM: 'lb',
          weight: pounds(request.weightOz),
          dimensionsUOM: 'in',
          ...request.dimensions,
          processingCategory: 'MACHINABLE',
          mailingDate: this.now().toISOString().slice(0, 10),
          destinationEntryFacilityType: 'NONE',
          ...(request.references?.length && {
            customerReference: request.references.slice(0, 2).map((text) => ({ referenceNumber: text.slice(0, REFERENCE_MAX), printReferenceNumber: true })),
          }),
        },
      },
      // JSON with the PDF inside in base64, instead of the default multipart answer.
      { 'X-Payment-Authorization-Token': payment, Accept: 'application/vnd.usps.labels+json' },
    );
    // The labels+json body is flat (label metadata and labelImage side by side); accept a nested one too.
    const trackingNumber = body.trackingNumber ?? body.labelMetadata?.trackingNumber;
    const postage = body.postage ?? body.labelMetadata?.postage;
    const labelPdf = Buffer.from(body.labelImage ?? '', 'base64');
    if (!trackingNumber || labelPdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new CarrierError('unavailable', 'USPS answered without a tracking number and a PDF label; check the USPS account before trying again');
    }
    return { trackingNumber, service: request.service, rateCents: typeof postage === 'number' ? Math.round(postage * 100) : 0, labelPdf };
  }

  async track(trackingNumber: string, now: Date): Promise<TrackingInfo | null> {
    const path = `/tracking/v3/tracking/${encodeURIComponent(trackingNumber)}?expand=DETAIL`;
    try {
      return toTrackingInfo(trackingNumber, await this.call<UspsTrackingResponse>('rates', 'GET', path), now);
    } catch (error) {
      // A number USPS does not know (404) or will not read (400) is one it never issued.
      if (error instanceof UspsHttpError && (error.status === 404 || error.status === 400)) return null;
      throw error instanceof UspsHttpError ? error.carrierError : error;
    }
  }

  /** The Payments API's token for the seller's account, asked once per OAuth token. */
  private async paymentAuthorization(): Promise<string> {
    const token = await this.accessToken();
    if (this.paymentToken?.forToken === token) return this.paymentToken.value;
    const a = this.options.paymentAccount!;
    const role = (roleName: string) => ({
      roleName,
      CRID: a.crid,
      MID: a.mid,
      manifestMID: a.manifestMid ?? a.mid,
      accountType: a.accountType,
      accountNumber: a.accountNumber,
      ...(a.permitZip ? { permitZIP: a.permitZip } : {}),
    });
    const body = await this.call<{ paymentAuthorizationToken?: string }>('label', 'POST', '/payments/v3/payment-authorization', {
      roles: [role('PAYER'), role('LABEL_OWNER')],
    });
    if (!body.paymentAuthorizationToken) throw new CarrierError('unavailable', 'USPS did not authorize payment from the account');
    this.paymentToken = { value: body.paymentAuthorizationToken, forToken: token };
    return body.paymentAuthorizationToken;
  }

  /** The cached OAuth token, or a new one (client credentials). */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - EXPIRY_MARGIN_MS > this.now().getTime()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const response = await this.send(
      'POST',
      '/oauth2/v3/token',
      { 'Content-Type': 'application/json' },
      {
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        grant_type: 'client_credentials',
      },
    );
    const body = (await readJson(response)) as { access_token?: string; expires_in?: string | number } & UspsErrorBody;
    if (!response.ok || typeof body?.access_token !== 'string') {
      // Refused credentials are the seller's to fix in Shipping Settings, not an outage to wait out.
      if (response.status === 400 || response.status === 401 || response.status === 403) throw new CarrierError('invalid_origin', CREDENTIALS_REFUSED);
      throw new CarrierError('unavailable', `USPS could not be reached (${response.status})`);
    }
    const seconds = Number(body.expires_in);
    this.token = { value: body.access_token, expiresAt: this.now().getTime() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000 };
    return body.access_token;
  }

  /** An authorized JSON call; a 401 drops the token and tries once more with a new one. */
  private async call<T>(context: 'rates' | 'label', method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(
        method,
        path,
        { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body,
      );
      if (response.status === 401 && attempt === 0) {
        if (this.token?.value === token) this.token = null;
        await response.body?.cancel();
        continue;
      }
      const json = await readJson(response);
      if (!response.ok) throw new UspsHttpError(response.status, classify(response.status, json as UspsErrorBody | null, context));
      if (json === null) throw new CarrierError('unavailable', 'USPS answered something that is not JSON');
      return json as T;
    }
  }

  /** One request with a time limit; the network failing or the limit passing is 'unavailable'. */
  private async send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
    try {
      return await this.fetchFn(`${this.base}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new CarrierError('unavailable', timedOut ? `USPS did not answer within ${this.timeoutMs / 1000} s` : 'USPS could not be reached');
    }
  }
}

/** A non-2xx answer, keeping its status for callers that read it (tracking's 404). */
class UspsHttpError extends CarrierError {
  constructor(
    readonly status: number,
    readonly carrierError: CarrierError,
  ) {
    super(carrierError.code, carrierError.message);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
