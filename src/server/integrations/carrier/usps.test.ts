// The USPS adapter against a local fake of the USPS APIs v3 (tests/support/fake-usps.ts), over real
// HTTP: the OAuth token and its cache, prices, a paid label with its PDF, tracking mapped to our
// statuses, and every failure as the CarrierError its caller acts on, within a time limit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_LABEL_PDF, startFakeUsps, type FakeUsps } from '../../../../tests/support/fake-usps.ts';
import { CarrierError, type LabelRequest } from './carrier.ts';
import { CREDENTIALS_REFUSED, LABELS_NEED_PAYMENT_ACCOUNT, UspsCarrier, type UspsCarrierOptions } from './usps.ts';

let fake: FakeUsps;
let clock = new Date('2026-11-23T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeUsps();
});

afterAll(async () => {
  await fake?.close();
});

afterEach(() => {
  fake.requests.length = 0;
  fake.tracking.clear();
  fake.unavailableClasses.clear();
  fake.tokenLifetimeSeconds = 28_799;
});

const PAYMENT = { crid: '56982563', mid: '902000001', accountType: 'EPS', accountNumber: '1000012345' } as const;

const carrier = (options: Partial<UspsCarrierOptions> = {}) =>
  new UspsCarrier({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    apiBase: fake.url,
    now: () => clock,
    timeoutMs: 2000,
    paymentAccount: PAYMENT,
    ...options,
  });

const LABEL: LabelRequest = {
  from: { name: 'Prairie Goods', street: '800 Walnut Street', city: 'Des Moines', state: 'IA', zipCode: '50309' },
  to: { name: 'Ada Marie Lovelace', street: '12 Pike Street', city: 'Seattle', state: 'WA', zipCode: '98101-1234' },
  weightOz: 40,
  dimensions: { length: 12, width: 9, height: 3 },
  service: 'Priority Mail',
};

const rejection = async (promise: Promise<unknown>): Promise<CarrierError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
};

const paths = () => fake.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);

describe('UspsCarrier: OAuth', () => {
  it('asks for a token with the client credentials once, and reuses it until it is about to expire', async () => {
    const usps = carrier();
    const before = fake.tokensIssued;
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 });
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 });
    expect(fake.tokensIssued - before).toBe(1);
    const tokenRequest = fake.requests.find((r) => r.path === '/oauth2/v3/token')!;
    expect(tokenRequest.body).toEqual({ client_id: FAKE_CLIENT_ID, client_secret: FAKE_CLIENT_SECRET, grant_type: 'client_credentials' });
    expect(fake.requests.filter((r) => r.path.startsWith('/prices/')).every((r) => r.headers.authorization === `Bearer token-${before + 1}`)).toBe(true);

    // Eight hours later the token has expired: a new one is asked for.
    clock = new Date(clock.getTime() + 8 * 3_600_000);
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 });
    expect(fake.tokensIssued - before).toBe(2);
  });

  it('shares one token request between calls made at the same time', async () => {
    const usps = carrier();
    const before = fake.tokensIssued;
    await Promise.all([1, 2, 3].map(() => usps.track('9205590000000000000001', clock)));
    expect(fake.tokensIssued - before).toBe(1);
  });

  it('asks for a new token once when USPS refuses the cached one (401)', async () => {
    const usps = carrier();
    await usps.track('9205590000000000000001', clock);
    const before = fake.tokensIssued;
    fake.expireTokens();
    fake.tracking.set('9205590000000000000001', { trackingNumber: '9205590000000000000001', statusCategory: 'In Transit', trackingEvents: [] });
    const info = await usps.track('9205590000000000000001', clock);
    expect(info?.status).toBe('IN_TRANSIT');
    expect(fake.tokensIssued - before).toBe(1);
  });

  it("says the seller's credentials were refused, as the seller's to fix", async () => {
    const error = await rejection(carrier({ clientSecret: 'wrong' }).quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 }));
    expect(error.code).toBe('invalid_origin');
    expect(error.message).toBe(CREDENTIALS_REFUSED);
  });
});

