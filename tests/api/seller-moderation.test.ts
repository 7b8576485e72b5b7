// Listing moderation (docs/product.md B4, docs/architecture.md §3): off by default, so a new listing is
// live at once; while the administrator has it on, a new listing is 'Pending' (isApproved false),
// invisible to everyone but its seller and the administrator, until approved. Only the
// administrator turns moderation on or off and approves or unlists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newSeller } from '../support/people.ts';

let t: TestApp;
let admin: Browser;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db.insert(categories).values({ name: 'Outdoors', description: 'Outside', icon: 'tent' }).returning();
  categoryId = category!.id;
  admin = (await signedInAdmin(t)).browser;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const seller = async () => (await newSeller(t)).browser;

async function list(b: Browser): Promise<ProductDto> {
  const res = await b.post('/api/seller/products', {
    name: 'Canvas Camp Stool',
    description: 'A folding stool of oak and waxed canvas.',
    price: 39,
    categoryId,
    stock: 3,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProductDto>();
}

const setModeration = (b: Browser, moderation: unknown) => b.request('PUT', '/api/admin/settings/moderation', { body: { moderation } });

describe('moderation', () => {
  it('is off until the administrator turns it on, and only the administrator may', async () => {
    expect((await t.browser().get('/api/settings/moderation')).json()).toEqual({ moderation: false });
    expect((await setModeration(t.browser(), true)).statusCode).toBe(401);
    const s = await seller();
    expect((await setModeration(s, true)).statusCode).toBe(403);
    expect((await setModeration(admin, 'yes')).statusCode).toBe(400);
    expect((await t.browser().get('/api/settings/moderation')).json()).toEqual({ moderation: false });
  });

  it('while on, holds a new listing as Pending for its seller and the administrator only, until approved', async () => {
    expect((await setModeration(admin, true)).json()).toEqual({ moderation: true });
    expect((await t.browser().get('/api/settings/moderation')).json()).toEqual({ moderation: true });
    const owner = await seller();
    const product = await list(owner);
    expect(product.isApproved).toBe(false);
    expect((await owner.get('/api/seller/products')).json()).toMatchObject([{ id: product.id, isApproved: false }]);

    const shopper = t.browser();
    await registerUser(shopper, { prefix: 'shopper' });
    for (const b of [t.browser(), shopper, await seller()]) expect((await b.get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await t.browser().get('/api/products')).json<ProductDto[]>().map((p) => p.id)).not.toContain(product.id);

    // Its seller cannot approve it, neither by the administrator's action nor by editing it.
    expect((await owner.post(`/api/admin/products/${product.id}/approve`)).statusCode).toBe(403);
    await owner.request('PATCH', `/api/products/${product.id}`, { body: { isApproved: true, stock: 5 } });
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(404);

    const approved = await admin.post(`/api/admin/products/${product.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: product.id, isApproved: true, stock: 5 });
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await owner.get('/api/seller/products')).json()).toMatchObject([{ id: product.id, isApproved: true }]);
  });

  it('lets the administrator unlist a live product, and answers 404 for a missing one', async () => {
    await setModeration(admin, false);
    const owner = await seller();
    const product = await list(owner);
    expect(product.isApproved).toBe(true);
    expect((await t.browser().post(`/api/admin/products/${product.id}/unlist`)).statusCode).toBe(401);
    const unlisted = await admin.post(`/api/admin/products/${product.id}/unlist`);
    expect(unlisted.json()).toMatchObject({ id: product.id, isApproved: false });
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/products/999999/approve')).statusCode).toBe(404);
  });

  it('once off again, lets new listings go live at once', async () => {
    expect((await setModeration(admin, false)).json()).toEqual({ moderation: false });
    const product = await list(await seller());
    expect(product.isApproved).toBe(true);
    expect((await t.browser().get(`/api/products/${product.id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/admin/products (the administrator's review of listings)", () => {
  it('is for the administrator only', async () => {
    expect((await t.browser().get('/api/admin/products')).statusCode).toBe(401);
    expect((await (await seller()).get('/api/admin/products')).statusCode).toBe(403);
    const res = await admin.get('/api/admin/products?status=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain("status must be 'pending' or 'live'");
  });

  it("lists every seller's pending listings newest first with the seller's name, narrowed by name and paged", async () => {
    await setModeration(admin, true);
    const first = await seller();
    const company = await first.request('PATCH', '/api/user/become-seller', {
      body: { isSeller: true, companyName: 'Prairie Works', confirmationUsManufacturer: true, termsAndConditions: true },
    });
    expect(company.statusCode).toBe(200);
    const older = await list(first);
    const second = await seller();
    const newer = (
      await second.post('/api/seller/products', { name: 'Walnut Spoon Set', description: 'Three spoons carved from walnut.', price: 24, categoryId, stock: 9 })
    ).json<ProductDto>();
    await setModeration(admin, false);
    const live = await list(second);

    const pending = await admin.get('/api/admin/products?status=pending');
    expect(pending.statusCode).toBe(200);
    const rows = pending.json<Array<ProductDto & { sellerName: string }>>();
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(rows.map((r) => r.id)).not.toContain(live.id);
    expect(rows.findIndex((r) => r.id === newer.id)).toBeLessThan(rows.findIndex((r) => r.id === older.id));
    expect(rows.find((r) => r.id === older.id)!.sellerName).toBe('Prairie Works');
    expect(rows.find((r) => r.id === newer.id)!.sellerName).toMatch(/^seller/);
    expect(Number(pending.headers['x-total-count'])).toBe(rows.length);

    const spoons = (await admin.get('/api/admin/products?status=pending&q=spoon')).json<ProductDto[]>();
    expect(spoons.map((r) => r.id)).toEqual([newer.id]);
    const liveRows = (await admin.get('/api/admin/products?status=live')).json<ProductDto[]>();
    expect(liveRows.map((r) => r.id)).toContain(live.id);
    expect(liveRows.every((r) => r.isApproved)).toBe(true);
    const onePage = await admin.get('/api/admin/products?status=pending&limit=1&offset=1');
    expect(onePage.json<ProductDto[]>()).toHaveLength(1);
    expect(Number(onePage.headers['x-total-count'])).toBe(rows.length);
  });
});
