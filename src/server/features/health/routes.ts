import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';

const AUTH_FAILURE = /password authentication failed/i;

/** GET /api/health: the shape spec 000 section 3 names; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance, database: Database): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
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
