// The carrier integration (docs/architecture.md §4): one interface, the sandbox carrier by default and a
// USPS adapter (later) chosen by configuration. Rates travel in integer cents (docs/architecture.md §2).
import type { TrackingStatus } from '#shared/schemas/tracking.ts';
import type { PackageDimensions } from '#shared/shipping-package.ts';

/** One quoted service, as a carrier answers it. */
export interface ShippingRate {
  service: string;
  /** integer cents */
  rateCents: number;
  estimatedDeliveryDays: number;
  description: string;
  /** the USPS-style zone (1-9) the rate was priced at */
  zone: number;
}

export interface RateRequest {
  originZip: string;
  destinationZip: string;
  /** package weight in ounces (> 0) */
  weightOz: number;
  /** inches; without them USPS is asked for the 12x9x3 default (checkout's quotes), the sandbox prices by weight alone */
  dimensions?: PackageDimensions;
}

/** A sender or recipient as printed on a label. */
export interface LabelAddress {
  name: string;
  street: string;
  city: string;
  /** two-letter code (IA, PR, AE) */
  state: string;
  zipCode: string;
}

export interface LabelRequest {
  from: LabelAddress;
  to: LabelAddress;
  /** package weight in ounces (> 0) */
  weightOz: number;
  /** inches, built from the items (src/shared/shipping-package.ts; docs/product.md B9's default was 12x9x3) */
  dimensions: PackageDimensions;
  /** one of the services quoteRates answers ('Priority Mail', ...) */
  service: string;
  /**
   * Short texts printed on the label for whoever packs and receives it: the order's number, then
   * what the package holds with each variant (docs/decisions/0060-photos-and-variants.md). Both
   * carriers print the first two at the label's foot: USPS cut to REFERENCE_MAX characters each,
   * the sandbox as far as the line goes.
   */
  references?: string[];
}

/** USPS's reference fields hold 30 characters. */
export const REFERENCE_MAX = 30;

/** A label the carrier issued: its tracking number, what the postage cost and the printable PDF (4x6 in). */
export interface Label {
  trackingNumber: string;
  service: string;
  /** integer cents */
  rateCents: number;
  labelPdf: Buffer;
}

/** One scan of a package, as the carrier reports it. */
export interface TrackingEvent {
  status: TrackingStatus;
  description: string;
  at: Date;
  city: string;
  state: string;
  zipCode: string;
}

/** Where a package is, as the carrier knows it at a given moment. */
export interface TrackingInfo {
  trackingNumber: string;
  status: TrackingStatus;
  statusDescription: string;
  /** when the latest event happened */
  statusDate: Date;
  /** when the package was delivered; null until then */
  deliveredAt: Date | null;
  /** the day the carrier expects to deliver (midday in the marketplace's zone); null once delivered */
  estimatedDeliveryDate: Date | null;
  /** newest first */
  events: TrackingEvent[];
}

export interface Carrier {
  /** Quotes every service the carrier offers between the two ZIP codes, cheapest first. */
  quoteRates(request: RateRequest): Promise<ShippingRate[]>;
  /** Buys postage for one package and answers its label; throws CarrierError for a bad request. */
  createLabel(request: LabelRequest): Promise<Label>;
  /** The package's progress as of `now`, or null for a number the carrier never issued. */
  track(trackingNumber: string, now: Date): Promise<TrackingInfo | null>;
}

export type CarrierErrorCode = 'invalid_origin' | 'invalid_destination' | 'invalid_weight' | 'invalid_dimensions' | 'invalid_service' | 'unavailable';

/** What a carrier throws: a bad address or weight (the caller's fault) or the service being unavailable. */
export class CarrierError extends Error {
  constructor(
    readonly code: CarrierErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

/**
 * The platform's warehouse in Des Moines, Iowa. Sellers' parcels ship from their shop's ship-from
 * address (docs/decisions/0055-parcels-ship-from-the-maker.md); only the platform's own stock (a
 * product without a seller) leaves from here, and a quote for a seller who has given no ship-from
 * ZIP code yet starts here.
 */
export const PLATFORM_ORIGIN_ZIP = '50309';

/** The warehouse's return address on the labels of the packages it ships. */
export const PLATFORM_WAREHOUSE: LabelAddress = {
  name: 'Heartland Market Fulfillment',
  street: '800 Walnut Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: PLATFORM_ORIGIN_ZIP,
};

/** docs/product.md B9: an item without a weight counts as 16 ounces. */
export const DEFAULT_ITEM_WEIGHT_OZ = 16;
