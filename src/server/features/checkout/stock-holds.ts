// Stock held for a shopper while they pay (docs/architecture.md §3, decision 0031). Setting up a payment
// takes the cart's quantities from products.stock and marks the checkout with stock_held_until; the
// order consumes the hold, and everything else (a new setup, a canceled payment, a refund, expiry)
// gives the stock back through releaseHold, at most once.
import { and, asc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { checkouts, products, type CheckoutItem } from '#server/db/schema.ts';

/**
 * How long a payment setup holds its items. Long enough to type a card, pass 3-D Secure in a bank's
 * app and try a second card after a decline; short enough that an abandoned checkout gives its units
 * back while other shoppers are still looking. It is far longer than the reconciliation job's
 * 2 minutes, so a payment whose browser closed gets its order, and keeps its hold, first.
 */
export const STOCK_HOLD_MS = 15 * 60_000;

/** A line that could not be held: the shopper is told what is left, before paying. */
export class HoldRefused extends Error {
  constructor(
    readonly productName: string,
    /** what is left for others now (null: unlimited), or undefined when the product is withdrawn */
    readonly left: number | null | undefined,
  ) {
    super(`${productName} cannot be held`);
    this.name = 'HoldRefused';
  }
}

/** In product-id order, so two transactions taking several rows never wait on each other in a cycle. */
const byProduct = (items: readonly CheckoutItem[]) => [...items].sort((a, b) => a.productId - b.productId);

/**
 * Takes every line from stock or none (inside the caller's transaction): a line short of stock throws
 * HoldRefused and the transaction rolls back. Never below zero; unlimited stock (null) stays null.
 */
export async function takeStock(tx: Tx, items: readonly CheckoutItem[]): Promise<void> {
  for (const item of byProduct(items)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(and(eq(products.id, item.productId), eq(products.isApproved, true), or(isNull(products.stock), gte(products.stock, item.quantity))))
      .returning({ id: products.id });
    if (!taken) {
      const [now] = await tx.select({ stock: products.stock, isApproved: products.isApproved }).from(products).where(eq(products.id, item.productId));
      throw new HoldRefused(item.productName, now?.isApproved ? now.stock : undefined);
    }
  }
}

/** Puts the lines back into stock (inside the caller's transaction). */
async function giveBack(tx: Tx, items: readonly CheckoutItem[]): Promise<void> {
  for (const item of byProduct(items)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(and(eq(products.id, item.productId), isNotNull(products.stock)));
  }
}

/**
 * Gives a checkout's held stock back, once: the conditional UPDATE of stock_held_until decides who
 * restores the stock (a concurrent order, which clears it in its own transaction, or a second
 * release find nothing to give). True when this call gave the stock back. `expiredBy` releases only
 * a hold that ended before that time.
 */
export async function releaseHold(db: Db, checkoutId: number, expiredBy?: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(checkouts)
      .set({ stockHeldUntil: null, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkoutId), expiredBy === undefined ? isNotNull(checkouts.stockHeldUntil) : lt(checkouts.stockHeldUntil, expiredBy)))
      .returning({ items: checkouts.items });
    if (!released) return false;
    await giveBack(tx, released.items);
    return true;
  });
}

/** Checkouts whose holds ended before `now`, the longest expired first. */
export async function expiredHolds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(lt(checkouts.stockHeldUntil, now))
    .orderBy(asc(checkouts.stockHeldUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The user's checkouts that still hold stock (at most a few: each new setup releases the last). */
export async function heldCheckoutsOf(db: Db, userId: number): Promise<{ id: number; paymentIntentId: string }[]> {
  return db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), isNotNull(checkouts.stockHeldUntil)));
}
