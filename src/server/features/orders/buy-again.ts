// Buy it again (docs/decisions/0061-discovery.md, item 6): what the shopper bought, to buy once more.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import type { BuyAgainItemDto } from '#shared/discovery.ts';

/** At most this many products, like the recently viewed strip beside it. */
export const BUY_AGAIN_MAX = 12;

/**
 * The products of the shopper's paid orders, the most recently bought first, once each, for sale
 * now. An order exists only for a payment that succeeded (docs/architecture.md §3), so every order
 * but a cancelled one was paid. The variant is the one bought last while the listing still sells it
 * (a variant removed from the listing is gone, its order lines keep only their copy of its options);
 * otherwise none, and the options then say what was bought.
 */
export async function buyAgain(db: Db, userId: number): Promise<BuyAgainItemDto[]> {
  const last = db
    .selectDistinctOn([orderItems.productId], {
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      boughtOptions: orderItems.variantOptions,
      orderedAt: orders.createdAt,
      lineId: orderItems.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), isNotNull(orderItems.productId)))
    .orderBy(orderItems.productId, desc(orders.createdAt), desc(orderItems.id))
    .as('last');
  const rows = await db
    .select({
      ...productColumns,
      variantId: productVariants.id,
      variantOptions: productVariants.options,
      boughtOptions: last.boughtOptions,
      orderedAt: last.orderedAt,
    })
    .from(last)
    .innerJoin(products, eq(products.id, last.productId))
    .innerJoin(...productCategoryJoin)
    .leftJoin(productVariants, and(eq(productVariants.id, last.variantId), eq(productVariants.productId, products.id)))
    .where(sql`${products.isApproved}`)
    .orderBy(desc(last.orderedAt), desc(last.lineId))
    .limit(BUY_AGAIN_MAX);
  return rows.map(({ variantId, variantOptions, boughtOptions, orderedAt, ...product }) => ({
    product: toProductDto(product),
    variantId,
    variantOptions: variantOptions ?? boughtOptions,
    lastOrderedAt: orderedAt.toISOString(),
  }));
}