describe('UspsCarrier: rates', () => {
  it('prices each service between the two ZIP codes in pounds, cheapest first, in cents', async () => {
    const rates = await carrier().quoteRates({ originZip: '50309-1234', destinationZip: '98101', weightOz: 40 });
    expect(rates.map((r) => [r.service, r.rateCents, r.zone])).toEqual([
      ['USPS Ground Advantage', 760, 4],
      ['Priority Mail', 1075, 4],
      ['Priority Mail Express', 3090, 4],
    ]);
    expect(rates.every((r) => r.estimatedDeliveryDays > 0 && r.description.length > 0)).toBe(true);
    const priority = fake.requests.find((r) => r.body?.mailClass === 'PRIORITY_MAIL')!;
    expect(priority.path).toBe('/prices/v3/base-rates/search');
    expect(priority.body).toMatchObject({
      originZIPCode: '50309',
      destinationZIPCode: '98101',
      weight: 2.5,
      rateIndicator: 'SP',
      processingCategory: 'MACHINABLE',
      destinationEntryFacilityType: 'NONE',
      mailingDate: clock.toISOString().slice(0, 10),
    });
  });

  it("asks for the package's size when the quote names one (a label's, decision 0048), else the 12x9x3 default", async () => {
    const usps = carrier();
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 50, dimensions: { length: 20, width: 20, height: 8 } });
    expect(fake.requests.find((r) => r.body?.mailClass === 'PRIORITY_MAIL')!.body).toMatchObject({ weight: 3.13, length: 20, width: 20, height: 8 });
    fake.requests.length = 0;
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 });
    expect(fake.requests.find((r) => r.body?.mailClass === 'PRIORITY_MAIL')!.body).toMatchObject({ weight: 1, length: 12, width: 9, height: 3 });
  });

  it('leaves out a service USPS does not offer for the package', async () => {
    fake.unavailableClasses.add('PRIORITY_MAIL_EXPRESS');
    const rates = await carrier().quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 });
    expect(rates.map((r) => r.service)).toEqual(['USPS Ground Advantage', 'Priority Mail']);
  });

  it('maps a refused destination, a refused weight and an outage to their codes', async () => {
    const usps = carrier();
    await usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 }); // token first
    fake.rejectNext('destinationZIPCode', 'destinationZIPCode must be a valid ZIP Code');
    expect((await rejection(usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 }))).code).toBe('invalid_destination');
    expect((await rejection(usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 71 * 16 }))).code).toBe('invalid_weight');
    expect((await rejection(usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 0 }))).code).toBe('invalid_weight');
    fake.failNext(503, 3);
    expect((await rejection(usps.quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 }))).code).toBe('unavailable');
  });
});

describe('UspsCarrier: labels', () => {
  it('authorizes payment from the seller’s account, then answers the label’s tracking number, postage and PDF bytes', async () => {
    const label = await carrier().createLabel(LABEL);
    expect(label.trackingNumber).toMatch(/^92055900000000\d{8}$/);
    expect(label.service).toBe('Priority Mail');
    expect(label.rateCents).toBe(975);
    expect(label.labelPdf.equals(FAKE_LABEL_PDF)).toBe(true);

    expect(paths()).toEqual(['POST /oauth2/v3/token', 'POST /payments/v3/payment-authorization', 'POST /labels/v3/label']);
    const payment = fake.requests[1]!.body as { roles: Array<Record<string, unknown>> };
    expect(payment.roles.map((r) => r.roleName)).toEqual(['PAYER', 'LABEL_OWNER']);
    expect(payment.roles[0]).toMatchObject({ CRID: PAYMENT.crid, MID: PAYMENT.mid, accountType: 'EPS', accountNumber: PAYMENT.accountNumber });
    const request = fake.requests[2]!;
    expect(request.headers.accept).toBe('application/vnd.usps.labels+json');
    expect(request.body).toMatchObject({
      imageInfo: { imageType: 'PDF', labelType: '4X6LABEL' },
      toAddress: {
        firstName: 'Ada Marie',
        lastName: 'Lovelace',
        streetAddress: '12 Pike Street',
        city: 'Seattle',
        state: 'WA',
        ZIPCode: '98101',
        ZIPPlus4: '1234',
      },
      fromAddress: { ZIPCode: '50309' },
      packageDescription: { mailClass: 'PRIORITY_MAIL', weightUOM: 'lb', weight: 2.5, dimensionsUOM: 'in', length: 12, width: 9, height: 3 },
    });
  });

  it('prints the first two references, cut to the 30 characters USPS holds, and sends none when there are none', async () => {
    await carrier().createLabel({ ...LABEL, references: ['Order #42', '1 x Oak Bench - Size: Large, Wood: Walnut', 'a third'] });
    expect((fake.requests[2]!.body as { packageDescription: { customerReference: unknown } }).packageDescription.customerReference).toEqual([
      { referenceNumber: 'Order #42', printReferenceNumber: true },
      { referenceNumber: '1 x Oak Bench - Size: Large, W', printReferenceNumber: true },
    ]);
    await carrier().createLabel(LABEL);
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('packageDescription.customerReference');
  });

  it('reuses the payment authorization while the token lives', async () => {
    const usps = carrier();
    await usps.createLabel(LABEL);
    await usps.createLabel(LABEL);
    expect(paths().filter((p) => p.includes('payment-authorization'))).toHaveLength(1);
  });

  it('says what the seller is missing without a payment account, and asks USPS nothing', async () => {
    const error = await rejection(carrier({ paymentAccount: undefined }).createLabel(LABEL));
    expect(error.code).toBe('invalid_origin');
    expect(error.message).toBe(LABELS_NEED_PAYMENT_ACCOUNT);
    expect(fake.requests).toHaveLength(0);
  });

  it('maps a refused address and an unknown service to their codes', async () => {
    expect((await rejection(carrier().createLabel({ ...LABEL, to: { ...LABEL.to, zipCode: 'ABCDE' } }))).code).toBe('invalid_destination');
    expect((await rejection(carrier().createLabel({ ...LABEL, service: 'Carrier Pigeon' }))).code).toBe('invalid_service');
  });
});

