import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { PERSONAL_CACHE_CONTROL } from '#server/http/ssr.ts';
import { productSchema } from '#shared/schemas/catalogue.ts';
import { recentlyViewedBodySchema } from '#shared/schemas/discovery.ts';
import { clearRecentlyViewed, listRecentlyViewed, recordViews } from './service.ts';

const listSchema = z.array(productSchema);

/**
 * A signed-in shopper's recently viewed products (docs/decisions/0061-discovery.md, item 5), each
 * answer the list as it is now, newest first. A signed-out shopper's list stays in the browser.
 */
export async function recentlyViewedRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // The shopper's own: no cache keeps it (set after the app's own 'no-store' hook, which runs first).
  app.addHook('onSend', async (_request, reply) => void reply.header('Cache-Control', PERSONAL_CACHE_CONTROL));

  api.get('/api/recently-viewed', { ...signedIn, schema: { response: { 200: listSchema } } }, async (request) =>
    listRecentlyViewed(db, requireUser(request).id),
  );

  /** `{ productIds }`, the most recent first: a product viewed, or the browser's list at sign-in. */
  api.post('/api/recently-viewed', { ...signedIn, schema: { body: recentlyViewedBodySchema, response: { 200: listSchema } } }, async (request) =>
    recordViews(db, requireUser(request).id, request.body.productIds, deps.now()),
  );

  /** Clear: answers the list, now empty, like the other two. */
  api.delete('/api/recently-viewed', { ...signedIn, schema: { response: { 200: listSchema } } }, async (request) => {
    await clearRecentlyViewed(db, requireUser(request).id);
    return [];
  });
}
