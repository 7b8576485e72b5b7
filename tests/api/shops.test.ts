// Shops (issue 26, docs/decisions/0054-shops.md): "Sold by" on every product answer, the shop and its
// listings, opening a shop when becoming a seller, the seller's shop settings and pictures, the
// ship-from address a listing needs, search by shop name and the shop filter.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, shops } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { SHIP_FROM_REQUIRED, SHOP_NAME_TAKEN, type ShopDto, type ShopSettingsDto, type ShopSettingsInput } from '#shared/schemas/shops.ts';
import { US_STATE_MESSAGE } from '#shared/zip-states.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { multipartBody } from '../support/multipart.ts';

let t: TestApp;
let categoryId: number;
let otherCategoryId: number;
let admin: Browser;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(categories)
    .values([
      { name: 'Home & Kitchen', description: 'For the home', icon: 'home' },
      { name: 'Toys & Games', description: 'For play', icon: 'puzzle' },
    ])
    .returning();
  categoryId = rows[0]!.id;
  otherCategoryId = rows[1]!.id;
  admin = (await signedInAdmin(t)).browser;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A shop name no other test of this file uses. */
const shopName = (base: string) => `${base} ${++made}${Math.random().toString(36).slice(2, 6)}`;

const settings = (over: Partial<ShopSettingsInput> = {}): ShopSettingsInput => ({
  shopName: shopName('Larkspur Forge'),
  story: 'Two sisters forging kitchen knives from reclaimed steel since 2011.',
  shipFrom: { street: '812 SE Alder Street', city: 'Portland', state: 'OR', zipCode: '97214' },
  ...over,
});

const becomeSeller = (b: Browser, extra: Record<string, unknown> = {}) =>
  b.request('PATCH', '/api/user/become-seller', {
    body: { isSeller: true, companyWebsite: '', confirmationUsManufacturer: true, termsAndConditions: true, ...extra },
  });

/** A new seller whose shop was opened with `shop` settings through the become-seller request. */
async function sellerWithShop(shop: ShopSettingsInput = settings()): Promise<{ b: Browser; id: number; shop: ShopSettingsDto }> {
  const b = t.browser();
  const { id } = await registerUser(b, { prefix: 'maker' });
  const res = await becomeSeller(b, { companyName: 'Some Company', shop });
  expect(res.statusCode, res.body).toBe(200);
  return { b, id, shop: (await b.get('/api/seller/shop')).json<ShopSettingsDto>() };
}

const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Walnut Serving Bowl',
  description: 'A serving bowl turned from Iowa black walnut.',
  price: 48.5,
  imageUrl: '',
  categoryId,
  stock: 4,
  ...over,
});