describe('UspsCarrier: tracking', () => {
  it('maps USPS events to our statuses, newest first, with the delivery time', async () => {
    fake.tracking.set('9205590000000000000042', {
      trackingNumber: '9205590000000000000042',
      status: 'Delivered, In/At Mailbox',
      statusCategory: 'Delivered',
      statusSummary: 'Your item was delivered in or at the mailbox at 1:05 pm on November 20, 2026 in SEATTLE, WA 98101.',
      trackingEvents: [
        {
          eventType: 'USPS in possession of item',
          eventTimestamp: '2026-11-17T16:31:00Z',
          eventCity: 'DES MOINES',
          eventState: 'IA',
          eventZIP: '50309',
          eventCode: '03',
        },
        {
          eventType: 'Shipping Label Created, USPS Awaiting Item',
          eventTimestamp: '2026-11-17T14:00:00Z',
          eventCity: 'DES MOINES',
          eventState: 'IA',
          eventZIP: '50309',
          eventCode: 'MA',
        },
        {
          eventType: 'Departed USPS Regional Facility',
          eventTimestamp: '2026-11-18T04:10:00Z',
          eventCity: 'DES MOINES IA DISTRIBUTION CENTER',
          eventState: '',
          eventZIP: null,
          eventCode: 'T1',
        },
        { eventType: 'Out for Delivery', eventTimestamp: '2026-11-20T14:02:00Z', eventCity: 'SEATTLE', eventState: 'WA', eventZIP: '98101', eventCode: 'OF' },
        {
          eventType: 'Delivered, In/At Mailbox',
          eventTimestamp: '2026-11-20T21:05:00Z',
          eventCity: 'SEATTLE',
          eventState: 'WA',
          eventZIP: '98101',
          eventCode: '01',
        },
      ],
    });
    const info = (await carrier().track('9205590000000000000042', clock))!;
    expect(fake.requests.at(-1)!.path).toBe('/tracking/v3/tracking/9205590000000000000042?expand=DETAIL');
    expect(info.status).toBe('DELIVERED');
    expect(info.deliveredAt).toEqual(new Date('2026-11-20T21:05:00Z'));
    expect(info.estimatedDeliveryDate).toBeNull();
    expect(info.statusDescription).toContain('delivered in or at the mailbox');
    expect(info.events.map((e) => e.status)).toEqual(['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'ACCEPTED', 'PRE_SHIPMENT']);
    expect(info.events[0]).toMatchObject({ description: 'Delivered, In/At Mailbox', city: 'SEATTLE', state: 'WA', zipCode: '98101' });
  });

  it('answers an alert and a package on its way with USPS’s expected day', async () => {
    fake.tracking.set('9205590000000000000043', {
      statusCategory: 'In Transit',
      expectedDeliveryDate: '2026-11-25',
      trackingEvents: [
        {
          eventType: 'Arrived at USPS Regional Facility',
          eventTimestamp: '2026-11-23T10:00:00Z',
          eventCity: 'KENT',
          eventState: 'WA',
          eventZIP: '98032',
          eventCode: '10',
        },
      ],
    });
    fake.tracking.set('9205590000000000000044', {
      statusCategory: 'Alert',
      trackingEvents: [
        {
          eventType: 'Insufficient Address',
          eventTimestamp: '2026-11-23T10:00:00Z',
          eventCity: 'SEATTLE',
          eventState: 'WA',
          eventZIP: '98101',
          eventCode: '22',
        },
      ],
    });
    const moving = (await carrier().track('9205590000000000000043', clock))!;
    expect(moving).toMatchObject({ status: 'IN_TRANSIT', deliveredAt: null, estimatedDeliveryDate: new Date('2026-11-25T18:00:00Z') });
    const alert = (await carrier().track('9205590000000000000044', clock))!;
    expect(alert.status).toBe('ALERT');
    expect(alert.events[0]!.status).toBe('ALERT');
  });

  it('answers null for a number USPS does not know, and unavailable when USPS is down', async () => {
    const usps = carrier();
    expect(await usps.track('9205590000000000099999', clock)).toBeNull();
    fake.failNext(502);
    expect((await rejection(usps.track('9205590000000000099999', clock))).code).toBe('unavailable');
  });
});

describe('UspsCarrier: time limits and the network', () => {
  it('gives up on a call USPS does not answer within the limit', async () => {
    const usps = carrier({ timeoutMs: 300 });
    await usps.track('9205590000000000000001', clock); // token first
    fake.hangNext();
    const started = Date.now();
    const error = await rejection(usps.track('9205590000000000000001', clock));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('did not answer');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is unavailable when USPS cannot be reached at all', async () => {
    const error = await rejection(carrier({ apiBase: 'http://127.0.0.1:9' }).quoteRates({ originZip: '50309', destinationZip: '98101', weightOz: 16 }));
    expect(error.code).toBe('unavailable');
  });
});
