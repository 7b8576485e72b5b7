// The sandbox carrier against its ledger: labels it sells are real PDFs whose numbers it tracks.
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { sandboxCarrierLabels } from '#server/db/schema.ts';
import { DEMO_TRACKING_NUMBERS } from '#shared/schemas/tracking.ts';
import { createTestDatabase } from '../../../../tests/support/db.ts';
import { CarrierError, PLATFORM_ORIGIN_ZIP, type LabelRequest } from './carrier.ts';
import { SANDBOX_OUTAGE_ZIP } from './sandbox-rates.ts';
import { SandboxCarrier } from './sandbox.ts';
import { checkDigit } from './tracking-numbers.ts';

let database: Database;
let clock = new Date('2026-11-17T15:00:00Z');
let carrier: SandboxCarrier;

beforeAll(async () => {
  database = await createTestDatabase();
  carrier = new SandboxCarrier(database.db, () => clock);
});

afterAll(async () => {
  await database?.close();
});

const request: LabelRequest = {
  from: { name: 'Prairie Workshop Co.', street: '800 Walnut Street', city: 'Des Moines', state: 'IA', zipCode: PLATFORM_ORIGIN_ZIP },
  to: { name: 'Ada Lovelace', street: '12 Pike Street', city: 'Seattle', state: 'WA', zipCode: '98101-2000' },
  weightOz: 40.5,
  dimensions: { length: 12, width: 9, height: 3 },
  service: 'Priority Mail',
};

/** The text a PDF shows: pdfkit writes each run as hex inside its (deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams
    .flatMap((s) =>
      [...s.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) => [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('')),
    )
    .join('\n');
}

describe('SandboxCarrier.createLabel', () => {
  it('prints the references at the foot, as USPS prints its reference fields', async () => {
    const label = await carrier.createLabel({ ...request, references: ['Order #42', '1 x Oak Bench - Size: Large, Wood: Walnut'] });
    const text = pdfText(label.labelPdf);
    expect(text).toContain('Ref 1: Order #42');
    expect(text).toContain('Ref 2: 1 x Oak Bench - Size: Large, Wood: Walnut');
    expect(label.labelPdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('sells a label: a 22-digit number for the service, the zone price and a 4x6 in PDF with the addresses and a barcode', async () => {
    const label = await carrier.createLabel(request);
    expect(label.trackingNumber).toMatch(/^9405\d{18}$/);
    expect(Number(label.trackingNumber.at(-1))).toBe(checkDigit(label.trackingNumber.slice(0, -1)));
    expect(label).toMatchObject({ service: 'Priority Mail', rateCents: 1040 + 6 * 120 + 2 * (150 + 6 * 55) });

    const pdf = label.labelPdf.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 288 432]');
    expect(pdf).toContain('/Subtype /Image');
    const text = pdfText(label.labelPdf);
    for (const line of [
      'USPS PRIORITY MAIL',
      'Prairie Workshop Co.',
      'ADA LOVELACE',
      '12 PIKE STREET',
      'SEATTLE, WA 98101-2000',
      'USPS TRACKING #',
      'Zone 7',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(label.trackingNumber.replace(/(.{4})(?=.)/g, '$1 '));
  });

  it('records each label in its ledger, dated by its clock, and tracks it from then on', async () => {
    clock = new Date('2026-11-10T15:00:00Z');
    const { trackingNumber } = await carrier.createLabel({ ...request, service: 'USPS Ground Advantage' });
    const [row] = await database.db.select().from(sandboxCarrierLabels).where(eq(sandboxCarrierLabels.trackingNumber, trackingNumber));
    expect(row).toMatchObject({ service: 'USPS Ground Advantage', originZip: '50309', destinationZip: '98101', weightOz: 41, createdAt: clock });

    expect((await carrier.track(trackingNumber, clock))?.status).toBe('PRE_SHIPMENT');
    expect((await carrier.track(trackingNumber, new Date(clock.getTime() + 3_600_000)))?.status).toBe('ACCEPTED');
    const later = await carrier.track(trackingNumber, new Date('2026-11-30T00:00:00Z'));
    expect(later).toMatchObject({ trackingNumber, status: 'DELIVERED' });
    expect(later!.events.at(-1)).toMatchObject({ city: 'DES MOINES', state: 'IA' });
  });

  it('tracks its demo numbers without a ledger row, and nothing else', async () => {
    expect((await carrier.track(DEMO_TRACKING_NUMBERS.exception, clock))?.status).toBe('ALERT');
    expect(await carrier.track('9400100000000000000000', clock)).toBeNull();
  });

  it.each([
    [{ service: 'Carrier Pigeon' }, 'invalid_service'],
    [{ weightOz: 0 }, 'invalid_weight'],
    [{ dimensions: { length: 12, width: 0, height: 3 } }, 'invalid_dimensions'],
    [{ dimensions: { length: 60, width: 20, height: 20 } }, 'invalid_dimensions'],
    [{ to: { ...request.to, zipCode: '00012' } }, 'invalid_destination'],
    [{ from: { ...request.from, zipCode: '00100' } }, 'invalid_origin'],
    [{ to: { ...request.to, zipCode: SANDBOX_OUTAGE_ZIP } }, 'unavailable'],
  ] as Array<[Partial<LabelRequest>, string]>)('refuses %j (%s) and records nothing', async (change, code) => {
    const before = await database.db.$count(sandboxCarrierLabels);
    const error = await carrier.createLabel({ ...request, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ code });
    expect(await database.db.$count(sandboxCarrierLabels)).toBe(before);
  });
});
