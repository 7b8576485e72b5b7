// Where a seller's parcels leave from (issue 26, docs/decisions/0055-parcels-ship-from-the-maker.md):
// the one rule behind checkout's quotes (packages.ts), the labels' sender and the return labels'
// recipient (orders/seller-address.ts), the shipments' "Ships from" (orders/dto.ts) and the USPS
// account's origin (profile/shipping-settings.ts). The shop's ship-from address is the truth; the
// Shipping Settings' origin ZIP (users.shipping_origin_zip) stands in only while a shop has none.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { shops, users } from '#server/db/schema.ts';
import { PLATFORM_WAREHOUSE, type LabelAddress } from '#server/integrations/carrier/carrier.ts';

/** A street address parcels leave from. */
export interface ShipFromAddress {
  street: string;
  city: string;
  /** two-letter code */
  state: string;
  zipCode: string;
}

/** What is known of where one seller ships from. */
export interface SellerOrigin {
  /** the name on the label: the shop's, else the company's, else the username */
  name: string;
  /** the shop's ship-from address; null until the seller gives a complete one */
  address: ShipFromAddress | null;
  /** the ZIP code packages are quoted from: the address's, else the Shipping Settings' origin ZIP; null with neither */
  originZip: string | null;
}

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Reads the origins of `sellerIds` (null ids and unknown users are left out). */
export async function sellerOriginsOf(db: Db | Tx, sellerIds: Iterable<number | null>): Promise<Map<number, SellerOrigin>> {
  const ids = [...new Set([...sellerIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      companyName: users.companyName,
      settingsZip: users.shippingOriginZip,
      shopName: shops.name,
      street: shops.shipFromStreet,
      city: shops.shipFromCity,
      state: shops.shipFromState,
      zipCode: shops.shipFromZip,
    })
    .from(users)
    .leftJoin(shops, eq(shops.sellerId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => {
      const [street, city, state, zipCode] = [filled(r.street), filled(r.city), filled(r.state), filled(r.zipCode)];
      const address = street && city && state && zipCode ? { street, city, state, zipCode } : null;
      const name = filled(r.shopName) ?? filled(r.companyName) ?? r.username;
      return [r.id, { name, address, originZip: address?.zipCode ?? filled(r.settingsZip) }];
    }),
  );
}

/** One seller's origin; undefined for a user who is gone. */
export async function sellerOriginOf(db: Db | Tx, sellerId: number): Promise<SellerOrigin | undefined> {
  return (await sellerOriginsOf(db, [sellerId])).get(sellerId);
}

/** The city a package of `sellerId` ships from, as shoppers read it: the warehouse's for the platform's own stock (null). */
export function shipFromPlace(origins: ReadonlyMap<number, SellerOrigin>, sellerId: number | null): { city: string; state: string } | null {
  if (sellerId === null) return { city: PLATFORM_WAREHOUSE.city, state: PLATFORM_WAREHOUSE.state };
  const address = origins.get(sellerId)?.address;
  return address ? { city: address.city, state: address.state } : null;
}

/** The label's sender for a seller with a complete ship-from address. */
export const labelAddressOf = (origin: SellerOrigin): LabelAddress | null => (origin.address ? { name: origin.name, ...origin.address } : null);

/** The shop's ship-from ZIP code of `sellerId`, when their shop has a complete ship-from address. */
export async function shopShipFromZip(db: Db | Tx, sellerId: number): Promise<string | null> {
  return (await sellerOriginOf(db, sellerId))?.address?.zipCode ?? null;
}
