// Variants through the cart, holds, orders, cancels, returns, the invoice and the emails
// (docs/decisions/0060-photos-and-variants.md points 3, 4, 6 and 7): a cart line buys one variant,
// its stock is what holds, orders, cancels and return restocks move, and products.stock follows as
// the variants' total. The listings are written straight to the database (products.options and
// product_variants rows), as a seller's edit would leave them. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the races really run in parallel transactions.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, checkouts, mailOutbox, orderItems, orders, products, productVariants, sandboxPaymentIntents } from '#server/db/schema.ts';
import { ORDER_CONFIRMATION_KIND } from '#server/features/orders/confirmation-email.ts';
import { ORDER_STATUS_KINDS } from '#server/features/orders/status-emails.ts';
import type { CartLineDto } from '#shared/cart.ts';
import type { OrderDto } from '#shared/schemas/orders.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { CARDS, expireStockHolds, orderPayload, payWithCard, raceForLastUnits, setUpPayment } from '../support/checkout.ts';
import { insertOrder } from '../support/orders.ts';
import { newPerson, type Person } from '../support/people.ts';
import { pdfTextContent } from '../support/pdf-text.ts';

let database: Database;
let t: TestApp;
let seller: Person;
let categoryId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  seller = await newPerson(t, true);
  const [category] = await database.db
    .insert(categories)
    .values({ name: 'Variant benches', description: 'Listings of the variant tests', icon: 'package' })
    .returning({ id: categories.id });
  categoryId = category!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface VariantSpec {
  options: Record<string, string>;
  priceCents: number;
  stock: number | null;
  sku?: string;
  imageUrl?: string;
  weightOz?: number;
}

/**
 * A listing with options, written as the seller's edit leaves it: the product with its options (so
 * no default variant is made), then one variant per combination; the triggers set the product's
 * price and stock summaries. Returns the product's id and its variants' ids in the given order.
 */
async function insertListing(name: string, options: Array<{ name: string; values: string[] }>, variants: VariantSpec[]) {
  const [product] = await database.db
    .insert(products)
    .values({
      name,
      description: `${name}, made for the variant tests`,
      priceCents: variants[0]!.priceCents,
      stock: 0,
      categoryId,
      sellerId: seller.account.id,
      imageUrl: '/uploads/bench-front.webp',
      images: [{ url: '/uploads/bench-front.webp', alt: name, width: 800, height: 800 }],
      options,
      weightOz: 48,
    })
    .returning({ id: products.id });
  const rows = await database.db
    .insert(productVariants)
    .values(
      variants.map((v, position) => ({
        productId: product!.id,
        options: v.options,
        priceCents: v.priceCents,
        stock: v.stock,
        sku: v.sku ?? null,
        imageUrl: v.imageUrl ?? null,
        weightOz: v.weightOz ?? null,
        position,
      })),
    )
    .returning({ id: productVariants.id });
  return { productId: product!.id, variantIds: rows.map((r) => r.id) };
}

const variantStock = async (ids: number[]) =>
  (await database.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.stock);
