import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, shipments } from '#server/db/schema.ts';
import { enqueueOrderStatusEmail } from '#server/features/orders/status-emails.ts';
import type { Carrier, TrackingInfo } from '#server/integrations/carrier/carrier.ts';
import type { CarrierFor } from '#server/integrations/carrier/select.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

const MINUTE = 60_000;

/** A package is asked about at most every half hour: a real carrier's API counts the calls. */
const RECHECK_AFTER_MS = 30 * MINUTE;

export interface TrackShipmentsDeps {
  db: Db;
  /** the platform's carrier: it tracks the labels it issued (shipments.provider 'sandbox') */
  carrier: Carrier;
  /**
   * The account a seller's packages ship on (issue 12): a label bought on the seller's own USPS
   * account (provider 'usps') is tracked on that account. Without it such packages wait.
   */
  carrierFor?: CarrierFor;
  publicUrl: string;
}

export interface TrackShipmentsReport {
  checked: number;
  /** packages the carrier reported delivered in this run */
  delivered: number;
  /** orders that became delivered (and got their email) in this run */
  ordersDelivered: number;
  /** packages that could not be asked this run: the carrier failed, or the seller's USPS account is no longer usable */
  skipped: number;
}

/**
 * Delivery progress (issue 11): packages not yet delivered are asked of the carrier, least recently
 * asked first, and their status is kept. When the last package of a shipped order is delivered, the
 * order becomes delivered (the 30-day return window starts, reviews open) and the shopper is
 * emailed, in one transaction.
 */
export async function trackShipments(deps: TrackShipmentsDeps, now: Date, batchSize = 50): Promise<TrackShipmentsReport> {
  const report: TrackShipmentsReport = { checked: 0, delivered: 0, ordersDelivered: 0, skipped: 0 };
  const due = await deps.db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      sellerId: shipments.sellerId,
      provider: shipments.provider,
      trackingNumber: shipments.trackingNumber,
      trackingStatus: shipments.trackingStatus,
      estimatedDeliveryAt: shipments.estimatedDeliveryAt,
    })
    .from(shipments)
    .where(and(isNull(shipments.deliveredAt), or(isNull(shipments.lastCheckedAt), lt(shipments.lastCheckedAt, new Date(now.getTime() - RECHECK_AFTER_MS)))))
    // Round robin: a package the carrier keeps failing on goes to the back instead of blocking the rest.
    .orderBy(sql`${shipments.lastCheckedAt} ASC NULLS FIRST`, asc(shipments.id))
    .limit(batchSize);
  for (const shipment of due) {
    await deps.db.update(shipments).set({ lastCheckedAt: now }).where(eq(shipments.id, shipment.id));
    let info: TrackingInfo | null;
    try {
      const carrier = await carrierOf(deps, shipment);
      // The seller turned USPS off or removed the key: the package waits until the account is usable again.
      if (!carrier) {
        report.skipped += 1;
        continue;
      }
      info = await carrier.track(shipment.trackingNumber, now);
    } catch {
      // One carrier's outage does not stop the rest of the batch; the package is asked again next turn.
      report.skipped += 1;
      continue;
    }
    report.checked += 1;
    // A number the carrier does not know (yet) is asked again at the next turn.
    if (!info) continue;
    if (!info.deliveredAt) {
      const estimate = info.estimatedDeliveryDate ?? shipment.estimatedDeliveryAt;
      if (info.status !== shipment.trackingStatus || estimate?.getTime() !== shipment.estimatedDeliveryAt?.getTime()) {
        await deps.db.update(shipments).set({ trackingStatus: info.status, estimatedDeliveryAt: estimate }).where(eq(shipments.id, shipment.id));
      }
      continue;
    }
    report.delivered += 1;
    if (await recordDelivery(deps, shipment.id, shipment.orderId, info, now)) report.ordersDelivered += 1;
  }
  return report;
}

/** The carrier that issued the package's label: the platform's, or the seller's own USPS account. */
async function carrierOf(deps: TrackShipmentsDeps, shipment: { provider: 'sandbox' | 'usps'; sellerId: number | null }): Promise<Carrier | null> {
  if (shipment.provider !== 'usps') return deps.carrier;
  if (!deps.carrierFor || shipment.sellerId === null) return null;
  const account = await deps.carrierFor(shipment.sellerId);
  return account.provider === 'usps' ? account.carrier : null;
}

/**
 * Marks the package delivered and, when it was the order's last one, the order too, with its email.
 * The order's row is locked first: two runs delivering an order's last two packages at once take
 * turns, and the second sees the first's package delivered. The order moves only from 'shipped', so
 * it is delivered (and emailed) once. Answers whether the order became delivered.
 */
async function recordDelivery(deps: TrackShipmentsDeps, shipmentId: number, orderId: number, info: TrackingInfo, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    await tx.update(shipments).set({ trackingStatus: info.status, deliveredAt: info.deliveredAt }).where(eq(shipments.id, shipmentId));
    const delivered = await tx
      .update(orders)
      .set({
        status: 'delivered',
        deliveredAt: sql`(SELECT max(s.delivered_at) FROM shipments s WHERE s.order_id = ${orders.id})`,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'shipped'),
          // Every package delivered...
          sql`NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = ${orders.id} AND s.delivered_at IS NULL)`,
          // ...and every seller of the order's lines has shipped theirs (one package per seller), the
          // platform's own stock (seller null) included. The line's seller at purchase, not the
          // product's: a deleted or re-sold product does not change whose package the line is in.
          sql`NOT EXISTS (
            SELECT 1 FROM order_items i
            WHERE i.order_id = ${orders.id}
              AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = ${orders.id} AND s.seller_id IS NOT DISTINCT FROM i.seller_id))`,
        ),
      )
      .returning({ id: orders.id });
    if (delivered.length === 0) return false;
    await enqueueOrderStatusEmail(tx, orderId, 'delivered', deps.publicUrl);
    return true;
  });
}

/** Runs the delivery progress every minute, on one instance at a time; the timer never keeps the process alive. */
export function scheduleTrackShipments(deps: TrackShipmentsDeps, log: (error: unknown) => void, intervalMs = MINUTE): StopJob {
  return scheduleJob(async () => void (await trackShipments(deps, new Date())), { intervalMs, log, once: { db: deps.db, name: 'track-shipments' } });
}
