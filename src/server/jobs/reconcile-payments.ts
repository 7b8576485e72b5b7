import { and, asc, between, eq, sql } from 'drizzle-orm';
import { checkouts } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { retryCancellationRefunds } from '#server/features/orders/cancel.ts';
import { finalizeCheckout, retryRefund, type OrderDeps } from '#server/features/orders/service.ts';
import { retryReturnRefunds } from '#server/features/returns/seller-refunds.ts';
import { releaseExpiredHolds } from './release-stock-holds.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

const MINUTE = 60_000;

export interface ReconcileReport {
  ordered: number;
  refunded: number;
}

/**
 * The server-side safety net (docs/architecture.md §3): no one pays without an order, and no refund is
 * forgotten. Open checkouts between 2 minutes (the browser had its chance) and 24 hours old are
 * asked of the provider, and a succeeded one gets its order; refunds that could not be made (of
 * checkouts without an order, of cancelled orders and of completed returns) are tried again. Works
 * for every provider, with or without webhooks.
 */
export async function reconcilePayments(deps: OrderDeps, now: Date, batchSize = 50): Promise<ReconcileReport> {
  const report: ReconcileReport = { ordered: 0, refunded: 0 };
  const open = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'open'), between(checkouts.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE), new Date(now.getTime() - 2 * MINUTE))))
    // Round robin: the least recently asked first, so abandoned checkouts never starve a paid one.
    .orderBy(sql`${checkouts.lastCheckedAt} ASC NULLS FIRST`, asc(checkouts.createdAt))
    .limit(batchSize);
  for (const { id, paymentIntentId } of open) {
    await deps.db.update(checkouts).set({ lastCheckedAt: now }).where(eq(checkouts.id, id));
    try {
      await finalizeCheckout(deps, paymentIntentId, null);
      report.ordered += 1;
    } catch (error) {
      // Unpaid (409), refunded because sold out (409): decided. Anything else waits for the next run.
      if (!(error instanceof AppError)) throw error;
    }
  }
  const owed = await deps.db
    .select({ paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(eq(checkouts.status, 'refund_failed'))
    .orderBy(asc(checkouts.updatedAt))
    .limit(batchSize);
  for (const { paymentIntentId } of owed) if (await retryRefund(deps, paymentIntentId)) report.refunded += 1;
  // Cancelled orders whose refund the provider could not make when the shopper cancelled.
  report.refunded += await retryCancellationRefunds({ ...deps, now: () => now }, batchSize);
  // Completed returns whose refund the provider could not make when the seller completed them.
  report.refunded += await retryReturnRefunds({ ...deps, now: () => now }, batchSize);
  return report;
}

/**
 * Runs the reconciliation every minute, then gives back the stock of expired holds (decision 0031):
 * in that order, so a paid checkout whose browser closed gets its order, with its hold, before the
 * hold could be given back. One instance at a time; the timer never keeps the process alive.
 */
export function scheduleReconcile(deps: OrderDeps, log: (error: unknown) => void, intervalMs = MINUTE): StopJob {
  return scheduleJob(
    async () => {
      const now = new Date();
      await reconcilePayments(deps, now).catch(log);
      await releaseExpiredHolds(deps.db, now);
    },
    { intervalMs, log, once: { db: deps.db, name: 'reconcile-payments' } },
  );
}
