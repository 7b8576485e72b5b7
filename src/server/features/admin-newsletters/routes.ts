import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireAdmin } from '#server/http/auth.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { strictNumber } from '#shared/schemas/common.ts';
import { ACTIVE_COUNT_HEADER, newsletterSchema } from '#shared/schemas/newsletter.ts';
import type { UnsubscribeTokens } from '#server/features/newsletter/unsubscribe-token.ts';
import { createNewsletter, deleteNewsletter, listNewsletters, listSubscribers, sendNewsletter, updateNewsletter } from './service.ts';

const MAX_LIMIT = 500;
const range = `limit must be between 1 and ${MAX_LIMIT}`;

// Server-only (no form sends it), hence here rather than in src/shared/schemas.
const pageQuerySchema = z.object({
  limit: strictNumber(z.number({ message: range }).int(range).min(1, range).max(MAX_LIMIT, range)).default(50),
  offset: strictNumber(z.number({ message: 'offset must be 0 or more' }).int('offset must be 0 or more').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large')).default(0),
});

export interface AdminNewsletterRouteDeps extends FeatureDeps {
  unsubscribeTokens: UnsubscribeTokens;
  /** a mailbox for unsubscribe requests by mail (List-Unsubscribe mailto:), if someone reads it */
  unsubscribeEmail?: string;
}

/** Newsletter administration (spec 001 sections 2, 4, 5 and 7): the administrator (user 1) only. */
export async function adminNewsletterRoutes(app: FastifyInstance, deps: AdminNewsletterRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // 401/403 before the body or the id are judged.
  const adminOnly = { preValidation: async (request: FastifyRequest) => void requireAdmin(request) };
  const sendDeps = { tokens: deps.unsubscribeTokens, mail: { publicUrl: deps.publicUrl, unsubscribeEmail: deps.unsubscribeEmail } };

  api.get('/api/admin/newsletters', adminOnly, async () => listNewsletters(db));

  api.post('/api/admin/newsletters', { ...adminOnly, schema: { body: newsletterSchema } }, async (request, reply) => {
    reply.status(201);
    return createNewsletter(db, request.body, deps.now());
  });

  api.put('/api/admin/newsletters/:id', { ...adminOnly, schema: { params: idParamSchema, body: newsletterSchema } }, async (request) =>
    updateNewsletter(db, request.params.id, request.body, deps.now()),
  );

  api.delete('/api/admin/newsletters/:id', { ...adminOnly, schema: { params: idParamSchema } }, async (request) => {
    await deleteNewsletter(db, request.params.id);
    return { message: 'The newsletter has been deleted.' };
  });

  api.post('/api/admin/newsletters/:id/send', { ...adminOnly, schema: { params: idParamSchema } }, async (request) =>
    sendNewsletter(db, request.params.id, sendDeps, deps.now()),
  );

  api.get('/api/admin/subscribers', { ...adminOnly, schema: { querystring: pageQuerySchema } }, async (request, reply) => {
    const page = await listSubscribers(db, request.query);
    reply.header(TOTAL_COUNT_HEADER, page.total).header(ACTIVE_COUNT_HEADER, page.active);
    return page.items;
  });
}
