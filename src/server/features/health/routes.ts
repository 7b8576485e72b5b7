import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';

const AUTH_FAILURE = /password authentication failed/i;
/** A database that drops packets must not leave the health check (and the banner) waiting. */
const PING_DEADLINE_MS = 3000;

function withDeadline(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** What GET /api/health answers, up (200) or with the database unreachable (503). */
const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string(),
  isAuthError: z.boolean(),
  database: z.object({ status: z.enum(['connected', 'disconnected']), driver: z.string(), error: z.string().nullable() }),
});

/** GET /api/health: the shape docs/product.md A3 names; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, database: Database): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    try {
      await withDeadline(database.ping(), PING_DEADLINE_MS);
      return {
        status: 'ok',
        message: 'All systems operational',
        isAuthError: false,
        database: { status: 'connected', driver: database.driver, error: null },
      };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({
        status: 'error',
        message: 'Database connection failed',
        isAuthError: AUTH_FAILURE.test(detail),
        database: { status: 'disconnected', driver: database.driver, error: detail },
      });
    }
  });
}
