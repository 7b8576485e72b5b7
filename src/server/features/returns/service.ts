import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, returnRequests, type User } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { enqueueMail, isMailAddress } from '#server/integrations/mail/outbox.ts';
import { formatDate } from '#shared/dates.ts';
import { lineName } from '#shared/variant-label.ts';
import { centsToDecimal } from '#shared/money.ts';
import { NO_ADDITIONAL_INFO, RETURN_HOLDING_STATUSES, RETURN_WINDOW_DAYS, returnWindowEnd, type ReturnRequestDto } from '#shared/returns.ts';
import type { createReturnSchema } from '#shared/schemas/returns.ts';
import { returnRequestEmail } from './confirmation-email.ts';
import { returnLabelPath } from './seller-query.ts';

export interface ReturnDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

type CreateReturn = z.output<typeof createReturnSchema>;

/** docs/product.md B4: delivered or completed orders allow returns. */
const RETURNABLE_ORDER_STATUSES = ['delivered', 'completed'];

/** Why a request asks too much of a line: `bought` units, of which `held` are in open or completed requests. */
function quantityRefusal(bought: number, held: number): string {
  const remaining = bought - held;
  if (remaining <= 0) return bought === 1 ? 'This item is already in a return request.' : `All ${bought} of this item are already in a return request.`;
  if (held === 0) return `You bought ${bought} of this item, so at most ${bought} can be returned.`;
  return `Only ${remaining} of this item can still be returned: ${held} ${held === 1 ? 'is' : 'are'} already in a return request.`;
}

/**
 * A shopper's request to return `quantity` of one line of their delivered or completed order,
 * within the return window (docs/product.md B4, B5 and B9). Always pending; the confirmation email
 * is written in the same transaction. The order line's row is locked while its open requests are
 * counted, so concurrent requests for one line are judged one after the other and never together
 * exceed what was bought.
 */
export async function createReturnRequest(deps: ReturnDeps, user: User, input: CreateReturn): Promise<ReturnRequestDto> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, user.id)));
    if (!order) throw notFound('Order not found');
    const [line] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)))
      .for('update');
    if (!line) throw notFound(`This item is not part of order #${order.id}.`);
    if (!RETURNABLE_ORDER_STATUSES.includes(order.status)) {
      throw conflict(`Only delivered or completed orders can be returned. This order is ${order.status}.`);
    }
    const windowEnd = returnWindowEnd(order);
    if (deps.now() > windowEnd) {
      throw conflict(`The ${RETURN_WINDOW_DAYS}-day return window for this order closed on ${formatDate(windowEnd)}.`);
    }
    const [held] = await tx
      .select({ quantity: sql<number>`coalesce(sum(${returnRequests.quantity}), 0)::int` })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderItemId, line.id), inArray(returnRequests.status, [...RETURN_HOLDING_STATUSES])));
    const heldQuantity = held?.quantity ?? 0;
    if (input.quantity > line.quantity - heldQuantity) throw conflict(quantityRefusal(line.quantity, heldQuantity));

    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        orderItemId: line.id,
        userId: user.id,
        quantity: input.quantity,
        reason: input.reason,
        returnMethod: input.returnMethod,
        additionalInfo: input.additionalInfo || NO_ADDITIONAL_INFO,
        status: 'pending',
      })
      .returning();
    const dto = toDto(row!, line);
    // To the order's contact email (the checkout form's), as the order's own emails go, else the account's.
    const to = [order.shippingAddress.email?.trim(), user.email].find((address) => address && isMailAddress(address));
    if (to) await enqueueMail(tx, returnRequestEmail(dto, to, order.shippingAddress.fullName, deps.publicUrl));
    return dto;
  });
}

type ReturnRow = typeof returnRequests.$inferSelect;

/** What names a returned line: its product and variant (docs/decisions/0060-photos-and-variants.md). */
type NamedLine = { id: number; productId: number | null; productName: string; variantOptions: Record<string, string> };

export function toDto(row: ReturnRow, line: NamedLine): ReturnRequestDto {
  return {
    id: row.id,
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    userId: row.userId,
    quantity: row.quantity,
    reason: row.reason,
    returnMethod: 'mail',
    additionalInfo: row.additionalInfo,
    status: row.status,
    trackingNumber: row.trackingNumber,
    // Its route, never a storage address: labels are private (decision 0041).
    labelUrl: row.labelKey ? returnLabelPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    orderItem: { id: line.id, product: { id: line.productId, name: lineName(line.productName, line.variantOptions) } },
    refunded: centsToDecimal(row.refundedCents),
    // A request's last change is the recording of its refund: nothing updates it after (refundReturn).
    refundedAt: row.refundedCents > 0 ? row.updatedAt.toISOString() : null,
  };
}

/** The user's return requests, newest first, with the returned line's name. */
export async function listReturnRequests(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: ReturnRequestDto[]; total: number }> {
  const mine = eq(returnRequests.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        request: returnRequests,
        line: { id: orderItems.id, productId: orderItems.productId, productName: orderItems.productName, variantOptions: orderItems.variantOptions },
      })
      .from(returnRequests)
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .where(mine)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequests)
      .where(mine),
  ]);
  return { items: rows.map((r) => toDto(r.request, r.line)), total: count?.n ?? 0 };
}
