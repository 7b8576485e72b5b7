import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { adminOnly } from '#server/http/auth.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { messageSchema, pageQuerySchema } from '#shared/schemas/common.ts';
import { ACTIVE_COUNT_HEADER, newsletterResponseSchema, newsletterSchema, newsletterSentSchema, subscriberSchema } from '#shared/schemas/newsletter.ts';
import type { UnsubscribeTokens } from '#server/features/newsletter/unsubscribe-token.ts';
import { createNewsletter, deleteNewsletter, listNewsletters, listSubscribers, sendNewsletter, updateNewsletter } from './service.ts';

const MAX_LIMIT = 500;
const subscribersQuerySchema = pageQuerySchema({ max: MAX_LIMIT, defaultLimit: 50 });

export interface AdminNewsletterRouteDeps extends FeatureDeps {
  unsubscribeTokens: UnsubscribeTokens;
  /** a mailbox for unsubscribe requests by mail (List-Unsubscribe mailto:), if someone reads it */
  unsubscribeEmail?: string;
}

/** Newsletter administration (docs/product.md B2, B4, B5 and B7): the administrator (user 1) only. */
export async function adminNewsletterRoutes(app: FastifyInstance, deps: AdminNewsletterRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const sendDeps = { tokens: deps.unsubscribeTokens, mail: { publicUrl: deps.publicUrl, unsubscribeEmail: deps.unsubscribeEmail } };

  api.get('/api/admin/newsletters', { ...adminOnly, schema: { response: { 200: z.array(newsletterResponseSchema) } } }, async () => listNewsletters(db));

  api.post(
    '/api/admin/newsletters',
    { ...adminOnly, schema: { body: newsletterSchema, response: { 201: newsletterResponseSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createNewsletter(db, request.body, deps.now());
    },
  );

  api.put(
    '/api/admin/newsletters/:id',
    { ...adminOnly, schema: { params: idParamSchema, body: newsletterSchema, response: { 200: newsletterResponseSchema } } },
    async (request) => updateNewsletter(db, request.params.id, request.body, deps.now()),
  );

  api.delete('/api/admin/newsletters/:id', { ...adminOnly, schema: { params: idParamSchema, response: { 200: messageSchema } } }, async (request) => {
    await deleteNewsletter(db, request.params.id);
    return { message: 'The newsletter has been deleted.' };
  });

  api.post('/api/admin/newsletters/:id/send', { ...adminOnly, schema: { params: idParamSchema, response: { 200: newsletterSentSchema } } }, async (request) =>
    sendNewsletter(db, request.params.id, sendDeps, deps.now()),
  );

  api.get(
    '/api/admin/subscribers',
    { ...adminOnly, schema: { querystring: subscribersQuerySchema, response: { 200: z.array(subscriberSchema) } } },
    async (request, reply) => {
      const page = await listSubscribers(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total).header(ACTIVE_COUNT_HEADER, page.active);
      return page.items;
    },
  );
}
