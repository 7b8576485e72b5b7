import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { fileResponse } from '#server/http/openapi.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';

/** How long one built sitemap is served before it is built again (it reads up to 50,000 rows). */
const SITEMAP_TTL_MS = 10 * 60_000;

/**
 * What crawlers read beside the pages: sitemap.xml and robots.txt. The pages themselves, with their
 * heads, are the storefront's (src/server/http/spa.ts, decision 0051).
 */
export async function seoRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { response: { 200: fileResponse('text/plain', 'robots.txt') } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  let sitemap: { xml: Promise<string>; until: number } | null = null;
  app.get('/sitemap.xml', { schema: { response: { 200: fileResponse('application/xml', 'The sitemap of the live catalogue') } } }, async (_request, reply) => {
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
}
