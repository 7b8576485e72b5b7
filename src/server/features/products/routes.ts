import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { idParamSchema, productListQuerySchema } from '#shared/schemas/catalogue.ts';
import { listProducts } from './queries.ts';
import { dealOfTheDay, deleteProduct, getProduct, relatedProducts } from './service.ts';

export async function productRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/products', { schema: { querystring: productListQuerySchema } }, async (request, reply) => {
    const page = await listProducts(db, request.query);
    reply.header(TOTAL_COUNT_HEADER, page.total);
    return page.items;
  });

  api.get('/api/products/deal-of-the-day', async () => dealOfTheDay(db));

  api.get('/api/products/:id', { schema: { params: idParamSchema } }, async (request) => getProduct(db, request.params.id, request.user));

  api.get('/api/products/:id/related', { schema: { params: idParamSchema } }, async (request) => relatedProducts(db, request.params.id, request.user));

  api.delete('/api/products/:id', { schema: { params: idParamSchema } }, async (request) => {
    const user = requireUser(request);
    await deleteProduct(db, request.params.id, user);
    return { message: 'Product deleted' };
  });
}
