import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { readCache } from '#server/http/read-cache.ts';
import { listProducts } from '#server/features/products/queries.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { categorySchema, idParamSchema, productListQuerySchema, productSchema } from '#shared/schemas/catalogue.ts';
import { assertCategory, getCategory, listCategories } from './service.ts';

export async function categoryRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/categories', { schema: { response: { 200: z.array(categorySchema) } }, ...readCache('catalogue') }, async () => listCategories(db));

  api.get('/api/categories/:id', { schema: { params: idParamSchema, response: { 200: categorySchema } }, ...readCache('catalogue') }, async (request) =>
    getCategory(db, request.params.id),
  );

  // The same lists as /api/products with the category fixed by the path (a `category` query is overridden).
  api.get(
    '/api/categories/:id/products',
    { schema: { params: idParamSchema, querystring: productListQuerySchema, response: { 200: z.array(productSchema) } }, ...readCache('catalogue') },
    async (request, reply) => {
      // The page is asked beside the check (an unknown category's page is empty and answers 404).
      const [, page] = await Promise.all([assertCategory(db, request.params.id), listProducts(db, { ...request.query, category: [request.params.id] })]);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );
}
