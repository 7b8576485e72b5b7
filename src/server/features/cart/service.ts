import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { cartItems, products, productVariants, type ProductOption } from '#server/db/schema.ts';
import { badRequest, notFound, type AppError } from '#server/errors.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import { DEFAULT_MAX_QUANTITY, maxQuantity, type CartLineDto } from '#shared/cart.ts';

export const productNotFound = () => notFound('Product not found');
export const cartItemNotFound = () => notFound('Cart item not found');

/** The 400 for a quantity beyond what the variant allows; `inCart` is what the user's line holds already. */
export function quantityTooLarge(stock: number | null, inCart = 0) {
  const max = maxQuantity(stock);
  if (max <= 0) return badRequest('This product is out of stock.');
  const already = inCart > 0 ? ` You already have ${inCart} in your cart.` : '';
  if (stock == null) return badRequest(`You can have at most ${DEFAULT_MAX_QUANTITY} of this product in your cart.${already}`);
  return badRequest(`Only ${max} left in stock.${already}`);
}

/**
 * How much of a variant the user's own payment setup holds (decision 0031): taken from its stock
 * while they pay, yet still theirs, so their cart counts it as in stock; otherwise a shopper who
 * steps back from paying for the last units would find them sold out, to themselves.
 */
const heldBy = (userId: SQL | number, variantId: SQL) => sql`COALESCE((
  SELECT sum((item->>'quantity')::int)::int
    FROM checkouts c CROSS JOIN LATERAL jsonb_array_elements(c.items) item
   WHERE c.user_id = ${userId} AND c.stock_held_until IS NOT NULL AND (item->>'variantId')::int = ${variantId}), 0)`;

/** The variant's stock as the user sees it (null: unlimited), its own holds counted back in. */
const stockFor = (userId: SQL | number, variantId: SQL, stock: SQL) => sql`(${stock} + ${heldBy(userId, variantId)})`;

/**
 * The stock of the variant row `v` (product_variants or an alias of it) as the user sees it. Named
 * with `v`, never bare: inside heldBy's subquery a bare "id" would be the checkout's.
 */
const variantStock = (userId: SQL | number, v: 'product_variants' | 'v' | 'v2') => stockFor(userId, sql.raw(`${v}.id`), sql.raw(`${v}.stock`));

/** The most of the variant `v` a line of the user may hold. */
const lineBound = (userId: SQL | number, v: 'v' | 'v2') => sql`COALESCE(${variantStock(userId, v)}, ${DEFAULT_MAX_QUANTITY})`;

/**
 * A line with its product as the line buys it (docs/decisions/0060-photos-and-variants.md): the
 * variant's price, stock, weight and photo (else the listing's first photo).
 */
