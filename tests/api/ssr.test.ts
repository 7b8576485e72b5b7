// The storefront rendered on the server (decision 0029): a product page's HTML carries the product,
// its picture as the page's priority image, its query data for the browser to hydrate from, and an
// unknown product is the not-found page with a 404. The renderer is the source
// (src/client/entry-server.tsx), loaded the way the server loads dist/ssr/entry-server.js.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema.ts';
import { centsToDecimal, formatCents } from '#shared/money.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';
import { insertOrder } from '../support/orders.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/http/read-cache.ts';
import { EVENT_REPLAY_SCRIPT } from '#server/http/event-replay.ts';

const ENTRY = fileURLToPath(new URL('../../src/client/entry-server.tsx', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Heartland Market</title>
    <meta name="description" content="Shop American-made." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-test.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let buildDir: string;
let firstCategoryId = 0;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'hm-ssr-build-'));
  const clientDir = path.join(buildDir, 'client');
  mkdirSync(clientDir);
  mkdirSync(path.join(buildDir, 'ssr'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(buildDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY)};\n`);
  t = await createTestApp({ clientDir, seed: true });
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).orderBy(categories.id).limit(1);
  firstCategoryId = category!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** The query state a page embeds, parsed as the browser reads it. */
function embeddedState(html: string): { queries: Array<{ queryKey: unknown[]; state: { status: string; data?: unknown; error?: unknown } }> } {
  const match = /<script type="application\/json" id="hm-query-state">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the embedded query state').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** The markup inside #root. */
const body = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script type="application/json"'));

describe('server-rendered storefront', () => {
  it('renders a product page with its name, price, sized priority picture and embedded data', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.isApproved, true)).orderBy(products.id).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/product/${product!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = body(res.body);
    expect(page).toContain(`<h1 class="mt-1 text-2xl`);
    expect(page).toContain(product!.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'));
    expect(page).toContain(formatCents(product!.priceCents));
    // The picture: in the HTML, sized, fetched first and not lazily.
    const img = /<img [^>]*alt="[^"]*"[^>]*>/.exec(page.slice(page.indexOf('<img')))?.[0] ?? '';
    // The gallery's first photo in sized variants (docs/decisions/0060-photos-and-variants.md), at its own size.
    expect(img).toContain(`src="${product!.imageUrl}"`);
    expect(img).toContain(`srcSet="${product!.imageUrl}?w=400 400w, ${product!.imageUrl}?w=640 640w, ${product!.imageUrl} 800w"`);
    expect(img).toMatch(/width="800"/);
    expect(img).toMatch(/height="800"/);
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).not.toContain('loading="lazy"');
    // The product's query, as the browser's product page asks it, with the API's own answer.
    const state = embeddedState(res.body);
    const query = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/products', product!.id]));
    expect(query?.state.status).toBe('success');
    expect(query?.state.data).toMatchObject({ id: product!.id, name: product!.name, price: centsToDecimal(product!.priceCents) });
    // The head the seo feature writes is still there, once.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(`<title>${product!.name.replace(/&/g, '&amp;')} | Heartland Market</title>`);
    expect(res.body.match(/application\/ld\+json/g)).toHaveLength(1);
    // No inline script but the early taps' holder, which the CSP allows by its hash (decision 0042):
    // the state is data.
    const scripts = [...res.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.every(([tag, content]) => /type="application\/(json|ld\+json)"|src=/.test(tag) || content === EVENT_REPLAY_SCRIPT)).toBe(true);
  });

  it('renders an unknown product as the not-found page with a 404, its error embedded for hydration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/999999' });
    expect(res.statusCode).toBe(404);
    expect(body(res.body)).toContain('Product Not Found');
    const state = embeddedState(res.body);
    const query = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/products', 999999]));
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toMatchObject({ apiError: { status: 404 } });
  });

  it('renders the home page with the deal of the day as its priority picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const page = body(res.body);
    expect(page).toContain('Your <span class="whitespace-nowrap">American-Made</span> Marketplace');
    expect(page).toContain('Deal of the Day');
    expect(page).toMatch(/<img [^>]*width="800"[^>]*height="800"[^>]*fetchPriority="high"/i);
    expect(embeddedState(res.body).queries.map((q) => q.queryKey[0])).toContain('/api/products/deal-of-the-day');
  });

  it.each([
    ['a category', () => `/category/${firstCategoryId}`],
    ['a list', () => '/bestsellers'],
    ['the search results', () => '/search?q=hand'],
  ])('renders %s page with the first row of pictures (two on a phone) loaded first and the rest lazily', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    const pictures = [...body(res.body).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(pictures.length).toBeGreaterThan(2);
    for (const img of pictures.slice(0, 2)) {
      expect(img).toMatch(/fetchPriority="high"/i);
      expect(img).not.toContain('loading="lazy"');
    }
    for (const img of pictures.slice(2)) expect(img).toContain('loading="lazy"');
  });

  it('starts the app of a rendered page through /start.js, after the first paint (decision 0035)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // No module script or modulepreload competes with the page's picture for the first paint.
    expect(head).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(head).toContain('<script src="/start.js" defer data-entry="/assets/index-test.js" data-modules="/assets/shell-test.js"></script>');
  });

  it('leaves signed-in pages to the browser: no markup, the app started at once, the visitor embedded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(res.body).not.toContain('/start.js');
    // Only the session (none): the browser asks nothing it knows (decision 0042).
    expect(embeddedState(res.body).queries.map((q) => q.queryKey)).toEqual([['/api/user']]);
  });
});
/** The session the page carries: the data of its ['/api/user'] query. */
function sessionOf(html: string): unknown {
  const query = embeddedState(html).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/user']));
  expect(query?.state.status, 'the session query embedded').toBe('success');
  return query!.state.data;
}

