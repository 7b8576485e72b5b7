// GET /api/products (lists, filters, sorts, pages), deal of the day, one product, related products,
// DELETE /api/products/{id}: what a client observes, against the demo catalogue.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, products, reviews, users, wishlistItems } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS, seedDemo } from '#server/db/seed/demo.ts';
import { DEAL_OF_THE_DAY_MIN_DROP_CENTS, type ProductDetailDto, type ProductDto, type ProductSort } from '#shared/catalogue.ts';
import { toCents } from '#shared/money.ts';
import { createTestApp, login, registerUser, type Browser, type TestApp } from '../support/app.ts';

let t: TestApp;
/** the demo catalogue as the database holds it, by id */
let catalogue: ProductDto[];

const account = (role: 'administrator' | 'seller' | 'shopper') => DEMO_ACCOUNTS.find((a) => a.role === role)!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
  catalogue = await all('/api/products');
  expect(catalogue.length).toBe(72);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.browser().get(url);
}

/** Every product of a list, page by page (limit 100). */
async function all(url: string): Promise<ProductDto[]> {
  const items: ProductDto[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}limit=100&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ProductDto[]>();
    items.push(...page);
    if (page.length < 100) return items;
  }
}

const cents = (p: ProductDto) => toCents(p.price);
const oldCents = (p: ProductDto) => (p.oldPrice === null ? null : toCents(p.oldPrice));

/** Each sort's order, as a client would compute it from the products' fields. */
const SORTS: Record<ProductSort, (a: ProductDto, b: ProductDto) => number> = {
  'price-asc': (a, b) => cents(a) - cents(b) || a.id - b.id,
  'price-desc': (a, b) => cents(b) - cents(a) || b.id - a.id,
  rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || a.id - b.id,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  featured: (a, b) => a.id - b.id,
};

