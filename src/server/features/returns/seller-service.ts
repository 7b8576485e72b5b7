// Sellers handle the return requests of their own lines (docs/product.md B2, B4 and B6; docs/architecture.md
// section 3): a seller sees and acts only on requests whose line's product is theirs (404 for any
// other), the administrator on every one. Each change locks the request's row, checks its status
// (409 naming it) and writes the shopper's email in the same transaction.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, products, returnRequests, type User } from '#server/db/schema.ts';
import { isAdmin } from '#server/http/auth.ts';
import { conflict, notFound } from '#server/errors.ts';
import { putBack } from '#server/features/checkout/stock-holds.ts';
import { postReturnRefund } from '#server/features/ledger/postings.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { ReturnStatus, SellerReturnRequestDto } from '#shared/returns.ts';
import type { rejectReturnSchema } from '#shared/schemas/seller-returns.ts';
import { queueReturnEmail } from './seller-emails.ts';
import { refundReturn, returnRefundCents } from './seller-refunds.ts';
import { selectReturns, type ReturnContext } from './seller-query.ts';
import { toDto } from './service.ts';

export interface SellerReturnDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  payments: PaymentProvider;
}

export const returnNotFound = () => notFound('Return request not found');

/** The requests `user` may see: their products' lines, or all for the administrator. */
const visibleTo = (user: User): SQL | undefined => (isAdmin(user) ? undefined : eq(products.sellerId, user.id));

function toSellerDto(row: ReturnContext): SellerReturnRequestDto {
  const { request, order } = row;
  return {
    ...toDto(request, row.line),
    shopperName: order.shippingAddress.fullName,
    refundAmount: centsToDecimal(returnRefundCents(row)),
    refundOwed: request.status === 'completed' && order.paymentIntentId !== null && request.refundedCents === 0,
  };
}

/** The request `id` if `user` may act on it (else 404); locked for the rest of the transaction with `tx`. */
export async function findReturnFor(db: Db | Tx, user: User, id: number, lock: boolean): Promise<ReturnContext> {
  const query = selectReturns(db).where(and(eq(returnRequests.id, id), visibleTo(user)));
  const [row] = lock ? await query.for('update', { of: returnRequests }) : await query;
  if (!row) throw returnNotFound();
  return row;
}

/** GET /api/returns/seller: the seller's requests, newest first, optionally of one status. */
export async function listSellerReturns(
  db: Db,
  user: User,
  query: { status?: ReturnStatus; limit: number; offset: number },
): Promise<{ items: SellerReturnRequestDto[]; total: number }> {
  const where = and(visibleTo(user), query.status ? eq(returnRequests.status, query.status) : undefined);
  const [rows, [count]] = await Promise.all([
    selectReturns(db).where(where).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).limit(query.limit).offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequests)
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(where),
  ]);
  return { items: rows.map(toSellerDto), total: count?.n ?? 0 };
}

function refuse(status: ReturnStatus, allowed: 'pending' | 'approved', action: string): never {
  throw conflict(`This return request is ${status}. Only ${allowed} requests can be ${action}.`);
}

/**
 * Moves a request `from` one status `to` another, with the row locked, and queues the shopper's
 * email of the new status; answers the request as it now is.
 */
async function transition(
  deps: SellerReturnDeps,
  user: User,
  id: number,
  from: 'pending' | 'approved',
  to: 'approved' | 'rejected' | 'completed',
  effects: (tx: Tx, row: ReturnContext) => Promise<void>,
): Promise<ReturnContext> {
  return deps.db.transaction(async (tx) => {
    const row = await findReturnFor(tx, user, id, true);
    if (row.request.status !== from) refuse(row.request.status, from, to);
    const [request] = await tx.update(returnRequests).set({ status: to, updatedAt: deps.now() }).where(eq(returnRequests.id, id)).returning();
    const updated = { ...row, request: request! };
    await effects(tx, updated);
    return updated;
  });
}

/** pending → approved; the shopper is told their prepaid label follows (or is attached, once there). */
export async function approveReturn(deps: SellerReturnDeps, user: User, id: number): Promise<SellerReturnRequestDto> {
  const row = await transition(deps, user, id, 'pending', 'approved', (tx, updated) =>
    queueReturnEmail(tx, { kind: 'approved', row: updated }, deps.publicUrl),
  );
  return toSellerDto(row);
}

/** pending → rejected; the seller's reason, if any, goes to the shopper in the email (it is not stored). */
export async function rejectReturn(
  deps: SellerReturnDeps,
  user: User,
  id: number,
  input: z.output<typeof rejectReturnSchema>,
): Promise<SellerReturnRequestDto> {
  const row = await transition(deps, user, id, 'pending', 'rejected', (tx, updated) =>
    queueReturnEmail(tx, { kind: 'rejected', row: updated, reason: input?.reason || null }, deps.publicUrl),
  );
  return toSellerDto(row);
}

/**
 * approved → completed: the item is back. Its variant (if it still exists and counts stock) gets the
 * quantity back and the shopper's email says the refund is on its way, in the transaction; the
 * refund is then made through the provider. One the provider could not make stays owed (completed,
 * nothing refunded) and the reconciliation job makes it (retryReturnRefunds).
 */
export async function completeReturn(deps: SellerReturnDeps, user: User, id: number): Promise<SellerReturnRequestDto> {
  const row = await transition(deps, user, id, 'approved', 'completed', async (tx, updated) => {
    const { productId, variantId } = updated.line;
    if (productId !== null) await putBack(tx, [{ productId, variantId, quantity: updated.request.quantity }]);
    // The books (decision 0056): the refund owed from now, taken from the seller with the fee and tax in proportion.
    await postReturnRefund(tx, updated);
    await queueReturnEmail(tx, { kind: 'refunded', row: updated }, deps.publicUrl);
  });
  if (row.order.paymentIntentId !== null) await refundReturn(deps, id, row.order.paymentIntentId, returnRefundCents(row));
  return toSellerDto(await findReturnFor(deps.db, user, id, false));
}
