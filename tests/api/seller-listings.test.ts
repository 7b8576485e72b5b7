// Listings (docs/product.md B2, B3, B5 and B7; docs/architecture.md §3): POST /api/seller/products as JSON
// or multipart with productImage, POST /api/upload, GET /api/seller/products (own only), PATCH and
// DELETE /api/products/{id} for the owner or the administrator; images judged by their content,
// at most 10MB, stored and served in sized variants; nothing half-written.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import type { OrderDto } from '#shared/orders.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newSeller } from '../support/people.ts';
import { multipartBody } from '../support/multipart.ts';
import { insertOrder } from '../support/orders.ts';

let t: TestApp;
let categoryId: number;
let admin: Browser;

const IMAGE_TOO_LARGE = 'The image is too large. Please choose an image of 10MB or less.';
const NOT_AN_IMAGE = 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.';

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(categories).values({ name: 'Home & Kitchen', description: 'For the home', icon: 'home' }).returning();
  categoryId = category!.id;
  admin = (await signedInAdmin(t)).browser;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const seller = () => newSeller(t, 'Test Works');

async function shopper(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b, { prefix: 'shopper' });
  return b;
}

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Walnut Serving Bowl',
  description: 'A serving bowl turned from Iowa black walnut.',
  price: 48.5,
  imageUrl: '',
  categoryId,
  stock: 4,
  ...overrides,
});

async function list(b: Browser, overrides: Record<string, unknown> = {}): Promise<ProductDto> {
  const res = await b.post('/api/seller/products', listing(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductDto>();
}

const picture = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#8a5a3b' } })
    .jpeg()
    .toBuffer();
const uploadedFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'products'));
  } catch {
    return [];
  }
};
const upload = (b: Browser, fields: Parameters<typeof multipartBody>[0], url = '/api/upload') => b.request('POST', url, multipartBody(fields));

describe('POST /api/seller/products as JSON', () => {
  it('lists the product for the signed-in seller, live at once, whatever sellerId the body names', async () => {
    const { browser, id } = await seller();
    const res = await browser.post('/api/seller/products', listing({ sellerId: 1, imageUrl: 'https://images.example/bowl.jpg' }));
    expect(res.statusCode).toBe(201);
    const product = res.json<ProductDto>();
    expect(product).toMatchObject({
      name: 'Walnut Serving Bowl',
      price: '48.50',
      imageUrl: 'https://images.example/bowl.jpg',
      categoryId,
      stock: 4,
      sellerId: id,
      isApproved: true,
      isNew: true,
      isOnSale: false,
      requiresShipping: true,
      shippingClass: 'standard',
    });
    const visitorView = await t.browser().get(`/api/products/${product.id}`);
    expect(visitorView.statusCode).toBe(200);
    expect(visitorView.json()).toMatchObject({ id: product.id, name: 'Walnut Serving Bowl' });
    // A picture given by its web address loads on the product page (decision 0023).
    expect(String(visitorView.headers['content-security-policy'])).toMatch(/img-src [^;]*https:/);
  });

  it('keeps a stock of 1 when none is given, and takes the seller view fields', async () => {
    const { browser } = await seller();
    const product = await list(browser, {
      stock: undefined,
      oldPrice: '60',
      weight: 24,
      dimensions: '10 x 10 x 4',
      shippingClass: 'heavy',
      isOnSale: true,
      requiresShipping: false,
    });
    expect(product).toMatchObject({
      stock: 1,
      oldPrice: '60.00',
      weight: 24,
      dimensions: '10x10x4',
      shippingClass: 'heavy',
      isOnSale: true,
      requiresShipping: false,
    });
  });

  it("refuses what the form refuses, with the spec's messages, and stores nothing", async () => {
    const { browser, id } = await seller();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'Bowl' }, 'name', 'Product name must be at least 5 characters long'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 20 characters long'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ price: '-3' }, 'price', 'Price must be greater than 0'],
      [{ price: 'twelve' }, 'price', 'Price must be greater than 0'],
      [{ stock: -1 }, 'stock', 'Stock must be 0 or greater'],
      [{ categoryId: 0 }, 'categoryId', 'Please select a category'],
      [{ categoryId: 999_999 }, 'categoryId', 'Please select a category'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid image URL'],
      [{ imageUrl: '/uploads/../secrets' }, 'imageUrl', 'Please enter a valid image URL'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await browser.post('/api/seller/products', listing(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ path: field, message }] });
    }
    expect(await t.database.db.select().from(products).where(eq(products.sellerId, id))).toEqual([]);
  });
});