async function list(b: Browser, over: Record<string, unknown> = {}): Promise<ProductDto> {
  const res = await b.post('/api/seller/products', listing(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductDto>();
}

describe('"Sold by" on product answers', () => {
  it('a product answers its shop, in the product page, the lists and search alike', async () => {
    const { b, id, shop } = await sellerWithShop();
    const product = await list(b, { name: 'Damascus Paring Knife' });
    const sold = { id, shopName: shop.shopName, slug: shop.slug, city: 'Portland', state: 'OR', rating: null, reviewCount: 0 };
    expect(product.seller).toEqual(sold);
    const visitor = t.browser();
    expect((await visitor.get(`/api/products/${product.id}`)).json<ProductDto>().seller).toEqual(sold);
    const inList = (await visitor.get(`/api/categories/${categoryId}/products?limit=100&sort=newest`)).json<ProductDto[]>().find((p) => p.id === product.id);
    expect(inList?.seller).toEqual(sold);
    const found = (await visitor.get('/api/search?q=damascus paring')).json<ProductDto[]>().find((p) => p.id === product.id);
    expect(found?.seller).toEqual(sold);
  });

  it("the shop's rating is its reviews' average to one decimal, with their count", async () => {
    const { b, id } = await sellerWithShop();
    const product = await list(b);
    await t.database.db.update(shops).set({ ratingSum: 14, ratingCount: 3 }).where(eq(shops.sellerId, id));
    await t.settle();
    const seller = (await t.browser().get(`/api/products/${product.id}`)).json<ProductDto>().seller;
    expect(seller).toMatchObject({ rating: 4.7, reviewCount: 3 });
  });
});

describe('kept answers', () => {
  it("a product's kept answer shows its shop's new name as soon as the shop is renamed", async () => {
    const { b } = await sellerWithShop();
    const product = await list(b);
    const visitor = t.browser();
    const before = (await visitor.get(`/api/products/${product.id}`)).json<ProductDto>().seller!.shopName;
    const listed = async () =>
      (await visitor.get(`/api/products?limit=100&sort=newest`)).json<ProductDto[]>().find((p) => p.id === product.id)?.seller?.shopName;
    expect(await listed()).toBe(before);
    const renamed = shopName('Renamed Forge');
    expect((await b.request('PUT', '/api/seller/shop', { body: settings({ shopName: renamed }) })).statusCode).toBe(200);
    await t.settle();
    expect((await visitor.get(`/api/products/${product.id}`)).json<ProductDto>().seller!.shopName).toBe(renamed);
    expect(await listed()).toBe(renamed);
  });
});

describe('GET /api/shops/{slug} and its products', () => {
  it('answers the shop with its approved listings counted, and its listings with filters, sort and total', async () => {
    const { b, id, shop } = await sellerWithShop(settings({ city: 'Hood River', state: 'Oregon' }));
    const cheap = await list(b, { name: 'Chef Knife Sharpening Stone', price: 24 });
    const dear = await list(b, { name: 'Hand-Forged Chef Knife', price: 210 });
    const toy = await list(b, { name: 'Wooden Knife Play Set', price: 30, categoryId: otherCategoryId });
    const unlisted = await list(b, { name: 'Unlisted Cleaver', price: 90 });
    expect((await admin.post(`/api/admin/products/${unlisted.id}/unlist`)).statusCode).toBe(200);

    const visitor = t.browser();
    const res = await visitor.get(`/api/shops/${shop.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.json<ShopDto>()).toEqual({
      id,
      shopName: shop.shopName,
      slug: shop.slug,
      city: 'Hood River',
      state: 'OR',
      rating: null,
      reviewCount: 0,
      story: 'Two sisters forging kitchen knives from reclaimed steel since 2011.',
      logoUrl: null,
      bannerUrl: null,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      productCount: 3,
    });

    const all = await visitor.get(`/api/shops/${shop.slug}/products?sort=price-desc`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<ProductDto[]>().map((p) => p.id)).toEqual([dear.id, toy.id, cheap.id]);

    const filtered = await visitor.get(`/api/shops/${shop.slug}/products?category=${categoryId}&maxPrice=100&sort=price-asc`);
    expect(filtered.headers['x-total-count']).toBe('1');
    expect(filtered.json<ProductDto[]>().map((p) => p.name)).toEqual(['Chef Knife Sharpening Stone']);

    const paged = await visitor.get(`/api/shops/${shop.slug.toUpperCase()}/products?sort=price-asc&limit=1&offset=1`);
    expect(paged.headers['x-total-count']).toBe('3');
    expect(paged.json<ProductDto[]>().map((p) => p.id)).toEqual([toy.id]);
  });

  it('a shop without listings still answers, with none', async () => {
    const { shop } = await sellerWithShop();
    expect((await t.browser().get(`/api/shops/${shop.slug}`)).json<ShopDto>().productCount).toBe(0);
    const products = await t.browser().get(`/api/shops/${shop.slug}/products`);
    expect(products.statusCode).toBe(200);
    expect(products.json()).toEqual([]);
    expect(products.headers['x-total-count']).toBe('0');
  });

  it('an unknown slug is 404 Shop not found', async () => {
    for (const url of ['/api/shops/no-such-shop', '/api/shops/no-such-shop/products']) {
      const res = await t.browser().get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Shop not found' });
    }
  });
});

describe('PATCH /api/user/become-seller opens the shop', () => {
  it('named after the company, with no ship-from address yet', async () => {
    const b = t.browser();
    await registerUser(b, { prefix: 'potter' });
    const company = shopName('Prairie Pottery');
    expect((await becomeSeller(b, { companyName: company })).statusCode).toBe(200);
    const shop = (await b.get('/api/seller/shop')).json<ShopSettingsDto>();
    expect(shop).toMatchObject({ shopName: company, slug: company.toLowerCase().replace(/ /g, '-'), story: '', shipFrom: null });
    expect((await t.browser().get(`/api/shops/${shop.slug}`)).statusCode).toBe(200);
  });

  it('named after the username without a company, and made unique when the name is taken', async () => {
    const b = t.browser();
    const account = await registerUser(b, { prefix: 'whittler' });
    expect((await becomeSeller(b)).statusCode).toBe(200);
    expect((await b.get('/api/seller/shop')).json<ShopSettingsDto>().shopName).toBe(account.username);

    const { shop: first } = await sellerWithShop();
    const second = t.browser();
    const { id } = await registerUser(second, { prefix: 'copycat' });
    expect((await becomeSeller(second, { companyName: first.shopName.toUpperCase() })).statusCode).toBe(200);
    const shop = (await second.get('/api/seller/shop')).json<ShopSettingsDto>();
    expect(shop.shopName).toBe(`${first.shopName.toUpperCase()} ${id}`);
    expect(shop.slug).not.toBe(first.slug);
  });

  it('with the shop settings given: slug from the name, location from the ship-from address', async () => {
    const name = shopName('Café & Olé Goods');
    const { shop } = await sellerWithShop(settings({ shopName: name }));
    expect(shop).toMatchObject({
      shopName: name,
      slug: expect.stringMatching(/^cafe-and-ole-goods-\d+[a-z0-9]*$/),
      city: 'Portland',
      state: 'OR',
      shipFrom: { street: '812 SE Alder Street', city: 'Portland', state: 'OR', zipCode: '97214' },
    });
  });

  it('a taken shop name is 409 and the user does not become a seller', async () => {
    const { shop } = await sellerWithShop();
    const b = t.browser();
    await registerUser(b, { prefix: 'latecomer' });
    const res = await becomeSeller(b, { companyName: 'Late Co', shop: settings({ shopName: shop.shopName.toLowerCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: SHOP_NAME_TAKEN });
    expect((await b.get('/api/user')).json()).toMatchObject({ isSeller: false });
  });
});

describe('GET and PUT /api/seller/shop', () => {
  it('is for sellers only', async () => {
    expect((await t.browser().get('/api/seller/shop')).statusCode).toBe(401);
    const shopper = t.browser();
    await registerUser(shopper, { prefix: 'shopper' });
    expect((await shopper.get('/api/seller/shop')).statusCode).toBe(403);
    expect((await shopper.request('PUT', '/api/seller/shop', { body: settings() })).statusCode).toBe(403);
  });

  it('refuses a bad ZIP code, state or street with the field message, and changes nothing', async () => {
    const { b, shop } = await sellerWithShop();
    const cases: Array<[ShopSettingsInput['shipFrom'], string, string]> = [
      [{ street: '812 SE Alder Street', city: 'Portland', state: 'OR', zipCode: '9721' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
      [{ street: '812 SE Alder Street', city: 'Portland', state: 'Atlantis', zipCode: '97214' }, 'state', US_STATE_MESSAGE],
      [{ street: '812 SE Alder Street', city: 'Portland', state: 'WA', zipCode: '97214' }, 'zipCode', 'ZIP code 97214 is in'],
      [{ street: '', city: 'Portland', state: 'OR', zipCode: '97214' }, 'street', 'Street address is required'],
    ];
    for (const [shipFrom, field, message] of cases) {
      const res = await b.request('PUT', '/api/seller/shop', { body: settings({ shopName: 'Changed Name Here', shipFrom }) });
      expect(res.statusCode, field).toBe(400);
      const details = res.json<{ details: Array<{ path: string; message: string }> }>().details;
      expect(details.find((d) => d.path.endsWith(field))?.message).toContain(message);
    }
    expect((await b.get('/api/seller/shop')).json<ShopSettingsDto>()).toEqual(shop);
  });

  it('a name another shop holds, in any case, is 409 SHOP_NAME_TAKEN', async () => {
    const { shop: taken } = await sellerWithShop();
    const { b } = await sellerWithShop();
    const res = await b.request('PUT', '/api/seller/shop', { body: settings({ shopName: taken.shopName.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: SHOP_NAME_TAKEN, code: 'shop_name_taken' });
  });

  it('saves the settings; a rename keeps the slug, so old links keep working', async () => {
    const { b, id, shop } = await sellerWithShop();
    const renamed = shopName('Alder Street Blades');
    const res = await b.request('PUT', '/api/seller/shop', {
      body: settings({
        shopName: renamed,
        story: 'New story.',
        city: 'Portland',
        state: 'OR',
        shipFrom: { street: '1 Main St', city: 'Salem', state: 'OR', zipCode: '97301' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShopSettingsDto>()).toMatchObject({
      shopName: renamed,
      slug: shop.slug,
      story: 'New story.',
      city: 'Portland',
      shipFrom: { city: 'Salem' },
    });
    const page = await t.browser().get(`/api/shops/${shop.slug}`);
    expect(page.json<ShopDto>()).toMatchObject({ id, shopName: renamed });
    expect(page.headers['x-total-count']).toBeUndefined();
    // Keeping its own name in another case is no conflict.
    const same = await b.request('PUT', '/api/seller/shop', { body: settings({ shopName: renamed.toUpperCase() }) });
    expect(same.statusCode).toBe(200);
  });
});

describe('POST /api/seller/shop/logo and /banner', () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3b5a8a' } })
      .jpeg()
      .toBuffer();
  const upload = async (b: Browser, kind: 'logo' | 'banner', data: Buffer) =>
    b.request('POST', `/api/seller/shop/${kind}`, multipartBody({ image: { filename: `${kind}.jpg`, contentType: 'image/jpeg', data } }));
  const stored = (url: string) => readFileSync(path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));

  it('stores the logo square and the banner wide, resized as WebP, and shows them on the shop', async () => {
    const { b, shop } = await sellerWithShop();
    const logo = await upload(b, 'logo', await picture(1000, 700));
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = logo.json<ShopSettingsDto>().logoUrl!;
    expect(await sharp(stored(logoUrl)).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const banner = await upload(b, 'banner', await picture(2400, 1200));
    expect(banner.statusCode, banner.body).toBe(200);
    const bannerUrl = banner.json<ShopSettingsDto>().bannerUrl!;
    expect(await sharp(stored(bannerUrl)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 400 });

    expect((await t.browser().get(`/api/shops/${shop.slug}`)).json<ShopDto>()).toMatchObject({ logoUrl, bannerUrl });

    // A new logo replaces the old file.
    const again = await upload(b, 'logo', await picture(500, 500));
    expect(again.json<ShopSettingsDto>().logoUrl).not.toBe(logoUrl);
    expect(() => stored(logoUrl)).toThrow();
  });

  it('refuses what is not a picture', async () => {
    const { b } = await sellerWithShop();
    const res = await upload(b, 'logo', Buffer.from('not a picture at all'));
    expect(res.statusCode).toBe(400);
    expect((await b.get('/api/seller/shop')).json<ShopSettingsDto>().logoUrl).toBeNull();
  });
});

describe('publishing needs a ship-from address', () => {
  it('a seller without one gets 400 SHIP_FROM_REQUIRED and nothing is listed', async () => {
    const b = t.browser();
    const { id } = await registerUser(b, { prefix: 'nofrom' });
    expect((await becomeSeller(b, { companyName: shopName('No Address Co') })).statusCode).toBe(200);
    const res = await b.post('/api/seller/products', listing());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SHIP_FROM_REQUIRED, code: 'ship_from_required' });
    expect((await b.get('/api/seller/products')).json()).toEqual([]);

    // Once the address is saved, the listing goes up.
    expect((await b.request('PUT', '/api/seller/shop', { body: settings() })).statusCode).toBe(200);
    expect((await list(b)).seller?.id).toBe(id);
  });

  it('the administrator cannot put live a listing whose seller has no ship-from address', async () => {
    const { b, id } = await sellerWithShop();
    const product = await list(b);
    expect((await admin.post(`/api/admin/products/${product.id}/unlist`)).statusCode).toBe(200);
    await t.database.db.update(shops).set({ shipFromStreet: null }).where(eq(shops.sellerId, id));
    const res = await admin.post(`/api/admin/products/${product.id}/approve`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ship_from_required' });
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe('search and filters by shop', () => {
  it("search finds a shop's products by its name, or part of it", async () => {
    const name = shopName('Quillback Mercantile');
    const { b } = await sellerWithShop(settings({ shopName: name }));
    const product = await list(b, { name: 'Linen Tea Towel Set', description: 'Three towels woven on a floor loom.' });
    for (const q of [name, 'quillback', 'Quillback Merc']) {
      const res = await t.browser().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json<ProductDto[]>().map((p) => p.id),
        q,
      ).toContain(product.id);
    }
  });

  it('shop=<slug> narrows products, search and a category to the shop; an unknown slug finds nothing', async () => {
    const { b, shop } = await sellerWithShop();
    const mine = await list(b, { name: 'Heirloom Oak Rolling Pin' });
    const { b: other } = await sellerWithShop();
    const theirs = await list(other, { name: 'Heirloom Maple Rolling Pin' });
    const visitor = t.browser();
    for (const url of [
      `/api/products?shop=${shop.slug}`,
      `/api/search?q=rolling pin&shop=${shop.slug}`,
      `/api/categories/${categoryId}/products?shop=${shop.slug}`,
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(200);
      const ids = res.json<ProductDto[]>().map((p) => p.id);
      expect(ids, url).toContain(mine.id);
      expect(ids, url).not.toContain(theirs.id);
      expect(res.headers['x-total-count'], url).toBe(String(ids.length));
    }
    for (const url of [
      '/api/products?shop=no-such-shop',
      '/api/search?q=rolling pin&shop=no-such-shop',
      `/api/categories/${categoryId}/products?shop=no-such-shop`,
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
      expect(res.headers['x-total-count'], url).toBe('0');
    }
  });
});
