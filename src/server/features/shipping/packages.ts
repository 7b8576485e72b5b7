// One package per seller (issue 12, decision 0024): the rule by which a cart's shipping is priced, for
// the rates lookup (POST /api/shipping/calculate-rates with `cart: true`) and for the checkout's
// quote alike, so the shipping line the shopper sees is the amount the server charges.
//
// Each seller ships their own lines, from their shop's ship-from ZIP code (ship-from.ts; decision 0055),
// in one package weighing all of them (the weight rule labels use too: src/shared/shipping-package.ts). A service is offered when the carrier offers it for every
// package; it costs the sum of the packages' rates and takes as long as the slowest of them. Then
// the shop's own rules: standard shipping flat $5.95 under $50 and free from $50, and the spec's
// fallback rates when the carrier cannot answer.
import type { CheckoutPackage } from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { PLATFORM_ORIGIN_ZIP, type Carrier, type ShippingRate } from '#server/integrations/carrier/carrier.ts';
import { FALLBACK_SHIPPING_RATES, splitCents, withShippingPolicy } from '#shared/checkout-rules.ts';
import { centsToDecimal, toCents } from '#shared/money.ts';
import { lineWeightOz } from '#shared/shipping-package.ts';
import type { ShippingPackageDto, ShippingRateDto } from '#shared/schemas/checkout.ts';
import { statesOfZip } from '#shared/zip-states.ts';
import { sellerOriginsOf } from './ship-from.ts';

/** A cart or order line as far as shipping cares. */
export interface PackageLine {
  /** the product's seller; null for the platform's own stock */
  sellerId: number | null;
  /** per unit; unset or 0 counts as 16 oz (docs/product.md B9) */
  weightOz: number | null;
  quantity: number;
}

/** One seller's package of a cart. */
export interface CartPackage {
  sellerId: number | null;
  originZip: string;
  /** all the seller's lines: weight per unit times quantity */
  weightOz: number;
  /** how many units it holds */
  units: number;
}

/** A service offered for the whole cart: the packages' rates summed, the slowest package's days. */
export interface CartRate {
  service: string;
  /** the carrier's price for all packages, integer cents (before free shipping) */
  rateCents: number;
  estimatedDeliveryDays: number;
  description?: string;
  /** each package as quoted for this service, in the order of the packages */
  packages: CheckoutPackage[];
}

/** A service as checkout offers and charges it: the answer's rate (free shipping applied) and its packages. */
export interface ShippingOption {
  rate: ShippingRateDto;
  packages: CheckoutPackage[];
}

/**
 * Groups lines into one package per seller, in the order each seller first appears in the lines.
 * `originOf` answers a seller's origin ZIP code (the platform's for null and for a seller without one).
 */
export function groupPackages(lines: readonly PackageLine[], originOf: (sellerId: number | null) => string): CartPackage[] {
  const bySeller = new Map<number | null, CartPackage>();
  for (const line of lines) {
    const sellerId = line.sellerId ?? null;
    let pkg = bySeller.get(sellerId);
    if (!pkg) {
      pkg = { sellerId, originZip: originOf(sellerId), weightOz: 0, units: 0 };
      bySeller.set(sellerId, pkg);
    }
    pkg.weightOz += lineWeightOz(line);
    pkg.units += line.quantity;
  }
  return [...bySeller.values()];
}

/**
 * The sellers' origin ZIP codes: their shop's ship-from ZIP, else their Shipping Settings' origin ZIP
 * (ship-from.ts); a seller with neither is absent.
 */
export async function sellerOrigins(db: Db | Tx, sellerIds: Iterable<number | null>): Promise<Map<number, string>> {
  const origins = await sellerOriginsOf(db, sellerIds);
  return new Map([...origins].flatMap(([id, origin]) => (origin.originZip ? [[id, origin.originZip] as const] : [])));
}

/** The origin of a seller's package: their own ZIP code when they set one, else the platform's (its own stock's warehouse). */
export const originFrom =
  (origins: ReadonlyMap<number, string>) =>
  (sellerId: number | null): string =>
    (sellerId === null ? undefined : origins.get(sellerId)) ?? PLATFORM_ORIGIN_ZIP;

