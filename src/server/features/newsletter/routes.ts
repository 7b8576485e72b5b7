import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { limitRoute, type Limit } from '#server/http/rate-limit.ts';
import { newsletterSubscribeSchema } from '#shared/schemas/catalogue.ts';
import { SUBSCRIBED_MESSAGE, subscribe } from './service.ts';

/** Per client address: enough for a person, too few to fill the list with strangers' addresses. */
export const SUBSCRIBE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

/** The home page's signup (spec 000 sections 5 and 8). */
export async function newsletterRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/newsletter/subscribe',
    { schema: { body: newsletterSubscribeSchema }, config: limitRoute('newsletter-subscribe', SUBSCRIBE_LIMIT) },
    async (request, reply) => {
      const outcome = await subscribe(deps.db, request.body.email, deps.now());
      // The same words whether or not the address was on the list already.
      return reply.status(outcome === 'already-subscribed' ? 200 : 201).send({ message: SUBSCRIBED_MESSAGE });
    },
  );
}