const productStock = async (id: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

const addLine = (b: Browser, body: { productId: number; variantId?: number; quantity?: number }) => b.post('/api/cart', body);

async function shopper(): Promise<{ b: Browser; id: number }> {
  const b = t.browser();
  return { b, id: (await registerUser(b, { prefix: 'variant' })).id };
}

/** Sets up the payment of the shopper's cart, pays it with the test card and places the order. */
async function placeOrder(b: Browser): Promise<OrderDto> {
  const setup = await setUpPayment(b);
  expect((await payWithCard(b, setup.clientSecret, CARDS.success)).status).toBe('succeeded');
  const res = await b.post('/api/orders', orderPayload(setup));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderDto>();
}

const SIZE_COLOUR = [
  { name: 'Size', values: ['Small', 'Large'] },
  { name: 'Colour', values: ['Oak', 'Walnut'] },
];

describe('POST /api/cart with variants', () => {
  it('asks for the options, refuses a variant of another listing, and adds the variant at its own price, stock and photo', async () => {
    const bench = await insertListing('Oak Bench', SIZE_COLOUR, [
      { options: { Size: 'Small', Colour: 'Oak' }, priceCents: 18000, stock: 4, sku: 'OB-S-OAK' },
      { options: { Size: 'Small', Colour: 'Walnut' }, priceCents: 19500, stock: 2, sku: 'OB-S-WAL' },
      { options: { Size: 'Large', Colour: 'Oak' }, priceCents: 24000, stock: 1, sku: 'OB-L-OAK' },
      { options: { Size: 'Large', Colour: 'Walnut' }, priceCents: 26000, stock: 3, sku: 'OB-L-WAL', imageUrl: '/uploads/bench-walnut.webp' },
    ]);
    const stool = await insertListing(
      'Walnut Stool',
      [{ name: 'Finish', values: ['Oiled', 'Waxed'] }],
      [
        { options: { Finish: 'Oiled' }, priceCents: 6000, stock: 5 },
        { options: { Finish: 'Waxed' }, priceCents: 6500, stock: 5 },
      ],
    );
    const { b } = await shopper();

    const missing = await addLine(b, { productId: bench.productId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose a Size and Colour.');
    const oneOption = await addLine(b, { productId: stool.productId });
    expect(oneOption.statusCode).toBe(400);
    expect(oneOption.json().message).toBe('Please choose a Finish.');
    for (const variantId of [stool.variantIds[0]!, 2147483647]) {
      const foreign = await addLine(b, { productId: bench.productId, variantId });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('This variant is not part of this product.');
    }
    expect((await b.get('/api/cart')).json()).toEqual([]);

    const large = await addLine(b, { productId: bench.productId, variantId: bench.variantIds[3], quantity: 2 });
    expect(large.statusCode, large.body).toBe(201);
    expect(large.json<CartLineDto>()).toMatchObject({
      productId: bench.productId,
      variantId: bench.variantIds[3],
      variantOptions: { Size: 'Large', Colour: 'Walnut' },
      sku: 'OB-L-WAL',
      quantity: 2,
      product: { id: bench.productId, name: 'Oak Bench', price: '260.00', priceRange: null, stock: 3, imageUrl: '/uploads/bench-walnut.webp' },
    });
    // One line per variant; a variant without a photo shows the listing's first.
    const small = await addLine(b, { productId: bench.productId, variantId: bench.variantIds[0] });
    expect(small.json<CartLineDto>()).toMatchObject({
      variantId: bench.variantIds[0],
      quantity: 1,
      product: { price: '180.00', stock: 4, imageUrl: '/uploads/bench-front.webp' },
    });
    const again = await addLine(b, { productId: bench.productId, variantId: bench.variantIds[3] });
    expect(again.json<CartLineDto>()).toMatchObject({ id: large.json<CartLineDto>().id, quantity: 3 });
    const lines = (await b.get('/api/cart')).json<CartLineDto[]>();
    expect(lines.map((l) => [l.variantId, l.quantity, l.product.price])).toEqual([
      [bench.variantIds[3], 3, '260.00'],
      [bench.variantIds[0], 1, '180.00'],
    ]);

    // Bounded by the variant's stock, not the listing's total of 10.
    const beyond = await addLine(b, { productId: bench.productId, variantId: bench.variantIds[3] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Only 3 left in stock. You already have 3 in your cart.');
    const put = await b.request('PUT', `/api/cart/${small.json<CartLineDto>().id}`, { body: { quantity: 5 } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('Only 4 left in stock.');
    expect((await b.request('PUT', `/api/cart/${small.json<CartLineDto>().id}`, { body: { quantity: 4 } })).json<CartLineDto>().quantity).toBe(4);
  });

  it("counts the shopper's own hold of a variant back into its stock, and only that variant's", async () => {
    const stool = await insertListing(
      'Held Stool',
      [{ name: 'Finish', values: ['Oiled', 'Waxed'] }],
      [
        { options: { Finish: 'Oiled' }, priceCents: 6000, stock: 2 },
        { options: { Finish: 'Waxed' }, priceCents: 6500, stock: 1 },
      ],
    );
    const { b } = await shopper();
    expect((await addLine(b, { productId: stool.productId, variantId: stool.variantIds[0], quantity: 2 })).statusCode).toBe(201);
    await setUpPayment(b);
    expect(await variantStock(stool.variantIds)).toEqual([0, 1]);
    const more = await addLine(b, { productId: stool.productId, variantId: stool.variantIds[0] });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('Only 2 left in stock. You already have 2 in your cart.');
    const lines = (await b.get('/api/cart')).json<CartLineDto[]>();
    expect(lines.map((l) => [l.variantId, l.product.stock])).toEqual([[stool.variantIds[0], 2]]);
    const other = await addLine(b, { productId: stool.productId, variantId: stool.variantIds[1], quantity: 2 });
    expect(other.json().message).toBe('Only 1 left in stock.');
  });

  it('takes the one variant of a listing without options when no variantId is sent, and answers it', async () => {
    const [plain] = await database.db
      .insert(products)
      .values({ name: 'Plain Shelf', description: 'One shelf, no options', priceCents: 4500, stock: 6, categoryId, sellerId: seller.account.id })
      .returning({ id: products.id });
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.productId, plain!.id));
    const { b } = await shopper();
    const res = await addLine(b, { productId: plain!.id, quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CartLineDto>()).toMatchObject({ variantId: variant!.id, variantOptions: {}, sku: null, product: { price: '45.00', stock: 6 } });
  });
});

describe('holds, orders, cancels and returns count the variant', () => {
  it('takes an order from its variants, gives a hold back to them, restores them on cancel and restocks a completed return', async () => {
    const bench = await insertListing('Walnut Bench', SIZE_COLOUR, [
      { options: { Size: 'Small', Colour: 'Oak' }, priceCents: 15000, stock: 5, sku: 'WB-S-OAK' },
      { options: { Size: 'Small', Colour: 'Walnut' }, priceCents: 16000, stock: 5, sku: 'WB-S-WAL' },
      { options: { Size: 'Large', Colour: 'Oak' }, priceCents: 21000, stock: 5, sku: 'WB-L-OAK' },
      { options: { Size: 'Large', Colour: 'Walnut' }, priceCents: 23000, stock: 6, sku: 'WB-L-WAL', weightOz: 96 },
    ]);
    const [, smallWalnut, , largeWalnut] = bench.variantIds as [number, number, number, number];
    const { b } = await shopper();
    expect((await addLine(b, { productId: bench.productId, variantId: largeWalnut, quantity: 2 })).statusCode).toBe(201);
    expect((await addLine(b, { productId: bench.productId, variantId: smallWalnut })).statusCode).toBe(201);

    // A hold takes from the variants; expiry gives it back to them.
    await setUpPayment(b);
    expect(await variantStock(bench.variantIds)).toEqual([5, 4, 5, 4]);
    expect(await productStock(bench.productId)).toBe(18);
    await expireStockHolds(database.db);
    expect(await variantStock(bench.variantIds)).toEqual([5, 5, 5, 6]);
    expect(await productStock(bench.productId)).toBe(21);

    const order = await placeOrder(b);
    expect(await variantStock(bench.variantIds)).toEqual([5, 4, 5, 4]);
    expect(await productStock(bench.productId)).toBe(18);
    expect(order.subtotal).toBe('620.00');
    const byVariant = (o: OrderDto) => o.items.map((i) => [i.variantId, i.variantOptions, i.sku, i.price, i.weight, i.quantity]);
    expect(byVariant(order)).toEqual([
      [largeWalnut, { Size: 'Large', Colour: 'Walnut' }, 'WB-L-WAL', '230.00', 96, 2],
      [smallWalnut, { Size: 'Small', Colour: 'Walnut' }, 'WB-S-WAL', '160.00', 48, 1],
    ]);
    expect((await b.get('/api/cart')).json()).toEqual([]);
    // The seller's orders carry the variants too.
    const sellers = await seller.b.get('/api/orders/seller');
    expect(sellers.statusCode, sellers.body).toBe(200);
    const listed = sellers.json<OrderDto[]>().find((o) => o.id === order.id)!;
    expect(byVariant(listed)).toEqual(byVariant(order));

    // The invoice and the confirmation name the variant after the product.
    const invoice = pdfTextContent((await b.get(`/api/orders/${order.id}/invoice`)).rawPayload);
    expect(invoice).toContain('Walnut Bench - Size: Large, Colour: Walnut');
    expect(invoice).toContain('Walnut Bench - Size: Small, Colour: Walnut');
    const mailOf = async (kind: string) =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).find((m) => m.subject.includes(`order #${order.id} `))!;
    const mail = await mailOf(ORDER_CONFIRMATION_KIND);
    expect(mail.textBody).toContain('- Walnut Bench - Size: Large, Colour: Walnut: 2 × $230.00 = $460.00');
    expect(mail.htmlBody).toContain('Walnut Bench - Size: Small, Colour: Walnut');

    // A cancel puts each line back on its own variant.
    const cancel = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'changed_mind' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await mailOf(ORDER_STATUS_KINDS.cancelled)).textBody).toContain('- Walnut Bench - Size: Large, Colour: Walnut × 2');
    expect(await variantStock(bench.variantIds)).toEqual([5, 5, 5, 6]);
    expect(await productStock(bench.productId)).toBe(21);

    // A completed return restocks its line's variant.
    expect((await addLine(b, { productId: bench.productId, variantId: largeWalnut, quantity: 3 })).statusCode).toBe(201);
    const delivered = await placeOrder(b);
    expect(await variantStock(bench.variantIds)).toEqual([5, 5, 5, 3]);
    await database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, delivered.id));
    const request = await b.post('/api/returns', {
      orderId: delivered.id,
      orderItemId: delivered.items[0]!.id,
      quantity: 2,
      reason: 'Item damaged during shipping',
      additionalInfo: 'A leg split in the box',
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().orderItem.product.name).toBe('Walnut Bench - Size: Large, Colour: Walnut');
    const returnId = request.json<{ id: number }>().id;
    expect((await seller.b.post(`/api/returns/${returnId}/approve`)).statusCode).toBe(200);
    const completed = await seller.b.post(`/api/returns/${returnId}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await variantStock(bench.variantIds)).toEqual([5, 5, 5, 5]);
    expect(await productStock(bench.productId)).toBe(20);
  });

  it('cancels an order line without a variant onto the only variant of a listing without options, and onto none of a listing with options', async () => {
    const [plain] = await database.db
      .insert(products)
      .values({ name: 'Legacy Crate', description: 'Bought before variants', priceCents: 3000, stock: 2, categoryId, sellerId: seller.account.id })
      .returning({ id: products.id });
    const chair = await insertListing(
      'Legacy Chair',
      [{ name: 'Colour', values: ['Red', 'Blue'] }],
      [
        { options: { Colour: 'Red' }, priceCents: 9000, stock: 1 },
        { options: { Colour: 'Blue' }, priceCents: 9000, stock: 1 },
      ],
    );
    const { b, id } = await shopper();
    // Lines as an order placed before variants has them: no variant_id.
    const order = await insertOrder(database.db, {
      userId: id,
      items: [
        { productId: plain!.id, productName: 'Legacy Crate', quantity: 3, priceCents: 3000 },
        { productId: chair.productId, productName: 'Legacy Chair', quantity: 1, priceCents: 9000 },
      ],
    });
    const res = await b.post(`/api/orders/${order.id}/cancel`, { reason: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productStock(plain!.id)).toBe(5);
    expect(await variantStock(chair.variantIds)).toEqual([1, 1]);
    expect(await productStock(chair.productId)).toBe(2);
  });
});

describe('racing for one variant', () => {
  const SHOPPERS = 50;
  const UNITS = 5;

  it(`${SHOPPERS} shoppers race for the last ${UNITS} of one variant: ${UNITS} orders, the other variant untouched, products.stock the sum`, async () => {
    const bench = await insertListing(
      'Race Bench',
      [{ name: 'Size', values: ['Small', 'Large'] }],
      [
        { options: { Size: 'Small' }, priceCents: 9000, stock: 7 },
        { options: { Size: 'Large' }, priceCents: 12000, stock: UNITS },
      ],
    );
    const [small, large] = bench.variantIds as [number, number];
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const s = await shopper();
        expect((await addLine(s.b, { productId: bench.productId, variantId: large })).statusCode).toBe(201);
        return s;
      }),
    );
    const setups = await raceForLastUnits(shoppers, UNITS, '"Race Bench - Size: Large" is sold out. Please remove it from your cart.');
    const winners = setups.filter((setup) => setup !== null);

    const intentIds = winners.map((w) => w.paymentIntentId);
    const made = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.paymentIntentId, intentIds));
    expect(made).toHaveLength(UNITS);
    const lines = await database.db
      .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          made.map((o) => o.id),
        ),
      );
    expect(lines).toEqual(Array(UNITS).fill({ variantId: large, quantity: 1 }));
    const paid = await database.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, intentIds));
    for (const intent of paid) expect(intent).toMatchObject({ status: 'succeeded', amountRefundedCents: 0 });
    expect(await variantStock([small, large])).toEqual([7, 0]);
    expect(await productStock(bench.productId)).toBe(7);
    expect(
      await database.db
        .select()
        .from(checkouts)
        .where(
          inArray(
            checkouts.userId,
            shoppers.filter((_, i) => setups[i] === null).map((s) => s.id),
          ),
        ),
    ).toEqual([]);
  }, 180_000);

  it('holds several variants of one listing at once for many shoppers without waiting on each other in a cycle', async () => {
    const bench = await insertListing(
      'Pair Bench',
      [{ name: 'Colour', values: ['Oak', 'Walnut', 'Cherry'] }],
      [
        { options: { Colour: 'Oak' }, priceCents: 9000, stock: 40 },
        { options: { Colour: 'Walnut' }, priceCents: 9500, stock: 40 },
        { options: { Colour: 'Cherry' }, priceCents: 9900, stock: 40 },
      ],
    );
    // Each shopper's cart holds the variants in another order of adding them.
    const patterns = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2],
      [2, 0],
      [1, 0],
    ] as const;
    const shoppers = await Promise.all(
      Array.from({ length: 15 }, async (_, n) => {
        const s = await shopper();
        for (const i of patterns[n % patterns.length]!) {
          expect((await addLine(s.b, { productId: bench.productId, variantId: bench.variantIds[i] })).statusCode).toBe(201);
        }
        return s;
      }),
    );
    const setups = await Promise.all(shoppers.map(({ b }) => setUpPayment(b)));
    expect(setups).toHaveLength(15);
    // Each variant is in 4 of the 5 patterns: 12 of the 15 carts.
    expect(await variantStock(bench.variantIds)).toEqual([28, 28, 28]);
    expect(await productStock(bench.productId)).toBe(84);
    expect(await expireStockHolds(database.db)).toBeGreaterThanOrEqual(15);
    expect(await variantStock(bench.variantIds)).toEqual([40, 40, 40]);
    expect(await productStock(bench.productId)).toBe(120);
  }, 180_000);
});
