// The access matrix (issue 15, docs/architecture.md §3): every registered route, called as six people
// with the objects of shopper A and seller A (cart line, orders, returns, reviews, wishlist entry,
// products, labels, newsletters, outbox messages), answers what the table below says. Owner-only
// objects are a 404 to everyone else (ids cannot be probed); /api/admin/* is 401 signed out and 403
// to every signed-in non-administrator. A refused request changes no table; a request a non-owner
// may make (clearing their own cart...) leaves A's things as they were; no answer to a stranger
// carries A's shipping address or seller A's unpublished listing. A route without a row fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, mailOutbox } from '#server/db/schema.ts';
import { SESSION_COOKIE } from '#server/features/auth/sessions.ts';
import { signedInAdmin } from '../support/admin.ts';
import { createTestApp, login, registerUser, type Account, type Browser, type TestApp } from '../support/app.ts';
import { addToCart, CARDS, orderPayload, payWithCard, setUpPayment, shippingForm } from '../support/checkout.ts';
import { insertOrder, testAddress } from '../support/orders.ts';
import { defaultExampleIds, exampleUrl, routeExamples, type ExampleIds } from '../support/route-examples.ts';

const ACTORS = ['anonymous', 'shopperA', 'shopperB', 'sellerA', 'sellerB', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Status = number | readonly number[];

interface Row {
  expect: Record<Actor, Status>;
  /** the request ends or replaces its session: each actor sends it from a session of its own */
  fresh?: boolean;
}

/** A row in the table's column order: anonymous, shopper A, shopper B, seller A, seller B, administrator. */
const m = (...codes: [Status, Status, Status, Status, Status, Status]): Row => ({
  expect: Object.fromEntries(ACTORS.map((a, i) => [a, codes[i]!])) as Record<Actor, Status>,
});
const fresh = (row: Row): Row => ({ ...row, fresh: true });
const everyone = (code: Status) => m(code, code, code, code, code, code);
const adminOnly = (code: Status) => m(401, 403, 403, 403, 403, code);
const OK = [200, 201] as const;

// The ids of the objects below (filled in beforeAll).
const ids = defaultExampleIds();
const spare = {
  orderToCancel: '',
  delivered: '',
  deliveredLine: '',
  reviewProduct2: '',
  reviewProduct3: '',
  productToDelete: '',
  productAdminDeletes: '',
  productToUnlist: '',
  pendingProduct: '',
  revisionToApprove: '',
  revisionToReject: '',
  productToWithdraw: '',
  returns: {} as Record<'approve' | 'approveAdmin' | 'reject' | 'rejectAdmin' | 'complete' | 'completeAdmin' | 'label' | 'labelAdmin', string>,
  newsletterToSend: '',
  newsletterToDelete: '',
};

/**
 * What each route answers to each actor. Phase 2 (the writes that are let through) runs in this
 * order, so a row that ends an object (a deletion, clearing a cart) comes after the rows that use it.
 */
const MATRIX: Record<string, Row> = {
  //                                                 anon   shopA  shopB  sellA  sellB  admin
  'GET /api/health': everyone(200),
  // The API's description (decision 0050): public, like the routes it lists.
  'GET /api/docs/openapi.json': everyone(200),
  'GET /api/docs': everyone(200),
  'GET /api/user': m(401, 200, 200, 200, 200, 200),
  'POST /api/login': fresh(everyone(401)), // a wrong password
  // As shopper A: their own fresh browser remembers them since its password login; no one else's does.
  'POST /api/quick-login': fresh(m(401, 200, 401, 401, 401, 401)),
  'POST /api/register': fresh(everyone(201)),
  'POST /api/logout': fresh(everyone(200)),
  'POST /api/forget-me': fresh(everyone(200)),

  // Catalogue: seller A's live product; its edits are the seller's and the administrator's.
  'GET /api/products': everyone(200),
  'GET /api/products/deal-of-the-day': everyone(404), // no product of the fixtures is a deal
  'GET /api/products/:id': everyone(200),
  'GET /api/products/:id/related': everyone(200),
  'PATCH /api/products/:id': m(401, 404, 404, 200, 404, 200),
  'GET /api/categories': everyone(200),
  'GET /api/categories/:id': everyone(200),
  'GET /api/categories/:id/products': everyone(200),
  'GET /api/search': everyone(200),
  // Suggestions and facets (decision 0061): public, like the search.
  'GET /api/search/suggest': everyone(200),
  'GET /api/search/facets': everyone(200),
  // Seller A's shop (decision 0054).
  'GET /api/shops/:slug': everyone(200),
  'GET /api/shops/:slug/products': everyone(200),
  // Shop reviews (docs/product.md "Shop reviews"): shopper A's labelled order is not delivered yet, and no one
  // else's; only seller A answers the review of their shop (shopper A's, from the delivered order).
  'GET /api/shops/:slug/reviews': everyone(200),
  'POST /api/shops/:slug/reviews': m(401, 403, 403, 403, 403, 403),
  'POST /api/shops/:slug/reviews/:id/reply': m(401, 403, 403, 200, 403, 403),
  'GET /api/settings/moderation': everyone(200),
  'GET /api/admin/products': adminOnly(200),
  'POST /api/admin/products/:id/unlist': adminOnly(200),
  'POST /api/admin/products/:id/approve': adminOnly(200),
  'PUT /api/admin/settings/moderation': adminOnly(200),
  // An edit waiting for review (decision 0040): its seller and the administrator see it; the administrator decides.
  'GET /api/products/:id/changes': m(401, 404, 404, 200, 404, 200),
  'POST /api/admin/product-revisions/:id/approve': adminOnly(200),
  'POST /api/admin/product-revisions/:id/reject': adminOnly(200),

  // Sellers' tools: role first (403), then only their own rows.
  'POST /api/seller/products': m(401, 403, 403, 201, 201, 403),
  'GET /api/seller/products': m(401, 403, 403, 200, 200, 403),
  // The administrator's dashboard is the platform's own stock (decision 0026); ?userId= is ignored.
  'GET /api/seller/stats': m(401, 403, 403, 200, 200, 200),
  'GET /api/seller/sales': m(401, 403, 403, 200, 200, 200),
  'GET /api/orders/seller': m(401, 403, 403, 200, 200, 200),
  'POST /api/upload': m(401, 403, 403, 400, 400, 403), // a JSON body, not an image: refused after the role check
  // The seller's shop settings (decision 0054).
  'GET /api/seller/shop': m(401, 403, 403, 200, 200, 403),
  'PUT /api/seller/shop': m(401, 403, 403, 200, 200, 403),
  'POST /api/seller/shop/logo': m(401, 403, 403, 400, 400, 403), // a JSON body, not an image
  'POST /api/seller/shop/banner': m(401, 403, 403, 400, 400, 403),
  'PUT /api/user/shipping-settings': m(401, 403, 403, 200, 200, 403),
  // The money pages (issue 27): each seller's own balance and statement; the books, the administrator's.
  'GET /api/seller/balance': m(401, 403, 403, 200, 200, 403),
  'GET /api/seller/ledger': m(401, 403, 403, 200, 200, 403),
  'GET /api/seller/ledger.csv': m(401, 403, 403, 200, 200, 403),
  // What the help pages say of fees, holds and payouts: public.
  'GET /api/payout-policy': everyone(200),
  // Payouts (decision 0057): each seller's own payouts and bank account; the administrator is not paid.
  'GET /api/seller/payouts': m(401, 403, 403, 200, 200, 403),
  'GET /api/seller/payout-account': m(401, 403, 403, 200, 200, 403),
  'PUT /api/seller/payout-account': m(401, 403, 403, 200, 200, 403),
  // Stripe Connect's onboarding (decision 0058): this app pays through the sandbox bank, so a seller is told to use the form.
  'POST /api/seller/payout-account/onboarding': m(401, 403, 403, 400, 400, 403),

  // Wishlist and cart: each person's own; shopper A's line is a 404 to everyone else.
  'GET /api/wishlist': m(401, 200, 200, 200, 200, 200),
  'POST /api/wishlist/:productId': m(401, OK, OK, OK, OK, OK),
  'POST /api/wishlist': m(401, OK, OK, OK, OK, OK),
  'DELETE /api/wishlist/:productId': m(401, 200, 200, 200, 200, 200),
  // Recently viewed (decision 0061): each person's own list.
  'GET /api/recently-viewed': m(401, 200, 200, 200, 200, 200),
  'POST /api/recently-viewed': m(401, 200, 200, 200, 200, 200),
  'DELETE /api/recently-viewed': m(401, 200, 200, 200, 200, 200),
  'GET /api/cart': m(401, 200, 200, 200, 200, 200),
  'POST /api/cart': m(401, OK, OK, OK, OK, OK),
  'PUT /api/cart/:id': m(401, 200, 404, 404, 404, 404),
  'DELETE /api/cart/:id': m(401, 200, 404, 404, 404, 404),
  'DELETE /api/cart': m(401, 200, 200, 200, 200, 200),
  'DELETE /api/cart/all': m(401, 200, 200, 200, 200, 200),

  // Checkout and payments.
  'POST /api/shipping/calculate-rates': everyone(200),
  'GET /api/tracking': everyone(200), // a tracking number is public, as at the carrier
  'POST /api/tax/calculate': everyone(200),
  'GET /api/payments/config': everyone(200),
  'POST /api/create-payment-intent': m(401, 409, 409, 409, 409, 409), // not the cart's total
  'POST /api/payments/sandbox/confirm': everyone(404),
  'POST /api/payments/sandbox/authenticate': everyone(404),
  // Shopper A's paid payment: its order, to shopper A alone.
  'POST /api/orders': m(401, OK, 404, 404, 404, 404),
  'POST /api/orders/from-payment': m(401, 200, 404, 404, 404, 404),

  // Orders: the shopper's; the seller of a line reads it and labels their package.
  'GET /api/orders': m(401, 200, 200, 200, 200, 200),
  // Buy it again (decision 0061): from each person's own orders.
  'GET /api/orders/buy-again': m(401, 200, 200, 200, 200, 200),
  'GET /api/orders/:id': m(401, 200, 404, 200, 404, 404),
  // Which shops of the order its owner may rate: the owner's alone.
  'GET /api/orders/:id/shop-reviews': m(401, 200, 404, 404, 404, 404),
  'GET /api/orders/:id/invoice': m(401, 200, 404, 200, 404, 404), // the seller's is of their lines only
  'POST /api/orders/:id/generate-label': m(401, 403, 403, 200, 404, 404),
  'GET /api/orders/:id/label': m(401, 404, 404, 200, 404, 200),
  // The postage before buying (decision 0048): the same people as the purchase, on an order still to label.
  'GET /api/orders/:id/label-quote': m(401, 403, 403, 200, 404, 404),
  'POST /api/orders/:id/cancel': m(401, 200, 404, 404, 404, 404),

  // Returns: the shopper's delivered order; the seller of the line (or the administrator) handles them.
  'POST /api/returns': m(401, 201, 404, 404, 404, 404),
  'GET /api/returns': m(401, 200, 200, 200, 200, 200),
  'GET /api/returns/seller': m(401, 403, 403, 200, 200, 200),
  'POST /api/returns/:id/approve': m(401, 403, 403, 200, 404, 200),
  'POST /api/returns/:id/reject': m(401, 403, 403, 200, 404, 200),
  'POST /api/returns/:id/complete': m(401, 403, 403, 200, 404, 200),
  'POST /api/returns/:id/generate-label': m(401, 403, 403, 200, 404, 200),
  'GET /api/returns/:id/label': m(401, 200, 404, 200, 404, 200),
  'GET /api/returns/:id/label-quote': m(401, 403, 403, 200, 404, 200),

  // Reviews: only a buyer of a delivered product, once.
  'GET /api/reviews/eligibility/:productId': everyone(200),
  'GET /api/reviews/:productId': everyone(200),
  'POST /api/reviews': m(401, 201, 403, 403, 403, 403),
  'POST /api/direct-review': m(401, 201, 403, 403, 403, 403),
  'POST /api/direct-reviews': m(401, 201, 403, 403, 403, 403),

  // Newsletter and contact: open to all; unsubscribing needs the address's own token.
  'POST /api/newsletter/subscribe': everyone(200),
  'POST /api/newsletter/unsubscribe': everyone(403),
  'POST /api/newsletter/unsubscribe-one-click': everyone(403),
  'GET /api/newsletter/unsubscribe-one-click': everyone(302),
  'POST /api/contact': everyone(201),

  // The administrator's newsletters, subscribers and outbox.
  'GET /api/admin/newsletters': adminOnly(200),
  'POST /api/admin/newsletters': adminOnly(201),
  'PUT /api/admin/newsletters/:id': adminOnly(200),
  'POST /api/admin/newsletters/:id/send': adminOnly(200),
  'DELETE /api/admin/newsletters/:id': adminOnly(200),
  'GET /api/admin/subscribers': adminOnly(200),
  'GET /api/admin/outbox': adminOnly(200),
  'GET /api/admin/outbox/:id': adminOnly(200),
  'GET /api/admin/ledger/check': adminOnly(200),
  'GET /api/admin/ledger/summary': adminOnly(200),

  // Pages and files.
  'GET /uploads/*': everyone(404),
  'GET /robots.txt': everyone(200),
  'GET /sitemap.xml': everyone(200),
  'GET /index.html': everyone(200),
  'GET /*': everyone(200), // every page of the storefront (decision 0051)

  // Deletions and changes of who one is, last: nothing after them needs what they end.
  'DELETE /api/products/:id/pending-changes': m(401, 404, 404, 200, 404, 200),
  'DELETE /api/products/:id': m(401, 404, 404, 200, 404, 200),
  'PATCH /api/user/shipping-info': m(401, 200, 200, 200, 200, 200),
  'PUT /api/user': m(401, 200, 200, 200, 200, 200),
  'PUT /api/user/password': m(401, 400, 400, 400, 400, 400), // a wrong current password
  'PATCH /api/user/become-seller': m(401, 200, 200, 200, 200, 200),
};

/**
 * Objects other than the defaults, for everyone (`all`) or one actor: a second object where two
 * may act, so the administrator does not find the seller's request already handled.
 */
function objectsOf(route: string): Objects {
  const r = spare.returns;
  switch (route) {
    case 'POST /api/admin/products/:id/unlist':
    case 'POST /api/admin/products/:id/approve':
      return { all: { product: spare.productToUnlist } };
    case 'POST /api/admin/product-revisions/:id/approve':
      return { all: { productRevision: spare.revisionToApprove } };
    case 'POST /api/admin/product-revisions/:id/reject':
      return { all: { productRevision: spare.revisionToReject } };
    case 'DELETE /api/products/:id/pending-changes':
      return { all: { product: spare.productToWithdraw } };
    // The quote is read (phase 1) while this order is still processing and unlabelled.
    case 'POST /api/orders/:id/cancel':
    case 'GET /api/orders/:id/label-quote':
      return { all: { order: spare.orderToCancel } };
    case 'POST /api/returns':
      return { all: { order: spare.delivered, orderItem: spare.deliveredLine } };
    case 'POST /api/returns/:id/approve':
      return { all: { returnRequest: r.approve }, admin: { returnRequest: r.approveAdmin } };
    case 'POST /api/returns/:id/reject':
      return { all: { returnRequest: r.reject }, admin: { returnRequest: r.rejectAdmin } };
    case 'POST /api/returns/:id/complete':
      return { all: { returnRequest: r.complete }, admin: { returnRequest: r.completeAdmin } };
    // The quote is read (phase 1) before either is labelled.
    case 'POST /api/returns/:id/generate-label':
    case 'GET /api/returns/:id/label-quote':
      return { all: { returnRequest: r.label }, admin: { returnRequest: r.labelAdmin } };
    case 'POST /api/direct-review':
      return { all: { product: spare.reviewProduct2 } };
    case 'POST /api/direct-reviews':
      return { all: { product: spare.reviewProduct3 } };
    case 'POST /api/admin/newsletters/:id/send':
      return { all: { newsletter: spare.newsletterToSend } };
    case 'DELETE /api/admin/newsletters/:id':
      return { all: { newsletter: spare.newsletterToDelete } };
    case 'DELETE /api/products/:id':
      return { all: { product: spare.productToDelete }, admin: { product: spare.productAdminDeletes } };
    default:
      return undefined;
  }
}

// ---- the people and their things -----------------------------------------------------------------

/** Shopper A's checkout address and seller A's unpublished listing and edits: no stranger may read them. */
const A_STREET = '1313 Mockingbird Lane';
const PENDING_NAME = 'Unreleased Prairie Lamp';
const PROPOSED_NAME = 'Walnut Serving Board, Proposed';
const REJECTED_NAME = 'Pine Cheese Board, Never Approved';
const SECRETS: Array<{ text: string; mayRead: Actor[] }> = [
  { text: A_STREET, mayRead: ['shopperA', 'sellerA', 'admin'] },
  { text: PENDING_NAME, mayRead: ['sellerA', 'admin'] },
  { text: PROPOSED_NAME, mayRead: ['sellerA', 'admin'] },
  { text: REJECTED_NAME, mayRead: ['sellerA', 'admin'] },
];

const ORIGIN = 'http://localhost:5000';

let t: TestApp;
let clientDir: string;
const accounts = {} as Record<Exclude<Actor, 'anonymous'>, Account>;
const browsers = {} as Record<Actor, Browser>;
const address = (actor: Actor) => `10.15.0.${ACTORS.indexOf(actor) + 1}`;

async function send(b: Browser, method: string, url: string, body?: unknown): Promise<LightMyRequestResponse> {
  const write = method !== 'GET';
  return b.request(method as 'POST', url, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(write ? { origin: ORIGIN } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
}

async function ok<T>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json<T>();
}

async function newUser(actor: Exclude<Actor, 'anonymous'>, seller: boolean): Promise<void> {
  const b = t.browser({ remoteAddress: address(actor) });
  accounts[actor] = await registerUser(b, { prefix: actor });
  browsers[actor] = b;
  if (seller) {
    await ok(
      send(b, 'PATCH', '/api/user/become-seller', {
        isSeller: true,
        companyName: `${actor} Works`,
        companyWebsite: '',
        confirmationUsManufacturer: true,
        termsAndConditions: true,
        // A shop with a ship-from address, so the seller may publish listings (decision 0054).
        shop: { shopName: `${actor} Works`, shipFrom: { street: '1 Main Street', city: 'Des Moines', state: 'IA', zipCode: '50309' } },
      }),
      'become seller',
    );
  }
}

async function listing(name: string, stock = 50): Promise<string> {
  const body = {
    name,
    description: `${name}, made by hand in Iowa for the tests.`,
    price: '20.00',
    imageUrl: '',
    categoryId: Number(ids.category),
    stock,
    weight: 16,
    dimensions: '10x8x4',
  };
  return String((await ok<{ id: number }>(send(browsers.sellerA, 'POST', '/api/seller/products', body), `listing ${name}`)).id);
}

/** Shopper A buys `productId` through checkout as a browser does; returns the order and its payment. */
async function placeOrder(productId: string): Promise<{ id: string; paymentIntent: string }> {
  const b = browsers.shopperA;
  const form = shippingForm({ fullName: 'Avery Able', address: A_STREET, email: `${accounts.shopperA.username}@example.test` });
  await addToCart(b, Number(productId));
  const setup = await setUpPayment(b, form);
  await payWithCard(b, setup.clientSecret, CARDS.success);
  const order = await ok<{ id: number }>(send(b, 'POST', '/api/orders', orderPayload(setup, form)), 'order');
  return { id: String(order.id), paymentIntent: setup.paymentIntentId };
}

async function returnRequest(): Promise<string> {
  const body = { orderId: Number(spare.delivered), orderItemId: Number(spare.deliveredLine), quantity: 1, reason: 'No longer needed', returnMethod: 'mail' };
  return String((await ok<{ id: number }>(send(browsers.shopperA, 'POST', '/api/returns', body), 'return')).id);
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hm-matrix-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Heartland Market</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir });
  // The administrator is user 1 (the demo seed's); categories have no API: the seed writes them.
  browsers.admin = (await signedInAdmin(t)).browser;
  accounts.admin = { id: 1, username: 'admin', email: 'admin@heartland.example', password: 'admin-test-password' };
  browsers.anonymous = t.browser({ remoteAddress: address('anonymous') });
  const [category] = await t.database.db.insert(categories).values({ name: 'Matrix Goods', description: 'For the access matrix', icon: 'package' }).returning();
  ids.category = String(category!.id);
  await newUser('shopperA', false);
  await newUser('shopperB', false);
  await newUser('sellerA', true);
  await newUser('sellerB', true);
  ids.seller = String(accounts.sellerA.id);
  ids.shop = (await ok<{ slug: string }>(send(browsers.sellerA, 'GET', '/api/seller/shop'), 'shop')).slug;
  ids.user = String(accounts.shopperA.id);

  ids.product = await listing('Walnut Serving Board');
  spare.reviewProduct2 = await listing('Cherry Cutting Board');
  spare.reviewProduct3 = await listing('Maple Rolling Pin');
  spare.productToDelete = await listing('Oak Trivet');
  spare.productAdminDeletes = await listing('Ash Spoon');
  spare.productToUnlist = await listing('Birch Coaster');
  spare.pendingProduct = await listing(PENDING_NAME);
  await ok(send(browsers.admin, 'POST', `/api/admin/products/${spare.pendingProduct}/unlist`), 'unlist');
  // Seller A's edits of live listings, waiting for review while moderation was on (decision 0040).
  const propose = async (product: string, name: string) =>
    String(
      (await ok<{ pendingChanges: { id: number } }>(send(browsers.sellerA, 'PATCH', `/api/products/${product}`, { name }), `propose ${name}`)).pendingChanges
        .id,
    );
  const [toApprove, toReject] = [await listing('Hickory Bread Board'), await listing('Pine Cheese Board')];
  spare.productToWithdraw = await listing('Elm Spice Rack');
  await ok(send(browsers.admin, 'PUT', '/api/admin/settings/moderation', { moderation: true }), 'moderation on');
  await propose(ids.product, PROPOSED_NAME);
  spare.revisionToApprove = await propose(toApprove, 'Hickory Bread Board, Oiled');
  spare.revisionToReject = await propose(toReject, REJECTED_NAME);
  await propose(spare.productToWithdraw, 'Elm Spice Rack, Proposed');
  await ok(send(browsers.admin, 'PUT', '/api/admin/settings/moderation', { moderation: false }), 'moderation off');

  // Shopper A's orders: one the seller has labelled, one still to cancel, one delivered (as the carrier leaves it).
  const main = await placeOrder(ids.product);
  ids.order = main.id;
  ids.paymentIntent = main.paymentIntent;
  spare.orderToCancel = (await placeOrder(ids.product)).id;
  await ok(
    send(browsers.sellerA, 'POST', `/api/orders/${ids.order}/generate-label`, routeExamples(ids)['POST /api/orders/:id/generate-label']!().body),
    'label',
  );
  const delivered = await insertOrder(t.database.db, {
    userId: accounts.shopperA.id,
    status: 'delivered',
    deliveredAt: new Date(),
    address: testAddress({ fullName: 'Avery Able', street: A_STREET }),
    items: [ids.product, spare.reviewProduct2, spare.reviewProduct3].map((id, i) => ({
      productId: Number(id),
      productName: `Product ${id}`,
      quantity: i === 0 ? 20 : 1,
      priceCents: 2000,
    })),
  });
  spare.delivered = String(delivered.id);
  spare.deliveredLine = String(delivered.itemIds[0]);
  ids.orderItem = spare.deliveredLine;
  const shopReview = { orderId: delivered.id, rating: 5, comment: 'Packed with care.' };
  ids.shopReview = String((await ok<{ id: number }>(send(browsers.shopperA, 'POST', `/api/shops/${ids.shop}/reviews`, shopReview), 'shop review')).id);
  for (const key of ['approve', 'approveAdmin', 'reject', 'rejectAdmin', 'complete', 'completeAdmin', 'label', 'labelAdmin'] as const) {
    spare.returns[key] = await returnRequest();
  }
  await ok(send(browsers.sellerA, 'POST', `/api/returns/${spare.returns.complete}/approve`), 'approve');
  await ok(send(browsers.sellerA, 'POST', `/api/returns/${spare.returns.completeAdmin}/approve`), 'approve');
  ids.returnRequest = await returnRequest();
  await ok(send(browsers.sellerA, 'POST', `/api/returns/${ids.returnRequest}/generate-label`), 'return label');

  await ok(send(browsers.shopperA, 'POST', `/api/wishlist/${ids.product}`), 'wishlist');
  await ok(send(browsers.shopperA, 'POST', '/api/recently-viewed', { productIds: [Number(ids.product)] }), 'recently viewed');
  ids.cartLine = String((await ok<{ id: number }>(send(browsers.shopperA, 'POST', '/api/cart', { productId: Number(ids.product), quantity: 1 }), 'cart')).id);

  await ok(send(browsers.anonymous, 'POST', '/api/newsletter/subscribe', { email: 'reader@example.test' }), 'subscribe');
  const newsletter = async () =>
    String(
      (await ok<{ id: number }>(send(browsers.admin, 'POST', '/api/admin/newsletters', { title: 'From the workshop', content: 'News.' }), 'newsletter')).id,
    );
  ids.newsletter = await newsletter();
  spare.newsletterToSend = await newsletter();
  spare.newsletterToDelete = await newsletter();
  const [mail] = await t.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, `${accounts.shopperA.username}@example.test`))
    .limit(1);
  ids.outbox = String(mail!.id);
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

