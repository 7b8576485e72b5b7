// Demo shop reviews (issue 26 item 4, docs/product.md "Shop reviews"): every review stands on a
// received order, as the API demands. The demo reviewers get a few past, completed orders from each
// shop, and rate the shop for each; the demo shopper's completed order is rated too, while their
// delivered order is left for the demo to rate ("Rate this shop" on /orders/{id}). Some reviews
// carry the seller's answer. Deterministic (seeded randomness, dates counted back from `now`) and
// idempotent: nothing is written when the database holds a shop review already.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orders, products, productVariants, shopReviews, shops, users, type ShippingAddress } from '#server/db/schema.ts';
import { salesTaxCents, salesTaxRate } from '#shared/tax-rates.ts';
import { createRng, type Rng } from './random.ts';

type Stars = 1 | 2 | 3 | 4 | 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Mostly happy shoppers, a few lukewarm ones: shop averages land between about 4.2 and 4.8. */
const RATINGS: ReadonlyArray<readonly [Stars, number]> = [
  [5, 58],
  [4, 28],
  [3, 9],
  [2, 3],
  [1, 2],
];

/** What shoppers say of a shop (not of a product): packing, shipping, the maker's care and word. */
const COMMENTS: Record<Stars, readonly string[]> = {
  5: [
    'Packed with so much care: tissue paper, a handwritten thank-you note, and not a scratch on anything.',
    'Shipped the day after I ordered and arrived two days early. You can tell this shop takes pride in its work.',
    'I had a question about sizing and the maker answered within the hour. Wonderful people to buy from.',
    'Third order from this shop and every one has been perfect. Buying local never felt this easy.',
    'Everything arrived exactly as pictured, well wrapped and on time. Will order again for gifts.',
    'The seller sent a note with care instructions, which I appreciated. Top-notch craftsmanship and service.',
    'Fast shipping, sturdy box, lovely work. This is what buying straight from the maker should feel like.',
    'A gift for my dad arrived in time for his birthday even though I ordered late. Thank you!',
  ],
  4: [
    'Lovely work and careful packing. Shipping took a couple of days longer than I hoped, but worth the wait.',
    'Good communication and a quality piece. The box was a bit beaten up by the carrier, contents were fine.',
    'Very happy with my order. Would have liked tracking updates sooner, otherwise great.',
    'Solid shop. Item was as described and the seller followed up to make sure it arrived.',
    'Nice quality and fair prices. Packaging could use less plastic, but everything arrived safe.',
  ],
  3: [
    'The item is nice, but it shipped a week after I ordered without a word from the seller.',
    'Arrived safely, though the color was a little different from the photos. Seller was polite about it.',
    'Okay experience. Took a while to ship and the tracking number did not work for a few days.',
  ],
  2: ['Package sat for eight days before it shipped and my messages went unanswered until I asked twice.'],
  1: ['Arrived with a cracked corner and the box had no padding at all. Disappointing for the price.'],
};

/** The seller's public answers: thanks for the happy ones, an explanation and an offer for the rest. */
const THANKS = [
  'Thank you so much! Notes like yours are why we love what we do.',
  'We are so glad it arrived in time. Thank you for supporting a small workshop!',
  'Thank you for coming back to us. We hope to make many more for you.',
];
const MAKING_IT_RIGHT = [
  'We are sorry about the wait: a storm closed our local post office for two days. We have added a little something to your next order.',
  'Sorry this was not the experience we want for you. Please write to us and we will make it right.',
  'Thank you for the honest feedback. We have changed how we pack fragile pieces since your order.',
];

const STREETS = ['Maple Street', 'Oak Avenue', 'Washington Street', 'Lincoln Avenue', 'Park Place', 'Elm Street', 'Cedar Lane', 'Hillcrest Drive'];

