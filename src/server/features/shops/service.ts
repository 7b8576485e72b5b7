// Sellers' shops (issue 26, docs/decisions/0054-shops.md): the public shop, the seller's shop
// settings, and the rule that a listing is published only with a ship-from address.
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { products, shops, users, type User } from '#server/db/schema.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { AppError, notFound } from '#server/errors.ts';
import { storeImage, type ImageSize } from '#server/integrations/storage/images.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { shopRating } from '#server/features/products/dto.ts';
import { SHIP_FROM_REQUIRED, SHOP_NAME_TAKEN, type ShopDto, type ShopSettingsDto, type ShopSettingsUpdate } from '#shared/schemas/shops.ts';
import { uniqueSlug } from './slug.ts';

export const SHOP_NOT_FOUND = 'Shop not found';

type Shop = typeof shops.$inferSelect;

/** 409 for a name another shop holds (regardless of case), on the form's shop name field. */
const nameTaken = () => new AppError(409, 'shop_name_taken', SHOP_NAME_TAKEN, [{ path: 'shopName', message: SHOP_NAME_TAKEN }]);

/** 400 SHIP_FROM_REQUIRED: a listing is published only by a seller whose parcels have somewhere to leave from. */
export const shipFromRequired = () => new AppError(400, 'ship_from_required', SHIP_FROM_REQUIRED, [{ path: 'shipFrom', message: SHIP_FROM_REQUIRED }]);

/** A unique name taken by a shop opened or renamed at the same moment is the same 409 as one taken before. */
function rethrowNameTaken(error: unknown): never {
  const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ?? (error as { constraint?: string }).constraint;
  if (pgCode(error) === PG.uniqueViolation && (constraint === undefined || constraint === 'shops_name_lower_idx')) throw nameTaken();
  throw error;
}

async function nameIsTaken(db: Db | Tx, name: string, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.sellerId })
    .from(shops)
    .where(and(sql`lower(${shops.name}) = lower(${name})`, ne(shops.sellerId, sellerId)))
    .limit(1);
  return !!row;
}

/** The default shop name (the company's, else the username), made unique the way migration 0028 did: with the seller's id. */
async function defaultName(db: Db | Tx, user: Pick<User, 'id' | 'username' | 'companyName'>): Promise<string> {
  const base = (user.companyName?.trim() || user.username).slice(0, 60);
  if (!(await nameIsTaken(db, base, user.id))) return base;
  for (let n = 0; ; n += 1) {
    const candidate = `${base.slice(0, 48)} ${user.id}${n ? `-${n}` : ''}`;
    if (!(await nameIsTaken(db, candidate, user.id))) return candidate;
  }
}

const shipFromColumns = (input: ShopSettingsUpdate) => ({
  shipFromStreet: input.shipFrom.street,
  shipFromCity: input.shipFrom.city,
  shipFromState: input.shipFrom.state,
  shipFromZip: input.shipFrom.zipCode,
});

/**
 * Opens the user's shop, in the caller's transaction (becoming a seller, docs/product.md B5): with the
 * settings given, or named after the company (else the username) with no ship-from address yet. A
 * shop already open is left as it is, or takes the settings given. A chosen name another shop holds is 409.
 */
export async function openShop(tx: Tx, user: Pick<User, 'id' | 'username' | 'companyName'>, input?: ShopSettingsUpdate): Promise<void> {
  const [existing] = await tx.select({ id: shops.sellerId }).from(shops).where(eq(shops.sellerId, user.id)).limit(1);
  if (existing) {
    if (input) await saveSettings(tx, user.id, input);
    return;
  }
  if (input && (await nameIsTaken(tx, input.shopName, user.id))) throw nameTaken();
  const name = input?.shopName ?? (await defaultName(tx, user));
  try {
    await tx.insert(shops).values({
      sellerId: user.id,
      name,
      slug: await uniqueSlug(tx, name),
      ...(input ? { story: input.story, city: input.city ?? input.shipFrom.city, state: input.state ?? input.shipFrom.state, ...shipFromColumns(input) } : {}),
    });
  } catch (error) {
    rethrowNameTaken(error);
  }
  if (input) await keepOriginZip(tx, user.id, input);
}

/**
 * The Shipping Settings form's origin ZIP follows the ship-from address, in the same transaction:
 * one truth for where a seller ships from (docs/decisions/0055-parcels-ship-from-the-maker.md).
 */
async function keepOriginZip(tx: Tx, sellerId: number, input: ShopSettingsUpdate): Promise<void> {
  await tx.update(users).set({ shippingOriginZip: input.shipFrom.zipCode }).where(eq(users.id, sellerId));
}

/** The seller's shop, opened with the defaults if they became a seller without one (an account made a seller by hand). */
async function ensureShop(db: Db, user: User): Promise<Shop> {
  const [found] = await db.select().from(shops).where(eq(shops.sellerId, user.id)).limit(1);
  if (found) return found;
  await db.transaction((tx) => openShop(tx, user));
  const [opened] = await db.select().from(shops).where(eq(shops.sellerId, user.id)).limit(1);
  return opened!;
}

