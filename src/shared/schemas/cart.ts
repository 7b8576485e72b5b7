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
  quantity: quantity.default(1),
});

/** PUT /api/cart/{id}. */
export const cartUpdateSchema = z.object({ quantity });

/** A line of GET /api/cart, and what adding or changing one answers. */
export const cartLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  quantity: z.number(),
  product: productSchema,
}) satisfies z.ZodType<CartLineDto>;
