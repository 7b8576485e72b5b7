import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FeatureDeps } from '#server/http/feature-deps.ts';

/** Product and profile images from DATA_DIR/uploads. */
export async function imageRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const uploads = path.join(deps.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
}
