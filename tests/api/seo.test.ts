// What crawlers without JavaScript read: the head the server writes into the pages it renders (the
// page's own, captured as it renders: decision 0051), sitemap.xml and robots.txt. The renderer is the
// source (src/client/entry-server.tsx), loaded the way the server loads dist/ssr/entry-server.js.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { categories, products, shops } from '#server/db/schema.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { centsToDecimal } from '#shared/money.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/http/read-cache.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const ORIGIN = 'http://localhost:5000'; // buildApp's default publicUrl
const ENTRY = fileURLToPath(new URL('../../src/client/entry-server.tsx', import.meta.url));
const TAGLINE = 'Millions of products. Fast delivery. Unbeatable prices. Direct from American producers to American consumers.';
/** The built index.html's shape (dist/client/index.html). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Heartland Market</title>
    <meta name="description" content="${TAGLINE}" />
    <script src="/boot-error.js"></script>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const EVIL_NAME = `Evil </script><script>alert(1)</script> "Quoted" & <b>bold</b> $& $1 Tool`;

let database: Database;
let t: TestApp;
let bare: TestApp;
let buildDir: string;
let uploadsDir: string;
let evilId: number;
let hiddenId: number;
let unratedId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'hm-seo-uploads-'));
  await seedDemo(database.db, { uploadsDir });
  const inserted = await database.db
    .insert(products)
    .values([
      {
        name: EVIL_NAME,
        description: `Breaks out </script><!-- of "things" & 'stuff'`,
        priceCents: 4200,
        categoryId: 2,
        stock: 0,
        imageUrl: '/uploads/products/evil.webp',
      },
      { name: 'Unapproved Lantern', description: 'Waiting for review.', priceCents: 1000, categoryId: 2, stock: 3, isApproved: false },
      { name: 'Unrated Maple Bowl', description: 'No reviews yet.', priceCents: 2599, categoryId: 3, stock: null },
    ])
    .returning({ id: products.id });
  [evilId, hiddenId, unratedId] = inserted.map((r) => r.id) as [number, number, number];
  buildDir = mkdtempSync(path.join(tmpdir(), 'hm-seo-build-'));
  const clientDir = path.join(buildDir, 'client');
  mkdirSync(clientDir);
  mkdirSync(path.join(buildDir, 'ssr'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(buildDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY)};\n`);
  t = await createTestApp({ database, clientDir });
  bare = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await bare?.close();
  await database?.close();
  for (const dir of [buildDir, uploadsDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of an HTML answer as a crawler reads it. */
function parseHead(html: string) {
  const metas = [...html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)];
  const meta = (key: string) => {
    const found = metas.filter((m) => m[2] === key).map((m) => decode(m[3]!));
    expect(found.length, `one ${key} meta`).toBeLessThanOrEqual(1);
    return found[0];
  };
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => decode(m[1]!));
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return {
    titles,
    title: titles[0],
    canonical,
    meta,
    descriptions: metas.filter((m) => m[2] === 'description').length,
    scripts,
    jsonLd: scripts.map((s) => JSON.parse(s) as Record<string, unknown>),
  };
}

