import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { readCache } from '#server/http/read-cache.ts';
import { SEARCH_CORRECTED_HEADER, TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { productSchema, searchQuerySchema } from '#shared/schemas/catalogue.ts';
import { facetsQuerySchema, facetsSchema, suggestionsSchema, suggestQuerySchema } from '#shared/schemas/discovery.ts';
import { TOTAL_CAPPED_HEADER } from '#shared/search-results.ts';
import { searchFacets } from './facets.ts';
import { searchProducts } from './service.ts';
import { suggest } from './suggest.ts';

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

  // Suggestions as a shopper types, and facets with counts (docs/decisions/0061-discovery.md).
  api.get(
    '/api/search/suggest',
    { schema: { querystring: suggestQuerySchema, response: { 200: suggestionsSchema } }, ...readCache('catalogue') },
    async (request) => suggest(deps.db, request.query.q),
  );

  api.get('/api/search/facets', { schema: { querystring: facetsQuerySchema, response: { 200: facetsSchema } }, ...readCache('catalogue') }, async (request) => {
    // The search's own parameters: its sort and page are taken and left aside (facets count every result).
    const { sort: _sort, limit: _limit, offset: _offset, _, ...query } = request.query;
    return searchFacets(deps.db, query);
  });
}