const lineQuery = (db: Db) =>
  db
    .select({
      ...productColumns,
      priceCents: productVariants.priceCents,
      imageUrl: sql<string | null>`COALESCE(${productVariants.imageUrl}, ${products.imageUrl})`,
      weightOz: sql<number | null>`COALESCE(${productVariants.weightOz}, ${products.weightOz})`,
      stock: sql<number | null>`${variantStock(sql`${cartItems.userId}`, 'product_variants')}`,
      lineId: cartItems.id,
      lineQuantity: cartItems.quantity,
      variantId: productVariants.id,
      variantOptions: productVariants.options,
      sku: productVariants.sku,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(...productCategoryJoin);

type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['where']>>[number];

const toLine = ({ lineId, lineQuantity, variantId, variantOptions, sku, ...row }: LineRow): CartLineDto => ({
  id: lineId,
  productId: row.id,
  variantId,
  variantOptions,
  sku,
  quantity: lineQuantity,
  // One price: the variant's, never the listing's range.
  product: toProductDto({ ...row, maxPriceCents: null }),
});

/** The user's cart, oldest line first. */
export async function listCart(db: Db, userId: number): Promise<CartLineDto[]> {
  const rows = await lineQuery(db).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(toLine);
}

/** One line of the user's cart; another user's line or an unknown id is 'Cart item not found'. */
export async function getCartLine(db: Db, userId: number, lineId: number): Promise<CartLineDto> {
  const [row] = await lineQuery(db)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .limit(1);
  if (!row) throw cartItemNotFound();
  return toLine(row);
}

/** "Please choose a Size and Colour.": what a listing with options needs before it goes in the cart. */
export function chooseOptions(options: readonly ProductOption[]): AppError {
  const names = options.map((o) => o.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return badRequest(`Please choose ${/^[aeiou]/i.test(list ?? '') ? 'an' : 'a'} ${list}.`);
}

export const variantNotOfProduct = () => badRequest('This variant is not part of this product.');

/**
 * The variant a line of the product buys, with its stock as the user sees it: `variantId`, which must
 * be one of the product's; without it, the one variant of a listing without options (decision 0060
 * point 6). 404 for a product that is not on sale, 400 for a missing or foreign variant.
 */
async function orderableVariant(db: Db, userId: number, productId: number, variantId: number | undefined) {
  const [product] = await db
    .select({ options: products.options })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isApproved, true)))
    .limit(1);
  if (!product) throw productNotFound();
  if (variantId === undefined && product.options.length > 0) throw chooseOptions(product.options);
  const [variant] = await db
    .select({ id: productVariants.id, stock: sql<number | null>`${variantStock(userId, 'product_variants')}` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), variantId === undefined ? undefined : eq(productVariants.id, variantId)))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  if (!variant) throw variantId === undefined ? productNotFound() : variantNotOfProduct();
  return variant;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds `quantity` of a product's variant to the user's cart (a line it has already grows). One
 * statement inserts or raises the line and checks the bound against the variant's stock, so
 * parallel adds can never take a line beyond the stock: ON CONFLICT DO UPDATE locks the line and
 * judges its WHERE on the newest version of it. When it writes nothing, the current state says why.
 */
export async function addToCart(db: Db, userId: number, productId: number, variantId: number | undefined, quantity: number): Promise<CartLineDto> {
  const variant = await orderableVariant(db, userId, productId, variantId);
  let upserted: Array<{ id: number }> = [];
  try {
    upserted = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
        SELECT ${userId}, p.id, v.id, ${quantity}
          FROM product_variants v JOIN products p ON p.id = v.product_id
         WHERE v.id = ${variant.id} AND p.id = ${productId} AND p.is_approved AND ${quantity} <= ${lineBound(userId, 'v')}
        ON CONFLICT (user_id, variant_id) DO UPDATE
           SET quantity = cart_items.quantity + excluded.quantity
         WHERE cart_items.quantity + excluded.quantity <= (
           SELECT ${lineBound(userId, 'v2')} FROM product_variants v2 WHERE v2.id = excluded.variant_id
         )
        RETURNING id`),
    );
  } catch (error) {
    // The product or the variant was deleted while the statement ran: the state below says which.
    if (pgCode(error) !== PG.foreignKeyViolation) throw error;
  }
  if (upserted[0]) return getCartLine(db, userId, Number(upserted[0].id));

  // Nothing written: say why, from the current state.
  const current = await orderableVariant(db, userId, productId, variant.id);
  if (quantity > maxQuantity(current.stock)) throw quantityTooLarge(current.stock);
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variant.id)))
    .limit(1);
  throw quantityTooLarge(current.stock, line?.quantity ?? 0);
}

/** Sets the quantity of one of the user's lines, within 1..maxQuantity(its variant's stock), in one statement. */
export async function updateCartLine(db: Db, userId: number, lineId: number, quantity: number): Promise<CartLineDto> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(
      and(
        eq(cartItems.id, lineId),
        eq(cartItems.userId, userId),
        sql`${quantity} <= (SELECT ${lineBound(userId, 'v')} FROM product_variants v WHERE v.id = ${cartItems.variantId})`,
      ),
    )
    .returning({ id: cartItems.id });
  if (updated[0]) return getCartLine(db, userId, lineId);
  const line = await getCartLine(db, userId, lineId); // 404 when it is not the user's line
  throw quantityTooLarge(line.product.stock);
}

/** Removes one of the user's lines; another user's line or an unknown id is 404. */
export async function removeCartLine(db: Db, userId: number, lineId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed[0]) throw cartItemNotFound();
}

/** Empties the user's cart (nothing to remove is no error). */
export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
