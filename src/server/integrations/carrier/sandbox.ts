// The sandbox carrier (docs/architecture.md §4): a full simulation of USPS, not a stub. It quotes zone
// rates (sandbox-rates.ts), sells labels (a real 4x6 PDF with a barcode, sandbox-label-pdf.ts) whose
// numbers it keeps in its own ledger (sandbox_carrier_labels), and tracks them with events that
// advance with time from each label's creation (sandbox-tracking.ts), plus four demo numbers.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { sandboxCarrierLabels } from '#server/db/schema.ts';
import { lengthPlusGirth, MAX_LENGTH_PLUS_GIRTH_IN, type PackageDimensions } from '#shared/shipping-package.ts';
import { CarrierError, type Carrier, type Label, type LabelRequest, type RateRequest, type ShippingRate, type TrackingInfo } from './carrier.ts';
import { isDemoNumber, trackDemo } from './sandbox-demo.ts';
import { renderLabelPdf } from './sandbox-label-pdf.ts';
import { checkOutage, checkWeight, priceCents, quoteRates, SERVICES, zoneBetween } from './sandbox-rates.ts';
import { trackLabel } from './sandbox-tracking.ts';
import { newTrackingNumber } from './tracking-numbers.ts';

/** USPS's size limit for Ground Advantage: length plus girth at most 130 in. */
function checkDimensions(dimensions: PackageDimensions): void {
  const sides = [dimensions.length, dimensions.width, dimensions.height];
  if (!sides.every((side) => Number.isFinite(side) && side > 0)) {
    throw new CarrierError('invalid_dimensions', 'The package dimensions must be positive');
  }
  if (lengthPlusGirth(dimensions) > MAX_LENGTH_PLUS_GIRTH_IN) {
    throw new CarrierError('invalid_dimensions', 'Packages over 130 inches in length plus girth cannot be shipped by USPS');
  }
}

export class SandboxCarrier implements Carrier {
  /** `now` dates new labels (the seed backdates them; tests move it). */
  constructor(
    private readonly db: Db | Tx,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async quoteRates(request: RateRequest): Promise<ShippingRate[]> {
    // Priced by weight and zone; a package that names its size must also be one USPS takes.
    if (request.dimensions) checkDimensions(request.dimensions);
    return quoteRates(request);
  }

  async createLabel(request: LabelRequest): Promise<Label> {
    checkOutage(request.to.zipCode, 'label');
    checkWeight(request.weightOz);
    checkDimensions(request.dimensions);
    const table = SERVICES.find((s) => s.service === request.service);
    if (!table) throw new CarrierError('invalid_service', `${request.service} is not a USPS service the carrier offers`);
    const zone = zoneBetween(request.from.zipCode, request.to.zipCode);
    const rateCents = priceCents(table, zone, request.weightOz);
    const createdAt = this.now();
    const trackingNumber = await this.issueNumber(
      {
        service: table.service,
        originZip: request.from.zipCode.trim().slice(0, 5),
        destinationZip: request.to.zipCode.trim().slice(0, 5),
        originCity: request.from.city,
        originState: request.from.state,
        destinationCity: request.to.city,
        destinationState: request.to.state,
        weightOz: Math.ceil(request.weightOz),
        createdAt,
      },
      table.trackingPrefix,
    );
    const labelPdf = await renderLabelPdf({ ...request, service: table.service, trackingNumber, zone, rateCents, shipDate: createdAt });
    return { trackingNumber, service: table.service, rateCents, labelPdf };
  }

  async track(trackingNumber: string, now: Date): Promise<TrackingInfo | null> {
    if (isDemoNumber(trackingNumber)) return trackDemo(trackingNumber, now);
    const [label] = await this.db.select().from(sandboxCarrierLabels).where(eq(sandboxCarrierLabels.trackingNumber, trackingNumber)).limit(1);
    return label ? trackLabel(label, now) : null;
  }

  /** Records the label in the ledger under a new number (drawn again in the unlikely case it is taken). */
  private async issueNumber(row: Omit<typeof sandboxCarrierLabels.$inferInsert, 'trackingNumber'>, prefix: string): Promise<string> {
    for (;;) {
      const trackingNumber = newTrackingNumber(prefix);
      if (isDemoNumber(trackingNumber)) continue;
      const inserted = await this.db
        .insert(sandboxCarrierLabels)
        .values({ ...row, trackingNumber })
        .onConflictDoNothing()
        .returning({ trackingNumber: sandboxCarrierLabels.trackingNumber });
      if (inserted.length > 0) return trackingNumber;
    }
  }
}
