// Orders in a given state, written straight to the database: what checkout, sellers' labels and
// the carrier's delivery reports would have left behind, without waiting for them.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, orderItems, orders, products, shipments, users, type OrderStatus, type ShippingAddress } from '#server/db/schema.ts';
import { giveShop } from './shops.ts';

export const testAddress = (overrides: Partial<ShippingAddress> = {}): ShippingAddress => ({
  fullName: 'Jordan Shopper',
  email: 'jordan@example.test',
  street: '400 Locust Street',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'US',
  phone: '5155550100',
  ...overrides,
});

let usersMade = 0;

/** A user who never signs in (an order's owner, a seller of its products), with an unguessable name; a seller has a shop (TEST_SHIP_FROM). */
export async function insertUser(db: Db, values: { email?: string; isSeller?: boolean } = {}): Promise<number> {
  usersMade += 1;
  const username = `u${usersMade}_${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await db
    .insert(users)
    .values({ username, email: values.email ?? `${username}@example.test`, passwordHash: 'not a password hash', isSeller: values.isSeller ?? false })
    .returning({ id: users.id });
  if (values.isSeller) await giveShop(db, row!.id);
  return row!.id;
}

/** A product of its own category (ids differ between test files sharing nothing). */
export async function insertProduct(
  db: Db,
  values: {
    name: string;
    priceCents: number;
    stock?: number | null;
    sellerId?: number | null;
    weightOz?: number | null;
    dimensions?: string | null;
    /** business days (docs/decisions/0059-specifications-and-processing-time.md); the column's 1-3 when left out */
    processingDays?: { min: number; max: number };
  },
): Promise<number> {
  const [category] = await db
    .insert(categories)
    .values({ name: `Category of ${values.name} ${Math.random().toString(36).slice(2, 8)}`, description: 'Test products', icon: 'package' })
    .returning({ id: categories.id });
  const [row] = await db
    .insert(products)
    .values({
      name: values.name,
      description: `${values.name}, made for the tests`,
      priceCents: values.priceCents,
      categoryId: category!.id,
      stock: values.stock === undefined ? 10 : values.stock,
      sellerId: values.sellerId ?? null,
      weightOz: values.weightOz ?? null,
      dimensions: values.dimensions ?? null,
      ...(values.processingDays ? { processingDaysMin: values.processingDays.min, processingDaysMax: values.processingDays.max } : {}),
    })
    .returning({ id: products.id });
  return row!.id;
}

export interface OrderSpec {
  userId: number;
  status?: OrderStatus;
  /** `dimensions` as checkout keeps them ("LxWxH"); unset, null as on orders placed before migration 0027 */
  items: Array<{ productId: number | null; productName?: string; quantity: number; priceCents: number; weightOz?: number | null; dimensions?: string | null }>;
  taxCents?: number;
  /** the multi-item discount, taken off before tax (0 unless given) */
  discountCents?: number;
  shippingCents?: number;
  address?: ShippingAddress;
  createdAt?: Date;
  deliveredAt?: Date | null;
  paymentIntentId?: string | null;
  /** packages: one per entry, with the seller who ships it */
  shipments?: Array<{ trackingNumber: string; sellerId?: number | null; service?: string; trackingStatus?: string; deliveredAt?: Date | null }>;
}

/** Writes the order, its lines and packages; returns the order's id and its lines' ids in order. */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<{ id: number; itemIds: number[] }> {
  const subtotalCents = spec.items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  const discountCents = spec.discountCents ?? 0;
  const taxCents = spec.taxCents ?? Math.round((subtotalCents - discountCents) * 0.06);
  const shippingCents = spec.shippingCents ?? 595;
  const createdAt = spec.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      userId: spec.userId,
      status: spec.status ?? 'processing',
      subtotalCents,
      discountCents,
      taxCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + taxCents + shippingCents,
      shippingAddress: spec.address ?? testAddress(),
      shippingMethod: 'USPS Priority Mail',
      estimatedDeliveryDays: 3,
      paymentIntentId: spec.paymentIntentId ?? null,
      paymentBrand: 'visa',
      paymentLast4: '4242',
      deliveredAt: spec.deliveredAt ?? null,
      shippedAt: spec.shipments?.length ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  const id = order!.id;
  const lines = await db
    .insert(orderItems)
    .values(
      spec.items.map((i) => ({
        orderId: id,
        productId: i.productId,
        // The product's seller, as checkout records it.
        sellerId: sql<number | null>`(SELECT seller_id FROM products WHERE id = ${i.productId})`,
        productName: i.productName ?? `Product ${i.productId}`,
        quantity: i.quantity,
        priceCents: i.priceCents,
        weightOz: i.weightOz ?? null,
        dimensions: i.dimensions ?? null,
      })),
    )
    .returning({ id: orderItems.id });
  for (const s of spec.shipments ?? []) {
    await db.insert(shipments).values({
      orderId: id,
      sellerId: s.sellerId ?? null,
      service: s.service ?? 'Priority Mail',
      trackingNumber: s.trackingNumber,
      trackingStatus: s.trackingStatus ?? 'IN_TRANSIT',
      deliveredAt: s.deliveredAt ?? null,
      createdAt,
    });
  }
  return { id, itemIds: lines.map((l) => l.id).sort((a, b) => a - b) };
}

/** The body of POST /api/orders/{id}/generate-label as the order page sends it (the label is built from the order). */
export const labelRequest = (overrides: Record<string, unknown> = {}) => ({
  recipientName: 'Avery Buyer',
  recipientAddress: '400 Locust Street',
  recipientCity: 'Des Moines',
  recipientState: 'IA',
  recipientZip: '50309',
  packageWeight: 1,
  packageDimensions: '12x9x3',
  serviceType: 'Priority',
  ...overrides,
});