describe('images', () => {
  it('POST /api/upload stores a real picture, resized, served with sized variants', async () => {
    const { browser } = await seller();
    const res = await upload(browser, { image: { filename: 'bowl.jpg', contentType: 'image/jpeg', data: await picture() } });
    expect(res.statusCode, res.body).toBe(201);
    // Kept at up to 1600 px on its long side, its shape kept (docs/decisions/0060-photos-and-variants.md): 1200x900 as sent.
    const { imageUrl, width, height } = res.json<{ imageUrl: string; width: number; height: number }>();
    expect(imageUrl).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/);
    expect([width, height]).toEqual([1200, 900]);
    const original = await t.browser().get(imageUrl);
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    const variant = await t.browser().get(`${imageUrl}?w=200&h=200&fit=cover`);
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses a text file named .png with an image type (400) and an image over 10MB (413), storing nothing', async () => {
    const { browser } = await seller();
    const before = uploadedFiles();
    const fake = await upload(browser, { image: { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('just some text, not a picture\n') } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: NOT_AN_IMAGE });
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const tooLarge = await upload(browser, { image: { filename: 'huge.jpg', contentType: 'image/jpeg', data: huge } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: IMAGE_TOO_LARGE });
    const none = await browser.post('/api/upload', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please choose an image file to upload.' });
    expect(uploadedFiles()).toEqual(before);
  });

  it('lists a product from a multipart form with productImage; its picture is live on its product page', async () => {
    const { browser, id } = await seller();
    const res = await upload(
      browser,
      {
        name: 'Cherry Cutting Board',
        description: 'An end-grain cutting board of Ohio cherry.',
        price: '65.00',
        categoryId: String(categoryId),
        stock: '7',
        sellerId: '1',
        isOnSale: 'false',
        productImage: { filename: 'board.jpg', contentType: 'image/jpeg', data: await picture() },
      },
      '/api/seller/products',
    );
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<ProductDto>();
    expect(product).toMatchObject({ name: 'Cherry Cutting Board', price: '65.00', stock: 7, sellerId: id, isApproved: true, isOnSale: false });
    expect(product.imageUrl).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/);
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ imageUrl: product.imageUrl });
    expect((await t.browser().get(product.imageUrl!)).statusCode).toBe(200);
  });

  it('stores no picture for a multipart listing that is refused, before or after the picture was stored', async () => {
    const { browser, id } = await seller();
    const before = uploadedFiles();
    const fields = {
      name: 'Cherry Cutting Board',
      description: 'An end-grain cutting board of Ohio cherry.',
      price: '65.00',
      categoryId: String(categoryId),
      productImage: { filename: 'board.jpg', contentType: 'image/jpeg', data: await picture() },
    };
    const invalid = await upload(browser, { ...fields, price: '0' }, '/api/seller/products');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Price must be greater than 0' });
    // The category is checked by the insert, after the picture was stored: the picture goes again.
    const unknownCategory = await upload(browser, { ...fields, categoryId: '999999' }, '/api/seller/products');
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ message: 'Please select a category' });
    const fake = await upload(
      browser,
      { ...fields, productImage: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('text') } },
      '/api/seller/products',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: NOT_AN_IMAGE });
    const nul = await upload(browser, { ...fields, name: 'Cherry\u0000Board' }, '/api/seller/products');
    expect(nul.statusCode).toBe(400);
    expect(uploadedFiles()).toEqual(before);
    expect(await t.database.db.select().from(products).where(eq(products.sellerId, id))).toEqual([]);
  });

  it('answers a broken multipart body with a 4xx', async () => {
    const { browser } = await seller();
    const res = await browser.request('POST', '/api/upload', {
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/seller/products', () => {
  it("answers the seller's own listings only, newest first, searchable by name, with the total", async () => {
    const mine = await seller();
    const other = await seller();
    const first = await list(mine.browser, { name: 'Maple Syrup Jug' });
    const second = await list(mine.browser, { name: 'Walnut Salad Servers' });
    await list(other.browser, { name: 'Walnut Spoon Set' });

    const res = await mine.browser.get('/api/seller/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json<ProductDto[]>().map((p) => p.id)).toEqual([second.id, first.id]);

    const found = await mine.browser.get('/api/seller/products?q=walnut');
    expect(found.json<ProductDto[]>().map((p) => p.name)).toEqual(['Walnut Salad Servers']);
    const wildcard = await mine.browser.get(`/api/seller/products?q=${encodeURIComponent('%')}`);
    expect(wildcard.json()).toEqual([]);

    const paged = await mine.browser.get('/api/seller/products?limit=1&offset=1');
    expect(paged.json<ProductDto[]>().map((p) => p.id)).toEqual([first.id]);
    expect((await mine.browser.get('/api/seller/products?limit=500')).statusCode).toBe(400);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('answers 401 to a visitor and 404 to a shopper and another seller, changing nothing', async () => {
    const owner = await seller();
    const product = await list(owner.browser);
    const other = await seller();
    expect((await t.browser().request('PATCH', `/api/products/${product.id}`, { body: { name: 'Stolen Bowl' } })).statusCode).toBe(401);
    for (const b of [await shopper(), other.browser]) {
      const res = await b.request('PATCH', `/api/products/${product.id}`, { body: { name: 'Stolen Bowl' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Product not found' });
    }
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Walnut Serving Bowl' });
  });

  it("lets the owner change the edit page's fields; those left out keep their value", async () => {
    const owner = await seller();
    const product = await list(owner.browser, { oldPrice: 55, weight: 20 });
    const res = await owner.browser.request('PATCH', `/api/products/${product.id}`, {
      body: {
        name: 'Big Bowl',
        price: '52.25',
        oldPrice: '',
        stock: 0,
        dimensions: '14x14x5',
        shippingClass: 'expedited',
        isNew: false,
        isOnSale: true,
        requiresShipping: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: product.id,
      name: 'Big Bowl',
      description: product.description,
      price: '52.25',
      oldPrice: null,
      stock: 0,
      weight: 20,
      dimensions: '14x14x5',
      shippingClass: 'expedited',
      isNew: false,
      isOnSale: true,
    });
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Big Bowl', price: '52.25' });
  });

  it("refuses the edit page's mistakes with its messages", async () => {
    const owner = await seller();
    const product = await list(owner.browser);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'ab' }, 'name', 'Product name must be at least 3 characters long'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 10 characters long'],
      [{ price: 'abc' }, 'price', 'Price must be a valid positive number'],
      [{ imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid image URL'],
      [{ stock: 1.5 }, 'stock', 'Stock must be a valid non-negative number'],
      [{ stock: -2 }, 'stock', 'Stock must be a valid non-negative number'],
      [{ dimensions: '12 by 9' }, 'dimensions', 'Dimensions must be length x width x height in inches, like 12x9x3'],
      [{ shippingClass: 'teleport' }, 'shippingClass', 'Please choose a shipping class'],
      [{ categoryId: 999_999 }, 'categoryId', 'Please select a category'],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.browser.request('PATCH', `/api/products/${product.id}`, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ path: field, message }] });
    }
  });

  it('lets the administrator edit any product, and answers 404 for a missing one', async () => {
    const owner = await seller();
    const product = await list(owner.browser);
    const res = await admin.request('PATCH', `/api/products/${product.id}`, { body: { stock: 12 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stock: 12, sellerId: owner.id });
    expect((await admin.request('PATCH', '/api/products/999999', { body: { stock: 1 } })).statusCode).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('lets the owner delete; the orders that hold it keep their lines, names and amounts', async () => {
    const owner = await seller();
    const product = await list(owner.browser, { price: 30 });
    const buyer = t.browser();
    const { id: buyerId } = await registerUser(buyer, { prefix: 'buyer' });
    const order = await insertOrder(t.database.db, {
      userId: buyerId,
      status: 'delivered',
      items: [{ productId: product.id, productName: product.name, quantity: 2, priceCents: 3000 }],
    });
    const before = (await buyer.get(`/api/orders/${order.id}`)).json<OrderDto>();

    const other = await seller();
    expect((await other.browser.request('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
    const res = await owner.browser.request('DELETE', `/api/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await owner.browser.get('/api/seller/products')).json()).toEqual([]);

    const after = await buyer.get(`/api/orders/${order.id}`);
    expect(after.statusCode).toBe(200);
    const kept = after.json<OrderDto>();
    expect(kept).toMatchObject({ id: order.id, status: 'delivered', total: before.total, subtotal: before.subtotal });
    expect(kept.items).toMatchObject([{ productId: null, productName: 'Walnut Serving Bowl', quantity: 2, price: '30.00', product: null }]);
  });

  it('lets the administrator delete any listing', async () => {
    const owner = await seller();
    const product = await list(owner.browser);
    expect((await admin.request('DELETE', `/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await owner.browser.get(`/api/products/${product.id}`)).statusCode).toBe(404);
  });
});
