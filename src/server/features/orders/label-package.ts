// The package a label is bought for and its postage before buying (docs/decisions/0048): one rule for
// the shipping label of an order's package and for the prepaid return label of a return request.
import { sql } from 'drizzle-orm';
import { orderItems, products } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { CarrierError, type Carrier, type LabelRequest } from '#server/integrations/carrier/carrier.ts';
import { lineName } from '#shared/variant-label.ts';
import { arrivalDay } from '#shared/delivery-estimate.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { LabelQuoteDto } from '#shared/schemas/order-labels.ts';
import { packageProblem, type ShippingPackage } from '#shared/shipping-package.ts';

/**
 * An order line's "LxWxH" inches: as kept at purchase (migration 0027), else the product's current
 * listing (orders placed before; null once the product is deleted). Selected with `products` joined.
 */
export const lineDimensions = sql<string | null>`coalesce(${orderItems.dimensions}, ${products.dimensions})`;

/** What a label says it carries: an order line's quantity, product and variant. */
export interface LabelLine {
  quantity: number;
  productName: string;
  variantOptions: Record<string, string>;
  sku: string | null;
}

/**
 * The label's two references (docs/decisions/0060-photos-and-variants.md): the order, then what the
 * package holds, each line with its variant and SKU, "1 x Oak Bench - Size: L (HM-12-L)".
 */
export function labelReferences(heading: string, lines: readonly LabelLine[]): string[] {
  const contents = lines.map((l) => `${l.quantity} x ${lineName(l.productName, l.variantOptions)}${l.sku ? ` (${l.sku})` : ''}`);
  return [heading, contents.join('; ')];
}

/** A package USPS takes, or 400 with the reason in the seller's words (too long, too heavy). */
export function checkPackage(pkg: ShippingPackage): ShippingPackage {
  const problem = packageProblem(pkg);
  if (problem) throw badRequest(problem);
  return pkg;
}

/** What the label request says of its package. */
export const requestPackage = (request: Pick<LabelRequest, 'dimensions' | 'weightOz'>): ShippingPackage => ({
  ...request.dimensions,
  weightOz: request.weightOz,
});

/** The carrier refusing to price the package: its reason as a 400; an unavailable carrier a 502. */
function quoteFailure(error: unknown, what: string): never {
  if (error instanceof CarrierError && error.code !== 'unavailable') throw badRequest(`The carrier could not price the ${what}: ${error.message}`);
  if (error instanceof CarrierError) throw new AppError(502, 'carrier_unavailable', `The carrier could not price the ${what} right now. Please try again.`);
  throw error;
}

/**
 * The postage of the label `request` would buy, from the carrier's rates for its package (the same
 * addresses, weight and size): the request's service, or `fallbackService` when the carrier does not
 * offer it (as the purchase falls back), with the day it would arrive if it ships `now`. Buys nothing.
 */
export async function quoteLabel(carrier: Carrier, request: LabelRequest, now: Date, what: string, fallbackService?: string): Promise<LabelQuoteDto> {
  const rates = await carrier
    .quoteRates({ originZip: request.from.zipCode, destinationZip: request.to.zipCode, weightOz: request.weightOz, dimensions: request.dimensions })
    .catch((error: unknown) => quoteFailure(error, what));
  const rate = rates.find((r) => r.service === request.service) ?? rates.find((r) => fallbackService !== undefined && r.service === fallbackService);
  if (!rate) throw badRequest(`The carrier does not offer ${request.service} for this package.`);
  return {
    service: rate.service,
    postage: centsToDecimal(rate.rateCents),
    package: requestPackage(request),
    estimatedDeliveryDate: arrivalDay(now, rate.estimatedDeliveryDays).toISOString(),
  };
}
