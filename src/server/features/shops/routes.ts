import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { readCache } from '#server/http/read-cache.ts';
import { listProducts } from '#server/features/products/queries.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { productListQuerySchema, productSchema } from '#shared/schemas/catalogue.ts';
import { shopSchema } from '#shared/schemas/shops.ts';
import { findShop, getShop } from './service.ts';

/** A shop's address form as a path names it; read lowercase, so /shop/Prairie-Workshop-Co finds the shop. */
const slugParamSchema = z.object({
  slug: z
    .string({ message: 'slug must be a shop name in its address form' })
    .min(1, 'slug must be a shop name in its address form')
    .max(100, 'slug must be a shop name in its address form')
    .transform((v) => v.toLowerCase()),
});

/** The shop page's reads (docs/decisions/0054-shops.md), kept like the other public catalogue reads. */
export async function shopRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/shops/:slug', { schema: { params: slugParamSchema, response: { 200: shopSchema } }, ...readCache('catalogue') }, async (request) =>
    getShop(db, request.params.slug),
  );

  // The category page's lists (filters, sort, paging, X-Total-Count) with the shop fixed by the path.
  api.get(
    '/api/shops/:slug/products',
    { schema: { params: slugParamSchema, querystring: productListQuerySchema, response: { 200: z.array(productSchema) } }, ...readCache('catalogue') },
    async (request, reply) => {
      const shop = await findShop(db, request.params.slug);
      const page = await listProducts(db, { ...request.query, shop: [shop.slug] });
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );
}
