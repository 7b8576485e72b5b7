// The carrier integration (DESIGN.md section 4): one interface, the sandbox carrier by default and a
// USPS adapter (later) chosen by configuration. Rates travel in integer cents (DESIGN.md section 2).

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
}

export interface Carrier {
  /** Quotes every service the carrier offers between the two ZIP codes, cheapest first. */
  quoteRates(request: RateRequest): Promise<ShippingRate[]>;
}

export type CarrierErrorCode = 'invalid_origin' | 'invalid_destination' | 'invalid_weight' | 'unavailable';

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
 * Where packages ship from. Products have no seller origin ZIP in the schema yet, so every quote
 * starts at the platform's warehouse in Des Moines, Iowa.
 */
export const PLATFORM_ORIGIN_ZIP = '50309';

/** Spec 001 section 9: an item without a weight counts as 16 ounces. */
export const DEFAULT_ITEM_WEIGHT_OZ = 16;
