import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { User } from '#server/db/schema.ts';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { z } from 'zod';
import { productIdParamSchema, wishlistBodySchema, wishlistEntrySchema, wishlistItemSchema } from '#shared/schemas/catalogue.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './service.ts';

/** The signed-in user's wishlist (docs/product.md A7, docs/product.md B7); owners only. */
export async function wishlistRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/wishlist', { ...signedIn, schema: { response: { 200: z.array(wishlistItemSchema) } } }, async (request) =>
    listWishlist(db, requireUser(request)),
  );

  const add = async (user: User, productId: number, reply: { status(code: number): unknown }) => {
    const result = await addToWishlist(db, user, productId);
    reply.status(result.created ? 201 : 200);
    return { productId: result.productId, wishlistId: result.wishlistId };
  };

  api.post(
    '/api/wishlist/:productId',
    { ...signedIn, schema: { params: productIdParamSchema, response: { '2xx': wishlistEntrySchema } } },
    async (request, reply) => add(requireUser(request), request.params.productId, reply),
  );

  api.post('/api/wishlist', { ...signedIn, schema: { body: wishlistBodySchema, response: { '2xx': wishlistEntrySchema } } }, async (request, reply) =>
    add(requireUser(request), request.body.productId, reply),
  );

  api.delete('/api/wishlist/:productId', { ...signedIn, schema: { params: productIdParamSchema, response: { 200: messageSchema } } }, async (request) => {
    await removeFromWishlist(db, requireUser(request).id, request.params.productId);
    return { message: 'Removed from wishlist' };
  });
}
