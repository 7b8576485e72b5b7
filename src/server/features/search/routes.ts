import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { readCache } from '#server/http/read-cache.ts';
import { SEARCH_CORRECTED_HEADER, TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { productSchema, searchQuerySchema } from '#shared/schemas/catalogue.ts';
import { TOTAL_CAPPED_HEADER } from '#shared/search-results.ts';
import { searchProducts } from './service.ts';

export async function searchRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/search',
    { schema: { querystring: searchQuerySchema, response: { 200: z.array(productSchema) } }, ...readCache('catalogue') },
    async (request, reply) => {
      const { q, limit, offset, _, ...options } = request.query;
      const page = await searchProducts(deps.db, q, { limit, offset }, options);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      // The body stays the spec's array; a total that stopped at the cap says so (decision 0030), and
      // a search answered for its typo corrections alone names the query it read (decision 0046).
      if (page.capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
      if (page.corrected) reply.header(SEARCH_CORRECTED_HEADER, page.corrected);
      return page.items;
    },
  );
}
