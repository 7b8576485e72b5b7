import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, users, type User } from '#server/db/schema.ts';
import { unauthorized } from '#server/errors.ts';
import { invalidateProductCounts } from '#server/features/products/count-cache.ts';
import { listingsPage } from '#server/features/products/listings.ts';
import { addVariants, getProduct, productColumnValues, rethrowUnknownCategory } from '#server/features/products/service.ts';
import { isModerationOn } from '#server/features/settings/service.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { ListingPage, ProductDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import type { BecomeSellerInput, SellerProductsQuery, SubmitProductInput } from '#shared/schemas/seller.ts';
import type { ShopSettingsUpdate } from '#shared/schemas/shops.ts';
import { discardProductImage, resolvePhoto, resolvePhotos, storeProductImage } from '#server/features/products/listing-image.ts';
import { assertShipFrom, openShop } from '#server/features/shops/service.ts';

/**
 * Seller activation (docs/product.md B4): the user becomes a seller with their company's details,
 * and their shop opens in the same transaction (docs/decisions/0054-shops.md): with the shop
 * settings given, else named after the company (or the username) with no ship-from address yet.
 */
export async function becomeSeller(
  db: Db,
  userId: number,
  input: Pick<BecomeSellerInput, 'companyName' | 'companyWebsite'> & { shop?: ShopSettingsUpdate },
): Promise<User> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isSeller: true, companyName: input.companyName ?? null, companyWebsite: input.companyWebsite ?? null })
      .where(eq(users.id, userId))
      .returning();
    // The session's user was deleted between the lookup and the update.
    if (!user) throw unauthorized('Please sign in to continue.');
    await openShop(tx, user, input.shop);
    return user;
  });
}

/**
 * A new listing of `seller`: live at once, or waiting for the administrator's approval while
 * moderation is on; 400 SHIP_FROM_REQUIRED while the seller's shop has no ship-from address. Its
 * photos are the seller's uploads (`images`), or the spec's one picture: uploaded with the form
 * (`image`, stored first and removed again if the listing cannot be saved, so nothing is
 * half-written) or given by its address. With options, its variants are written after it, in the
 * same transaction (docs/decisions/0060-photos-and-variants.md); without, the database gives it one.
 */
export async function createListing(db: Db, storage: FileStorage, seller: User, input: SubmitProductInput, image?: Buffer): Promise<ProductDto> {
  // A listing is published only with somewhere for its parcels to leave from (docs/decisions/0054-shops.md).
  await assertShipFrom(db, seller.id);
  const isApproved = !(await isModerationOn(db));
  const stored = image ? await storeProductImage(storage, seller.id, image) : null;
  let id: number;
  try {
    const images = input.images
      ? await resolvePhotos(storage, seller.id, input.images, [])
      : stored
        ? [{ ...stored, alt: input.name }]
        : input.imageUrl
          ? [await resolvePhoto(storage, seller.id, { url: input.imageUrl, alt: input.name }, [], 'imageUrl', true)]
          : [];
    const options = input.options ?? [];
    // The schema checked the variants against the options and photos (listingShape).
    const variants = options.length ? (input.variants ?? []) : null;
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          ...productColumnValues(input),
          name: input.name,
          description: input.description,
          // With variants, the triggers of migration 0036 set both from them.
          priceCents: variants ? Math.min(...variants.map((v) => toCents(v.price))) : toCents(input.price!),
          stock: variants ? null : (input.stock ?? 1),
          categoryId: input.categoryId,
          images,
          imageUrl: images[0]?.url ?? null,
          options,
          sellerId: seller.id,
          isApproved,
        })
        .returning({ id: products.id });
      if (variants) await addVariants(tx, row!.id, variants);
      return row!.id;
    });
  } catch (error) {
    if (stored) await discardProductImage(storage, stored.url);
    rethrowUnknownCategory(error);
  }
  invalidateProductCounts(db);
  return getProduct(db, id, seller);
}

/** The seller's own listings, approved or not, newest first; `q` narrows them by name. */
export async function listSellerProducts(db: Db, sellerId: number, query: SellerProductsQuery): Promise<ListingPage> {
  return listingsPage(db, [eq(products.sellerId, sellerId)], query);
}
