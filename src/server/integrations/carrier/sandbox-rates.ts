// The sandbox carrier's rates (docs/architecture.md §4): a full simulation of USPS retail rate quotes.
//
// Zone rule (deterministic, modelled on USPS zone charts, which measure the distance between the
// sectional centre facilities named by the first three ZIP digits):
//   1. Each 3-digit ZIP prefix maps to a region: a state, DC, a territory or a military post office
//      (ZIP_REGIONS below; prefixes USPS does not use, such as 000-004, are unknown and refused).
//   2. Same prefix (same SCF) -> zone 1.
//   3. Otherwise the great-circle distance between the regions' reference points decides, with the
//      USPS bands: <=150 mi zone 2 (also any two prefixes of one region), <=300 zone 3, <=600 zone 4,
//      <=1000 zone 5, <=1400 zone 6, <=1800 zone 7, farther zone 8.
//   4. Military mail (APO/FPO/DPO) is priced to its gateway: AE (090-098) via New York, AA (340) via
//      Miami, AP (962-966) via San Francisco, like USPS does.
//   5. Guam and the Pacific territories (969xx) and American Samoa (96799) are zone 9.
// Rates: base (1 lb, zone 1) + per zone above 1 + per pound above 1 (itself growing per zone); the
// weight is billed in whole pounds, rounded up; 70 lb is the USPS limit.
import { statesOfZip } from '#shared/zip-states.ts';
import { CarrierError, type RateRequest, type ShippingRate } from './carrier.ts';

type LatLon = readonly [number, number];

/** Reference points (approximate population centres) of the regions. */
export const REGION_POINTS: Readonly<Record<string, LatLon>> = {
  AL: [32.8, -86.8],
  AK: [61.2, -149.9],
  AZ: [33.7, -111.9],
  AR: [34.9, -92.4],
  CA: [35.5, -119.4],
  CO: [39.6, -105.0],
  CT: [41.6, -72.7],
  DE: [39.2, -75.5],
  DC: [38.9, -77.0],
  FL: [28.1, -81.6],
  GA: [33.4, -84.0],
  HI: [21.3, -157.8],
  ID: [43.9, -115.5],
  IL: [41.0, -88.6],
  IN: [39.8, -86.3],
  IA: [41.8, -93.3],
  KS: [38.5, -96.7],
  KY: [37.9, -85.2],
  LA: [30.8, -91.4],
  ME: [44.3, -69.8],
  MD: [39.1, -76.8],
  MA: [42.3, -71.4],
  MI: [42.8, -84.2],
  MN: [45.2, -93.5],
  MS: [32.5, -89.7],
  MO: [38.6, -92.0],
  MT: [46.6, -110.5],
  NE: [41.1, -97.6],
  NV: [37.2, -116.2],
  NH: [43.2, -71.5],
  NJ: [40.4, -74.4],
  NM: [34.8, -106.4],
  NY: [41.6, -74.4],
  NC: [35.6, -79.6],
  ND: [47.3, -99.2],
  OH: [40.4, -82.7],
  OK: [35.6, -96.8],
  OR: [44.9, -122.6],
  PA: [40.5, -77.1],
  RI: [41.8, -71.4],
  SC: [34.0, -81.0],
  SD: [44.0, -98.9],
  TN: [35.8, -86.5],
  TX: [31.1, -97.2],
  UT: [40.6, -111.9],
  VT: [44.2, -72.8],
  VA: [37.9, -77.8],
  WA: [47.4, -122.0],
  WV: [38.7, -80.6],
  WI: [43.8, -89.0],
  WY: [42.6, -107.0],
  PR: [18.3, -66.3],
  VI: [18.3, -64.9],
  // military gateways
  AE: [40.6, -73.8],
  AA: [25.8, -80.3],
  AP: [37.6, -122.4],
};

/** Regions that are always zone 9 (from anywhere on the mainland): the Pacific islands USPS serves. */
const ZONE_9_REGIONS = new Set(['GU', 'AS', 'MP', 'PW', 'FM', 'MH']);
export const MILITARY_REGIONS = new Set(['AA', 'AE', 'AP']);

/**
 * The sandbox's simulated outage: USPS never assigns 99999 (prefix 999 is Ketchikan, 99901-99950), so
 * a quote to it fails as if the carrier API were down, like a payment sandbox's failing test card.
 */
export const SANDBOX_OUTAGE_ZIP = '99999';

/**
 * The region of a ZIP code ('IA', 'PR', 'AE', ...), or undefined when its prefix is not in use: the
 * state table the tax check uses (src/shared/zip-states.ts), so a quote and the tax agree on where
 * an address is.
 */
export function regionOfZip(zip: string): string | undefined {
  return statesOfZip(zip)[0];
}

