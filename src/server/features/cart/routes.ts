import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '#server/http/feature-deps.ts';

export async function cartRoutes(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
