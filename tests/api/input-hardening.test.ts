// No 5xx on any input (decisions 0014 and 0038): bodies nested deeper than any real one
// are refused before anything walks them, an empty picture is the sender's mistake on every route
// that takes one, and ids and numbers are read only from JSON numbers or plain decimal text
// (never `0x10`, ` 1`, `true` or `[1]`). Each refusal is a 400 with a message and changes nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, categories, products, users } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import type { PublicUser } from '#shared/user.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newSeller } from '../support/people.ts';
import { multipartBody } from '../support/multipart.ts';

let t: TestApp;
let categoryId: number;
let admin: Browser;

const TOO_DEEP = 'The request body is nested too deeply (at most 32 levels)';
const EMPTY_PICTURE = 'The picture is empty. Choose an image file.';
const NOT_AN_IMAGE = 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.';
const BAD_ID = 'id must be a positive whole number';

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(categories).values({ name: 'Home & Kitchen', description: 'For the home', icon: 'home' }).returning();
  categoryId = category!.id;
  admin = (await signedInAdmin(t)).browser;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const seller = () => newSeller(t, 'Hardened Works');

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Walnut Serving Bowl',
  description: 'A serving bowl turned from Iowa black walnut.',
  price: '48.50',
  imageUrl: '',
  categoryId,
  stock: 4,
  ...overrides,
});

async function list(b: Browser): Promise<ProductDto> {
  const res = await b.post('/api/seller/products', listing());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductDto>();
}

const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
const raw = (b: Browser, method: 'POST' | 'PUT', url: string, text: string, contentType = 'application/json') =>
  b.request(method, url, { body: text, headers: { 'content-type': contentType } });

describe('deeply nested bodies', () => {
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('are refused with 400 and a message before the sign-in check or any walk of the body', async () => {
    const visitor = t.browser();
    for (const [method, url] of [
      ['POST', '/api/contact'],
      ['POST', '/api/cart'],
      ['PUT', '/api/user'],
      ['POST', '/api/login'],
    ] as const) {
      for (const body of [arrays(10_000), objects(10_000)]) {
        const res = await raw(visitor, method, url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json()).toMatchObject({ message: TOO_DEEP });
      }
    }
  });

  it('whatever the JSON media type is spelled like', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await raw(t.browser(), 'POST', '/api/contact', arrays(10_000), type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ message: TOO_DEEP });
    }
  });

  it('allow 32 levels and refuse the 33rd; brackets inside strings do not count', async () => {
    const atLimit = await raw(t.browser(), 'POST', '/api/contact', arrays(32));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json<{ message: string }>().message).not.toBe(TOO_DEEP);
    const over = await raw(t.browser(), 'POST', '/api/contact', arrays(33));
    expect(over.json()).toMatchObject({ message: TOO_DEEP });
    // A real message full of brackets and quotes is text, not nesting.
    const text = `Sizes [[[${'['.repeat(100)}]]] and {"quoted \\" {[` + '{'.repeat(100);
    const res = await t.browser().post('/api/contact', { name: 'Pat', email: 'pat@example.test', inquiryType: 'order', subject: 'Brackets', message: text });
    expect(res.json<{ message: string }>().message).not.toBe(TOO_DEEP);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("keep Fastify's answers to empty, malformed, prototype-poisoning and too large JSON", async () => {
    const b = t.browser();
    expect((await raw(b, 'POST', '/api/contact', '')).statusCode).toBe(400);
    expect((await raw(b, 'POST', '/api/contact', '{"name":')).statusCode).toBe(400);
    const poisoned = await raw(b, 'POST', '/api/contact', '{"name":"Pat","__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json<{ message: string }>().message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    // The app's 1 MB body limit still holds for the new parser.
    const huge = await raw(b, 'POST', '/api/contact', JSON.stringify({ message: 'x'.repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
  });

  it('cannot come through a query string or a multipart form, which stay flat', async () => {
    const query = await t.browser().get(`/api/products?${'a'.repeat(1)}${'[x]'.repeat(5_000)}=1`);
    expect(query.statusCode).toBeLessThan(500);
    const { browser } = await seller();
    const form = await browser.request('POST', '/api/seller/products', multipartBody({ ...stringFields(listing()), [`a${'[x]'.repeat(5_000)}`]: '1' }));
    expect(form.statusCode, form.body).toBeLessThan(500);
  });
});

const stringFields = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

describe('empty and broken pictures', () => {
  const empty = { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) };
  const uploadedFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'uploads', 'products'));
    } catch {
      return [];
    }
  };

  it('POST /api/upload refuses an empty image part, and garbage or truncated bytes, storing nothing', async () => {
    const { browser } = await seller();
    const before = uploadedFiles();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a5a3b' } })
      .png()
      .toBuffer();
    const cases: Array<[Buffer, string]> = [
      [Buffer.alloc(0), EMPTY_PICTURE],
      [Buffer.from('not a picture at all'), NOT_AN_IMAGE],
      [png.subarray(0, 100), NOT_AN_IMAGE],
      [png.subarray(0, 8), NOT_AN_IMAGE],
    ];
    for (const [data, message] of cases) {
      const res = await browser.request('POST', '/api/upload', multipartBody({ image: { ...empty, data } }));
      expect(res.statusCode, `${data.length} bytes: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(uploadedFiles()).toEqual(before);
  });

  it('POST /api/seller/products refuses an empty productImage and lists nothing', async () => {
    const { browser } = await seller();
    const count = await productCount();
    const res = await browser.request('POST', '/api/seller/products', multipartBody({ ...stringFields(listing()), productImage: empty }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: EMPTY_PICTURE });
    expect(await productCount()).toBe(count);
  });

  it('PUT /api/user refuses an empty data URL and keeps the picture the user had', async () => {
    const browser = t.browser();
    const account = await registerUser(browser, { prefix: 'picture' });
    const details = {
      fullName: 'Pat Prairie',
      email: account.email,
      street: '12 Elm Street',
      city: 'Ames',
      state: 'IA',
      zipCode: '50010',
      country: 'United States',
    };
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const first = await browser.request('PUT', '/api/user', { body: { ...details, profileImage: `data:image/png;base64,${png.toString('base64')}` } });
    expect(first.statusCode, first.body).toBe(200);
    const picture = first.json<PublicUser>().profileImage;
    expect(picture).toMatch(/^\/uploads\/profiles\//);
    const cases: Array<[string, string]> = [
      ['data:image/png;base64,', EMPTY_PICTURE],
      ['data:image/png;base64,====', EMPTY_PICTURE],
      [`data:image/png;base64,${png.subarray(0, 60).toString('base64')}`, NOT_AN_IMAGE],
      ['data:image/png;base64,bm90IGEgcGljdHVyZQ==', NOT_AN_IMAGE],
    ];
    for (const [profileImage, message] of cases) {
      const res = await browser.request('PUT', '/api/user', { body: { ...details, city: 'Boone', profileImage } });
      expect(res.statusCode, `${profileImage.slice(0, 40)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ profileImage: picture, city: 'Ames' });
  });

  it('PATCH /api/products/{id} takes a picture only by its address: an empty data URL or a form is refused', async () => {
    const { browser } = await seller();
    const product = await list(browser);
    const dataUrl = await browser.request('PATCH', `/api/products/${product.id}`, { body: { imageUrl: 'data:image/png;base64,' } });
    expect(dataUrl.statusCode).toBe(400);
    expect(dataUrl.json()).toMatchObject({ message: 'Please enter a valid image URL' });
    const form = await browser.request(
      'PATCH',
      `/api/products/${product.id}`,
      multipartBody({ productImage: { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) } }),
    );
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.imageUrl).toBe(product.imageUrl);
  });
});

