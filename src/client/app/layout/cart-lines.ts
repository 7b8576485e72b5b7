import { toCents } from '#shared/money.ts';

/** A cart line as GET /api/cart answers it (spec 000 section 3); only the fields the dropdown reads. */
export interface CartLine {
  id: number;
  quantity: number;
  product: { id: number; name: string; price: string | number; imageUrl?: string | null };
}

export const CART_KEY = ['/api/cart'] as const;

/** Total quantity and subtotal (price × quantity, summed in cents). */
export function cartTotals(lines: readonly CartLine[]): { count: number; subtotalCents: number } {
  let count = 0;
  let subtotalCents = 0;
  for (const line of lines) {
    count += line.quantity;
    subtotalCents += toCents(line.product.price) * line.quantity;
  }
  return { count, subtotalCents };
}

/** The image service crops to a square 400 × 400 (spec 000 section 2). */
export const cartImageUrl = (imageUrl: string): string =>
  `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=400&h=400&fit=cover`;