describe('GET /api/products', () => {
  it('answers the first page (24) as a JSON array, in id order, with the total in X-Total-Count', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('72');
    const items = res.json<ProductDto[]>();
    expect(items).toHaveLength(24);
    expect(items.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(items[0]).toMatchObject({
      id: 1,
      name: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      categoryId: expect.any(Number),
      categoryName: expect.any(String),
      isApproved: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(items[0]).not.toHaveProperty('search');
  });

  it('accepts and ignores the request layer cache-busting parameter', async () => {
    const res = await get('/api/products?_=1700000000000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(24);
  });

  it('pages with limit and offset: no overlap, no gap, same total on every page', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < 72; offset += 20) {
      const res = await get(`/api/products?sort=price-asc&limit=20&offset=${offset}`);
      expect(res.headers['x-total-count']).toBe('72');
      seen.push(...res.json<ProductDto[]>().map((p) => p.id));
    }
    expect(seen).toHaveLength(72);
    expect(new Set(seen).size).toBe(72);
    const past = await get('/api/products?offset=500');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('72');
  });

  it('lists only approved products', async () => {
    await t.database.db.update(products).set({ isApproved: false }).where(eq(products.id, 72));
    try {
      const res = await get('/api/products?limit=100');
      expect(res.headers['x-total-count']).toBe('71');
      expect(res.json<ProductDto[]>().map((p) => p.id)).not.toContain(72);
      expect((await get('/api/products/72')).statusCode).toBe(404);
    } finally {
      await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, 72));
    }
  });

  describe('lists', () => {
    it('deals: exactly the products on sale or with an old price above the price', async () => {
      const deals = await all('/api/products?list=deals');
      const expected = catalogue.filter((p) => p.isOnSale || (oldCents(p) ?? 0) > cents(p)).map((p) => p.id);
      expect(deals.map((p) => p.id)).toEqual(expected);
      expect(deals.length).toBeGreaterThan(5);
      // the demo catalogue holds a product with an old price that is not flagged on sale
      expect(deals.some((p) => !p.isOnSale)).toBe(true);
      expect((await get('/api/products?list=deals')).headers['x-total-count']).toBe(String(expected.length));
    });

    it('best sellers: rating 4+ and 10+ reviews, by rating then review count', async () => {
      const best = await all('/api/products?list=bestsellers');
      const expected = catalogue
        .filter((p) => (p.rating ?? 0) >= 4 && p.reviewCount >= 10)
        .sort((a, b) => b.rating! - a.rating! || b.reviewCount - a.reviewCount || a.id - b.id);
      expect(best.map((p) => p.id)).toEqual(expected.map((p) => p.id));
      expect(best.length).toBeGreaterThan(5);
    });

    it('new arrivals: flagged new, newest first', async () => {
      const fresh = await all('/api/products?list=new-arrivals');
      expect(fresh.length).toBe(catalogue.filter((p) => p.isNew).length);
      expect(fresh.every((p) => p.isNew)).toBe(true);
      const times = fresh.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it.each(['price-asc', 'price-desc', 'rating', 'newest', 'featured'] as const)(
      'the deals sorted %s, page by page on the server: every deal once, in order (issue 24)',
      async (sort) => {
        const isDeal = (p: ProductDto) => p.isOnSale || (oldCents(p) ?? 0) > cents(p);
        const expected = [...catalogue]
          .filter(isDeal)
          .sort(SORTS[sort])
          .map((p) => p.id);
        const seen: number[] = [];
        for (let offset = 0; offset < expected.length; offset += 5) {
          const res = await get(`/api/products?list=deals&sort=${sort}&limit=5&offset=${offset}`);
          expect(res.statusCode).toBe(200);
          expect(res.headers['x-total-count']).toBe(String(expected.length));
          seen.push(...res.json<ProductDto[]>().map((p) => p.id));
        }
        expect(seen).toEqual(expected);
      },
    );

    it('a list takes filters and an explicit sort', async () => {
      const res = await get('/api/products?list=deals&sort=price-desc&minPrice=100&limit=100');
      const items = res.json<ProductDto[]>();
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((p) => cents(p) >= 10_000 && (p.isOnSale || (oldCents(p) ?? 0) > cents(p)))).toBe(true);
      expect(items.map(cents)).toEqual(items.map(cents).sort((a, b) => b - a));
    });
  });

  describe('filters', () => {
    it('category', async () => {
      const items = await all('/api/products?category=3');
      expect(items.length).toBe(catalogue.filter((p) => p.categoryId === 3).length);
      expect(items.every((p) => p.categoryId === 3 && p.categoryName === 'Home & Kitchen')).toBe(true);
    });

    it('onSale, isNew and inStock (stock above 0), true and false', async () => {
      expect((await all('/api/products?onSale=true')).map((p) => p.id)).toEqual(catalogue.filter((p) => p.isOnSale).map((p) => p.id));
      expect((await all('/api/products?onSale=false')).every((p) => !p.isOnSale)).toBe(true);
      expect((await all('/api/products?isNew=true')).map((p) => p.id)).toEqual(catalogue.filter((p) => p.isNew).map((p) => p.id));
      const inStock = await all('/api/products?inStock=true');
      expect(inStock.map((p) => p.id)).toEqual(catalogue.filter((p) => (p.stock ?? 0) > 0).map((p) => p.id));
      const out = await all('/api/products?inStock=false');
      expect(out.length).toBeGreaterThan(0);
      expect(out.every((p) => (p.stock ?? 0) <= 0)).toBe(true);
    });

    it('minPrice and maxPrice in dollars, inclusive, compared in cents', async () => {
      const items = await all('/api/products?minPrice=39.99&maxPrice=100');
      const expected = catalogue.filter((p) => cents(p) >= 3999 && cents(p) <= 10_000).map((p) => p.id);
      expect(items.map((p) => p.id)).toEqual(expected);
      expect(items.some((p) => cents(p) === 3999)).toBe(true);
    });

    it('minRating', async () => {
      const items = await all('/api/products?minRating=4.5');
      expect(items.map((p) => p.id)).toEqual(catalogue.filter((p) => (p.rating ?? 0) >= 4.5).map((p) => p.id));
    });
  });

  describe('sorts', () => {
    it.each(Object.entries(SORTS))('%s', async (sort, compare) => {
      const items = await all(`/api/products?sort=${sort}`);
      expect(items.map((p) => p.id)).toEqual([...catalogue].sort(compare).map((p) => p.id));
    });
  });

  describe('bad parameters give 400 with the message', () => {
    it.each([
      ['limit=0', 'limit must be between 1 and 100'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=abc', 'limit must be between 1 and 100'],
      ['offset=-1', 'offset must be 0 or more'],
      ['sort=cheapest', 'sort must be one of featured, price-asc, price-desc, rating, newest'],
      ['list=clearance', 'list must be one of deals, bestsellers, new-arrivals'],
      ['onSale=yes', 'onSale must be true or false'],
      ['minPrice=-5', 'minPrice must be 0 or more'],
      ['maxPrice=lots', 'maxPrice must be a number'],
      ['minPrice=50&maxPrice=10', 'minPrice must not exceed maxPrice'],
      ['minRating=6', 'minRating must be between 1 and 5'],
      ['category=0', 'category must be a category id'],
    ])('%s', async (query, message) => {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });
  });
});

describe('GET /api/products/deal-of-the-day', () => {
  it('is the first product by id on sale with an old price more than $100 above its price', async () => {
    const res = await get('/api/products/deal-of-the-day');
    expect(res.statusCode).toBe(200);
    const expected = catalogue.find((p) => p.isOnSale && p.oldPrice !== null && oldCents(p)! - cents(p) > DEAL_OF_THE_DAY_MIN_DROP_CENTS);
    expect(expected).toBeDefined();
    expect(res.json()).toMatchObject({ id: expected!.id, name: expected!.name });
  });

  it('skips a drop of exactly $100 and answers 404 "No deal today" when none qualifies', async () => {
    const db = t.database.db;
    const qualifying = catalogue.filter((p) => p.isOnSale && p.oldPrice !== null && oldCents(p)! - cents(p) > DEAL_OF_THE_DAY_MIN_DROP_CENTS);
    const [first] = qualifying;
    // The first qualifying product drops by exactly $100: no longer the deal.
    await db
      .update(products)
      .set({ oldPriceCents: sql`${products.priceCents} + ${DEAL_OF_THE_DAY_MIN_DROP_CENTS}` })
      .where(eq(products.id, first!.id));
    await t.settle();
    try {
      const next = await get('/api/products/deal-of-the-day');
      if (qualifying.length > 1) expect(next.json().id).toBe(qualifying[1]!.id);
      await db
        .update(products)
        .set({ isOnSale: false })
        .where(sql`${products.id} IN ${qualifying.map((p) => p.id)}`);
      await t.settle();
      const none = await get('/api/products/deal-of-the-day');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ message: 'No deal today' });
    } finally {
      for (const p of qualifying)
        await db
          .update(products)
          .set({ isOnSale: true, oldPriceCents: oldCents(p) })
          .where(eq(products.id, p.id));
      await t.settle();
    }
    expect((await get('/api/products/deal-of-the-day')).json().id).toBe(first!.id);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product', async () => {
    const res = await get('/api/products/13');
    expect(res.statusCode).toBe(200);
    // The list's fields, and its photos (the first is imageUrl) and variants (the first's price and stock), docs/decisions/0060-photos-and-variants.md.
    const product = res.json<ProductDetailDto>();
    expect(product).toMatchObject(catalogue.find((p) => p.id === 13)!);
    expect(product.images[0]).toMatchObject({ url: product.imageUrl, alt: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
    expect(product.variants[0]).toMatchObject({ id: expect.any(Number), price: product.price, stock: product.stock });
  });

  it('shows a product awaiting approval to its seller and the administrator only', async () => {
    const own = catalogue.find((p) => p.sellerId === account('seller').id)!;
    await t.database.db.update(products).set({ isApproved: false }).where(eq(products.id, own.id));
    try {
      expect((await get(`/api/products/${own.id}`)).statusCode).toBe(404);
      const shopper = t.browser();
      await login(shopper, account('shopper'));
      expect((await shopper.get(`/api/products/${own.id}`)).statusCode).toBe(404);
      for (const role of ['seller', 'administrator'] as const) {
        const b = t.browser();
        await login(b, account(role));
        const res = await b.get(`/api/products/${own.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: own.id, isApproved: false });
      }
    } finally {
      await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, own.id));
    }
  });

  it('hides a product awaiting approval on every route that names it, except from its seller and the administrator', async () => {
    const own = catalogue.find((p) => p.sellerId === account('seller').id)!;
    const shopper = t.browser();
    await login(shopper, account('shopper'));
    // Saved before it was unlisted: it drops out of the wishlist with the rest of the shop.
    expect((await shopper.post(`/api/wishlist/${own.id}`)).statusCode).toBeLessThan(300);
    await t.database.db.update(products).set({ isApproved: false }).where(eq(products.id, own.id));
    try {
      const asVisitor = [await get(`/api/products/${own.id}/related`), await get(`/api/reviews/${own.id}`), await get(`/api/reviews/eligibility/${own.id}`)];
      const asShopper = [
        await shopper.get(`/api/products/${own.id}/related`),
        await shopper.get(`/api/reviews/${own.id}`),
        await shopper.get(`/api/reviews/eligibility/${own.id}`),
        await shopper.post(`/api/wishlist/${own.id}`),
        await shopper.post('/api/wishlist', { productId: own.id }),
        await shopper.post('/api/reviews', { productId: own.id, rating: 5, comment: 'A review of a hidden product.' }),
        await shopper.post('/api/direct-review', { productId: own.id, rating: 5, comment: 'Hidden product.' }),
        await shopper.post('/api/cart', { productId: own.id, quantity: 1 }),
      ];
      for (const res of [...asVisitor, ...asShopper]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Product not found' });
      }
      const wishlist = await shopper.get('/api/wishlist');
      expect(wishlist.json<Array<{ id: number }>>().map((p) => p.id)).not.toContain(own.id);

      for (const role of ['seller', 'administrator'] as const) {
        const b = t.browser();
        await login(b, account(role));
        expect((await b.get(`/api/products/${own.id}/related`)).statusCode).toBe(200);
        expect((await b.get(`/api/reviews/${own.id}`)).statusCode).toBe(200);
        expect((await b.get(`/api/reviews/eligibility/${own.id}`)).statusCode).toBe(200);
      }
    } finally {
      await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, own.id));
      await shopper.request('DELETE', `/api/wishlist/${own.id}`);
    }
  });

  it('answers 404 "Product not found" for a missing id and 400 for a non-numeric one', async () => {
    const missing = await get('/api/products/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found' });
    for (const bad of ['abc', '0', '-3', '1.5', '2147483648', '99999999999999999999', '1e400']) {
      const res = await get(`/api/products/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'id must be a positive whole number' });
    }
  });
});

describe('GET /api/products/{id}/related', () => {
  it('answers up to 4 products of the same category, without the product itself', async () => {
    for (const product of catalogue.slice(0, 12)) {
      const res = await get(`/api/products/${product.id}/related`);
      expect(res.statusCode).toBe(200);
      const related = res.json<ProductDto[]>();
      const sameCategory = catalogue.filter((p) => p.categoryId === product.categoryId && p.id !== product.id);
      expect(related).toHaveLength(Math.min(4, sameCategory.length));
      expect(related.every((p) => p.categoryId === product.categoryId && p.id !== product.id)).toBe(true);
      expect(new Set(related.map((p) => p.id)).size).toBe(related.length);
    }
  });

  it('answers 404 for a missing product', async () => {
    const res = await get('/api/products/99999/related');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });
});

describe('DELETE /api/products/{id}', () => {
  let sellerProduct: number;

  /** A fresh product of the demo seller (id 2), so deleting it leaves the demo catalogue alone. */
  async function newProduct(sellerId: number | null = 2): Promise<number> {
    const [row] = await t.database.db
      .insert(products)
      .values({ name: 'Deletable Test Lantern', description: 'A lantern made for this test only.', priceCents: 2500, categoryId: 3, sellerId, stock: 5 })
      .returning({ id: products.id });
    return row!.id;
  }

  async function signedIn(role: 'administrator' | 'seller' | 'shopper'): Promise<Browser> {
    const b = t.browser();
    await login(b, account(role));
    return b;
  }

  beforeAll(async () => {
    sellerProduct = await newProduct();
  });

  it('answers 401 when signed out', async () => {
    const res = await t.browser().request('DELETE', `/api/products/${sellerProduct}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 to a shopper and to another seller, as for a missing product, and keeps the product', async () => {
    const shopper = await signedIn('shopper');
    const refused = await shopper.request('DELETE', `/api/products/${sellerProduct}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Product not found' });

    const other = t.browser();
    const otherSeller = await registerUser(other, { prefix: 'seller' });
    await t.database.db.update(users).set({ isSeller: true }).where(eq(users.id, otherSeller.id));
    const fromOtherSeller = await other.request('DELETE', `/api/products/${sellerProduct}`);
    expect(fromOtherSeller.statusCode).toBe(404);
    expect(fromOtherSeller.json()).toEqual((await other.request('DELETE', '/api/products/99999')).json());
    expect((await get(`/api/products/${sellerProduct}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing product', async () => {
    const admin = await signedIn('administrator');
    const res = await admin.request('DELETE', '/api/products/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });

  it('lets the owning seller delete; wishlist rows and reviews go, order lines stay without the product', async () => {
    const db = t.database.db;
    const shopperId = account('shopper').id;
    await db.insert(wishlistItems).values({ userId: shopperId, productId: sellerProduct });
    await db.insert(reviews).values({ userId: shopperId, productId: sellerProduct, rating: 5, comment: 'Lovely lantern.' });
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopperId,
        subtotalCents: 2500,
        taxCents: 200,
        shippingCents: 0,
        totalCents: 2700,
        shippingAddress: { fullName: 'Jordan Miller', street: '1 Main St', city: 'Ames', state: 'IA', zipCode: '50010', country: 'US' },
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ orderId: order!.id, productId: sellerProduct, productName: 'Deletable Test Lantern', quantity: 1, priceCents: 2500 });

    const seller = await signedIn('seller');
    const res = await seller.request('DELETE', `/api/products/${sellerProduct}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted' });
    expect((await get(`/api/products/${sellerProduct}`)).statusCode).toBe(404);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, sellerProduct))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.productId, sellerProduct))).toEqual([]);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toMatchObject([{ productId: null, productName: 'Deletable Test Lantern', quantity: 1 }]);
  });

  it('lets the administrator delete any product, including one without a seller', async () => {
    const houseProduct = await newProduct(null);
    const admin = await signedIn('administrator');
    const res = await admin.request('DELETE', `/api/products/${houseProduct}`);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/products/${houseProduct}`)).statusCode).toBe(404);
    // the total follows at once
    expect((await get('/api/products')).headers['x-total-count']).toBe('72');
  });
});
