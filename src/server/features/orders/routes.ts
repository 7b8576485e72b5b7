import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import type { PaymentProvider } from '#server/integrations/payments/provider.ts';
import { createOrderSchema, orderFromPaymentSchema } from '#shared/schemas/orders.ts';
import { finalizeCheckout, listOrders } from './service.ts';

export interface OrderRouteDeps extends FeatureDeps {
  payments: PaymentProvider;
}

const listQuery = z.object({
  limit: z.coerce.number({ message: 'limit must be a number from 1 to 100' }).int().min(1, 'limit must be a number from 1 to 100').max(100, 'limit must be a number from 1 to 100').default(20),
  offset: z.coerce.number({ message: 'offset must be 0 or more' }).int().min(0, 'offset must be 0 or more').default(0),
});

/** Orders of the signed-in user (spec 000 section 7); created only from a verified payment (DESIGN.md section 3). */
export async function orderRoutes(app: FastifyInstance, deps: OrderRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };
  const orderDeps = { db: deps.db, payments: deps.payments, publicUrl: deps.publicUrl };

  // The browser's figures (orderTotal, subtotal, address...) are accepted for the spec's payload but
  // the order is built from the server's record of the payment: what was quoted is what was paid.
  api.post('/api/orders', { ...signedIn, schema: { body: createOrderSchema } }, async (request, reply) => {
    const order = await finalizeCheckout(orderDeps, request.body.paymentIntentId, requireUser(request).id);
    return reply.code(201).send(order);
  });

  api.post('/api/orders/from-payment', { ...signedIn, schema: { body: orderFromPaymentSchema } }, async (request) =>
    finalizeCheckout(orderDeps, request.body.paymentIntentId, requireUser(request).id),
  );

  api.get('/api/orders', { ...signedIn, schema: { querystring: listQuery } }, async (request, reply) => {
    const { orders, total } = await listOrders(deps.db, requireUser(request).id, request.query.limit, request.query.offset);
    reply.header('X-Total-Count', String(total));
    return orders;
  });
}
