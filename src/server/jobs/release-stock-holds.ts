import type { Db } from '#server/db/client.ts';
import { expiredHolds, releaseHold } from '#server/features/checkout/stock-holds.ts';

/**
 * Gives back the stock of payment setups whose hold ended (decision 0031): an abandoned checkout
 * returns its units to other shoppers. Each checkout is released once, whoever else (an order, a new
 * setup, another app instance running this job) gets there at the same time. The checkout stays
 * open: a payment that still succeeds gets its order if the stock can be taken again, else a refund.
 * Returns how many holds were given back.
 */
export async function releaseExpiredHolds(db: Db, now: Date, batchSize = 200): Promise<number> {
  let released = 0;
  for (const id of await expiredHolds(db, now, batchSize)) if (await releaseHold(db, id, now)) released += 1;
  return released;
}