describe('ids and numbers', () => {
  it('a path id is decimal digits only: 0x10, %201, +1, 1e1 and 1.0 are refused', async () => {
    const { browser } = await seller();
    const product = await list(browser);
    const id = product.id;
    const malformed = [`0x${id.toString(16)}`, `%20${id}`, `${id}%20`, `+${id}`, `${id}.0`, `${id}e0`, `0b${id.toString(2)}`];
    for (const segment of malformed) {
      const res = await t.browser().get(`/api/products/${segment}`);
      expect(res.statusCode, segment).toBe(400);
      expect(res.json()).toMatchObject({ message: BAD_ID });
    }
    for (const segment of malformed) {
      const res = await admin.post(`/api/admin/products/${segment}/unlist`);
      expect(res.statusCode, segment).toBe(400);
      expect(res.json()).toMatchObject({ message: BAD_ID });
    }
    // Still live: none of those unlisted it.
    expect((await t.browser().get(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await t.browser().get(`/api/products/0${id}`)).statusCode).toBe(200);
  });

  it('POST /api/cart reads productId and quantity from JSON numbers or digits, never from true or [1]', async () => {
    const { browser: owner } = await seller();
    const product = await list(owner);
    const shopper = t.browser();
    const { id: shopperId } = await registerUser(shopper, { prefix: 'cart' });
    const PRODUCT = 'productId must be a product id';
    const QUANTITY = 'Quantity must be a whole number of at least 1';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: true, quantity: 1 }, PRODUCT],
      [{ productId: [product.id], quantity: 1 }, PRODUCT],
      [{ productId: `0x${product.id.toString(16)}`, quantity: 1 }, PRODUCT],
      [{ productId: ` ${product.id}`, quantity: 1 }, PRODUCT],
      [{ productId: '', quantity: 1 }, PRODUCT],
      [{ productId: product.id, quantity: true }, QUANTITY],
      [{ productId: product.id, quantity: [1] }, QUANTITY],
      [{ productId: product.id, quantity: '1e0' }, QUANTITY],
      [{ productId: product.id, quantity: '' }, QUANTITY],
      [{ productId: product.id, quantity: false }, QUANTITY],
    ];
    for (const [body, message] of cases) {
      const res = await shopper.post('/api/cart', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopperId))).toEqual([]);
    // The spec's client may send the numbers as decimal text.
    const added = await shopper.post('/api/cart', { productId: String(product.id), quantity: '2' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ productId: product.id, quantity: 2 });
  });

  it('POST /api/seller/products refuses categoryId true or [id], in JSON and lists nothing', async () => {
    const { browser } = await seller();
    const count = await productCount();
    for (const value of [true, [categoryId], `0x${categoryId.toString(16)}`, ` ${categoryId}`]) {
      const res = await browser.post('/api/seller/products', listing({ categoryId: value }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please select a category', details: [{ path: 'categoryId', message: 'Please select a category' }] });
    }
    for (const [field, value, message] of [
      ['price', '0x10', 'Price must be greater than 0'],
      ['stock', '1e1', 'Stock must be 0 or greater'],
      ['stock', true, 'Stock must be 0 or greater'],
    ] as const) {
      const res = await browser.post('/api/seller/products', listing({ [field]: value }));
      expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await productCount()).toBe(count);
    // A form's text still lists it.
    const res = await browser.request('POST', '/api/seller/products', multipartBody(stringFields(listing())));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('query numbers are plain decimal text: limit=0x10 and limit=%201 are refused', async () => {
    for (const limit of ['0x10', '%201', '1e1', 'true']) {
      const res = await t.browser().get(`/api/products?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^limit must be between 1 and/);
    }
    expect((await t.browser().get('/api/products?limit=5&minPrice=1.5&minRating=3')).statusCode).toBe(200);
  });
});
