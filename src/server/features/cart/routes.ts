import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { cartAddSchema, cartLineSchema, cartUpdateSchema } from '#shared/schemas/cart.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { addToCart, clearCart, listCart, removeCartLine, updateCartLine } from './service.ts';

/** The signed-in user's cart (docs/product.md A7, docs/architecture.md §3); owners only. */
export async function cartRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/cart', { ...signedIn, schema: { response: { 200: z.array(cartLineSchema) } } }, async (request) => listCart(db, requireUser(request).id));

  api.post('/api/cart', { ...signedIn, schema: { body: cartAddSchema, response: { 201: cartLineSchema } } }, async (request, reply) => {
    const { productId, variantId, quantity } = request.body;
    const line = await addToCart(db, requireUser(request).id, productId, variantId, quantity);
    return reply.status(201).send(line);
  });

  api.put('/api/cart/:id', { ...signedIn, schema: { params: idParamSchema, body: cartUpdateSchema, response: { 200: cartLineSchema } } }, async (request) =>
    updateCartLine(db, requireUser(request).id, request.params.id, request.body.quantity),
  );

  const clear = async (request: FastifyRequest) => {
    await clearCart(db, requireUser(request).id);
    return { message: 'Cart cleared' };
  };
  const cleared = { ...signedIn, schema: { response: { 200: messageSchema } } };
  api.delete('/api/cart', cleared, clear);
  // A static route: find-my-way prefers it to /api/cart/:id.
  api.delete('/api/cart/all', cleared, clear);

  api.delete('/api/cart/:id', { ...signedIn, schema: { params: idParamSchema, response: { 200: messageSchema } } }, async (request) => {
    await removeCartLine(db, requireUser(request).id, request.params.id);
    return { message: 'Item removed' };
  });
}
