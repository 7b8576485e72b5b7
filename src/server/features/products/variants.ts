import { and, eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { products, productVariants, type ProductOption } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { combinationKey, type RecordedVariant } from '#shared/listing-variants.ts';
import { centsToDecimal, toCents } from '#shared/money.ts';
import type { VariantInput } from '#shared/schemas/seller.ts';

// A seller's writes of a listing's variants (docs/decisions/0060-photos-and-variants.md): stock
// writers lock variants before their product, so an edit does too; the triggers of migration 0036
// keep the product's price and stock summaries.

const v = productVariants;
export type VariantRow = typeof v.$inferSelect;

export const UNKNOWN_VARIANT = 'This variant is not one of this listing’s. Reload the page and try again.';

/**
 * The listing's variants in the seller's order. `lock` holds them for update, taken in id order as
 * every stock writer takes them (decision 0060 point 4), and only of a product `where` allows.
 */
export async function readVariants(db: Db | Tx, productId: number, lock?: { where: SQL }): Promise<VariantRow[]> {
  if (!lock) return db.select().from(v).where(eq(v.productId, productId)).orderBy(v.position, v.id);
  const rows = await db
    .select({ variant: v })
    .from(v)
    .innerJoin(products, eq(products.id, v.productId))
    .where(and(eq(v.productId, productId), lock.where))
    .orderBy(v.id)
    .for('update', { of: v });
  return rows.map((row) => row.variant).sort((a, b) => a.position - b.position || a.id - b.id);
}

export const recordedVariant = (row: VariantRow): RecordedVariant => ({
  options: row.options,
  price: centsToDecimal(row.priceCents),
  stock: row.stock,
  sku: row.sku,
  imageUrl: row.imageUrl,
  weight: row.weightOz,
});

/** An input variant as recorded: money as a decimal string, blank as null. */
export const inputVariant = (input: VariantInput): RecordedVariant => ({
  options: input.options,
  price: centsToDecimal(toCents(input.price)),
  stock: input.stock,
  sku: input.sku,
  imageUrl: input.imageUrl,
  weight: input.weight,
});

/** The variants as one JSON text, their option values in the options' order, so equal lists read equal. */
export const variantsValue = (options: ProductOption[], variants: RecordedVariant[]) =>
  JSON.stringify(
    variants.map((x) => ({
      options: Object.fromEntries(options.filter((o) => o.name in x.options).map((o) => [o.name, x.options[o.name]])),
      price: x.price,
      stock: x.stock,
      sku: x.sku,
      imageUrl: x.imageUrl,
      weight: x.weight,
    })),
  );

/** What writing a listing's variants does: rows kept (by id), added, and removed. */
export interface VariantPlan {
  keep: Array<{ id: number; variant: RecordedVariant; position: number }>;
  add: Array<{ variant: RecordedVariant; position: number }>;
  remove: number[];
}

/**
 * Matches the wanted variants to the stored ones: a variant naming its id keeps that row, any other
 * keeps the row of the same combination of values (cart and order lines point at them), the rest
 * are new; stored rows left unmatched go. An id not of this listing is a 400.
 */
export function planVariants(stored: VariantRow[], wanted: Array<RecordedVariant & { id?: number }>, options: ProductOption[]): VariantPlan {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const claimed = new Set<number>();
  wanted.forEach((w, i) => {
    if (w.id === undefined) return;
    if (!byId.has(w.id) || claimed.has(w.id)) throw badRequest(UNKNOWN_VARIANT, [{ path: `variants.${i}.id`, message: UNKNOWN_VARIANT }]);
    claimed.add(w.id);
  });
  const byKey = new Map(stored.filter((row) => !claimed.has(row.id)).map((row) => [combinationKey(options, row.options), row]));
  const plan: VariantPlan = { keep: [], add: [], remove: [] };
  wanted.forEach(({ id, ...variant }, position) => {
    const row = id !== undefined ? byId.get(id) : byKey.get(combinationKey(options, variant.options));
    if (row && (id !== undefined || !claimed.has(row.id))) {
      claimed.add(row.id);
      plan.keep.push({ id: row.id, variant, position });
    } else {
      plan.add.push({ variant, position });
    }
  });
  plan.remove = stored.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  return plan;
}

const columnsOf = (variant: RecordedVariant, position: number) => ({
  options: variant.options,
  priceCents: toCents(variant.price),
  stock: variant.stock,
  sku: variant.sku,
  imageUrl: variant.imageUrl,
  weightOz: variant.weight,
  position,
});

/**
 * Writes the plan: removed rows first (their cart lines go with them, order lines keep their copy),
 * then the kept ones, then the new. The caller locked the rows and wrote the product's options.
 */
export async function writeVariants(tx: Tx, productId: number, plan: VariantPlan): Promise<void> {
  if (plan.remove.length) await tx.delete(v).where(and(eq(v.productId, productId), inArray(v.id, plan.remove)));
  for (const { id, variant, position } of plan.keep) await tx.update(v).set(columnsOf(variant, position)).where(eq(v.id, id));
  if (plan.add.length) await tx.insert(v).values(plan.add.map(({ variant, position }) => ({ productId, ...columnsOf(variant, position) })));
}

/** Variants whose photo the listing no longer shows fall back to the listing's first (null). */
export async function clearRemovedPhotos(tx: Tx, productId: number, urls: string[]): Promise<void> {
  const gone = urls.length ? notInArray(v.imageUrl, urls) : undefined;
  await tx
    .update(v)
    .set({ imageUrl: null })
    .where(and(eq(v.productId, productId), isNotNull(v.imageUrl), gone));
}
