// Where a seller's packages leave from and go back to (issue 12): one rule for the shipping label of
// an order's package and for the prepaid return label of a return request.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { PLATFORM_WAREHOUSE, type LabelAddress } from '#server/integrations/carrier/carrier.ts';

/**
 * The seller's address as printed on a label: their name (company, else full name, else username)
 * and street address with their shipping origin ZIP (their profile ZIP until they set one). A seller
 * without a full address, and the platform's own stock (null), use the platform's warehouse.
 */
export async function sellerAddress(db: Db | Tx, sellerId: number | null): Promise<LabelAddress> {
  if (sellerId === null) return PLATFORM_WAREHOUSE;
  const [seller] = await db.select().from(users).where(eq(users.id, sellerId));
  const zipCode = seller?.shippingOriginZip || seller?.zipCode;
  if (!seller?.street || !seller.city || !seller.state || !zipCode) return PLATFORM_WAREHOUSE;
  return { name: seller.companyName || seller.fullName || seller.username, street: seller.street, city: seller.city, state: seller.state, zipCode };
}
