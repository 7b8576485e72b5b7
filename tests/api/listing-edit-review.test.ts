// Edits of an approved listing while moderation is on (decision 0040): a change to what the listing
// says (name, description, category, picture, original price, sale and new flags) waits for the
// administrator as a pending revision, while the approved version stays what every shopper, list,
// search, cart and order sees; price and stock go live at once and are recorded. Only the seller and
// the administrator see the pending change; only the administrator approves or rejects it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.ts';
import type { ListingDto, ProductDto } from '#shared/catalogue.ts';
import type { ListingRevisionDto } from '#shared/listing-revisions.ts';
import { signedInAdmin } from '../support/admin.ts';
import { newSeller } from '../support/people.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment } from '../support/checkout.ts';
import { multipartBody } from '../support/multipart.ts';

let t: TestApp;
let admin: Browser;
let outdoors: number;
let furniture: number;

const ORIGINAL = { name: 'Canvas Camp Stool', description: 'A folding stool of oak and waxed canvas, sewn in Maine.' };
const PROPOSED = { name: 'Heirloom Ridge Stool', description: 'Quarter-sawn ridgeline oak, hand rubbed with tung oil.' };

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(categories)
    .values([
      { name: 'Outdoors', description: 'Outside', icon: 'tent' },
      { name: 'Furniture', description: 'Inside', icon: 'sofa' },
    ])
    .returning();
  outdoors = rows[0]!.id;
  furniture = rows[1]!.id;
  admin = (await signedInAdmin(t)).browser;
  expect((await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: true } })).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const seller = async () => (await newSeller(t, 'Ridge Works')).browser;

async function shopper(): Promise<Browser> {
  const b = t.browser();
  await registerUser(b, { prefix: 'shopper' });
  return b;
}

