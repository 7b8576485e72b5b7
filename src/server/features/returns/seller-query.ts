// One return request joined to what its seller's screen, its emails, its label and its refund need.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, products, returnRequests, users } from '#server/db/schema.ts';
import { orderLineVariant } from '#server/features/checkout/stock-holds.ts';
import { orderLinePrices } from '#server/features/orders/dto.ts';
import { lineDimensions } from '#server/features/orders/label-package.ts';

/** Where the PDF of a request's return label is served (to its seller, the administrator and its shopper). */
export const returnLabelPath = (id: number) => `/api/returns/${id}/label`;

/** One request with what its seller's screen, its emails, its label and its refund need. */
export function selectReturns(db: Db | Tx) {
  return db
    .select({
      request: returnRequests,
      line: {
        id: orderItems.id,
        productId: orderItems.productId,
        productName: orderItems.productName,
        variantOptions: orderItems.variantOptions,
        sku: orderItems.sku,
        // Where a completed return's units go back (docs/decisions/0060-photos-and-variants.md).
        variantId: orderLineVariant,
        priceCents: orderItems.priceCents,
        quantity: orderItems.quantity,
        weightOz: orderItems.weightOz,
        // For the return label's package (decision 0048).
        dimensions: lineDimensions,
      },
      order: {
        id: orders.id,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        // Every line of the order, by id: the returned line's share of the discount and tax depends on all of them.
        lines: orderLinePrices(orders.id),
        shippingAddress: orders.shippingAddress,
        paymentIntentId: orders.paymentIntentId,
        paymentBrand: orders.paymentBrand,
        paymentLast4: orders.paymentLast4,
      },
      sellerId: products.sellerId,
      shopperEmail: users.email,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .leftJoin(products, eq(products.id, orderItems.productId));
}

export type ReturnContext = Awaited<ReturnType<ReturnType<typeof selectReturns>['execute']>>[number];
