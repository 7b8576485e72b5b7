import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireUser, signedIn } from '#server/http/auth.ts';
import { dbId, pageQuerySchema } from '#shared/schemas/common.ts';
import { orderIdParamsSchema } from '#shared/schemas/orders.ts';
import { orderShopReviewSchema, shopReplyInputSchema, shopReviewInputSchema, shopReviewSchema, shopReviewsAnswerSchema } from '#shared/schemas/shops.ts';
import { createShopReview, listShopReviews, orderShopReviews, replyToShopReview } from './service.ts';

// A slug of any other shape names no shop: it is looked up and answered 404 like an unknown one.
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const replyParams = slugParams.extend({ id: dbId('id must be a review id') });

/** Shop reviews (docs/product.md "Shop reviews"; docs/architecture.md §3: verified orders only, the author from the session). */
export async function shopReviewRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = deps;

  api.get(
    '/api/shops/:slug/reviews',
    { schema: { params: slugParams, querystring: pageQuerySchema({ max: 50, defaultLimit: 10 }), response: { 200: shopReviewsAnswerSchema } } },
    async (request) => listShopReviews(db, request.params.slug, request.query),
  );

  api.post(
    '/api/shops/:slug/reviews',
    { ...signedIn, schema: { params: slugParams, body: shopReviewInputSchema, response: { 201: shopReviewSchema } } },
    async (request, reply) => {
      const review = await createShopReview(db, now, requireUser(request), request.params.slug, request.body);
      return reply.status(201).send(review);
    },
  );

  api.post(
    '/api/shops/:slug/reviews/:id/reply',
    { ...signedIn, schema: { params: replyParams, body: shopReplyInputSchema, response: { 200: shopReviewSchema } } },
    async (request) => replyToShopReview(db, now, requireUser(request), request.params.slug, request.params.id, request.body.reply),
  );

  api.get(
    '/api/orders/:id/shop-reviews',
    { ...signedIn, schema: { params: orderIdParamsSchema, response: { 200: z.array(orderShopReviewSchema) } } },
    async (request) => orderShopReviews(db, requireUser(request), request.params.id),
  );
}
