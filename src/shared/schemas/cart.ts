import { z } from 'zod';
import type { CartLineDto } from '#shared/cart.ts';
import { productSchema } from './catalogue.ts';
import { dbId, strictNumber } from './common.ts';

const quantity = strictNumber(
  z
    .number({ message: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(10_000, 'Quantity is too large'),
);

/** POST /api/cart (docs/product.md A7). */
export const cartAddSchema = z.object({
  productId: dbId('productId must be a product id'),
  /** which of the listing's variants (docs/decisions/0060-photos-and-variants.md): required when it has options */
  variantId: dbId('variantId must be a variant id').optional(),
  quantity: quantity.default(1),
});

/** PUT /api/cart/{id}. */
export const cartUpdateSchema = z.object({ quantity });

/** A line of GET /api/cart, and what adding or changing one answers. */
export const cartLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  variantId: z.number(),
  variantOptions: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  quantity: z.number(),
  product: productSchema,
}) satisfies z.ZodType<CartLineDto>;
