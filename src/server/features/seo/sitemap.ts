import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, products, shops } from '#server/db/schema.ts';

/** The sitemap protocol's limit per file; past it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** The legal pages (docs/decisions/0047), rendered on the server like the help pages. */
const LEGAL_PATHS = ['/terms', '/privacy', '/accessibility', '/cookies', '/seller-terms'];

/** The public lists a crawler may start from (the spec's public routes that list products), and the help, policy and legal pages. */
const STATIC_PATHS = [
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
  ...LEGAL_PATHS,
];

/**
 * Private areas (the spec's protected routes and the sign-in page); the API is for the app only.
 * Rules match by prefix, so none may be a prefix of a public page: /returns would hide
 * /returns-policy, and is left out (a crawler there only meets the sign-in redirect).
 */
const DISALLOWED = [
  '/api/',
  '/auth',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/orders',
  '/profile',
  '/wishlist',
  '/write-review/',
  '/seller/',
  '/admin/',
  '/newsletter/unsubscribe',
  '/unsubscribe',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The home page, the lists, every category, every shop and every approved product (newest rows last, by id),
 * at most SITEMAP_MAX_URLS in all. Products carry their creation time as lastmod: the schema keeps
 * no modification time yet.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const categoryRows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id));
  // Every shop's page (decision 0054), by slug, before the products: a shop without listings still shows its story.
  const shopRows = await db
    .select({ slug: shops.slug })
    .from(shops)
    .orderBy(asc(shops.sellerId))
    .limit(Math.max(0, SITEMAP_MAX_URLS - STATIC_PATHS.length - categoryRows.length));
  const room = Math.max(0, SITEMAP_MAX_URLS - STATIC_PATHS.length - categoryRows.length - shopRows.length);
  const productRows =
    room === 0
      ? []
      : await db
          .select({ id: products.id, createdAt: products.createdAt })
          .from(products)
          .where(eq(products.isApproved, true))
          .orderBy(asc(products.id))
          .limit(room);
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    ...STATIC_PATHS.map((p) => entry(p)),
    ...categoryRows.map((c) => entry(`/category/${c.id}`)),
    ...shopRows.map((shop) => entry(`/shop/${encodeURIComponent(shop.slug)}`)),
    ...productRows.map((p) => entry(`/product/${p.id}`, p.createdAt)),
  ].slice(0, SITEMAP_MAX_URLS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
