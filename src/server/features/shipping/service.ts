import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/http/errors.ts';
import { CarrierError, DEFAULT_ITEM_WEIGHT_OZ, PLATFORM_ORIGIN_ZIP, type Carrier } from '#server/integrations/carrier/carrier.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { ShippingRatesDto } from '#shared/schemas/checkout.ts';

export const ratesUnavailable = () => new AppError(502, 'carrier_unavailable', 'Unable to calculate shipping rates');

/**
 * Rates for one product to a ZIP code, cheapest first. The package weighs the product's weightOz
 * (16 oz when unset, spec 001 section 9) and ships from the platform origin (no seller origin yet).
 */
export async function calculateRates(db: Db, carrier: Carrier, productId: number, destinationZip: string): Promise<ShippingRatesDto> {
  const [product] = await db
    .select({ weightOz: products.weightOz })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isApproved, true)))
    .limit(1);
  if (!product) throw notFound('Product not found');
  const weightOz = product.weightOz && product.weightOz > 0 ? product.weightOz : DEFAULT_ITEM_WEIGHT_OZ;
  try {
    const rates = await carrier.quoteRates({ originZip: PLATFORM_ORIGIN_ZIP, destinationZip, weightOz });
    return {
      rates: [...rates]
        .sort((a, b) => a.rateCents - b.rateCents)
        .map((r) => ({ service: r.service, rate: centsToDecimal(r.rateCents), estimatedDeliveryDays: r.estimatedDeliveryDays, description: r.description })),
    };
  } catch (error) {
    if (error instanceof CarrierError) {
      if (error.code === 'invalid_destination') throw badRequest(error.message);
      if (error.code === 'invalid_weight') throw badRequest(error.message);
    }
    // An unavailable carrier, a bad origin (our configuration) or anything unexpected: the client
    // falls back to the spec's default rates.
    throw ratesUnavailable();
  }
}
