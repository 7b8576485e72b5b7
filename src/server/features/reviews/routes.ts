import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';

export async function reviewRoutes(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
