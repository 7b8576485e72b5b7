// The demo sellers' shops (issue 26, docs/decisions/0054-shops.md): real-looking stories, locations
// and ship-from addresses in three states, so shop pages, "Sold by", multi-seller carts and parcels
// from each maker show in the demo.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { shops } from '#server/db/schema.ts';
import { daysBeforeBase } from './random.ts';
import type { DemoOwner } from './products.ts';

export interface DemoShop {
  name: string;
  slug: string;
  story: string;
  city: string;
  state: string;
  shipFrom: { street: string; city: string; state: string; zipCode: string };
  /** days before the seed's base date the shop opened */
  openedDaysAgo: number;
}

export const DEMO_SHOPS: Record<DemoOwner, DemoShop> = {
  seller: {
    name: 'Prairie Workshop Co.',
    slug: 'prairie-workshop-co',
    story:
      'Sam Whitfield started Prairie Workshop in a machine shed north of Ames in 2014, building canoe paddles and cutting boards on weekends. ' +
      'Today a crew of nine works with mills, foundries and studios across the Midwest to bring their goods to one counter: wool from Minnesota, ' +
      'cast iron from Wisconsin, speakers from Oregon. Every maker we carry, we have visited. Orders are packed by hand in Ames and leave within two business days.',
    city: 'Ames',
    state: 'IA',
    shipFrom: { street: '2519 Chamberlain Street', city: 'Ames', state: 'IA', zipCode: '50014' },
    openedDaysAgo: 200,
  },
  guild: {
    name: 'Bluebird Mercantile',
    slug: 'bluebird-mercantile',
    story:
      "Hannah Greer opened Bluebird Mercantile in a former feed store on Asheville's Haywood Road, stocking the soaps, candles and preserves her neighbors made. " +
      'It has grown into a small-batch general store for family farms and one-person studios around the country: goat milk soap from Texas, ' +
      'wildflower honey from North Dakota, letterpress prints from Rhode Island. Everything ships in recycled paper from the back room of the shop.',
    city: 'Asheville',
    state: 'NC',
    shipFrom: { street: '68 Haywood Road', city: 'Asheville', state: 'NC', zipCode: '28806' },
    openedDaysAgo: 180,
  },
  supply: {
    name: 'Mother Road Supply Co.',
    slug: 'mother-road-supply-co',
    story:
      "Dale Harjo's family has kept a supply store on Route 66 in Tulsa since 1958, selling road maps, car wax and whatever a long drive needed. " +
      'Mother Road Supply Co. carries on the idea for the road and the home: atlases printed in Oklahoma, paste wax blended in Ohio, ' +
      'cables made in Chicago and books from small Kansas presses. If it is made well in America and earns its place in a glovebox or on a shelf, we stock it.',
    city: 'Tulsa',
    state: 'OK',
    shipFrom: { street: '1347 East 11th Street', city: 'Tulsa', state: 'OK', zipCode: '74120' },
    openedDaysAgo: 120,
  },
};

/**
 * Opens the demo sellers' shops where missing. A name or slug someone else holds leaves that shop out
 * (no error); a demo shop that exists without a ship-from address (opened by migration 0028 from an
 * incomplete profile) gets the demo's address. Answers how many shops it opened.
 */
export async function ensureDemoShops(tx: Tx, ownerIds: Record<DemoOwner, number | null>): Promise<number> {
  let opened = 0;
  for (const [owner, shop] of Object.entries(DEMO_SHOPS) as Array<[DemoOwner, DemoShop]>) {
    const sellerId = ownerIds[owner];
    if (sellerId === null) continue;
    const address = {
      shipFromStreet: shop.shipFrom.street,
      shipFromCity: shop.shipFrom.city,
      shipFromState: shop.shipFrom.state,
      shipFromZip: shop.shipFrom.zipCode,
    };
    const rows = await tx
      .insert(shops)
      .values({
        sellerId,
        name: shop.name,
        slug: shop.slug,
        story: shop.story,
        city: shop.city,
        state: shop.state,
        ...address,
        createdAt: daysBeforeBase(shop.openedDaysAgo),
      })
      .onConflictDoNothing()
      .returning({ id: shops.sellerId });
    opened += rows.length;
    if (rows.length === 0) {
      await tx
        .update(shops)
        .set({ ...address, story: sql`CASE WHEN ${shops.story} = '' THEN ${shop.story} ELSE ${shops.story} END` })
        .where(and(eq(shops.sellerId, sellerId), isNull(shops.shipFromStreet)));
    }
  }
  return opened;
}
