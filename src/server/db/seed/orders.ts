import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orderPackages, orders, productVariants, shipments, type OrderStatus, type ShippingAddress } from '#server/db/schema.ts';
import { chargedOptions, packagesFor, quotePackages } from '#server/features/shipping/packages.ts';
import { labelAddressOf, sellerOriginsOf, type SellerOrigin } from '#server/features/shipping/ship-from.ts';
import { PLATFORM_WAREHOUSE, type LabelAddress } from '#server/integrations/carrier/carrier.ts';
import { SandboxCarrier } from '#server/integrations/carrier/sandbox.ts';
import { orderAmounts } from '#shared/checkout-rules.ts';
import { toCents } from '#shared/money.ts';
import { buildPackage } from '#shared/shipping-package.ts';
import { salesTaxCents, salesTaxRate } from '#shared/tax-rates.ts';
import type { DemoProduct } from './products.ts';

/**
 * The demo shopper's order history: something to show on /orders, to review, to return and to
 * track. Dates count back from the moment of seeding (decision 0018), so the delivered order is
 * inside its 30-day return window and the shipped one is on its way when the demo starts.
 */
export const DEMO_SHOPPER_ID = 3;

const ADDRESS: ShippingAddress = {
  fullName: 'Jordan Miller',
  email: 'shopper@heartland.example',
  street: '1200 Grand Avenue',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'US',
  phone: '5155550142',
};

const SERVICE = 'USPS Ground Advantage';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Placed `placedDaysAgo` days before the seeding; handed to the carrier `shippedDaysAgo` days before
 * it. Ground Advantage from the warehouse to the shopper's ZIP code takes two days, so: completed
 * long ago, delivered about four days ago, due tomorrow or the day after, not shipped yet.
 */
const PLAN: Array<{ status: OrderStatus; placedDaysAgo: number; shippedDaysAgo?: number; items: Array<[productId: number, quantity: number]> }> = [
  { status: 'completed', placedDaysAgo: 70, shippedDaysAgo: 69, items: [[5, 1]] },
  {
    status: 'delivered',
    placedDaysAgo: 7,
    shippedDaysAgo: 6,
    items: [
      [12, 1],
      [27, 2],
    ],
  },
  { status: 'shipped', placedDaysAgo: 2, shippedDaysAgo: 1, items: [[40, 1]] },
  { status: 'processing', placedDaysAgo: 0.2, items: [[18, 1]] },
];

const daysBefore = (now: Date, days: number) => new Date(Math.floor((now.getTime() - days * DAY_MS) / 60_000) * 60_000);

/**
 * Inserts the orders with their items and, once shipped, one package per seller whose label the
 * sandbox carrier issued on the ship date; the package's status and the order's delivery time are
 * what the carrier reports at `now`.
 */
export async function insertDemoOrders(tx: Tx, catalogue: readonly DemoProduct[], sellerOf: (product: DemoProduct) => number | null, now: Date): Promise<void> {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  // The ordered listings have no options: each line names the listing's one variant, as an order does.
  const variantOf = new Map<number, number>();
  const ordered = [...new Set(PLAN.flatMap((plan) => plan.items.map(([productId]) => productId)))];
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, ordered))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  for (const v of variants) if (!variantOf.has(v.productId)) variantOf.set(v.productId, v.id);
  for (const plan of PLAN) {
    const lines = plan.items.map(([productId, quantity]) => ({ product: byId.get(productId)!, quantity }));
    const items = lines.map(({ product, quantity }) => ({
      productId: product.id,
      variantId: variantOf.get(product.id) ?? null,
      sellerId: sellerOf(product),
      productName: product.name,
      quantity,
      priceCents: product.priceCents,
      weightOz: product.weightOz,
      dimensions: product.dimensions,
    }));
    const createdAt = daysBefore(now, plan.placedDaysAgo);
    const shippedAt = plan.shippedDaysAgo === undefined ? null : daysBefore(now, plan.shippedDaysAgo);
    // Totals as checkout computes them (decision 0024): one package per seller from the seller's
    // origin, the service's rates of the packages summed (the cheapest flat $5.95 under $50, free
    // from $50) and the slowest package's delivery days; the multi-item discount; the state's sales
    // tax on what is left.
    const subtotalCents = items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
    // The carrier dates labels on the ship date.
    const carrier = new SandboxCarrier(tx, () => shippedAt ?? createdAt);
    const cartPackages = await packagesFor(tx, items);
    const options = chargedOptions(await quotePackages(carrier, cartPackages, ADDRESS.zipCode), subtotalCents);
    const quote = options.find((o) => o.rate.service === SERVICE)!;
    const { discountCents, taxCents, shippingCents, totalCents } = orderAmounts({
      subtotalCents,
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      shippingCents: toCents(quote.rate.rate),
      taxCents: (taxable) => salesTaxCents(taxable, salesTaxRate(ADDRESS.state, createdAt)!),
    });

    const labelled = [];
    if (shippedAt) {
      const senders = await sellerOriginsOf(
        tx,
        cartPackages.map((p) => p.sellerId),
      );
      for (const pkg of cartPackages) {
        // The box a seller's label is bought for (decision 0048): their items' sizes stacked.
        const { length, width, height } = buildPackage(items.filter((i) => i.sellerId === pkg.sellerId));
        const { trackingNumber } = await carrier.createLabel({
          from: senderAt(senders, pkg.sellerId),
          to: { name: ADDRESS.fullName, street: ADDRESS.street, city: ADDRESS.city, state: ADDRESS.state, zipCode: ADDRESS.zipCode },
          weightOz: pkg.weightOz,
          dimensions: { length, width, height },
          service: SERVICE,
        });
        const tracking = (await carrier.track(trackingNumber, now))!;
        labelled.push({
          sellerId: pkg.sellerId,
          trackingNumber,
          trackingStatus: tracking.status,
          deliveredAt: tracking.deliveredAt,
          estimatedDeliveryAt: tracking.estimatedDeliveryDate,
        });
      }
    }
    const deliveredAt =
      labelled.length > 0 && labelled.every((p) => p.deliveredAt) ? new Date(Math.max(...labelled.map((p) => p.deliveredAt!.getTime()))) : null;

    const [row] = await tx
      .insert(orders)
      .values({
        userId: DEMO_SHOPPER_ID,
        status: plan.status,
        subtotalCents,
        discountCents,
        taxCents,
        shippingCents,
        totalCents,
        shippingAddress: ADDRESS,
        shippingMethod: SERVICE,
        estimatedDeliveryDays: quote.rate.estimatedDeliveryDays,
        paymentBrand: 'visa',
        paymentLast4: '4242',
        shippedAt,
        deliveredAt,
        createdAt,
        updatedAt: deliveredAt ?? shippedAt ?? createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
    await tx.insert(orderPackages).values(quote.packages.map((p) => ({ ...p, orderId: row!.id, service: SERVICE })));
    if (labelled.length > 0) {
      await tx.insert(shipments).values(labelled.map((p) => ({ ...p, orderId: row!.id, service: SERVICE, lastCheckedAt: now, createdAt: shippedAt! })));
    }
  }
}

/**
 * A package's sender, as the labels of real orders have it (orders/seller-address.ts, decision 0055):
 * the shop's name and ship-from address; the warehouse for the platform's stock, and here also for a
 * demo seller seeded without a ship-from address, so the seed never fails.
 */
function senderAt(senders: ReadonlyMap<number, SellerOrigin>, sellerId: number | null): LabelAddress {
  const origin = sellerId === null ? undefined : senders.get(sellerId);
  return (origin && labelAddressOf(origin)) ?? PLATFORM_WAREHOUSE;
}
