import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { User } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser } from '#server/http/auth.ts';
import { productIdParamSchema, wishlistBodySchema } from '#shared/schemas/catalogue.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './service.ts';

/** The signed-in user's wishlist (spec 000 section 7, spec 001 section 7); owners only. */
export async function wishlistRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Signed-out requests get 401 before their parameters or body are judged.
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };

  api.get('/api/wishlist', signedIn, async (request) => listWishlist(db, requireUser(request)));

  const add = async (user: User, productId: number, reply: { status(code: number): unknown }) => {
    const result = await addToWishlist(db, user, productId);
    reply.status(result.created ? 201 : 200);
    return { productId: result.productId, wishlistId: result.wishlistId };
  };

  api.post('/api/wishlist/:productId', { ...signedIn, schema: { params: productIdParamSchema } }, async (request, reply) =>
    add(requireUser(request), request.params.productId, reply),
  );

  api.post('/api/wishlist', { ...signedIn, schema: { body: wishlistBodySchema } }, async (request, reply) =>
    add(requireUser(request), request.body.productId, reply),
  );

  api.delete('/api/wishlist/:productId', { ...signedIn, schema: { params: productIdParamSchema } }, async (request) => {
    await removeFromWishlist(db, requireUser(request).id, request.params.productId);
    return { message: 'Removed from wishlist' };
  });
}
