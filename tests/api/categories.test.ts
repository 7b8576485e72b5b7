// GET /api/categories, /api/categories/{id}, /api/categories/{id}/products against the demo catalogue.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '#server/db/schema.ts';
import { DEMO_CATEGORIES, seedDemo } from '#server/db/seed/demo.ts';
import type { CategoryDto, ProductDto } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let catalogue: ProductDto[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
  catalogue = (await get('/api/products?limit=100')).json();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.browser().get(url);

describe('GET /api/categories', () => {
  it('answers the ten categories in id order with their number of approved products', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json<CategoryDto[]>();
    expect(list.map((c) => c.id)).toEqual(DEMO_CATEGORIES.map((c) => c.id));
    for (const category of list) {
      const demo = DEMO_CATEGORIES.find((c) => c.id === category.id)!;
      expect(category).toEqual({
        id: demo.id,
        name: demo.name,
        description: demo.description,
        icon: demo.icon,
        productCount: catalogue.filter((p) => p.categoryId === demo.id).length,
      });
    }
    expect(list.reduce((sum, c) => sum + c.productCount, 0)).toBe(72);
  });

  it('counts approved products only', async () => {
    const hidden = catalogue.find((p) => p.categoryId === 4)!;
    await t.database.db.update(products).set({ isApproved: false }).where(eq(products.id, hidden.id));
    try {
      const list = (await get('/api/categories')).json<CategoryDto[]>();
      expect(list.find((c) => c.id === 4)!.productCount).toBe(catalogue.filter((p) => p.categoryId === 4).length - 1);
      expect((await get('/api/categories/4')).json().productCount).toBe(catalogue.filter((p) => p.categoryId === 4).length - 1);
    } finally {
      await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, hidden.id));
    }
  });
});

describe('GET /api/categories/{id}', () => {
  it('answers one category with its product count', async () => {
    const res = await get('/api/categories/3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 3, name: 'Home & Kitchen', icon: 'cooking-pot', productCount: catalogue.filter((p) => p.categoryId === 3).length });
  });

  it("answers 404 'Category Not Found' for a missing category and 400 for a bad id", async () => {
    const res = await get('/api/categories/999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Category Not Found' });
    const bad = await get('/api/categories/kitchen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'id must be a positive whole number' });
  });
});

describe('GET /api/categories/{id}/products', () => {
  it("answers the category's products with X-Total-Count", async () => {
    const res = await get('/api/categories/5/products');
    expect(res.statusCode).toBe(200);
    const expected = catalogue.filter((p) => p.categoryId === 5);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    expect(res.json<ProductDto[]>().map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('takes the same filters, sorts and pages as /api/products', async () => {
    const query = 'sort=price-desc&inStock=true&minPrice=20&maxPrice=400';
    const viaCategory = await get(`/api/categories/3/products?${query}&limit=3&offset=1`);
    const viaProducts = await get(`/api/products?category=3&${query}&limit=3&offset=1`);
    expect(viaCategory.statusCode).toBe(200);
    expect(viaCategory.json()).toEqual(viaProducts.json());
    expect(viaCategory.headers['x-total-count']).toBe(viaProducts.headers['x-total-count']);
    const all = (await get(`/api/categories/3/products?${query}`)).json<ProductDto[]>();
    const expected = catalogue
      .filter((p) => p.categoryId === 3 && (p.stock ?? 0) > 0 && toCents(p.price) >= 2000 && toCents(p.price) <= 40_000)
      .sort((a, b) => toCents(b.price) - toCents(a.price) || b.id - a.id);
    expect(all.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(viaCategory.json<ProductDto[]>().map((p) => p.id)).toEqual(expected.slice(1, 4).map((p) => p.id));
  });

  it('on sale filter and rating sort', async () => {
    const items = (await get('/api/categories/1/products?onSale=true&sort=rating')).json<ProductDto[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.isOnSale && p.categoryId === 1)).toBe(true);
  });

  it('the path wins over a category query parameter', async () => {
    const items = (await get('/api/categories/2/products?category=3')).json<ProductDto[]>();
    expect(items.every((p) => p.categoryId === 2)).toBe(true);
  });

  it("answers 404 'Category Not Found' for a missing category, 400 for bad parameters", async () => {
    const missing = await get('/api/categories/999/products');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Category Not Found' });
    const bad = await get('/api/categories/1/products?sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'sort must be one of featured, price-asc, price-desc, rating, newest' });
  });
});
