import path from 'node:path';
import { createReadStream, mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { AppError, badRequest, notFound } from '#server/http/errors.ts';
import { VariantStore, variantQuerySchema, wantsVariant } from './variants.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Product and profile images from DATA_DIR/uploads: the original as a static file, or with
 * `?w=&h=&fit=` a sized WebP variant, cached on disk and, as its URL names its size, forever by browsers.
 */
export async function imageRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const uploads = path.join(deps.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const variants = new VariantStore(uploads, path.join(deps.dataDir, 'cache', 'images'));

  // Encapsulated, so the hook runs for the static route of /uploads/ only.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsVariant(query)) return;
      const parsed = variantQuerySchema.safeParse(query);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new AppError(400, 'validation_failed', issues[0]?.message ?? 'Invalid image size', issues);
      }
      const urlPath = request.url.split('?')[0]!.slice('/uploads/'.length);
      if (!urlPath) throw badRequest('An image path is required');
      const variant = await variants.get(urlPath, parsed.data);
      if (!variant) throw notFound('Image not found');
      reply
        .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('ETag', variant.etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
        return reply.status(304).send();
      }
      reply.type('image/webp');
      return reply.send(request.method === 'HEAD' ? '' : createReadStream(variant.file));
    });
    await scope.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  });
}