/** The header's markup. */
const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('pages rendered for the visitor (decision 0042)', () => {
  it("renders a signed-in visitor's page with their name in the header and their session embedded, never kept or shared", async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.isApproved, true)).orderBy(products.id).limit(1);
    const url = `/product/${product!.id}`;
    // A signed-out visit first, so the page is in the shared read cache.
    expect((await t.browser().get(url)).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    for (const prefix of ['first', 'second']) {
      const b = t.browser();
      const account = await registerUser(b, { prefix });
      const res = await b.get(url);
      expect(res.statusCode).toBe(200);
      expect(header(res.body)).toContain(`<span class="truncate">${account.username}</span>`);
      expect(header(res.body)).not.toContain('href="/auth"');
      expect(sessionOf(res.body)).toMatchObject({ id: account.id, username: account.username });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("renders a remembered browser's page with its remembered account, for Welcome Back", async () => {
    const b = t.browser();
    const account = await registerUser(b, { prefix: 'remembered' });
    expect((await b.post('/api/logout')).statusCode).toBe(200);
    const res = await b.get('/');
    expect(sessionOf(res.body)).toMatchObject({ id: account.id, username: account.username, remembered: true });
    expect(header(res.body)).toContain('href="/auth"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("renders a signed-out visitor's page with no session, cached as before and varying with the cookie", async () => {
    const first = await t.browser().get('/deals');
    expect(sessionOf(first.body)).toBeNull();
    expect(header(first.body)).toContain('href="/auth"');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    const again = await t.browser().get('/deals', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('pages the browser renders carry their visitor (decision 0042)', () => {
  it.each(['/auth', '/cart', '/orders/1', '/seller/dashboard', '/no/such/page', '/Cart'])(
    'embeds no one for a signed-out visitor of %s, varying with the cookie',
    async (url) => {
      const res = await t.browser().get(url);
      expect(sessionOf(res.body)).toBeNull();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    },
  );

  it('embeds the signed-in visitor, and a remembered one, in a page of their own', async () => {
    const b = t.browser();
    const account = await registerUser(b, { prefix: 'shell' });
    for (const url of ['/cart', '/profile', '/no/such/page']) {
      const res = await b.get(url);
      expect(sessionOf(res.body)).toMatchObject({ id: account.id, username: account.username });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await b.post('/api/logout')).statusCode).toBe(200);
    const res = await b.get('/auth');
    expect(sessionOf(res.body)).toMatchObject({ id: account.id, remembered: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('embeds no one for a session that has ended, without a 401 for the browser to ask', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/orders', headers: { cookie: 'hm_session=ended' } });
    expect(res.statusCode).toBe(200);
    expect(sessionOf(res.body)).toBeNull();
  });
});

describe('legal pages and unknown paths (decision 0047)', () => {
  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/accessibility', 'Accessibility'],
    ['/cookies', 'Cookie Policy'],
    ['/seller-terms', 'Seller Terms'],
  ])('renders %s with a 200 and its title in the HTML', async (url, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(body(res.body)).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
    expect(body(res.body)).toContain('Last updated');
  });

  it.each(['/no/such/page', '/terms/old', '/orders/1/2', '/sellers'])('answers the unknown path %s with a 404 and the not-found screen', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>404 Page Not Found | Heartland Market</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');
    // The app, which shows the not-found screen, starts as on any page.
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('src="/assets/index-test.js"');
  });

  it.each(['/orders/999999', '/orders/abc', '/seller/products', '/Cart'])(
    'still answers the browser-rendered page %s with a 200 signed out (it asks to sign in)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('404 Page Not Found');
    },
  );

  it("answers a signed-in shopper's order with a 200 and the order embedded, and an order that does not exist or is not theirs with a 404", async () => {
    const owner = t.browser();
    const account = await registerUser(owner, { prefix: 'orders404' });
    const [product] = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    const { id } = await insertOrder(t.database.db, { userId: account.id, items: [{ productId: product!.id, quantity: 1, priceCents: 1000 }] });
    const own = await owner.get(`/orders/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const order = embeddedState(own.body).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/orders', id]));
    expect(order?.state).toMatchObject({ status: 'success', data: { id } });

    const other = t.browser();
    await registerUser(other, { prefix: 'orders404other' });
    for (const [b, url] of [
      [owner, '/orders/999999'],
      [owner, '/orders/abc'],
      [owner, '/orders/0x1'],
      [owner, '/orders/99999999999999'],
      [other, `/orders/${id}`],
    ] as const) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, follow" />');
      // The order's own not-found screen ("Order not found"), which the app renders from the
      // answer embedded for it, asking nothing again.
      expect(res.body).toContain('<title>Order Not Found | Heartland Market</title>');
    }
    const missing = embeddedState((await owner.get('/orders/999999')).body).queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(['/api/orders', 999999]),
    );
    expect(missing?.state).toMatchObject({ status: 'error', error: { apiError: { status: 404 } } });
  });

  it.each([
    ['/product/999999', 'Product Not Found'],
    ['/product/abc', 'Product Not Found'],
    ['/product/0x1', 'Product Not Found'],
    ['/category/999999', 'Category Not Found'],
    ['/category/0x1', 'Category Not Found'],
    ['/category/1e0', 'Category Not Found'],
    ['/category/abc', 'Category Not Found'],
  ])('answers %s with a 404 and its not-found screen, ids read as the API reads them', async (url, heading) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(body(res.body)).toMatch(new RegExp(`<h1 [^>]*>${heading}</h1>`));
  });
});
