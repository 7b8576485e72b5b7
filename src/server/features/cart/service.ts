import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { cartItems, products } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import { DEFAULT_MAX_QUANTITY, maxQuantity, type CartLineDto } from '#shared/cart.ts';

export const productNotFound = () => notFound('Product not found');
export const cartItemNotFound = () => notFound('Cart item not found');

/** The 400 for a quantity beyond what the product allows; `inCart` is what the user's line holds already. */
export function quantityTooLarge(stock: number | null, inCart = 0) {
  const max = maxQuantity(stock);
  if (max <= 0) return badRequest('This product is out of stock.');
  const already = inCart > 0 ? ` You already have ${inCart} in your cart.` : '';
  if (stock == null) return badRequest(`You can have at most ${DEFAULT_MAX_QUANTITY} of this product in your cart.${already}`);
  return badRequest(`Only ${max} left in stock.${already}`);
}

/**
 * How much of a product the user's own payment setup holds (decision 0031): taken from
 * products.stock while they pay, yet still theirs, so their cart counts it as in stock; otherwise a
 * shopper who steps back from paying for the last units would find them sold out, to themselves.
 */
const heldBy = (userId: SQL | number, productId: SQL) => sql`COALESCE((
  SELECT sum((item->>'quantity')::int)::int
    FROM checkouts c CROSS JOIN LATERAL jsonb_array_elements(c.items) item
   WHERE c.user_id = ${userId} AND c.stock_held_until IS NOT NULL AND (item->>'productId')::int = ${productId}), 0)`;

/** The product's stock as the user sees it (null: unlimited), its own holds counted back in. */
const stockFor = (userId: SQL | number, productId: SQL, stock: SQL) => sql`(${stock} + ${heldBy(userId, productId)})`;

const lineQuery = (db: Db) =>
  db
    .select({
      ...productColumns,
      stock: sql<number | null>`${stockFor(sql`${cartItems.userId}`, sql`${products.id}`, sql`${products.stock}`)}`,
      lineId: cartItems.id,
      lineQuantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(...productCategoryJoin);

type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['where']>>[number];

const toLine = ({ lineId, lineQuantity, ...row }: LineRow): CartLineDto => ({
  id: lineId,
  productId: row.id,
  quantity: lineQuantity,
  product: toProductDto(row),
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

async function findOrderableProduct(db: Db, userId: number, productId: number) {
  const [product] = await db
    .select({ id: products.id, stock: sql<number | null>`${stockFor(userId, sql`${products.id}`, sql`${products.stock}`)}` })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isApproved, true)))
    .limit(1);
  return product;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds `quantity` of a product to the user's cart (a line it has already grows). One statement
 * inserts or raises the line and checks the bound against the product's stock, so parallel adds
 * can never take a line beyond the stock: ON CONFLICT DO UPDATE locks the line and judges its
 * WHERE on the newest version of it. Only when it writes nothing is the product read, to say why.
 */
export async function addToCart(db: Db, userId: number, productId: number, quantity: number): Promise<CartLineDto> {
  let upserted: Array<{ id: number }>;
  try {
    upserted = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO cart_items (user_id, product_id, quantity)
        SELECT ${userId}, p.id, ${quantity}
          FROM products p
         WHERE p.id = ${productId} AND p.is_approved AND ${quantity} <= COALESCE(${stockFor(userId, sql`p.id`, sql`p.stock`)}, ${DEFAULT_MAX_QUANTITY})
        ON CONFLICT (user_id, product_id) DO UPDATE
           SET quantity = cart_items.quantity + excluded.quantity
         WHERE cart_items.quantity + excluded.quantity <= (
           SELECT COALESCE(${stockFor(userId, sql`p2.id`, sql`p2.stock`)}, ${DEFAULT_MAX_QUANTITY}) FROM products p2 WHERE p2.id = excluded.product_id
         )
        RETURNING id`),
    );
  } catch (error) {
    // The product was deleted while the statement ran.
    if (pgCode(error) === PG.foreignKeyViolation) throw productNotFound();
    throw error;
  }
  if (upserted[0]) return getCartLine(db, userId, Number(upserted[0].id));

  // Nothing written: say why, from the current state (an unknown product writes nothing either).
  const current = await findOrderableProduct(db, userId, productId);
  if (!current) throw productNotFound();
  if (quantity > maxQuantity(current.stock)) throw quantityTooLarge(current.stock);
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  throw quantityTooLarge(current.stock, line?.quantity ?? 0);
}

/** Sets the quantity of one of the user's lines, within 1..maxQuantity(stock), in one statement. */
export async function updateCartLine(db: Db, userId: number, lineId: number, quantity: number): Promise<CartLineDto> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(
      and(
        eq(cartItems.id, lineId),
        eq(cartItems.userId, userId),
        sql`${quantity} <= (SELECT COALESCE(${stockFor(userId, sql`p.id`, sql`p.stock`)}, ${DEFAULT_MAX_QUANTITY}) FROM products p WHERE p.id = ${cartItems.productId})`,
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