// ---- running the matrix -------------------------------------------------------------------------

type Objects = Partial<Record<Actor | 'all', Partial<ExampleIds>>> | undefined;

interface Call {
  route: string;
  actor: Actor;
  row: Row;
  method: string;
  url: string;
  body: unknown;
}

function callOf(route: string, actor: Actor, row: Row, objects: Objects): Call {
  const example = routeExamples({ ...ids, ...objects?.all, ...objects?.[actor] })[route]!();
  const [method, pattern] = route.split(' ') as [string, string];
  return { route, actor, row, method, url: exampleUrl(pattern, example), body: method === 'GET' ? undefined : example.body };
}

const allowed = (c: Call) => [c.row.expect[c.actor]].flat().every((code) => code < 400);

/** The browser a call is sent from: a copy of the actor's session (so no answer changes whose it is), or a session of its own for `fresh` rows. */
async function browserFor(c: Call): Promise<Browser> {
  const b = t.browser({ remoteAddress: address(c.actor) });
  if (c.row.fresh) {
    if (c.actor !== 'anonymous') await login(b, accounts[c.actor]);
  } else {
    const session = browsers[c.actor].jar.get(SESSION_COOKIE);
    if (session) b.jar.set(SESSION_COOKIE, session);
  }
  return b;
}

