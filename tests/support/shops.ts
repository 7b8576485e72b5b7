// Sellers' shops in tests (decision 0054): a seller publishes listings only with a ship-from address,
// so the helpers that make sellers give their shop one.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { shops, users } from '#server/db/schema.ts';
import { uniqueSlug } from '#server/features/shops/slug.ts';

/**
 * The ship-from address test sellers get: the platform's own origin (Des Moines, 50309), so rates and
 * labels quoted before shops existed stay the same.
 */
export const TEST_SHIP_FROM = { street: '405 Court Avenue', city: 'Des Moines', state: 'IA', zipCode: '50309' } as const;

/**
 * Gives the seller a shop with TEST_SHIP_FROM (or `shipFrom`): opens one named after the username
 * when they have none, else sets the address of the one they have.
 */
export async function giveShop(
  db: Db,
  sellerId: number,
  shipFrom: { street: string; city: string; state: string; zipCode: string } = TEST_SHIP_FROM,
): Promise<void> {
  const address = { shipFromStreet: shipFrom.street, shipFromCity: shipFrom.city, shipFromState: shipFrom.state, shipFromZip: shipFrom.zipCode };
  const [existing] = await db.select({ id: shops.sellerId }).from(shops).where(eq(shops.sellerId, sellerId));
  if (existing) {
    await db.update(shops).set(address).where(eq(shops.sellerId, sellerId));
    return;
  }
  const [user] = await db.select({ username: users.username, companyName: users.companyName }).from(users).where(eq(users.id, sellerId));
  const name = `${user?.companyName || user?.username || 'Test Shop'} ${sellerId}`;
  await db.insert(shops).values({ sellerId, name, slug: await uniqueSlug(db, name), city: shipFrom.city, state: shipFrom.state, ...address });
}
