// Public reads kept in memory (issue 14, decision 0033): the same answer with an ETag and a public
// Cache-Control, a 304 for a browser that has it, and never stale after a write, whether this app,
// another instance on the same database, or a statement outside the app made it.
import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/http/read-cache.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo.ts';
import { createTestApp, login, type TestApp } from '../support/app.ts';

let t: TestApp;
let other: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // A second instance on the same database, as behind a load balancer.
  other = await createTestApp({ database: t.database });
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.isApproved, true)).limit(1);
  productId = row!.id;
}, 120_000);

afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The demo administrator, signed in on the first instance. */
async function signedInAdmin(t: TestApp) {
  const browser = t.browser();
  await login(browser, DEMO_ACCOUNTS[0]);
  return { browser };
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

/** Asks until `check` holds: another instance hears a change within milliseconds, not at once. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('still stale after 2 s');
}

describe('read cache', () => {
  it('answers a product the same way twice, with an ETag, a public Cache-Control and a 304 for a browser that has it', async () => {
    const first = await get(t, `/api/products/${productId}`);
    const second = await get(t, `/api/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const revalidated = await get(t, `/api/products/${productId}`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps the list total and sends a kept list compressed', async () => {
    const first = await get(t, '/api/products?limit=24');
    const kept = await get(t, '/api/products?limit=24', { 'accept-encoding': 'br' });
    expect(kept.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(first.body);
  });

  it("shows this instance's own write at once", async () => {
    const { browser } = await signedInAdmin(t);
    await get(t, `/api/products/${productId}`);
    await get(t, '/api/products?limit=24');
    const patched = await browser.request('PATCH', `/api/products/${productId}`, { body: { stock: 321 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await get(t, `/api/products/${productId}`)).json<{ stock: number }>().stock).toBe(321);
    const list = (await get(t, '/api/products?limit=24')).json<{ id: number; stock: number }[]>();
    expect(list.find((p) => p.id === productId)?.stock).toBe(321);
  });

  it("shows another instance's write and a change made outside the app", async () => {
    await get(other, `/api/products/${productId}`);
    const { browser } = await signedInAdmin(t);
    await browser.request('PATCH', `/api/products/${productId}`, { body: { stock: 45 } });
    await eventually(async () => (await get(other, `/api/products/${productId}`)).json<{ stock: number }>().stock === 45);

    await t.database.db.update(products).set({ stock: 46 }).where(eq(products.id, productId));
    await eventually(async () => (await get(t, `/api/products/${productId}`)).json<{ stock: number }>().stock === 46);
    await eventually(async () => (await get(other, `/api/products/${productId}`)).json<{ stock: number }>().stock === 46);
  });

  it('never keeps or makes public a product only its seller and the administrator see', async () => {
    await t.database.db.update(products).set({ isApproved: false }).where(eq(products.id, productId));
    const { browser } = await signedInAdmin(t);
    await eventually(async () => (await get(t, `/api/products/${productId}`)).statusCode === 404);
    const seen = await browser.get(`/api/products/${productId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers.etag).toBeUndefined();
    expect((await get(t, `/api/products/${productId}`)).statusCode).toBe(404);
    await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, productId));
  });
});