/** A ZIP code of each reviewer's city (demo accounts have a city and state but no ZIP code). */
const CITY_ZIPS: Readonly<Record<string, string>> = {
  'Columbus, OH': '43215',
  'Atlanta, GA': '30303',
  'Houston, TX': '77002',
  'Des Moines, IA': '50309',
  'Phoenix, AZ': '85004',
  'Knoxville, TN': '37902',
  'St. Paul, MN': '55102',
  'Charleston, SC': '29401',
  'Baltimore, MD': '21202',
  'Boise, ID': '83702',
  'San Antonio, TX': '78205',
  'Worcester, MA': '01608',
  'Seattle, WA': '98101',
  'Pittsburgh, PA': '15222',
  'Memphis, TN': '38103',
  'Madison, WI': '53703',
  'Albuquerque, NM': '87102',
  'Louisville, KY': '40202',
  'Omaha, NE': '68102',
  'Tampa, FL': '33602',
};

const pick = <T>(rng: Rng, list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;
const minutes = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

export interface PlannedShopReview {
  rating: Stars;
  comment: string | null;
  /** the seller's answer, null when there is none */
  reply: string | null;
}

/** One shop review's words, drawn from the stream `key` (a shop and an order): pure, for tests and the seed. */
export function planShopReview(key: string): PlannedShopReview {
  const rng = createRng(`shop-review:${key}`);
  const rating = rng.weighted(RATINGS);
  const comment = rng.chance(0.85) ? pick(rng, COMMENTS[rating]) : null;
  const reply = rating <= 3 ? pick(rng, MAKING_IT_RIGHT) : rng.chance(0.3) ? pick(rng, THANKS) : null;
  return { rating, comment, reply };
}

interface Reviewer {
  id: number;
  fullName: string | null;
  city: string | null;
  state: string | null;
}

function addressOf(reviewer: Reviewer, rng: Rng): ShippingAddress {
  const place = `${reviewer.city}, ${reviewer.state}`;
  const zipCode = CITY_ZIPS[place];
  const [city, state, zip] = zipCode ? [reviewer.city!, reviewer.state!, zipCode] : ['Des Moines', 'IA', '50309'];
  return {
    fullName: reviewer.fullName ?? 'Heartland Shopper',
    street: `${rng.int(100, 4999)} ${pick(rng, STREETS)}`,
    city,
    state,
    zipCode: zip,
    country: 'US',
  };
}

/**
 * Writes the demo shop reviews in the seed's transaction. `reviewerIds` are the demo reviewers'
 * accounts (each shop is rated by 4 to 7 of them, one past completed order each); `now` is the
 * seeding moment the dates count back from. Call it after the demo orders and the shops exist.
 */
export async function insertDemoShopReviews(
  tx: Tx,
  { reviewerIds, now }: { reviewerIds: readonly number[]; now: Date },
): Promise<{ orders: number; reviews: number }> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(shopReviews);
  if ((existing?.n ?? 0) > 0) return { orders: 0, reviews: 0 };
  const reviewers = reviewerIds.length
    ? await tx
        .select({ id: users.id, fullName: users.fullName, city: users.city, state: users.state })
        .from(users)
        .where(inArray(users.id, [...reviewerIds]))
        .orderBy(asc(users.id))
    : [];
  const shopRows = await tx.select({ sellerId: shops.sellerId, slug: shops.slug }).from(shops).orderBy(asc(shops.sellerId));
  let ordersMade = 0;
  const planned: Array<{ sellerId: number; orderId: number; userId: number; createdAt: Date }> = [];

  // Orders already received (the demo shopper's completed one), each of its shops rated; a
  // delivered order is left for whoever tries the demo.
  const received = await tx
    .selectDistinct({ orderId: orders.id, userId: orders.userId, sellerId: orderItems.sellerId, deliveredAt: orders.deliveredAt, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(shops, eq(shops.sellerId, orderItems.sellerId))
    .where(eq(orders.status, 'completed'));
  for (const r of received) {
    planned.push({ sellerId: r.sellerId!, orderId: r.orderId, userId: r.userId, createdAt: new Date((r.deliveredAt ?? r.createdAt).getTime() + 2 * DAY_MS) });
  }

  for (const shop of shopRows) {
    // Each listing as its page opens on it: its first variant (docs/decisions/0060-photos-and-variants.md).
    const catalogue = await tx
      .select({
        id: products.id,
        name: products.name,
        variantId: productVariants.id,
        variantOptions: productVariants.options,
        sku: productVariants.sku,
        priceCents: productVariants.priceCents,
        weightOz: sql<number | null>`COALESCE(${productVariants.weightOz}, ${products.weightOz})`,
        dimensions: products.dimensions,
      })
      .from(products)
      .innerJoin(
        productVariants,
        eq(productVariants.id, sql`(SELECT v.id FROM ${productVariants} v WHERE v.product_id = ${products.id} ORDER BY v.position, v.id LIMIT 1)`),
      )
      .where(and(eq(products.sellerId, shop.sellerId), sql`${products.isApproved}`))
      .orderBy(asc(products.id));
    if (catalogue.length === 0 || reviewers.length === 0) continue;
    const rng = createRng(`shop-orders:${shop.slug}`);
    const count = Math.min(rng.int(4, 7), reviewers.length);
    const start = rng.int(0, reviewers.length - 1);
    for (let i = 0; i < count; i += 1) {
      const reviewer = reviewers[(start + i * 3) % reviewers.length]!;
      const product = pick(rng, catalogue);
      const placedAt = minutes(now.getTime() - rng.int(20, 200) * DAY_MS - rng.int(0, 600) * 60_000);
      const shippedAt = new Date(placedAt.getTime() + DAY_MS);
      const deliveredAt = new Date(placedAt.getTime() + rng.int(3, 6) * DAY_MS);
      const address = addressOf(reviewer, rng);
      const subtotalCents = product.priceCents;
      const shippingCents = subtotalCents >= 5000 ? 0 : 595;
      const taxCents = salesTaxCents(subtotalCents, salesTaxRate(address.state, placedAt) ?? 0);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: reviewer.id,
          status: 'completed',
          subtotalCents,
          taxCents,
          shippingCents,
          totalCents: subtotalCents + taxCents + shippingCents,
          shippingAddress: address,
          shippingMethod: 'USPS Ground Advantage',
          estimatedDeliveryDays: 5,
          paymentBrand: 'visa',
          paymentLast4: '4242',
          shippedAt,
          deliveredAt,
          createdAt: placedAt,
          updatedAt: deliveredAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({
        orderId: order!.id,
        productId: product.id,
        variantId: product.variantId,
        variantOptions: product.variantOptions,
        sku: product.sku,
        sellerId: shop.sellerId,
        productName: product.name,
        quantity: 1,
        priceCents: product.priceCents,
        weightOz: product.weightOz,
        dimensions: product.dimensions,
      });
      ordersMade += 1;
      planned.push({ sellerId: shop.sellerId, orderId: order!.id, userId: reviewer.id, createdAt: new Date(deliveredAt.getTime() + rng.int(1, 5) * DAY_MS) });
    }
  }

  for (const p of planned) {
    const words = planShopReview(`${p.sellerId}:${p.orderId}`);
    const createdAt = p.createdAt < now ? p.createdAt : now;
    // An answer the day after the review, unless that day is still to come.
    const repliedAt = new Date(createdAt.getTime() + DAY_MS);
    const reply = words.reply && repliedAt < now ? words.reply : null;
    await tx.insert(shopReviews).values({
      sellerId: p.sellerId,
      orderId: p.orderId,
      userId: p.userId,
      rating: words.rating,
      comment: words.comment,
      reply,
      repliedAt: reply ? repliedAt : null,
      createdAt,
    });
  }
  // The shops' sums and counts, as writing each review through the API would have left them.
  await tx.update(shops).set({
    ratingSum: sql`(SELECT coalesce(sum(${shopReviews.rating}), 0)::int FROM ${shopReviews} WHERE ${shopReviews.sellerId} = ${shops.sellerId})`,
    ratingCount: sql`(SELECT count(*)::int FROM ${shopReviews} WHERE ${shopReviews.sellerId} = ${shops.sellerId})`,
  });
  return { orders: ordersMade, reviews: planned.length };
}
