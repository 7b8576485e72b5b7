import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { cartAddSchema, cartUpdateSchema } from '#shared/schemas/cart.ts';
import { addToCart, clearCart, listCart, removeCartLine, updateCartLine } from './service.ts';

/** The signed-in user's cart (spec 000 section 7, DESIGN.md section 3); owners only. */
export async function cartRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Signed-out requests get 401 before their parameters or body are judged.
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };

  api.get('/api/cart', signedIn, async (request) => listCart(db, requireUser(request).id));

  api.post('/api/cart', { ...signedIn, schema: { body: cartAddSchema } }, async (request, reply) => {
    const line = await addToCart(db, requireUser(request).id, request.body.productId, request.body.quantity);
    return reply.status(201).send(line);
  });

  api.put('/api/cart/:id', { ...signedIn, schema: { params: idParamSchema, body: cartUpdateSchema } }, async (request) =>
    updateCartLine(db, requireUser(request).id, request.params.id, request.body.quantity),
  );

  const clear = async (request: FastifyRequest) => {
    await clearCart(db, requireUser(request).id);
    return { message: 'Cart cleared' };
  };
  api.delete('/api/cart', signedIn, clear);
  // A static route: find-my-way prefers it to /api/cart/:id.
  api.delete('/api/cart/all', signedIn, clear);

  api.delete('/api/cart/:id', { ...signedIn, schema: { params: idParamSchema } }, async (request) => {
    await removeCartLine(db, requireUser(request).id, request.params.id);
    return { message: 'Item removed' };
  });
}
