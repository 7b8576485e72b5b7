// The demo's books (issue 27, docs/decisions/0056-a-double-entry-ledger.md): every seeded order posted
// on its own date as checkout posts a paid order, and a cancelled one reversed as a cancellation is, so the demo
// sellers' balances, statements and the administrator's ledger show real figures. Delivered orders
// past the hold are released by the release job (src/server/jobs/release-earnings.ts) once the app
// runs, as any order is.
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orderPackages, orders } from '#server/db/schema.ts';
import { postOrderCancelled, postOrderPaid } from '#server/features/ledger/postings.ts';

/** Posts the seeded orders' money (each once: the ledger's keys make a second run write nothing). Answers how many. */
export async function postDemoBooks(tx: Tx): Promise<number> {
  const seeded = await tx.select().from(orders).orderBy(asc(orders.id));
  if (seeded.length === 0) return 0;
  const ids = seeded.map((o) => o.id);
  const lines = await tx
    .select({ orderId: orderItems.orderId, id: orderItems.id, sellerId: orderItems.sellerId, priceCents: orderItems.priceCents, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  const packages = await tx
    .select({ orderId: orderPackages.orderId, sellerId: orderPackages.sellerId, rateCents: orderPackages.rateCents })
    .from(orderPackages)
    .where(inArray(orderPackages.orderId, ids));
  for (const order of seeded) {
    await postOrderPaid(
      tx,
      order,
      lines.filter((l) => l.orderId === order.id),
      packages.filter((p) => p.orderId === order.id),
      order.createdAt,
    );
    if (order.status === 'cancelled') await postOrderCancelled(tx, order.id, order.cancelledAt ?? order.createdAt);
  }
  return seeded.length;
}
