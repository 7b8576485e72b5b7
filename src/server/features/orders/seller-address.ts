// Where a seller's packages leave from and go back to (issue 12; decision 0055): one rule for the
// shipping label of an order's package and for the prepaid return label of a return request.
import type { Db, Tx } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { labelAddressOf, sellerOriginOf } from '#server/features/shipping/ship-from.ts';
import { PLATFORM_WAREHOUSE, type LabelAddress } from '#server/integrations/carrier/carrier.ts';
import { SHIP_FROM_MISSING } from '#shared/orders.ts';

/**
 * The seller's address as printed on a label: their shop's name and ship-from address
 * (shipping/ship-from.ts). The platform's own stock (null) leaves from its warehouse. A seller
 * without a complete ship-from address gets a 400 asking for one: their parcel does not leave from
 * the warehouse, so a label saying so would send returns to the wrong door.
 */
export async function sellerAddress(db: Db | Tx, sellerId: number | null): Promise<LabelAddress> {
  if (sellerId === null) return PLATFORM_WAREHOUSE;
  const origin = await sellerOriginOf(db, sellerId);
  const address = origin && labelAddressOf(origin);
  if (!address) throw new AppError(400, 'ship_from_required', SHIP_FROM_MISSING);
  return address;
}
