// Shipping Settings (docs/product.md B2, B5 and B7; issue 12): a seller's own USPS account. The
// Consumer Secret is sealed at rest (docs/architecture.md §3) and only ever answered masked.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users, type User } from '#server/db/schema.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import { sellerOriginOf } from '#server/features/shipping/ship-from.ts';
import type { SecretBox } from '#server/security/secret-box.ts';
import { parseStoredUspsKey as parseStored, uspsKeyContext as keyContext, type StoredUspsKey as StoredKey } from '#server/security/usps-key.ts';
import { originZipOfShop, USPS_KEY_REQUIRED, type ShippingSettingsUpdate } from '#shared/schemas/shipping-settings.ts';
import { US_ZIP_PATTERN } from '#shared/zip-states.ts';

/** The five digits of a ZIP code ('50309-1234' -> '50309'). */
const zip5 = (zipCode: string) => US_ZIP_PATTERN.exec(zipCode.trim())?.[1] ?? zipCode.trim();

/**
 * Saves the settings. A new key replaces the saved one, no key keeps it, removeUspsApiKey deletes it.
 * USPS cannot be turned on without a key (400 on uspsApiKey, nothing changed). The origin ZIP code is
 * the shop's ship-from ZIP once the shop has that address (docs/decisions/0055: one place says where a
 * seller ships from): the same five digits are kept (a ZIP+4 of it too), another is 400 on
 * shippingOriginZip pointing to the shop settings.
 */
export async function saveShippingSettings(db: Db, box: SecretBox, user: User, input: ShippingSettingsUpdate): Promise<User> {
  let stored: string | null = user.uspsApiKeyEncrypted;
  if (input.uspsApiKey)
    stored = JSON.stringify({ hint: input.uspsApiKey.slice(-4), sealed: box.seal(input.uspsApiKey, keyContext(user.id)) } satisfies StoredKey);
  else if (input.removeUspsApiKey) stored = null;
  const shipFrom = (await sellerOriginOf(db, user.id))?.address;
  if (shipFrom && zip5(input.shippingOriginZip) !== zip5(shipFrom.zipCode)) {
    const message = originZipOfShop(shipFrom.zipCode);
    throw new AppError(400, 'ship_from_differs', message, [{ path: 'shippingOriginZip', message }]);
  }
  if (input.uspsEnabled && !parseStored(stored)) {
    throw new AppError(400, 'usps_key_required', USPS_KEY_REQUIRED, [{ path: 'uspsApiKey', message: USPS_KEY_REQUIRED }]);
  }
  const [updated] = await db
    .update(users)
    .set({ uspsUserId: input.uspsUserId, uspsApiKeyEncrypted: stored, shippingOriginZip: input.shippingOriginZip, uspsEnabled: input.uspsEnabled })
    .where(eq(users.id, user.id))
    .returning();
  // The session's user was deleted between the lookup and the update.
  if (!updated) throw unauthorized('Please sign in to continue.');
  return updated;
}

/** A seller's USPS account as the carrier needs it. */
export interface UspsAccount {
  /** Consumer Key: the OAuth client id */
  clientId: string;
  /** Consumer Secret: the OAuth client secret */
  clientSecret: string;
  /** where the seller's packages leave from (the shop's ship-from ZIP, shipping/ship-from.ts) */
  originZip: string | null;
}

/**
 * The seller's USPS account when it can be used: turned on, with a Consumer Key and a key that opens.
 * Null otherwise, including a key sealed under an earlier application secret (the seller enters it
 * again) and a user who is gone.
 */
export async function readUspsAccount(db: Db, box: SecretBox, sellerId: number): Promise<UspsAccount | null> {
  const [row] = await db
    .select({ uspsUserId: users.uspsUserId, key: users.uspsApiKeyEncrypted, enabled: users.uspsEnabled })
    .from(users)
    .where(eq(users.id, sellerId))
    .limit(1);
  if (!row?.enabled || !row.uspsUserId) return null;
  const stored = parseStored(row.key);
  const clientSecret = stored ? box.open(stored.sealed, keyContext(sellerId)) : null;
  if (!clientSecret) return null;
  return { clientId: row.uspsUserId, clientSecret, originZip: (await sellerOriginOf(db, sellerId))?.originZip ?? null };
}
