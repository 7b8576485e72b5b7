// Stock held for a shopper while they pay (docs/architecture.md §3, decision 0031). Setting up a payment
// takes the cart's quantities from their variants' stock (docs/decisions/0060-photos-and-variants.md)
// and marks the checkout with stock_held_until; the order consumes the hold, and everything else (a
// new setup, a canceled payment, a refund, expiry) gives the stock back through releaseHold, at most
// once. Cancels and return restocks put units back through the same lock order (putBack).
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { checkouts, products, productVariants, type CheckoutItem } from '#server/db/schema.ts';
import { lineName } from '#shared/variant-label.ts';

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
    /** the line's name: the product and its variant (lineName) */
    readonly itemName: string,
    /** what is left for others now (null: unlimited), or undefined when the product is withdrawn */
    readonly left: number | null | undefined,
  ) {
    super(`${itemName} cannot be held`);
    this.name = 'HoldRefused';
  }
}

/**
 * A quantity of one variant of a product: what holds, orders, cancels and return restocks move.
 * `variantId` null (a line whose variant is unknown) moves nothing.
 */
export interface VariantQuantity {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Runs `write` for each line in the lock order of every stock writer (docs/decisions/0060-photos-and-variants.md
 * point 4): product by product in id order, and within a product its variants in id order, all of
 * them locked before the first is written. A variant's write locks its product's row (the trigger
 * keeps products.stock), so without the locks first, two shoppers buying two variants of one
 * listing could each hold what the other waits for.
 */
async function inLockOrder<T extends VariantQuantity>(tx: Tx, lines: readonly T[], write: (line: T & { variantId: number }) => Promise<void>): Promise<void> {
  const sorted = lines
    .filter((l): l is T & { variantId: number } => l.variantId !== null)
    .sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.productId === sorted[start]!.productId) end += 1;
    const ofProduct = sorted.slice(start, end);
    if (ofProduct.length > 1) {
      await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(
          inArray(
            productVariants.id,
            ofProduct.map((l) => l.variantId),
          ),
        )
        .orderBy(asc(productVariants.id))
        .for('update');
    }
    for (const line of ofProduct) await write(line);
    start = end;
  }
}

/** The variant `line` names, of its product. */
const variantOf = (line: VariantQuantity & { variantId: number }) => and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId));

/**
 * Takes every line from its variant's stock or none (inside the caller's transaction): a line short
 * of stock, withdrawn or whose variant is gone throws HoldRefused and the transaction rolls back.
 * Never below zero; unlimited stock (null) stays null. products.stock follows through the trigger.
 */
export async function takeStock(tx: Tx, items: readonly CheckoutItem[]): Promise<void> {
  const refused = async (item: CheckoutItem) => {
    const [now] = await tx
      .select({ stock: productVariants.stock, isApproved: products.isApproved })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(item.variantId === null ? sql`false` : variantOf(item));
    return new HoldRefused(lineName(item.productName, item.variantOptions), now?.isApproved ? now.stock : undefined);
  };
  // A line without a variant (a checkout of a product deleted before migration 0036) cannot be held.
  const unknown = items.find((item) => item.variantId === null);
  if (unknown) throw await refused(unknown);
  await inLockOrder(tx, items, async (item) => {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
      .where(
        and(
          variantOf(item),
          or(isNull(productVariants.stock), gte(productVariants.stock, item.quantity)),
          sql`EXISTS (SELECT 1 FROM ${products} p WHERE p.id = ${item.productId} AND p.is_approved)`,
        ),
      )
      .returning({ id: productVariants.id });
    if (!taken) throw await refused(item);
  });
}

/** Puts the lines back into their variants' stock (inside the caller's transaction); unlimited stock stays so. */
export async function putBack(tx: Tx, lines: readonly VariantQuantity[]): Promise<void> {
  await inLockOrder(tx, lines, async (line) => {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(and(variantOf(line), isNotNull(productVariants.stock)));
  });
}

/**
 * The variant an order line's units go back to: its own; for a line without one (written before
 * variants, or whose variant was removed since), the one variant of a listing without options, and
 * none of a listing with options, where which one was bought is unknown. The line's columns are
 * named with their table: drizzle leaves them bare in a one-table select, where the subquery's own
 * product_id would answer for them.
 */
export const orderLineVariant = sql<number | null>`COALESCE("order_items"."variant_id", (
  SELECT v.id FROM ${productVariants} v JOIN ${products} p ON p.id = v.product_id
   WHERE p.id = "order_items"."product_id" AND p.options = '[]'::jsonb LIMIT 1))`;

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
    await putBack(tx, released.items);
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