function toSettings(shop: Shop): ShopSettingsDto {
  const { shipFromStreet: street, shipFromCity: city, shipFromState: state, shipFromZip: zipCode } = shop;
  return {
    shopName: shop.name,
    slug: shop.slug,
    story: shop.story,
    city: shop.city,
    state: shop.state,
    logoUrl: shop.logoUrl,
    bannerUrl: shop.bannerUrl,
    shipFrom: street && city && state && zipCode ? { street, city, state, zipCode } : null,
  };
}

/** GET /api/seller/shop: the seller's own shop settings. */
export async function getShopSettings(db: Db, user: User): Promise<ShopSettingsDto> {
  return toSettings(await ensureShop(db, user));
}

/**
 * The settings' columns. The slug stays as it was (decision 0054: links to the shop keep working
 * after a rename); the location is the ship-from address's city and state unless given.
 */
async function saveSettings(tx: Tx, sellerId: number, input: ShopSettingsUpdate): Promise<void> {
  if (await nameIsTaken(tx, input.shopName, sellerId)) throw nameTaken();
  try {
    await tx
      .update(shops)
      .set({
        name: input.shopName,
        story: input.story,
        city: input.city ?? input.shipFrom.city,
        state: input.state ?? input.shipFrom.state,
        ...shipFromColumns(input),
      })
      .where(eq(shops.sellerId, sellerId));
  } catch (error) {
    rethrowNameTaken(error);
  }
  await keepOriginZip(tx, sellerId, input);
}

/** PUT /api/seller/shop: name, story, location and ship-from address, in one transaction. */
export async function updateShopSettings(db: Db, user: User, input: ShopSettingsUpdate): Promise<ShopSettingsDto> {
  await ensureShop(db, user);
  await db.transaction((tx) => saveSettings(tx, user.id, input));
  return getShopSettings(db, user);
}

/** Logos are shown square; banners wide, across the shop page's header (decision 0054). */
export const SHOP_PICTURES = {
  logo: { column: 'logoUrl', size: { width: 400, height: 400, fit: 'cover' } },
  banner: { column: 'bannerUrl', size: { width: 1600, height: 400, fit: 'cover' } },
} as const satisfies Record<string, { column: 'logoUrl' | 'bannerUrl'; size: ImageSize }>;
export type ShopPicture = keyof typeof SHOP_PICTURES;

/**
 * POST /api/seller/shop/logo and /banner: the upload judged and resized as product pictures are
 * (integrations/storage/images.ts), under a fresh name; the picture it replaces is removed.
 */
export async function setShopPicture(db: Db, storage: FileStorage, user: User, kind: ShopPicture, data: Buffer): Promise<ShopSettingsDto> {
  const { column, size } = SHOP_PICTURES[kind];
  const before = await ensureShop(db, user);
  const url = await storeImage(storage, data, `shops/seller-${user.id}-${kind}-${randomBytes(8).toString('hex')}.webp`, size);
  await db
    .update(shops)
    .set({ [column]: url })
    .where(eq(shops.sellerId, user.id));
  const old = before[column];
  const oldKey = old ? storage.keyOf(old) : null;
  if (oldKey) await storage.delete(oldKey).catch(() => undefined);
  return getShopSettings(db, user);
}

/** Whether the seller's shop has its ship-from address (a listing may be published). */
export async function hasShipFrom(db: Db | Tx, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`true` })
    .from(shops)
    .where(
      and(
        eq(shops.sellerId, sellerId),
        sql`${shops.shipFromStreet} IS NOT NULL AND ${shops.shipFromCity} IS NOT NULL AND ${shops.shipFromState} IS NOT NULL AND ${shops.shipFromZip} IS NOT NULL`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Throws 400 SHIP_FROM_REQUIRED unless the seller's shop has its ship-from address. */
export async function assertShipFrom(db: Db | Tx, sellerId: number): Promise<void> {
  if (!(await hasShipFrom(db, sellerId))) throw shipFromRequired();
}

/** The shop's seller by its slug; 404 'Shop not found' for an unknown one. */
export async function findShop(db: Db, slug: string): Promise<Shop> {
  const [shop] = await db.select().from(shops).where(eq(shops.slug, slug)).limit(1);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shop;
}

/** GET /api/shops/{slug}: the shop page's header and story, with its number of approved listings. */
export async function getShop(db: Db, slug: string): Promise<ShopDto> {
  const shop = await findShop(db, slug);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.sellerId, shop.sellerId), sql`${products.isApproved}`));
  return {
    id: shop.sellerId,
    shopName: shop.name,
    slug: shop.slug,
    city: shop.city,
    state: shop.state,
    rating: shopRating(shop.ratingSum, shop.ratingCount),
    reviewCount: shop.ratingCount,
    story: shop.story,
    logoUrl: shop.logoUrl,
    bannerUrl: shop.bannerUrl,
    joinedAt: shop.createdAt.toISOString(),
    productCount: counted?.n ?? 0,
  };
}
