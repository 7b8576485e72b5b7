// The demo orders are shipped the way checkout prices them (issue 12, decision 0024): one package per
// seller, from the seller's origin when they set one, recorded in order_packages; each label leaves
// from where its package does.
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, orderItems, orderPackages, orders, products, sandboxCarrierLabels, shipments, users } from '#server/db/schema.ts';
import { insertDemoOrders } from '#server/db/seed/orders.ts';
import { DEMO_PRODUCTS, type DemoProduct } from '#server/db/seed/products.ts';
import { PLATFORM_ORIGIN_ZIP } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { createTestDatabase } from '../support/db.ts';
import { giveShop } from '../support/shops.ts';

let database: Database;
const now = new Date();
const ids = { seller: 0, guild: 0, shopper: 3 };

beforeAll(async () => {
  database = await createTestDatabase();
  const user = async (values: Partial<typeof users.$inferInsert> & { id: number; username: string }) =>
    (
      await database.db
        .insert(users)
        .values({ email: `${values.username}@example.test`, passwordHash: 'x', ...values })
        .returning({ id: users.id })
    )[0]!.id;
  await user({ id: 1, username: 'seed_admin' });
  // The demo seller ships from Asheville; the second seller has set no origin.
  ids.seller = await user({
    id: 2,
    username: 'seed_seller',
    isSeller: true,
    companyName: 'Prairie Workshop Co.',
    street: '12 Lexington Avenue',
    city: 'Asheville',
    state: 'NC',
    shippingOriginZip: '28801',
  });
  // Its shop ships from there (decision 0055: the shop's ship-from address is where parcels leave from).
  await giveShop(database.db, ids.seller, { street: '12 Lexington Avenue', city: 'Asheville', state: 'NC', zipCode: '28801' });
  await user({ id: 3, username: 'seed_shopper' });
  ids.guild = await user({ id: 4, username: 'seed_guild', isSeller: true, companyName: 'Bluebird Mercantile' });
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Seed orders', description: 'demo order products', icon: 'box' })
    .returning({ id: categories.id });
  await database.db.insert(products).values(
    DEMO_PRODUCTS.filter((p) => [5, 12, 18, 27, 40].includes(p.id)).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      categoryId: category!.id,
      sellerId: ownerOf(p),
      weightOz: p.weightOz,
      isApproved: true,
    })),
  );
  await database.db.transaction((tx) => insertDemoOrders(tx, DEMO_PRODUCTS, ownerOf, now));
}, 120_000);

afterAll(async () => {
  await database?.close();
});

function ownerOf(p: DemoProduct): number | null {
  return p.owner === 'seller' ? 2 : p.owner === 'guild' ? 4 : null;
}

describe('demo orders', () => {
  it('record one package per seller, quoted from its origin, and their totals follow the packages', async () => {
    const history = await database.db.select().from(orders).where(eq(orders.userId, ids.shopper)).orderBy(asc(orders.createdAt));
    expect(history).toHaveLength(4);
    const carrier = new SandboxCarrier(database.db);
    for (const order of history) {
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const packages = await database.db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id)).orderBy(asc(orderPackages.id));
      expect(packages.map((p) => p.sellerId).sort()).toEqual([...new Set(lines.map((l) => l.sellerId))].sort());
      let total = 0;
      for (const pkg of packages) {
        const own = lines.filter((l) => l.sellerId === pkg.sellerId);
        expect(pkg.weightOz).toBe(own.reduce((sum, l) => sum + (l.weightOz ?? 16) * l.quantity, 0));
        expect(pkg.originZip).toBe(pkg.sellerId === ids.seller ? '28801' : PLATFORM_ORIGIN_ZIP);
        const quote = (await carrier.quoteRates({ originZip: pkg.originZip, destinationZip: '50309', weightOz: pkg.weightOz })).find(
          (r) => r.service === order.shippingMethod,
        )!;
        expect(pkg).toMatchObject({ service: order.shippingMethod, rateCents: quote.rateCents, estimatedDeliveryDays: quote.estimatedDeliveryDays });
        total += quote.rateCents;
      }
      // The demo orders ship by USPS Ground Advantage, the cheapest service: standard shipping, free
      // from $50 and a flat $5.95 under it; the packages keep the carrier's rates.
      expect(total).toBeGreaterThan(0);
      expect(order.shippingCents).toBe(order.subtotalCents >= 5000 ? 0 : 595);
      // Their amounts as checkout computes them: the multi-item discount from 3 items, taken off before tax.
      const items = lines.reduce((n, l) => n + l.quantity, 0);
      expect(order.discountCents).toBe(items >= 3 ? Math.floor((order.subtotalCents * 5 + 50) / 100) : 0);
      expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.taxCents + order.shippingCents);
      expect(order.estimatedDeliveryDays).toBe(Math.max(...packages.map((p) => p.estimatedDeliveryDays)));
    }
  });

  it("label each shipped seller's package from the seller's origin when they set one", async () => {
    const rows = await database.db
      .select({ sellerId: shipments.sellerId, originZip: sandboxCarrierLabels.originZip })
      .from(shipments)
      .innerJoin(sandboxCarrierLabels, eq(sandboxCarrierLabels.trackingNumber, shipments.trackingNumber))
      .where(inArray(shipments.orderId, database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ids.shopper))));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.sellerId === ids.seller)).toBe(true);
    for (const r of rows) expect(r.originZip).toBe(r.sellerId === ids.seller ? '28801' : PLATFORM_ORIGIN_ZIP);
  });
});
