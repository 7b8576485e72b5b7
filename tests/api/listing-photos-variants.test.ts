// A listing's photos, options and variants written by its seller (docs/decisions/0060-photos-and-variants.md):
// 1 to 10 photos of their own uploads, the first the cover (imageUrl); up to two options and one
// variant per combination of values; edits keep the ids of the combinations that stay; while
// moderation is on a change of photos waits for review, options and variants go live at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.ts';
import type { ListingDto, ProductDetailDto, ProductDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newSeller } from '../support/people.ts';
import { createTestApp, type Browser, type TestApp } from '../support/app.ts';
import { multipartBody } from '../support/multipart.ts';

let t: TestApp;
let admin: Browser;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(categories).values({ name: 'Home & Kitchen', description: 'For the home', icon: 'home' }).returning();
  categoryId = category!.id;
  admin = (await signedInAdmin(t)).browser;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const setModeration = async (on: boolean) =>
  expect((await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: on } })).statusCode).toBe(200);

let shade = 0;
/** Uploads a photo as the listing form does and answers its address and size. */
async function upload(b: Browser, width = 2400, height = 1800): Promise<{ imageUrl: string; width: number; height: number }> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40 + (shade++ % 200), g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  const res = await b.request('POST', '/api/upload', multipartBody({ image: { filename: 'photo.jpg', contentType: 'image/jpeg', data } }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const stored = (url: string) => existsSync(path.join(t.dataDir, url.replace(/^\//, '')));

const OPTIONS = [
  { name: 'Size', values: ['Small', 'Large'] },
  { name: 'Wood', values: ['Walnut', 'Cherry'] },
];

const variant = (size: string, wood: string, overrides: Record<string, unknown> = {}) => ({
  options: { Size: size, Wood: wood },
  price: size === 'Small' ? 24 : 32,
  stock: 3,
  sku: `BOARD-${size[0]}${wood[0]}`,
  imageUrl: null,
  weight: size === 'Small' ? 20 : 36,
  ...overrides,
});

const VARIANTS = [variant('Small', 'Walnut'), variant('Small', 'Cherry'), variant('Large', 'Walnut'), variant('Large', 'Cherry')];

const listing = (images: Array<{ url: string; alt: string }>, overrides: Record<string, unknown> = {}) => ({
  name: 'End Grain Cutting Board',
  description: 'An end grain cutting board glued up from Iowa hardwoods.',
  categoryId,
  images,
  options: OPTIONS,
  variants: VARIANTS,
  ...overrides,
});

const patch = (b: Browser, id: number, body: Record<string, unknown>) => b.request('PATCH', `/api/products/${id}`, { body });
const detail = async (b: Browser, id: number) => {
  const res = await b.get(`/api/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductDetailDto>();
};
/** A variant as a PATCH sends it back: the answer's fields, money as the decimal string. */
const asInput = ({ id, options, price, stock, sku, imageUrl, weight }: ProductDetailDto['variants'][number]) => ({
  id,
  options,
  price,
  stock,
  sku,
  imageUrl,
  weight,
});

describe('photos, options and variants of a new listing', () => {
  let seller: Browser;
  let photos: Array<{ imageUrl: string; width: number; height: number }>;
  let product: ProductDetailDto;

  beforeAll(async () => {
    await setModeration(false);
    seller = (await newSeller(t, 'Board Works')).browser;
    photos = [await upload(seller), await upload(seller, 900, 1200), await upload(seller, 600, 600)];
  });

  it('stores each upload at most 1600 px on its long side, its shape kept, and answers its size', () => {
    expect(photos.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1200],
      [900, 1200],
      [600, 600],
    ]);
  });

  it('creates a listing with 3 photos and 2 options (2x2); GET /api/products/{id} answers them per the contract', async () => {
    const images = photos.map((p, i) => ({ url: p.imageUrl, alt: `Cutting board, side ${i + 1}` }));
    const res = await seller.post(
      '/api/seller/products',
      listing(images, { variants: VARIANTS.map((v, i) => (i === 3 ? { ...v, imageUrl: photos[1]!.imageUrl } : v)) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    product = await detail(seller, res.json<ProductDto>().id);
    expect(product.images).toEqual(photos.map((p, i) => ({ url: p.imageUrl, alt: `Cutting board, side ${i + 1}`, width: p.width, height: p.height })));
    expect(product.imageUrl).toBe(photos[0]!.imageUrl);
    expect(product.options).toEqual(OPTIONS);
    expect(product.variants.map(({ id: _id, ...v }) => v)).toEqual([
      { options: { Size: 'Small', Wood: 'Walnut' }, price: '24.00', stock: 3, sku: 'BOARD-SW', imageUrl: null, weight: 20 },
      { options: { Size: 'Small', Wood: 'Cherry' }, price: '24.00', stock: 3, sku: 'BOARD-SC', imageUrl: null, weight: 20 },
      { options: { Size: 'Large', Wood: 'Walnut' }, price: '32.00', stock: 3, sku: 'BOARD-LW', imageUrl: null, weight: 36 },
      { options: { Size: 'Large', Wood: 'Cherry' }, price: '32.00', stock: 3, sku: 'BOARD-LC', imageUrl: photos[1]!.imageUrl, weight: 36 },
    ]);
    // The product page opens on the first variant; lists show the lowest price, the range and the total.
    expect(product).toMatchObject({ price: '24.00', stock: 3 });
    const listed = (await t.browser().get('/api/products?limit=100')).json<ProductDto[]>().find((p) => p.id === product.id);
    expect(listed).toMatchObject({ price: '24.00', priceRange: { min: '24.00', max: '32.00' }, stock: 12, imageUrl: photos[0]!.imageUrl });
  });

  it('reorders the photos: the new first is the cover (imageUrl)', async () => {
    const images = [photos[2]!, photos[0]!, photos[1]!].map((p) => ({ url: p.imageUrl, alt: 'Cutting board' }));
    const res = await patch(seller, product.id, { images });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListingDto>()).toMatchObject({ imageUrl: photos[2]!.imageUrl, pendingChanges: null });
    const after = await detail(t.browser(), product.id);
    expect(after.images.map((p) => p.url)).toEqual([photos[2]!.imageUrl, photos[0]!.imageUrl, photos[1]!.imageUrl]);
    expect(after.imageUrl).toBe(photos[2]!.imageUrl);
  });

  it('keeps the spec’s imageUrl PATCH: it replaces the first photo', async () => {
    const fresh = await upload(seller, 800, 400);
    const res = await patch(seller, product.id, { imageUrl: fresh.imageUrl });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(seller, product.id);
    expect(after.images.map((p) => [p.url, p.width, p.height])).toEqual([
      [fresh.imageUrl, 800, 400],
      [photos[0]!.imageUrl, photos[0]!.width, photos[0]!.height],
      [photos[1]!.imageUrl, photos[1]!.width, photos[1]!.height],
    ]);
    expect(after.imageUrl).toBe(fresh.imageUrl);
  });

  it('keeps the ids of the combinations that stay, adds the new ones and removes the others', async () => {
    const before = await detail(seller, product.id);
    const keptSmall = before.variants.filter((v) => v.options.Size === 'Small');
    const options = [
      { name: 'Size', values: ['Small', 'Medium'] },
      { name: 'Wood', values: ['Walnut', 'Cherry'] },
    ];
    const variants = [
      ...keptSmall.map((v) => ({ ...asInput(v), id: undefined, stock: 9 })),
      variant('Medium', 'Walnut', { price: 28, sku: 'BOARD-MW' }),
      variant('Medium', 'Cherry', { price: 28, sku: 'BOARD-MC' }),
    ];
    const res = await patch(seller, product.id, { options, variants });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(seller, product.id);
    expect(after.options).toEqual(options);
    expect(after.variants.slice(0, 2).map((v) => [v.id, v.stock])).toEqual(keptSmall.map((v) => [v.id, 9]));
    expect(after.variants.slice(2).map((v) => v.options)).toEqual([
      { Size: 'Medium', Wood: 'Walnut' },
      { Size: 'Medium', Wood: 'Cherry' },
    ]);
    const removed = before.variants.filter((v) => v.options.Size === 'Large').map((v) => v.id);
    expect(after.variants.some((v) => removed.includes(v.id))).toBe(false);
    expect((await t.browser().get(`/api/products?limit=100`)).json<ProductDto[]>().find((p) => p.id === product.id)).toMatchObject({
      stock: 24,
      priceRange: { min: '24.00', max: '28.00' },
    });
    // The change record holds the options and variants as they went live.
    const record = (await seller.get(`/api/products/${product.id}/changes`)).json<ListingRevisionDto[]>();
    expect(record[0]!.status).toBe('applied');
    expect(record[0]!.changes.map((c) => c.field)).toEqual(['options', 'variants']);
    expect(JSON.parse(String(record[0]!.changes[0]!.to))).toEqual(options);
  });

  it('answers 400 to a PATCH of price or stock on a listing with variants, changing nothing', async () => {
    for (const body of [{ price: 10 }, { stock: 4 }]) {
      const res = await patch(seller, product.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This listing has variants: set price and stock on each variant.' });
    }
    expect((await detail(seller, product.id)).variants.map((v) => v.price)).toEqual(['24.00', '24.00', '28.00', '28.00']);
  });

  it('goes back to no options with one variant, whose price and stock the spec’s fields then set', async () => {
    const res = await patch(seller, product.id, { options: [], price: 30, stock: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(seller, product.id);
    expect(after.options).toEqual([]);
    expect(after.variants).toEqual([{ id: expect.any(Number), options: {}, price: '30.00', stock: 5, sku: null, imageUrl: null, weight: null }]);
    expect(after).toMatchObject({ price: '30.00', stock: 5, priceRange: null });
    expect((await patch(seller, product.id, { price: 31.5, stock: 2 })).statusCode).toBe(200);
    expect((await detail(seller, product.id)).variants[0]).toMatchObject({ id: after.variants[0]!.id, price: '31.50', stock: 2 });
  });
});

describe('what a listing refuses', () => {
  let seller: Browser;
  let images: Array<{ url: string; alt: string }>;

  beforeAll(async () => {
    await setModeration(false);
    seller = (await newSeller(t, 'Refusing Works')).browser;
    images = [{ url: (await upload(seller, 300, 300)).imageUrl, alt: 'A board' }];
  });

  const refused = async (body: Record<string, unknown>, path: string, message: string | RegExp) => {
    const res = await seller.post('/api/seller/products', body);
    expect(res.statusCode, res.body).toBe(400);
    const details = res.json<{ details: Array<{ path: string; message: string }> }>().details;
    expect(details).toContainEqual({ path, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  };

  it('11 photos, 3 options, a missing combination, a photo not its seller’s, a repeated SKU', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/products/board-${i}.webp`, alt: 'A board' }));
    await refused(listing(eleven), 'images', 'A listing can have at most 10 photos');
    await refused(listing(images, { options: [...OPTIONS, { name: 'Finish', values: ['Oil'] }] }), 'options', 'A listing can have at most 2 options');
    await refused(listing(images, { variants: VARIANTS.slice(0, 3) }), 'variants', 'Add a variant for Size: Large, Wood: Cherry');
    await refused(listing(images, { variants: [...VARIANTS, VARIANTS[0]] }), 'variants.4.options', 'There are two variants for Size: Small, Wood: Walnut');
    await refused(
      listing(images, { variants: VARIANTS.map((v, i) => (i === 2 ? { ...v, sku: 'board-sw' } : v)) }),
      'variants.2.sku',
      'SKU board-sw is used by another variant',
    );
    await refused(
      listing(images, { variants: VARIANTS.map((v, i) => (i === 1 ? { ...v, imageUrl: '/uploads/products/other.webp' } : v)) }),
      'variants.1.imageUrl',
      "Choose one of the listing's photos",
    );
    await refused(
      listing(images, { options: [{ name: 'Size', values: ['S', 's'] }], variants: [] }),
      'options.0.values.1',
      'Each value of an option must be different',
    );
    await refused(listing([{ url: images[0]!.url, alt: ' ' }]), 'images.0.alt', 'Describe the photo in 1 to 250 characters');
    await refused(listing(images, { price: 20 }), 'price', 'This listing has variants: set price and stock on each variant.');

    const other = (await newSeller(t, 'Other Works')).browser;
    const theirs = await upload(other, 300, 300);
    const res = await seller.post('/api/seller/products', listing([{ url: theirs.imageUrl, alt: 'Not mine' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This photo is not one you uploaded. Please upload it again.',
      details: [{ path: 'images.0.url', message: 'This photo is not one you uploaded. Please upload it again.' }],
    });
    expect((await seller.get('/api/seller/products')).json<ListingDto[]>()).toEqual([]);
  });

  it('refuses a PATCH naming a variant of another listing, and options without variants for their combinations', async () => {
    const a = (await seller.post('/api/seller/products', listing(images))).json<ProductDto>();
    const b = await detail(seller, (await seller.post('/api/seller/products', listing(images))).json<ProductDto>().id);
    const stolen = await patch(seller, a.id, { variants: b.variants.map(asInput) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ details: [{ path: 'variants.0.id' }] });
    const grown = await patch(seller, a.id, { options: [{ name: 'Size', values: ['Small', 'Large', 'Huge'] }, OPTIONS[1]] });
    expect(grown.statusCode).toBe(400);
    expect(grown.json()).toMatchObject({ message: 'Add a variant for Size: Huge, Wood: Walnut; Size: Huge, Wood: Cherry' });
    expect((await detail(seller, a.id)).options).toEqual(OPTIONS);
  });
});

describe('while moderation is on', () => {
  let seller: Browser;
  let product: ProductDetailDto;
  let first: string;

  beforeAll(async () => {
    await setModeration(true);
    seller = (await newSeller(t, 'Moderated Works')).browser;
    first = (await upload(seller, 500, 500)).imageUrl;
    const res = await seller.post('/api/seller/products', listing([{ url: first, alt: 'The board' }]));
    expect(res.statusCode, res.body).toBe(201);
    expect((await admin.post(`/api/admin/products/${res.json<ProductDto>().id}/approve`)).statusCode).toBe(200);
    product = await detail(seller, res.json<ProductDto>().id);
  });

  afterAll(() => setModeration(false));

  it('holds a change of photos for review as one field; options and variants go live at once', async () => {
    const added = (await upload(seller, 500, 500)).imageUrl;
    const variants = product.variants.map((v) => ({ ...asInput(v), stock: 7 }));
    const res = await patch(seller, product.id, {
      images: [
        { url: added, alt: 'The board from above' },
        { url: first, alt: 'The board' },
      ],
      variants,
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<ListingDto>().pendingChanges!;
    expect(pending.changes.map((c) => c.field)).toEqual(['images']);
    expect(JSON.parse(String(pending.changes[0]!.to))).toEqual([
      { url: added, alt: 'The board from above', width: 500, height: 500 },
      { url: first, alt: 'The board', width: 500, height: 500 },
    ]);
    const publicView = await detail(t.browser(), product.id);
    expect(publicView.images.map((p) => p.url)).toEqual([first]);
    expect(publicView.variants.map((v) => v.stock)).toEqual([7, 7, 7, 7]);

    // A variant cannot show a photo still waiting for review.
    const early = await patch(seller, product.id, { variants: variants.map((v, i) => (i === 0 ? { ...v, imageUrl: added } : v)) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      details: [{ path: 'variants.0.imageUrl', message: 'This photo waits for review: give it to a variant once it is approved.' }],
    });

    // The spec's imageUrl folds into the same pending photo list.
    const cover = (await upload(seller, 500, 500)).imageUrl;
    const again = await patch(seller, product.id, { imageUrl: cover });
    expect(again.statusCode, again.body).toBe(200);
    const replaced = again.json<ListingDto>().pendingChanges!;
    expect(replaced.changes.map((c) => c.field)).toEqual(['images']);
    expect(JSON.parse(String(replaced.changes[0]!.to)).map((p: { url: string }) => p.url)).toEqual([cover, first]);
    expect(stored(added)).toBe(false);

    const approved = await admin.post(`/api/admin/product-revisions/${replaced.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await detail(t.browser(), product.id)).images.map((p) => p.url)).toEqual([cover, first]);
    expect((await detail(t.browser(), product.id)).imageUrl).toBe(cover);
  });
});