type Node = Record<string, unknown>;
const ofType = (nodes: Node[], type: string): Node => {
  const all = nodes.flatMap((n) => (Array.isArray(n['@graph']) ? (n['@graph'] as Node[]) : [n]));
  const found = all.find((n) => n['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found!;
};

async function page(url: string, status = 200) {
  const res = await t.browser().get(url);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  // Kept and shared while public (decision 0033); a not-found page is revalidated each time.
  expect(res.headers['cache-control']).toBe(status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache');
  // still the app: the page rendered into its root, and its scripts started after the first paint
  expect(res.body).toContain('<div id="root"><');
  expect(res.body).toContain('data-entry="/assets/index-test.js"');
  return { res, head: parseHead(res.body) };
}

async function productRow(id: number) {
  const [row] = await database.db.select().from(products).where(eq(products.id, id));
  const [category] = await database.db.select().from(categories).where(eq(categories.id, row!.categoryId));
  return { ...row!, categoryName: category!.name };
}

describe('home /', () => {
  it('has its title, description, canonical link and social tags in place of the defaults', async () => {
    const { head } = await page('/');
    expect(head.titles).toEqual(['Your American-Made Marketplace | Heartland Market']);
    expect(head.descriptions).toBe(1);
    expect(head.meta('description')).toBe(TAGLINE);
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect(head.meta('og:title')).toBe('Your American-Made Marketplace | Heartland Market');
    expect(head.meta('og:description')).toBe(TAGLINE);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBe('index, follow');
  });

  it('has Organization and WebSite data with the site search', async () => {
    const { head } = await page('/');
    const org = ofType(head.jsonLd, 'Organization');
    expect(org).toMatchObject({ name: 'Heartland Market', url: `${ORIGIN}/` });
    const site = ofType(head.jsonLd, 'WebSite');
    expect(site).toMatchObject({
      name: 'Heartland Market',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('answers HEAD too', async () => {
    const res = await t.browser().request('HEAD', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('product /product/{id}', () => {
  it('has the product title, description, canonical link, Open Graph product tags and an absolute image', async () => {
    const p = await productRow(3);
    const { head } = await page('/product/3');
    expect(head.titles).toEqual([`${p.name} | Heartland Market`]);
    expect(head.descriptions).toBe(1);
    const description = head.meta('description')!;
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(p.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    expect(head.canonical).toEqual([`${ORIGIN}/product/3`]);
    expect(head.meta('og:title')).toBe(`${p.name} | Heartland Market`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/product/3`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}${p.imageUrl}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}${p.imageUrl}`);
  });

  it('has Product data with an Offer and an AggregateRating, and the breadcrumb Home > category > product', async () => {
    const p = await productRow(3);
    expect(p.reviewCount).toBeGreaterThan(0);
    const { head } = await page('/product/3');
    const product = ofType(head.jsonLd, 'Product');
    expect(product).toMatchObject({
      name: p.name,
      url: `${ORIGIN}/product/3`,
      // Every photo, the first the listing's picture (docs/decisions/0060-photos-and-variants.md).
      image: p.images.map((photo) => `${ORIGIN}${photo.url}`),
      offers: {
        '@type': 'Offer',
        price: centsToDecimal(p.priceCents),
        priceCurrency: 'USD',
        availability: (p.stock ?? 1) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(p.rating), reviewCount: p.reviewCount },
    });
    expect(typeof (product.offers as Node).price).toBe('string');
    const crumbs = ofType(head.jsonLd, 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: p.categoryName, item: `${ORIGIN}/category/${p.categoryId}` },
      { '@type': 'ListItem', position: 3, name: p.name, item: `${ORIGIN}/product/3` },
    ]);
  });

  it('an out-of-stock product is OutOfStock; a product without reviews has no AggregateRating', async () => {
    const evil = ofType((await page(`/product/${evilId}`)).head.jsonLd, 'Product');
    expect((evil.offers as Node).availability).toBe('https://schema.org/OutOfStock');
    const unrated = ofType((await page(`/product/${unratedId}`)).head.jsonLd, 'Product');
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('image');
    expect(unrated.offers).toMatchObject({ price: '25.99', availability: 'https://schema.org/InStock' });
  });

  it('escapes every value: a name with </script><script> neither closes an element nor runs', async () => {
    const { res, head } = await page(`/product/${evilId}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>bold</b>');
    expect(res.body).not.toContain('</script><!--');
    // exactly the shell's scripts (boot-error.js, start.js, the early taps' holder, the page's data) plus the JSON-LD blocks
    expect(res.body.match(/<script/g)).toHaveLength(4 + head.scripts.length);
    expect(head.title).toBe(`${EVIL_NAME} | Heartland Market`);
    expect(head.meta('og:title')).toBe(`${EVIL_NAME} | Heartland Market`);
    for (const script of head.scripts) expect(script).not.toContain('<');
    expect(ofType(head.jsonLd, 'Product')).toMatchObject({ name: EVIL_NAME, description: `Breaks out </script><!-- of "things" & 'stuff'` });
    expect(ofType(head.jsonLd, 'BreadcrumbList').itemListElement).toContainEqual(expect.objectContaining({ name: EVIL_NAME }));
  });

  it.each(['/product/999999', '/product/abc', '/product/0', '/product/99999999999999'])(
    '%s answers 404 with the app and a noindex robots meta',
    async (url) => {
      const { head } = await page(url, 404);
      expect(head.title).toBe('Product Not Found | Heartland Market');
      expect(head.meta('robots')).toBe('noindex, follow');
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
    },
  );

  it('an unapproved product is not indexed (404, noindex)', async () => {
    const { head } = await page(`/product/${hiddenId}`, 404);
    expect(head.meta('robots')).toBe('noindex, follow');
    expect(head.title).not.toContain('Unapproved Lantern');
  });
});

describe('category /category/{id}', () => {
  it('has the category title, description, canonical link and social tags', async () => {
    const [c] = await database.db.select().from(categories).where(eq(categories.id, 1));
    const { head } = await page('/category/1');
    expect(head.titles).toEqual([`${c!.name} | Heartland Market`]);
    expect(head.meta('description')).toBe(c!.description);
    expect(head.canonical).toEqual([`${ORIGIN}/category/1`]);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/category/1`);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/uploads/`));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it('has CollectionPage data listing its products and a BreadcrumbList', async () => {
    const [c] = await database.db.select().from(categories).where(eq(categories.id, 1));
    const { head } = await page('/category/1');
    const collection = ofType(head.jsonLd, 'CollectionPage');
    expect(collection).toMatchObject({ name: c!.name, url: `${ORIGIN}/category/1` });
    const items = (collection.mainEntity as { itemListElement: Array<{ url: string }> }).itemListElement;
    expect(items.length).toBeGreaterThan(0);
    const ids = (await database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, 1))).map((r) => `${ORIGIN}/product/${r.id}`);
    for (const item of items) expect(ids).toContain(item.url);
    expect(ofType(head.jsonLd, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: `${ORIGIN}/categories` },
      { '@type': 'ListItem', position: 3, name: c!.name, item: `${ORIGIN}/category/1` },
    ]);
  });

  it('an unknown category answers 404 with the app and a noindex robots meta', async () => {
    const { head } = await page('/category/999', 404);
    expect(head.title).toBe('Category Not Found | Heartland Market');
    expect(head.meta('robots')).toBe('noindex, follow');
  });
});

describe('other pages', () => {
  it('rendered on the server have their own head too, in place of the defaults', async () => {
    const { head } = await page('/deals');
    expect(head.titles).toEqual(['Deals & Promotions | Heartland Market']);
    expect(head.descriptions).toBe(1);
    expect(head.meta('description')).toMatch(/^Limited-time savings/);
    expect(head.canonical).toEqual([`${ORIGIN}/deals`]);
    expect(head.meta('robots')).toBe('index, follow');
    expect(head.jsonLd).toEqual([]);
    const legal = (await page('/terms')).head;
    expect(legal.title).toBe('Terms of Service | Heartland Market');
    expect(legal.canonical).toEqual([`${ORIGIN}/terms`]);
  });

  it('search results are kept out of indexes: no canonical link, no social tags', async () => {
    const { head } = await page('/search?q=oak');
    expect(head.title).toBe('Search results for "oak" | Heartland Market');
    expect(head.meta('robots')).toBe('noindex, follow');
    expect(head.canonical).toEqual([]);
    expect(head.meta('og:title')).toBeUndefined();
  });

  it("rendered by the browser keep the shell's head (the app sets theirs)", async () => {
    const res = await t.browser().get('/cart');
    expect(res.statusCode).toBe(200);
    expect(parseHead(res.body).titles).toEqual(['Heartland Market']);
  });

  it('without a built client, / is not served (the API server alone)', async () => {
    expect((await bare.browser().get('/')).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the home page, the lists, the help and legal pages, every category, every shop and every approved product with lastmod', async () => {
    const res = await bare.browser().get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = [
      '/',
      '/categories',
      '/deals',
      '/bestsellers',
      '/new-arrivals',
      '/help',
      '/returns-policy',
      '/shipping',
      '/contact',
      '/about',
      '/tracking',
      '/terms',
      '/privacy',
      '/accessibility',
      '/cookies',
      '/seller-terms',
    ];
    for (const p of pages) expect(locs).toContain(`${ORIGIN}${p}`);
    const categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    for (const id of categoryIds) expect(locs).toContain(`${ORIGIN}/category/${id}`);
    const approved = await database.db.select({ id: products.id, createdAt: products.createdAt }).from(products).where(eq(products.isApproved, true));
    for (const p of approved) {
      expect(res.body).toContain(`<url><loc>${ORIGIN}/product/${p.id}</loc><lastmod>${p.createdAt.toISOString()}</lastmod></url>`);
    }
    expect(locs).not.toContain(`${ORIGIN}/product/${hiddenId}`);
    // Every shop's page (decision 0054).
    const shopSlugs = (await database.db.select({ slug: shops.slug }).from(shops)).map((s) => s.slug);
    for (const slug of shopSlugs) expect(locs).toContain(`${ORIGIN}/shop/${slug}`);
    expect(locs).toHaveLength(pages.length + categoryIds.length + shopSlugs.length + approved.length);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling except the private areas and names the sitemap', async () => {
    const res = await bare.browser().get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/auth', '/cart', '/checkout', '/orders', '/profile', '/seller/', '/admin/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /');
    // rules match by prefix: none may hide a public page of the spec
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    const publicPages = [
      '/',
      '/product/3',
      '/category/1',
      '/categories',
      '/search?q=oak',
      '/become-seller',
      '/tracking',
      '/deals',
      '/bestsellers',
      '/new-arrivals',
      '/help',
      '/returns-policy',
      '/shipping',
      '/contact',
      '/about',
      '/terms',
      '/privacy',
      '/accessibility',
      '/cookies',
      '/seller-terms',
      '/uploads/products/1.webp',
      '/sitemap.xml',
    ];
    for (const page of publicPages)
      expect(
        rules.filter((r) => page.startsWith(r)),
        page,
      ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('is the same with the built client', async () => {
    expect((await t.browser().get('/robots.txt')).body).toBe((await bare.browser().get('/robots.txt')).body);
  });
});
