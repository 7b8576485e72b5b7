import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { requireAdmin } from '#server/http/auth.ts';
import { getOutboxMessage, listOutbox } from '#server/integrations/mail/outbox.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { strictNumber } from '#shared/schemas/common.ts';

const MAX_LIMIT = 100;

// Server-only (no form sends it), hence here rather than in src/shared/schemas.
const outboxQuerySchema = z.object({
  limit: strictNumber(
    z
      .number({ message: `limit must be between 1 and ${MAX_LIMIT}` })
      .int(`limit must be between 1 and ${MAX_LIMIT}`)
      .min(1, `limit must be between 1 and ${MAX_LIMIT}`)
      .max(MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`),
  ).default(20),
  offset: strictNumber(
    z.number({ message: 'offset must be 0 or more' }).int('offset must be 0 or more').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large'),
  ).default(0),
});

/**
 * The mail outbox for the administrator (DESIGN.md section 4): without SMTP_URL this is where every
 * message the shop writes can be read; with it, where failed deliveries show their error.
 */
export async function outboxRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // 401/403 before the query or the id are judged.
  const adminOnly = { preValidation: async (request: FastifyRequest) => void requireAdmin(request) };

  api.get('/api/admin/outbox', { ...adminOnly, schema: { querystring: outboxQuerySchema } }, async (request, reply) => {
    const page = await listOutbox(db, request.query);
    reply.header(TOTAL_COUNT_HEADER, page.total);
    return page.items;
  });

  api.get('/api/admin/outbox/:id', { ...adminOnly, schema: { params: idParamSchema } }, async (request) => getOutboxMessage(db, request.params.id));
}
