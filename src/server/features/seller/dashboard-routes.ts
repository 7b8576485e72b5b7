import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireSeller } from '#server/http/auth.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { sellerOrdersQuerySchema, sellerSalesQuerySchema, sellerStatsQuerySchema } from '#shared/schemas/seller-dashboard.ts';
import { listSellerOrders, salesSeries, sellerStats } from './dashboard-service.ts';

/**
 * The seller dashboard (spec 001 sections 2 and 7, decision 0025): the signed-in seller's figures,
 * sales over time and orders. A `userId` in the query is validated and ignored: no seller reads
 * another's figures. Signed out: 401; signed in but not a seller: 403.
 */
export async function sellerDashboardRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, now } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a visitor learns they must sign in, not what the query should have been.
  const sellerOnly = { preValidation: async (request: FastifyRequest) => void requireSeller(request) };

  api.get('/api/seller/stats', { ...sellerOnly, schema: { querystring: sellerStatsQuerySchema } }, async (request) =>
    sellerStats(db, requireSeller(request).id),
  );

  api.get('/api/seller/sales', { ...sellerOnly, schema: { querystring: sellerSalesQuerySchema } }, async (request) =>
    salesSeries(db, requireSeller(request).id, request.query.range, now()),
  );

  // A static path: Fastify's router prefers it to /api/orders/:id whatever the order of registration.
  api.get('/api/orders/seller', { ...sellerOnly, schema: { querystring: sellerOrdersQuerySchema } }, async (request, reply) => {
    const { orders, total } = await listSellerOrders(db, requireSeller(request).id, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return orders;
  });
}
