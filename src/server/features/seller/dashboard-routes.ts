import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { isAdmin, requireUser } from '#server/http/auth.ts';
import { forbidden } from '#server/errors.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { z } from 'zod';
import { orderSchema } from '#shared/schemas/orders.ts';
import {
  salesSeriesSchema,
  sellerOrdersQuerySchema,
  sellerSalesQuerySchema,
  sellerStatsQuerySchema,
  sellerStatsSchema,
} from '#shared/schemas/seller-dashboard.ts';
import { listSellerOrders, salesSeries, sellerStats, type DashboardParty } from './dashboard-service.ts';

/**
 * Whose figures the signed-in user reads: the administrator's are the platform's own stock (null),
 * the orders they ship (decision 0026), even when they also sell; a seller's are their own.
 * Signed out: 401; anyone else: 403.
 */
function dashboardParty(request: FastifyRequest): DashboardParty {
  const user = requireUser(request);
  if (isAdmin(user)) return null;
  if (!user.isSeller) throw forbidden('Only sellers can do this.');
  return user.id;
}

/**
 * The seller dashboard (docs/product.md B2 and B7, decision 0025): the signed-in seller's figures,
 * sales over time and orders; for the administrator, those of the platform's own stock. A `userId`
 * in the query is validated and ignored: no seller reads another's figures. Signed out: 401; signed
 * in but neither a seller nor the administrator: 403.
 */
export async function sellerDashboardRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, now } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a visitor learns they must sign in, not what the query should have been.
  const sellerOnly = { preValidation: async (request: FastifyRequest) => void dashboardParty(request) };

  api.get('/api/seller/stats', { ...sellerOnly, schema: { querystring: sellerStatsQuerySchema, response: { 200: sellerStatsSchema } } }, async (request) =>
    sellerStats(db, dashboardParty(request)),
  );

  api.get('/api/seller/sales', { ...sellerOnly, schema: { querystring: sellerSalesQuerySchema, response: { 200: salesSeriesSchema } } }, async (request) =>
    salesSeries(db, dashboardParty(request), request.query.range, now()),
  );

  // A static path: Fastify's router prefers it to /api/orders/:id whatever the order of registration.
  api.get(
    '/api/orders/seller',
    { ...sellerOnly, schema: { querystring: sellerOrdersQuerySchema, response: { 200: z.array(orderSchema) } } },
    async (request, reply) => {
      const { orders, total } = await listSellerOrders(db, dashboardParty(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return orders;
    },
  );
}
