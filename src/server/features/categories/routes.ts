import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';

export async function categoryRoutes(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
