// Cart types and rules shared by the server and the browser (no zod: the shell imports this).
import type { ProductDto } from './catalogue.ts';
import { toCents } from './money.ts';

/** A line of GET /api/cart. */
export interface CartLineDto {
  id: number;
  productId: number;
  /** the variant this line buys (docs/decisions/0060-photos-and-variants.md) */
  variantId: number;
  /** its option values, { Size: 'M' }; {} for a listing without options */
  variantOptions: Record<string, string>;
  sku: string | null;
  quantity: number;
  /** the product as this line buys it: price, stock and imageUrl are the variant's */
  product: ProductDto;
}

/**
 * The tax estimated while no state is known (docs/product.md A9: 8% of the subtotal): on the cart
 * page without a saved address and at checkout before the address; then the state's rate applies.
 */
export const CART_TAX_RATE = 0.08;
/** Upper bound of a line whose product has no stock figure (docs/product.md A5). */
export const DEFAULT_MAX_QUANTITY = 100;

/** Most of one product a line may hold: its stock, or 100 when the stock is unknown. */
export function maxQuantity(stock: number | null | undefined): number {
  return stock == null ? DEFAULT_MAX_QUANTITY : Math.max(0, stock);
}

/** The goods' price of cart lines, in cents (tax and shipping come from checkout's rules). */
export const cartSubtotalCents = (lines: ReadonlyArray<{ quantity: number; product: Pick<ProductDto, 'price'> }>): number =>
  lines.reduce((sum, l) => sum + toCents(l.product.price) * l.quantity, 0);

/** Total number of items, for the header badge. */
export const cartCount = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((n, l) => n + l.quantity, 0);
