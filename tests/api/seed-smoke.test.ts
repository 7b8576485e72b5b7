// The demo seed on a fresh database: it runs twice without adding anything the second time, its
// administrator signs in as id 1, and its catalogue shows several photos per listing and listings sold
// in sizes, colours, lengths and scents (docs/decisions/0060-photos-and-variants.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductImage, ProductOption } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS, seedDemo } from '#server/db/seed/demo.ts';
import { DEMO_PRODUCTS } from '#server/db/seed/products.ts';
import type { ProductDetailDto } from '#shared/catalogue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

interface ProductRow {
  id: number;
  name: string;
  image_url: string;
  images: ProductImage[];
  options: ProductOption[];
  price_cents: number;
  max_price_cents: number | null;
  stock: number | null;
}

interface VariantRow {
  product_id: number;
  options: Record<string, string>;
  price_cents: number;
  stock: number | null;
  sku: string | null;
  image_url: string | null;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let products: ProductRow[];
let variants: VariantRow[];
const variantsOf = (id: number) => variants.filter((v) => v.product_id === id);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  products = await rows<ProductRow>(sql`SELECT id, name, image_url, images, options, price_cents, max_price_cents, stock FROM products ORDER BY id`);
  variants = await rows<VariantRow>(
    sql`SELECT product_id, options, price_cents, stock, sku, image_url FROM product_variants ORDER BY product_id, position, id`,
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

it('runs again without adding anything, and its administrator signs in as id 1', async () => {
  expect(await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') })).toBe(false);
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
  const res = await t.browser().post('/api/login', { username: admin.username, password: admin.password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id: 1, username: admin.username, isAdmin: true });
});

describe('photos', () => {
  it('gives every demo listing 3 to 5 photos of 800x800, each a rendered file with alt text saying what it shows', () => {
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const p of products) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.images.length, p.name).toBeLessThanOrEqual(5);
      expect(p.image_url, p.name).toBe(p.images[0]!.url);
      expect(new Set(p.images.map((i) => i.url)).size, p.name).toBe(p.images.length);
      for (const image of p.images) {
        expect(image).toMatchObject({ width: 800, height: 800 });
        expect(image.alt.startsWith(p.name), image.alt).toBe(true);
        expect(existsSync(path.join(t.dataDir, image.url.replace(/^\//, ''))), image.url).toBe(true);
      }
      // Beyond the cover, each alt names its view: no two photos of a listing are described alike.
      expect(new Set(p.images.map((i) => i.alt)).size, p.name).toBe(p.images.length);
    }
    const coat = products.find((p) => p.name === 'Waxed Canvas Chore Coat')!;
    expect(coat.images.map((i) => i.alt)).toContain('Waxed Canvas Chore Coat, close-up of the waxed cotton canvas');
    expect(coat.images.map((i) => i.alt)).toContain('Waxed Canvas Chore Coat in Black');
  });
});

describe('variants', () => {
  it('sells at least ten listings in options, some with one option and some with two', () => {
    const withOptions = products.filter((p) => p.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(10);
    expect(withOptions.some((p) => p.options.length === 1)).toBe(true);
    expect(withOptions.some((p) => p.options.length === 2)).toBe(true);
  });

  it('has one variant per combination of a listing options, and one variant {} for a listing without', () => {
    for (const p of products) {
      const own = variantsOf(p.id);
      if (p.options.length === 0) {
        expect(
          own.map((v) => v.options),
          p.name,
        ).toEqual([{}]);
        continue;
      }
      expect(own.length, p.name).toBe(p.options.reduce((n, o) => n * o.values.length, 1));
      for (const v of own) {
        // jsonb keeps an object's keys in its own order, so they are compared as a set.
        expect(Object.keys(v.options).sort(), p.name).toEqual(p.options.map((o) => o.name).sort());
        for (const o of p.options) expect(o.values, p.name).toContain(v.options[o.name]);
      }
      expect(new Set(own.map((v) => JSON.stringify(v.options))).size, p.name).toBe(own.length);
    }
  });

  it('keeps every listing summaries equal to its variants: the lowest price, the highest when they differ, the total stock', () => {
    for (const p of products) {
      const own = variantsOf(p.id);
      const prices = own.map((v) => v.price_cents);
      const lo = Math.min(...prices);
      const hi = Math.max(...prices);
      expect({ price: p.price_cents, max: p.max_price_cents, stock: p.stock }, p.name).toEqual({
        price: lo,
        max: hi === lo ? null : hi,
        stock: own.some((v) => v.stock === null) ? null : own.reduce((sum, v) => sum + v.stock!, 0),
      });
    }
    expect(products.some((p) => p.max_price_cents !== null)).toBe(true);
  });

  it('has sold-out variants in listings that are in stock, so the picker marks them', () => {
    const partly = products.filter((p) => (p.stock ?? 0) > 0 && variantsOf(p.id).some((v) => v.stock === 0));
    expect(partly.length).toBeGreaterThanOrEqual(5);
  });

  it('gives each variant with options a SKU of its own, and a photo only from its listing', () => {
    for (const p of products.filter((x) => x.options.length > 0)) {
      const skus = variantsOf(p.id).map((v) => v.sku);
      for (const sku of skus) expect(sku, p.name).toMatch(new RegExp(`^HM-${p.id}(-[A-Z0-9]+)+$`));
      expect(new Set(skus).size, p.name).toBe(skus.length);
    }
    const urls = new Map(products.map((p) => [p.id, p.images.map((i) => i.url)]));
    const pictured = variants.filter((v) => v.image_url !== null);
    expect(pictured.length).toBeGreaterThan(0);
    for (const v of pictured) expect(urls.get(v.product_id), v.sku ?? '').toContain(v.image_url);
    // A listing in colours shows each colour on its own photo.
    const tee = products.find((p) => p.name === 'Heavyweight Pocket Tee')!;
    expect(new Set(variantsOf(tee.id).map((v) => v.image_url)).size).toBe(3);
  });

  it('answers a listing with options on GET /api/products/{id} with its photos, options and variants', async () => {
    const coat = products.find((p) => p.name === 'Waxed Canvas Chore Coat')!;
    const res = await t.browser().get(`/api/products/${coat.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductDetailDto>();
    expect(body.images.map((i) => i.url)).toEqual(coat.images.map((i) => i.url));
    expect(body.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Colour', values: ['Field Tan', 'Black'] },
    ]);
    expect(body.variants).toHaveLength(8);
    expect(body.variants.find((v) => v.sku === `HM-${coat.id}-XL-BLA`)).toMatchObject({
      options: { Size: 'XL', Colour: 'Black' },
      price: '255.00',
      stock: 0,
      imageUrl: coat.images.find((i) => i.alt.endsWith('in Black'))!.url,
    });
  });
});
