import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { adminOnly } from '#server/http/auth.ts';
import { getOutboxMessage, listOutbox } from '#server/integrations/mail/outbox.ts';
import { TOTAL_COUNT_HEADER } from '#shared/catalogue.ts';
import type { OutboxMessageDetailDto, OutboxMessageDto } from '#shared/outbox.ts';
import { idParamSchema } from '#shared/schemas/catalogue.ts';
import { pageQuerySchema } from '#shared/schemas/common.ts';

const MAX_LIMIT = 100;

// The administrator's page alone reads these (docs/decisions/0050-response-schemas-and-openapi.md).
const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
}) satisfies z.ZodType<OutboxMessageDto>;
const outboxMessageDetailSchema = outboxMessageSchema.extend({ text: z.string(), html: z.string().nullable() }) satisfies z.ZodType<OutboxMessageDetailDto>;

const outboxQuerySchema = pageQuerySchema({ max: MAX_LIMIT, defaultLimit: 20 });

/**
 * The mail outbox for the administrator (docs/architecture.md §4): without SMTP_URL this is where every
 * message the shop writes can be read; with it, where failed deliveries show their error.
 */
export async function outboxRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/admin/outbox',
    { ...adminOnly, schema: { querystring: outboxQuerySchema, response: { 200: z.array(outboxMessageSchema) } } },
    async (request, reply) => {
      const page = await listOutbox(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  api.get('/api/admin/outbox/:id', { ...adminOnly, schema: { params: idParamSchema, response: { 200: outboxMessageDetailSchema } } }, async (request) =>
    getOutboxMessage(db, request.params.id),
  );
}
