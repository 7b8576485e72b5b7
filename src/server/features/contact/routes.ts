import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { limitRoute, type Limit } from '#server/http/rate-limit.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { CONTACT_SENT_MESSAGE, contactSchema } from '#shared/schemas/contact.ts';
import { sendContactMessage } from './service.ts';

/** Per client address: a person writes a few messages an hour; a script filling support's inbox is stopped. */
export const CONTACT_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

/** The /contact form (docs/product.md B3, B7 and B8): kept, emailed to support, 201 with the toast's words. */
export async function contactRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    { schema: { body: contactSchema, response: { 201: messageSchema } }, config: limitRoute('contact', CONTACT_LIMIT) },
    async (request, reply) => {
      const user = request.user;
      await sendContactMessage(deps.db, request.body, user ? { userId: user.id, username: user.username } : null, deps.now());
      return reply.status(201).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
}
