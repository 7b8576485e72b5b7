import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { cartItems, products, productVariants } from '#server/db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '#server/errors.ts';
import { CarrierError, type Carrier } from '#server/integrations/carrier/carrier.ts';
import { longestProcessingDays, promisedDelivery } from '#shared/delivery-estimate.ts';
import type { ShippingRateDto, ShippingRatesDto } from '#shared/schemas/checkout.ts';
import { chargedOptions, packagesFor, quotePackages, toPackageDtos, toRateDto, type CartRate, type PackageLine } from './packages.ts';

/**
 * Each rate with the delivery date an order placed `now` would be promised (docs/decisions/0044): its
 * days in transit after `processingDays`, the items' longest processing time (docs/decisions/0059-specifications-and-processing-time.md).
 * The rate and its days stay the carrier's.
 */
const withPromise = (rates: ShippingRateDto[], now: Date, processingDays: number): ShippingRateDto[] =>
  rates.map((rate) => ({ ...rate, estimatedDeliveryDate: promisedDelivery(now, rate.estimatedDeliveryDays, processingDays).toISOString() }));

export const ratesUnavailable = () => new AppError(502, 'carrier_unavailable', 'Unable to calculate shipping rates');

/** A carrier failure as an answer: the caller's bad ZIP code or weight is a 400, anything else a 502. */
function carrierFailure(error: unknown): never {
  if (error instanceof CarrierError) {
    if (error.code === 'invalid_destination') throw badRequest(error.message);
    if (error.code === 'invalid_weight') throw badRequest(error.message);
  }
  // An unavailable carrier, a bad origin (configuration) or anything unexpected: the client falls
  // back to the spec's default rates.
  throw ratesUnavailable();
}

/** A variant's weight: its own, else its listing's (docs/decisions/0060-photos-and-variants.md). */
const variantWeight = sql<number | null>`COALESCE(${productVariants.weightOz}, ${products.weightOz})`;

/**
 * Rates for one product to a ZIP code, cheapest first (the spec's lookup). Its package is the
 * product's seller's package with one unit of the variant its page opens on (its first): that
 * variant's weight (16 oz when unset, docs/product.md B9) from the seller's ship-from ZIP code
 * (ship-from.ts; the platform's for its own stock). No free shipping: the spec's input has no subtotal.
 */
export async function calculateRates(db: Db, carrier: Carrier, productId: number, destinationZip: string, now: Date): Promise<ShippingRatesDto> {
  const [product] = await db
    .select({ weightOz: variantWeight, sellerId: products.sellerId, processingDaysMax: products.processingDaysMax })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.isApproved, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  if (!product) throw notFound('Product not found');
  const packages = await packagesFor(db, [{ ...product, quantity: 1 }]);
  const rates = await quotePackages(carrier, packages, destinationZip).catch(carrierFailure);
  return { rates: withPromise(rates.map(toRateDto), now, product.processingDaysMax) };
}

/** A cart line with what pricing and checkout need of its product and variant. */
export interface CartShippingLine extends PackageLine {
  productId: number;
  /** the variant the line buys (docs/decisions/0060-photos-and-variants.md): its price, stock and weight (else the listing's) */
  variantId: number;
  variantOptions: Record<string, string>;
  sku: string | null;
  productName: string;
  priceCents: number;
  stock: number | null;
  isApproved: boolean;
  /** the product's "LxWxH" inches, kept on the order line for its label (docs/decisions/0048) */
  dimensions: string | null;
  /** the longest of the listing's processing time, in business days (docs/decisions/0059-specifications-and-processing-time.md) */
  processingDaysMax: number;
}

/** The user's cart lines, oldest first, with their variants' price, weight and stock, their products' size, seller and availability. */
export async function cartLines(db: Db, userId: number): Promise<CartShippingLine[]> {
  return db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      variantOptions: productVariants.options,
      sku: productVariants.sku,
      productName: products.name,
      quantity: cartItems.quantity,
      priceCents: productVariants.priceCents,
      weightOz: variantWeight,
      dimensions: products.dimensions,
      processingDaysMax: products.processingDaysMax,
      sellerId: products.sellerId,
      stock: productVariants.stock,
      isApproved: products.isApproved,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export const cartIsEmpty = () => conflict('Your cart is empty.');

/** The carrier's rates for the lines' packages, one per seller; throws what the carrier throws. */
export async function quoteLines(db: Db, carrier: Carrier, lines: readonly PackageLine[], destinationZip: string) {
  const packages = await packagesFor(db, lines);
  const rates: CartRate[] = await quotePackages(carrier, packages, destinationZip);
  return { packages, rates };
}

/**
 * POST /api/shipping/calculate-rates with `cart: true`: the user's cart as one package per seller,
 * each service at the sum of the packages' rates with the slowest package's days, as checkout will
 * charge it (the cheapest flat $5.95 under a $50 subtotal, free from $50). The packages say where each ships from. A carrier that
 * cannot answer is a 502, after which the page offers the spec's default rates, as checkout does.
 */
export async function calculateCartRates(db: Db, carrier: Carrier, userId: number, destinationZip: string, now: Date): Promise<ShippingRatesDto> {
  const lines = await cartLines(db, userId);
  if (lines.length === 0) throw cartIsEmpty();
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const { packages, rates } = await quoteLines(db, carrier, lines, destinationZip).catch(carrierFailure);
  if (rates.length === 0) throw ratesUnavailable();
  return {
    rates: withPromise(
      chargedOptions(rates, subtotalCents).map((o) => o.rate),
      now,
      longestProcessingDays(lines.map((l) => l.processingDaysMax)),
    ),
    packages: toPackageDtos(packages),
  };
}
