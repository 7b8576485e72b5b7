import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { categories, products } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { loadShell, sendHtml, type PageHead } from '#server/http/spa.ts';
import { loadStorefront } from '#server/http/ssr.ts';
import { keepPrivate, readCache } from '#server/http/read-cache.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '#server/features/auth/sessions.ts';
import { productCategoryJoin, productColumns, toProductDto } from '#server/features/products/dto.ts';
import { categoryHead, homeHead, notFoundHead, productHead } from './head.ts';
import { parseRouteId } from '#shared/route-id.ts';
import { buildSitemap, LEGAL_PATHS, robotsTxt } from './sitemap.ts';

/** How long one built sitemap is served before it is built again (it reads up to 50,000 rows). */
const SITEMAP_TTL_MS = 10 * 60_000;
/** Products named in a category page's structured data. */
const CATEGORY_ITEMS = 24;

/**
 * A request from a browser with a session or a remembered account: its page is rendered for that
 * visitor (their name in the header, their session in the page's data) and is theirs alone (decision 0042).
 */
const carriesSession = (request: FastifyRequest): boolean =>
  Boolean(request.cookies[SESSION_COOKIE] || request.cookies[REMEMBER_COOKIE]);

/** A visitor's own page: never stored by a shared cache, nor by the browser (like the API's answers). */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * What crawlers that run no JavaScript read: sitemap.xml, robots.txt and, when this server serves
 * the built client, the head of the home, product and category pages.
 */
export async function seoRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  let sitemap: { xml: Promise<string>; until: number } | null = null;
  app.get('/sitemap.xml', async (_request, reply) => {
    const at = deps.now().getTime();
    if (!sitemap || sitemap.until <= at) {
      const xml = buildSitemap(db, publicUrl);
      sitemap = { xml, until: at + SITEMAP_TTL_MS };
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (sitemap?.xml === xml) sitemap = null;
      });
    }
    const xml = await sitemap.xml;
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
  });

  if (!deps.clientDir) return;
  const shell = loadShell(deps.clientDir);
  const storefront = loadStorefront(app, deps.clientDir, publicUrl);

  /**
   * The page rendered on the server with its data when it is a public storefront page (decision
   * 0029), else the shell with its head. A render that fails leaves the page to the browser.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, head: PageHead | null, status = 200) {
    const personal = carriesSession(request);
    let rendered = null;
    try {
      rendered = await storefront.render(request.url, personal ? request.headers.cookie : undefined);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the page is left to the browser');
    }
    if (!rendered) {
      keepPrivate(reply);
      return sendHtml(reply, head ? shell.render(head) : shell.html, status);
    }
    const html = shell.page(head, rendered);
    const code = rendered.status === 404 ? 404 : status;
    return personal ? sendHtml(reply, html, code, PERSONAL_CACHE_CONTROL) : sendHtml(reply, html, code);
  }

  /**
   * A page whose data cannot be read still loads the app (which shows its own error state); the
   * 503 tells crawlers to come back later rather than index a page without its content.
   */
  const page =
    (render: (id: number | null) => Promise<{ head: PageHead; status?: number }>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      let found: { head: PageHead; status?: number };
      try {
        found = await render(parseRouteId(request.params.id));
      } catch (error) {
        request.log.error({ err: error }, 'page head lookup failed');
        keepPrivate(reply);
        return sendHtml(reply, shell.html, 503);
      }
      return sendPage(request, reply, found.head, found.status);
    };

  // Rendered pages are the same for every signed-out visitor: kept (decision 0033); a signed-in or
  // remembered visitor's page is theirs (decision 0042).
  const kept = readCache('catalogue', carriesSession);
  app.get('/', kept, async (request, reply) => sendPage(request, reply, homeHead(publicUrl)));
  // The other public pages the server renders (src/client/ssr/routes.ts); their head is the shell's
  // until the app sets it. Any other path is the catch-all's bare shell (spa.ts).
  for (const path of ['/categories', '/deals', '/bestsellers', '/new-arrivals', '/search', '/help', '/returns-policy', '/shipping', '/about', '/contact', '/tracking', ...LEGAL_PATHS]) {
    app.get(path, kept, async (request, reply) => sendPage(request, reply, null));
  }

  app.get(
    '/product/:id',
    kept,
    page(async (id) => {
      const [row] =
        id === null
          ? []
          : await db
              .select(productColumns)
              .from(products)
              .innerJoin(...productCategoryJoin)
              .where(and(eq(products.id, id), eq(products.isApproved, true)))
              .limit(1);
      if (!row) return { head: notFoundHead('Product'), status: 404 };
      return { head: productHead(publicUrl, toProductDto(row)) };
    }),
  );

  app.get(
    '/category/:id',
    kept,
    page(async (id) => {
      const [category] =
        id === null
          ? []
          : await db
              .select({ id: categories.id, name: categories.name, description: categories.description })
              .from(categories)
              .where(eq(categories.id, id))
              .limit(1);
      if (!category) return { head: notFoundHead('Category'), status: 404 };
      const items = await db
        .select({ id: products.id, name: products.name, imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.categoryId, category.id), eq(products.isApproved, true)))
        .orderBy(asc(products.id))
        .limit(CATEGORY_ITEMS);
      return { head: categoryHead(publicUrl, { ...category, products: items }) };
    }),
  );
}
