import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { unauthorized } from '#server/errors.ts';
import { z } from 'zod';
import { productIdParamSchema, reviewEligibilitySchema, reviewResponseSchema, reviewSchema, writeReviewSchema } from '#shared/schemas/catalogue.ts';
import { MESSAGES, createReview, listReviews, reviewEligibility } from './service.ts';

/** Reviews (docs/product.md A2 and A7, docs/product.md B7; docs/architecture.md §3). */
export async function reviewRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const author = (request: FastifyRequest) => {
    if (!request.user) throw unauthorized(MESSAGES.signIn);
    return request.user;
  };
  // A signed-out author gets 401 before the body is judged.
  const signedIn = { preValidation: async (request: FastifyRequest) => void author(request) };

  api.get('/api/reviews/eligibility/:productId', { schema: { params: productIdParamSchema, response: { 200: reviewEligibilitySchema } } }, async (request) =>
    reviewEligibility(db, request.user, request.params.productId),
  );

  api.get('/api/reviews/:productId', { schema: { params: productIdParamSchema, response: { 200: z.array(reviewResponseSchema) } } }, async (request) =>
    listReviews(db, request.user, request.params.productId),
  );

  // The product page's form.
  api.post('/api/reviews', { ...signedIn, schema: { body: reviewSchema, response: { 201: reviewResponseSchema } } }, async (request, reply) => {
    const review = await createReview(db, author(request), request.body);
    return reply.status(201).send(review);
  });

  // The write-review page and the product page's fallback: the same service; a userId or userName in
  // the body is dropped by the schema, so the author is always the session user.
  for (const path of ['/api/direct-review', '/api/direct-reviews']) {
    api.post(path, { ...signedIn, schema: { body: writeReviewSchema, response: { 201: reviewResponseSchema } } }, async (request, reply) => {
      const review = await createReview(db, author(request), request.body);
      return reply.status(201).send(review);
    });
  }
}