/** What the call answered, wrong if not the table's status or if it shows a stranger what is not theirs. */
async function check(c: Call, b: Browser): Promise<string | null> {
  const res = await send(b, c.method, c.url, c.body);
  const expected = c.row.expect[c.actor];
  const where = `${c.route} as ${c.actor} (${c.method} ${c.url})`;
  if (![expected].flat().includes(res.statusCode)) return `${where}: ${res.statusCode}, expected ${String(expected)}: ${res.body.slice(0, 200)}`;
  for (const secret of SECRETS) {
    if (!secret.mayRead.includes(c.actor) && res.body.includes(secret.text)) return `${where}: shows '${secret.text}'`;
  }
  return null;
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One digest per table (rate-limit counters excepted: counting refused attempts is their job). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY 1`,
  );
  const parts = tables.map(
    ({ table_name: name }) =>
      sql`SELECT ${name} AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(name)} t`,
  );
  const digests = await rows<{ name: string; digest: string }>(sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(digests.map((r) => [r.name, r.digest]));
}

async function changedTables(before: Record<string, string>): Promise<string[]> {
  const after = await fingerprint();
  return Object.keys(after).filter((name) => after[name] !== before[name]);
}

/** Shopper A's and seller A's things as they see them. */
async function worldOfA(): Promise<string> {
  const reads: Array<[Actor, string]> = [
    ['shopperA', '/api/cart'],
    ['shopperA', '/api/wishlist'],
    ['shopperA', '/api/recently-viewed'],
    ['shopperA', '/api/orders/buy-again'],
    ['shopperA', '/api/orders'],
    ['shopperA', '/api/returns'],
    ['shopperA', '/api/user'],
    ['sellerA', '/api/seller/products'],
    ['sellerA', '/api/orders/seller'],
    ['sellerA', '/api/returns/seller'],
  ];
  const answers = await Promise.all(reads.map(async ([actor, url]) => `${actor} ${url}: ${(await send(browsers[actor], 'GET', url)).body}`));
  return answers.join('\n');
}

const OWNERS: readonly Actor[] = ['shopperA', 'sellerA', 'admin'];

/**
 * Calls every route of `table` as every actor; answers the failures. Phase 1: reads and refusals,
 * a few routes at a time, and the tables must be as they were after each batch. Phase 2: the writes
 * that are let through, in the table's order; strangers' first, and A's things must not move.
 */
async function runMatrix(table: Record<string, Row>, objects: (route: string) => Objects): Promise<string[]> {
  const calls = Object.entries(table).flatMap(([route, row]) => ACTORS.map((actor) => callOf(route, actor, row, objects(route))));
  // Sessions of their own are opened first: a login is a write.
  const from = new Map(await pool(calls, 4, async (c) => [c, await browserFor(c)] as const));
  const failures: string[] = [];
  const quiet = calls.filter((c) => c.method === 'GET' || !allowed(c));
  const routes = [...new Set(quiet.map((c) => c.route))];
  for (let i = 0; i < routes.length; i += 8) {
    const batch = routes.slice(i, i + 8);
    const before = await fingerprint();
    const answers = await pool(
      quiet.filter((c) => batch.includes(c.route)),
      6,
      (c) => check(c, from.get(c)!),
    );
    failures.push(...answers.filter((a): a is string => a !== null));
    const changed = await changedTables(before);
    if (changed.length) failures.push(`one of ${batch.join(', ')} changed ${changed.join(', ')} while only reading or being refused`);
  }
  for (const route of Object.keys(table)) {
    const writes = calls.filter((c) => c.route === route && c.method !== 'GET' && allowed(c));
    const strangers = writes.filter((c) => !OWNERS.includes(c.actor));
    const before = strangers.length ? await worldOfA() : '';
    for (const c of strangers) failures.push((await check(c, from.get(c)!)) ?? '');
    const after = strangers.length ? await worldOfA() : '';
    if (after !== before) failures.push(`${route} by ${strangers.map((c) => c.actor).join(', ')} changed what A sees:\n${before}\n---\n${after}`);
    for (const c of writes.filter((c) => OWNERS.includes(c.actor))) failures.push((await check(c, from.get(c)!)) ?? '');
  }
  return failures.filter(Boolean);
}

/**
 * Seller A's listing awaiting approval (docs/architecture.md §3): a 404 on every route that names a
 * product, except to its seller and the administrator. Its name must not show anywhere else either.
 */
const PENDING: Record<string, Row> = {
  //                                                 anon   shopA  shopB  sellA  sellB  admin
  'GET /api/products/:id': m(404, 404, 404, 200, 404, 200),
  'GET /api/products/:id/related': m(404, 404, 404, 200, 404, 200),
  'GET /api/reviews/:productId': m(404, 404, 404, 200, 404, 200),
  'GET /api/reviews/eligibility/:productId': m(404, 404, 404, 200, 404, 200),
  // Not for sale yet, even to its seller and the administrator: no quote, no cart line.
  'POST /api/shipping/calculate-rates': everyone(404),
  'POST /api/reviews': m(401, 404, 404, 403, 404, 403),
  'POST /api/wishlist/:productId': m(401, 404, 404, 201, 404, 201),
  'POST /api/wishlist': m(401, 404, 404, 200, 404, 200),
  'DELETE /api/wishlist/:productId': m(401, 200, 200, 200, 200, 200),
  // A view of it is left out, even its seller's (decision 0061): no one's list shows it.
  'POST /api/recently-viewed': m(401, 200, 200, 200, 200, 200),
  'POST /api/cart': m(401, 404, 404, 404, 404, 404),
  'PATCH /api/products/:id': m(401, 404, 404, 200, 404, 200),
};

describe('the access matrix', () => {
  it('has a row for every registered route, and none for a route that is gone', () => {
    const registered = [...new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`))];
    const examples = routeExamples(ids);
    expect(
      registered.filter((r) => !MATRIX[r]),
      'registered routes without a row in MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !registered.includes(r)),
      'rows of MATRIX for routes that are not registered',
    ).toEqual([]);
    expect(
      registered.filter((r) => !examples[r]),
      'registered routes without an example in tests/support/route-examples.ts',
    ).toEqual([]);
  });

  it("hides seller A's listing awaiting approval from everyone but its seller and the administrator", async () => {
    const failures = await runMatrix(PENDING, () => ({ all: { product: spare.pendingProduct } }));
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);

  it('answers every route as the table says, and a refused or read request changes nothing', async () => {
    const failures = await runMatrix(MATRIX, objectsOf);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