/** Great-circle distance in miles. */
export function distanceMiles([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** USPS distance bands: upper bound in miles of zones 2..7; beyond is zone 8. */
const ZONE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [150, 2],
  [300, 3],
  [600, 4],
  [1000, 5],
  [1400, 6],
  [1800, 7],
];

/** The zone (1-9) between two ZIP codes; throws CarrierError for a ZIP whose prefix is not in use. */
export function zoneBetween(originZip: string, destinationZip: string): number {
  const from = regionOfZip(originZip);
  if (!from) throw new CarrierError('invalid_origin', `Origin ZIP code ${originZip} is not a valid US ZIP code`);
  const to = regionOfZip(destinationZip);
  if (!to) throw new CarrierError('invalid_destination', `ZIP code ${destinationZip} is not a valid US ZIP code`);
  if (ZONE_9_REGIONS.has(from) || ZONE_9_REGIONS.has(to)) return from === to ? 1 : 9;
  if (originZip.trim().slice(0, 3) === destinationZip.trim().slice(0, 3)) return 1;
  const miles = distanceMiles(REGION_POINTS[from]!, REGION_POINTS[to]!);
  return ZONE_BANDS.find(([max]) => miles <= max)?.[1] ?? 8;
}

export interface ServiceTable {
  service: string;
  description: string;
  /** cents for 1 lb in zone 1 */
  baseCents: number;
  /** cents added per zone above 1 */
  perZoneCents: number;
  /** cents per pound above the first, in zone 1 */
  perExtraPoundCents: number;
  /** cents added to each extra pound per zone above 1 */
  perExtraPoundPerZoneCents: number;
  /** estimated delivery days by zone 1..9 */
  daysByZone: readonly [number, number, number, number, number, number, number, number, number];
  /** how its tracking numbers begin (USPS's service type codes) */
  trackingPrefix: string;
}

/** 2026 retail-like prices. */
export const SERVICES: readonly ServiceTable[] = [
  {
    service: 'USPS Ground Advantage',
    description: 'Affordable ground delivery with tracking, 2-5 days in transit',
    baseCents: 725,
    perZoneCents: 85,
    perExtraPoundCents: 100,
    perExtraPoundPerZoneCents: 30,
    daysByZone: [2, 2, 3, 3, 4, 4, 5, 5, 5],
    trackingPrefix: '9400',
  },
  {
    service: 'Priority Mail',
    description: 'Faster delivery with tracking and insurance up to $100, 1-3 days in transit',
    baseCents: 1040,
    perZoneCents: 120,
    perExtraPoundCents: 150,
    perExtraPoundPerZoneCents: 55,
    daysByZone: [1, 1, 1, 2, 2, 2, 3, 3, 3],
    trackingPrefix: '9405',
  },
  {
    service: 'Priority Mail Express',
    description: 'Our fastest service: overnight to 2 days in transit, with a money-back guarantee',
    baseCents: 3150,
    perZoneCents: 300,
    perExtraPoundCents: 320,
    perExtraPoundPerZoneCents: 100,
    daysByZone: [1, 1, 1, 1, 2, 2, 2, 2, 2],
    trackingPrefix: '9270',
  },
];

/** USPS's weight limit: 70 lb. */
export const MAX_WEIGHT_OZ = 70 * 16;

/** Billed pounds: the weight rounded up to whole pounds, at least 1. */
export const billedPounds = (weightOz: number): number => Math.max(1, Math.ceil(weightOz / 16));

/** The price in cents of one service for a zone and weight. */
export function priceCents(table: ServiceTable, zone: number, weightOz: number): number {
  const extraZones = zone - 1;
  const extraPounds = billedPounds(weightOz) - 1;
  return table.baseCents + table.perZoneCents * extraZones + extraPounds * (table.perExtraPoundCents + table.perExtraPoundPerZoneCents * extraZones);
}

const MILITARY_NOTE = ' Military (APO/FPO/DPO) mail may take longer after the gateway.';

/** The weight checks every request shares (quote and label). */
export function checkWeight(weightOz: number): void {
  if (!Number.isFinite(weightOz) || weightOz <= 0) throw new CarrierError('invalid_weight', 'The package weight must be positive');
  if (weightOz > MAX_WEIGHT_OZ) throw new CarrierError('invalid_weight', 'Packages over 70 lb cannot be shipped by USPS');
}

/** The simulated outage (SANDBOX_OUTAGE_ZIP): the carrier's API does not answer. */
export function checkOutage(destinationZip: string, what: string): void {
  if (destinationZip.trim().startsWith(SANDBOX_OUTAGE_ZIP)) {
    throw new CarrierError('unavailable', `The carrier ${what} service is unavailable (sandbox outage ZIP)`);
  }
}

/** Every service's rate between two ZIP codes, cheapest first. */
export function quoteRates({ originZip, destinationZip, weightOz }: RateRequest): ShippingRate[] {
  checkOutage(destinationZip, 'rate');
  checkWeight(weightOz);
  const zone = zoneBetween(originZip, destinationZip);
  const military = MILITARY_REGIONS.has(regionOfZip(destinationZip) ?? '');
  return SERVICES.map((table) => ({
    service: table.service,
    rateCents: priceCents(table, zone, weightOz),
    estimatedDeliveryDays: table.daysByZone[zone - 1]!,
    description: military ? table.description + '.' + MILITARY_NOTE : table.description,
    zone,
  })).sort((a, b) => a.rateCents - b.rateCents);
}