const colours = ['#8a5a3b', '#3b6e8a', '#5a8a3b', '#8a3b6e'];
let colour = 0;
/** Uploads a picture as the edit page does (POST /api/upload) and answers its address. */
async function upload(b: Browser): Promise<string> {
  const data = await sharp({ create: { width: 900, height: 900, channels: 3, background: colours[colour++ % colours.length]! } })
    .jpeg()
    .toBuffer();
  const res = await b.request('POST', '/api/upload', multipartBody({ image: { filename: 'stool.jpg', contentType: 'image/jpeg', data } }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ imageUrl: string }>().imageUrl;
}

/** A one-photo list as the change record holds it (the uploads above are 900x900). */
const photoList = (url: string, alt: string) => JSON.stringify([{ url, alt, width: 900, height: 900 }]);

const stored = (url: string) => existsSync(path.join(t.dataDir, url.replace(/^\//, '')));

/** A seller's approved listing (moderation is on: listed, then approved by the administrator). */
async function approvedListing(owner: Browser, name = ORIGINAL.name): Promise<ProductDto> {
  const imageUrl = await upload(owner);
  const res = await owner.post('/api/seller/products', { ...ORIGINAL, name, price: 39, categoryId: outdoors, stock: 3, imageUrl });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<ProductDto>().isApproved).toBe(false);
  const approved = await admin.post(`/api/admin/products/${res.json<ProductDto>().id}/approve`);
  expect(approved.statusCode).toBe(200);
  return approved.json<ProductDto>();
}

const patch = (b: Browser, id: number, body: Record<string, unknown>) => b.request('PATCH', `/api/products/${id}`, { body });
const changesOf = (b: Browser, id: number) => b.get(`/api/products/${id}/changes`);
const pendingOf = async (b: Browser, id: number) => (await changesOf(b, id)).json<ListingRevisionDto[]>().find((r) => r.status === 'pending') ?? null;
const decide = (b: Browser, revision: number, decision: 'approve' | 'reject') => b.post(`/api/admin/product-revisions/${revision}/${decision}`);
const ids = (items: Array<{ id: number }>) => items.map((p) => p.id);

describe('an approved listing edited while moderation is on', () => {
  let owner: Browser;
  let product: ProductDto;
  let proposedPicture: string;
  let revision: ListingRevisionDto;

  it('keeps the approved text, category and picture public everywhere; the new price and stock go live', async () => {
    owner = await seller();
    product = await approvedListing(owner);
    // Kept answers exist before the edit: they must not go on serving it afterwards either.
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: ORIGINAL.name });
    proposedPicture = await upload(owner);

    const res = await patch(owner, product.id, { ...PROPOSED, price: 45, stock: 7, categoryId: furniture, imageUrl: proposedPicture });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ListingDto>();
    expect(answer).toMatchObject({ ...ORIGINAL, categoryId: outdoors, imageUrl: product.imageUrl, price: '45.00', stock: 7, isApproved: true });
    expect(answer.pendingChanges).toMatchObject({ status: 'pending', productId: product.id });
    expect(answer.pendingChanges!.changes).toEqual([
      { field: 'name', from: ORIGINAL.name, to: PROPOSED.name },
      { field: 'description', from: ORIGINAL.description, to: PROPOSED.description },
      { field: 'categoryId', from: outdoors, to: furniture },
      // The spec's imageUrl replaces the first photo: the photo list waits as one field (docs/decisions/0060-photos-and-variants.md).
      { field: 'images', from: photoList(product.imageUrl!, ORIGINAL.name), to: photoList(proposedPicture, PROPOSED.name) },
    ]);
    revision = answer.pendingChanges!;

    const live = { ...ORIGINAL, categoryId: outdoors, imageUrl: product.imageUrl, price: '45.00', stock: 7 };
    for (const b of [t.browser(), await shopper(), await seller(), admin, owner]) {
      expect((await b.get(`/api/products/${product.id}`)).json()).toMatchObject(live);
    }
    expect((await t.browser().get('/api/products')).json<ProductDto[]>().find((p) => p.id === product.id)).toMatchObject(live);
    expect(ids((await t.browser().get(`/api/categories/${outdoors}/products`)).json<ProductDto[]>())).toContain(product.id);
    expect(ids((await t.browser().get(`/api/categories/${furniture}/products`)).json<ProductDto[]>())).not.toContain(product.id);
    expect(ids((await t.browser().get('/api/search?q=heirloom')).json<ProductDto[]>())).not.toContain(product.id);
    expect((await t.browser().get('/api/search?q=canvas')).json<ProductDto[]>().find((p) => p.id === product.id)).toMatchObject(live);
    expect((await t.browser().get('/')).body).not.toContain(PROPOSED.name);
  });

  it('sells the approved version: the cart and the order say and charge what shoppers see', async () => {
    const buyer = await shopper();
    await addToCart(buyer, product.id);
    const cart = await buyer.get('/api/cart');
    expect(cart.body).toContain(ORIGINAL.name);
    expect(cart.body).not.toContain(PROPOSED.name);
    const setup = await setUpPayment(buyer);
    expect(setup.subtotal).toBe('45.00');
    await payWithCard(buyer, setup.clientSecret, CARDS.success);
    const order = await buyer.post('/api/orders', orderPayload(setup));
    expect(order.statusCode, order.body).toBeLessThan(300);
    expect(order.body).toContain(ORIGINAL.name);
    expect(order.body).not.toContain(PROPOSED.name);
  });

  it('shows the pending change to its seller and the administrator only', async () => {
    const mine = (await owner.get('/api/seller/products')).json<ListingDto[]>().find((p) => p.id === product.id)!;
    expect(mine).toMatchObject({ name: ORIGINAL.name, isApproved: true, pendingChanges: { id: revision.id, status: 'pending' } });
    expect(await pendingOf(owner, product.id)).toMatchObject({ id: revision.id, changes: revision.changes });

    expect((await changesOf(t.browser(), product.id)).statusCode).toBe(401);
    for (const b of [await shopper(), await seller()]) {
      const res = await changesOf(b, product.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(PROPOSED.name);
    }

    // The administrator's review: Pending lists it with what changed; it is still among the live ones.
    const pending = (await admin.get('/api/admin/products?status=pending')).json<ListingDto[]>().find((p) => p.id === product.id);
    expect(pending).toMatchObject({
      name: ORIGINAL.name,
      isApproved: true,
      sellerName: 'Ridge Works',
      pendingChanges: { id: revision.id, changes: revision.changes },
    });
    expect(ids((await admin.get('/api/admin/products?status=live')).json<ListingDto[]>())).toContain(product.id);

    // Price and stock went live; the change record says from what to what, and who.
    const record = (await changesOf(admin, product.id)).json<ListingRevisionDto[]>();
    expect(record.find((r) => r.status === 'applied')).toMatchObject({
      authorName: 'Ridge Works',
      changes: [
        { field: 'price', from: '39.00', to: '45.00' },
        { field: 'stock', from: 3, to: 7 },
      ],
    });
  });

  it('lets a second edit replace the pending change, discarding the picture no longer proposed', async () => {
    const newerPicture = await upload(owner);
    const res = await patch(owner, product.id, { name: 'Heirloom Ridge Stool II', imageUrl: newerPicture });
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json<ListingDto>().pendingChanges!;
    expect(replaced.id).not.toBe(revision.id);
    // Fields the second edit leaves out keep their proposed value.
    expect(replaced.changes).toEqual([
      { field: 'name', from: ORIGINAL.name, to: 'Heirloom Ridge Stool II' },
      { field: 'description', from: ORIGINAL.description, to: PROPOSED.description },
      { field: 'categoryId', from: outdoors, to: furniture },
      { field: 'images', from: photoList(product.imageUrl!, ORIGINAL.name), to: photoList(newerPicture, 'Heirloom Ridge Stool II') },
    ]);
    expect((await changesOf(owner, product.id)).json<ListingRevisionDto[]>().find((r) => r.id === revision.id)).toMatchObject({ status: 'replaced' });
    expect(stored(proposedPicture)).toBe(false);
    expect(stored(newerPicture)).toBe(true);
    expect(stored(product.imageUrl!)).toBe(true);
    // The replaced revision can no longer be approved: the administrator decides on what they saw.
    expect((await decide(admin, revision.id, 'approve')).statusCode).toBe(409);
    revision = replaced;
    proposedPicture = newerPicture;
  });

  it('is approved by the administrator only, at once and everywhere', async () => {
    expect((await decide(t.browser(), revision.id, 'approve')).statusCode).toBe(401);
    expect((await decide(owner, revision.id, 'approve')).statusCode).toBe(403);
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: ORIGINAL.name });

    const res = await decide(admin, revision.id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    const now = {
      name: 'Heirloom Ridge Stool II',
      description: PROPOSED.description,
      categoryId: furniture,
      imageUrl: proposedPicture,
      price: '45.00',
      isApproved: true,
    };
    expect(res.json<ListingDto>()).toMatchObject({ ...now, pendingChanges: null });
    // Approving twice is no error (a retried request).
    expect((await decide(admin, revision.id, 'approve')).statusCode).toBe(200);

    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject(now);
    expect((await t.browser().get('/api/products')).json<ProductDto[]>().find((p) => p.id === product.id)).toMatchObject(now);
    expect(ids((await t.browser().get('/api/search?q=heirloom')).json<ProductDto[]>())).toContain(product.id);
    expect(ids((await t.browser().get(`/api/categories/${furniture}/products`)).json<ProductDto[]>())).toContain(product.id);
    expect((await owner.get('/api/seller/products')).json<ListingDto[]>().find((p) => p.id === product.id)!.pendingChanges).toBeNull();
    expect(ids((await admin.get('/api/admin/products?status=pending')).json<ListingDto[]>())).not.toContain(product.id);
    expect((await changesOf(owner, product.id)).json<ListingRevisionDto[]>().find((r) => r.id === revision.id)).toMatchObject({ status: 'approved' });
  });

  it('when rejected, keeps the approved version and discards the proposed picture', async () => {
    const picture = await upload(owner);
    const res = await patch(owner, product.id, { name: 'Miracle Stool That Cures Everything', imageUrl: picture, oldPrice: 400, isOnSale: true });
    const proposal = res.json<ListingDto>().pendingChanges!;
    expect(proposal.changes.map((c) => c.field)).toEqual(['name', 'images', 'oldPrice', 'isOnSale']);
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Heirloom Ridge Stool II', oldPrice: null, isOnSale: false });

    expect((await decide(owner, proposal.id, 'reject')).statusCode).toBe(403);
    const rejected = await decide(admin, proposal.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<ListingDto>()).toMatchObject({ name: 'Heirloom Ridge Stool II', imageUrl: proposedPicture, pendingChanges: null });
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Heirloom Ridge Stool II', imageUrl: proposedPicture });
    expect(stored(picture)).toBe(false);
    expect(stored(proposedPicture)).toBe(true);
    expect((await changesOf(owner, product.id)).json<ListingRevisionDto[]>().find((r) => r.id === proposal.id)).toMatchObject({ status: 'rejected' });
    expect((await decide(admin, proposal.id, 'approve')).statusCode).toBe(409);
    expect((await decide(admin, 999_999, 'approve')).statusCode).toBe(404);
  });

  it('lets its seller withdraw a pending change; no one else can', async () => {
    const picture = await upload(owner);
    await patch(owner, product.id, { description: 'A description the seller thinks better of.', imageUrl: picture });
    const pending = (await pendingOf(owner, product.id))!;
    expect(pending).not.toBeNull();
    for (const b of [await shopper(), await seller()]) expect((await b.request('DELETE', `/api/products/${product.id}/pending-changes`)).statusCode).toBe(404);
    const res = await owner.request('DELETE', `/api/products/${product.id}/pending-changes`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await pendingOf(owner, product.id)).toBeNull();
    expect((await changesOf(owner, product.id)).json<ListingRevisionDto[]>().find((r) => r.id === pending.id)).toMatchObject({ status: 'withdrawn' });
    expect(stored(picture)).toBe(false);
    // Withdrawing when nothing waits changes nothing.
    expect((await owner.request('DELETE', `/api/products/${product.id}/pending-changes`)).statusCode).toBe(200);
  });
});

describe('edits that apply at once', () => {
  it('a price or stock change alone waits for nothing, and opens no review', async () => {
    const owner = await seller();
    const product = await approvedListing(owner, 'Maple Camp Table');
    const res = await patch(owner, product.id, {
      ...ORIGINAL,
      name: 'Maple Camp Table',
      price: 52.5,
      stock: 11,
      categoryId: outdoors,
      imageUrl: product.imageUrl,
    });
    expect(res.json<ListingDto>()).toMatchObject({ price: '52.50', stock: 11, pendingChanges: null });
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ price: '52.50', stock: 11 });
    expect(ids((await admin.get('/api/admin/products?status=pending')).json<ListingDto[]>())).not.toContain(product.id);
  });

  it("the administrator's own edit", async () => {
    const product = await approvedListing(await seller(), 'Cedar Camp Box');
    const res = await patch(admin, product.id, { name: 'Cedar Camp Chest' });
    expect(res.json<ListingDto>()).toMatchObject({ name: 'Cedar Camp Chest', pendingChanges: null });
    expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Cedar Camp Chest' });
  });

  it('a listing not yet approved is edited as it is (it is not public)', async () => {
    const owner = await seller();
    const created = await owner.post('/api/seller/products', { ...ORIGINAL, name: 'Ash Camp Chair', price: 30, categoryId: outdoors });
    const id = created.json<ProductDto>().id;
    const res = await patch(owner, id, { name: 'Ash Camp Armchair' });
    expect(res.json<ListingDto>()).toMatchObject({ name: 'Ash Camp Armchair', isApproved: false, pendingChanges: null });
    expect((await t.browser().get(`/api/products/${id}`)).statusCode).toBe(404);
  });

  it('with moderation off, as before; a change still pending then goes live with the next edit', async () => {
    const owner = await seller();
    const product = await approvedListing(owner, 'Birch Camp Lantern');
    await patch(owner, product.id, { name: 'Birch Camp Lantern Deluxe' });
    expect(await pendingOf(owner, product.id)).not.toBeNull();
    await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: false } });
    try {
      const res = await patch(owner, product.id, { stock: 9 });
      expect(res.json<ListingDto>()).toMatchObject({ name: 'Birch Camp Lantern Deluxe', stock: 9, pendingChanges: null });
      expect((await t.browser().get(`/api/products/${product.id}`)).json()).toMatchObject({ name: 'Birch Camp Lantern Deluxe', stock: 9 });
      const later = await patch(owner, product.id, { description: 'Now with a brass handle and a longer story.' });
      expect(later.json<ListingDto>()).toMatchObject({ description: 'Now with a brass handle and a longer story.', pendingChanges: null });
    } finally {
      await admin.request('PUT', '/api/admin/settings/moderation', { body: { moderation: true } });
    }
  });

  it('a proposed category that does not exist is refused at once', async () => {
    const owner = await seller();
    const product = await approvedListing(owner, 'Spruce Camp Shelf');
    const res = await patch(owner, product.id, { categoryId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(await pendingOf(owner, product.id)).toBeNull();
  });
});
