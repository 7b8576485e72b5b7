import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { createReturnSchema, returnListQuerySchema, returnRequestSchema } from '#shared/schemas/returns.ts';
import { sellerReturnRoutes, type SellerReturnRouteDeps } from './seller-routes.ts';
import { createReturnRequest, listReturnRequests } from './service.ts';

/** The signed-in shopper's return requests (docs/product.md B2 and B7); owners only. Then the sellers'. */
export async function returnRoutes(app: FastifyInstance, deps: SellerReturnRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/returns', { ...signedIn, schema: { body: createReturnSchema, response: { 201: returnRequestSchema } } }, async (request, reply) => {
    const created = await createReturnRequest(deps, requireUser(request), request.body);
    return reply.code(201).send(created);
  });

  api.get(
    '/api/returns',
    { ...signedIn, schema: { querystring: returnListQuerySchema, response: { 200: z.array(returnRequestSchema) } } },
    async (request, reply) => {
      const page = await listReturnRequests(deps.db, requireUser(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  await sellerReturnRoutes(app, deps);
}
