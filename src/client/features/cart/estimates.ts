// The shipping and tax the cart's summary estimates, and checkout charges: the cart's own figures
// (checkout builds on the cart, never the other way round).
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api.ts';
import { toast } from '#client/components/ui/toast.tsx';
import type { CartLineDto } from '#shared/cart.ts';
import { FALLBACK_SHIPPING_RATES, fallbackTaxPercent, withShippingPolicy } from '#shared/checkout-rules.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { TaxLookup } from '#shared/pricing.ts';
import { salesTaxCents } from '#shared/tax-rates.ts';
import type { ShippingPackageDto, ShippingRateDto, ShippingRatesDto, TaxResultDto } from '#shared/schemas/checkout.ts';

export interface RatesResult {
  /** as the server charges them for this cart (standard shipping applied); the spec's defaults when `fallback` */
  rates: readonly ShippingRateDto[];
  /** the carrier could not answer: these are the spec's default rates, before the shop's standard shipping */
  fallback: boolean;
  /** the cart's packages, one per seller (none known with the fallback) */
  packages: readonly ShippingPackageDto[];
}

/** What the cart holds, for the rates' query key: a changed cart is a new quote. */
export const cartShippingKey = (lines: readonly Pick<CartLineDto, 'productId' | 'quantity'>[]): string =>
  lines.map((l) => `${l.productId}x${l.quantity}`).join(',');

/**
 * POST /api/shipping/calculate-rates with `cart: true` (decision 0024): the signed-in shopper's cart
 * as one package per seller, priced as checkout charges it. Any failure (or an empty answer) gives
 * the default rates with the 'Shipping Rate Error' toast (docs/product.md A8).
 */
export const shippingRatesQuery = (destinationZip: string, cartKey: string) =>
  queryOptions({
    queryKey: ['/api/shipping/calculate-rates', { cart: true, destinationZip, lines: cartKey }],
    queryFn: async (): Promise<RatesResult> => {
      try {
        const answer = await apiJson<ShippingRatesDto | null>('POST', '/api/shipping/calculate-rates', { cart: true, destinationZip });
        if (answer && Array.isArray(answer.rates) && answer.rates.length > 0) {
          return { rates: answer.rates, fallback: false, packages: Array.isArray(answer.packages) ? answer.packages : [] };
        }
      } catch {
        // fall through to the defaults
      }
      toast({
        title: 'Shipping Rate Error',
        description: 'Unable to calculate shipping rates. Default rates will be used.',
        variant: 'destructive',
      });
      return { rates: FALLBACK_SHIPPING_RATES, fallback: true, packages: [] };
    },
    retry: false,
  });

/**
 * The services to offer: the server's as it answered them, or the fallback's with the shop's standard
 * shipping applied (Standard flat $5.95 under $50, free from $50; Expedited $12.99), as the server
 * applies it to the same fallback (src/server/features/shipping).
 */
export const offeredRates = (result: RatesResult, subtotalCents: number): ShippingRateDto[] =>
  result.fallback ? withShippingPolicy(result.rates, subtotalCents) : [...result.rates];

/**
 * POST /api/tax/calculate. A failure uses the state's estimated rate (MI 6%, CA 7.25%, ..., other 5%)
 * with the toast of docs/product.md A8.
 */
export const taxQuery = (subtotalCents: number, zipCode: string, state: string) =>
  queryOptions({
    queryKey: ['/api/tax/calculate', { subtotal: centsToDecimal(subtotalCents), zipCode, state }],
    queryFn: async (): Promise<TaxLookup> => {
      try {
        const answer = await apiJson<TaxResultDto>('POST', '/api/tax/calculate', {
          subtotal: centsToDecimal(subtotalCents),
          zipCode,
          state,
        });
        const pct = Number(answer.taxPercentage);
        const cents = Math.round(Number.parseFloat(answer.taxAmount) * 100);
        if (Number.isFinite(pct) && Number.isFinite(cents)) return { taxCents: cents, taxPercentage: pct, estimated: false };
      } catch {
        // fall through to the estimate
      }
      toast({ title: 'Tax Calculation Error', description: 'Unable to calculate exact tax. Using estimated rate.', variant: 'destructive' });
      const pct = fallbackTaxPercent(state);
      return { taxCents: salesTaxCents(subtotalCents, pct), taxPercentage: pct, estimated: true };
    },
    retry: false,
  });