/** Groups the lines into packages with each seller's origin read from the database. */
export async function packagesFor(db: Db | Tx, lines: readonly PackageLine[]): Promise<CartPackage[]> {
  const origins = await sellerOrigins(
    db,
    lines.map((l) => l.sellerId),
  );
  return groupPackages(lines, originFrom(origins));
}

/**
 * The services every package can use, cheapest first: each at the sum of the packages' rates, with
 * the longest of their delivery days and the first package's description. `quotes[i]` is the
 * carrier's answer for `packages[i]`.
 */
export function combineQuotes(packages: readonly CartPackage[], quotes: ReadonlyArray<readonly ShippingRate[]>): CartRate[] {
  if (packages.length === 0 || quotes.length !== packages.length) return [];
  const combined: CartRate[] = [];
  for (const first of quotes[0]!) {
    const perPackage = quotes.map((list) => list.find((r) => r.service === first.service));
    if (perPackage.some((r) => r === undefined)) continue;
    const rates = perPackage as ShippingRate[];
    combined.push({
      service: first.service,
      rateCents: rates.reduce((sum, r) => sum + r.rateCents, 0),
      estimatedDeliveryDays: Math.max(...rates.map((r) => r.estimatedDeliveryDays)),
      description: first.description,
      packages: packages.map((pkg, i) => ({
        sellerId: pkg.sellerId,
        originZip: pkg.originZip,
        weightOz: pkg.weightOz,
        rateCents: rates[i]!.rateCents,
        estimatedDeliveryDays: rates[i]!.estimatedDeliveryDays,
      })),
    });
  }
  // A stable sort: services of one price keep the carrier's order.
  return combined.sort((a, b) => a.rateCents - b.rateCents);
}

/** Quotes every package with the carrier, side by side; throws what the carrier throws. */
export async function quotePackages(carrier: Carrier, packages: readonly CartPackage[], destinationZip: string): Promise<CartRate[]> {
  const quotes = await Promise.all(packages.map((pkg) => carrier.quoteRates({ originZip: pkg.originZip, destinationZip, weightOz: pkg.weightOz })));
  return combineQuotes(packages, quotes);
}

/**
 * The spec's fallback rates (Standard 5.99 in 5 days, Expedited 12.99 in 2) for a carrier that cannot
 * answer: one price for the whole order, as the spec gives it, whose packages each carry their share
 * by weight, so the packages still add up to what the shopper pays.
 */
export function fallbackRates(packages: readonly CartPackage[]): CartRate[] {
  return FALLBACK_SHIPPING_RATES.map((rate) => {
    const rateCents = toCents(rate.rate);
    const shares = splitCents(
      rateCents,
      packages.map((p) => p.weightOz),
    );
    return {
      service: rate.service,
      rateCents,
      estimatedDeliveryDays: rate.estimatedDeliveryDays,
      ...(rate.description === undefined ? {} : { description: rate.description }),
      packages: packages.map((pkg, i) => ({
        sellerId: pkg.sellerId,
        originZip: pkg.originZip,
        weightOz: pkg.weightOz,
        rateCents: shares[i]!,
        estimatedDeliveryDays: rate.estimatedDeliveryDays,
      })),
    };
  });
}

/** The rates as the API answers them (decimal strings), without free shipping. */
export const toRateDto = (rate: Pick<CartRate, 'service' | 'rateCents' | 'estimatedDeliveryDays' | 'description'>): ShippingRateDto => ({
  service: rate.service,
  rate: centsToDecimal(rate.rateCents),
  estimatedDeliveryDays: rate.estimatedDeliveryDays,
  ...(rate.description === undefined ? {} : { description: rate.description }),
});

/**
 * The cart's options as checkout charges them: the shop's standard shipping applied for the subtotal
 * (the cheapest service flat $5.95 under $50, free from $50). The packages keep the carrier's rates:
 * what their labels cost, not what the shopper paid.
 */
export function chargedOptions(rates: readonly CartRate[], subtotalCents: number): ShippingOption[] {
  const charged = withShippingPolicy(rates.map(toRateDto), subtotalCents);
  return rates.map((rate, i) => ({ rate: charged[i]!, packages: rate.packages }));
}

/** The packages as the rates answer tells them to the shopper: where each ships from and how many units. */
export const toPackageDtos = (packages: readonly CartPackage[]): ShippingPackageDto[] =>
  packages.map((pkg) => ({ from: statesOfZip(pkg.originZip)[0] ?? null, items: pkg.units }));
