import path from 'node:path';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FeatureDeps } from '#server/http/feature-deps.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { isPrivateKey, type FileStorage } from '#server/integrations/storage/storage.ts';
import { LocalDiskStorage } from '#server/integrations/storage/local-disk.ts';
import { VariantStore, resolveUnder, variantQuerySchema, wantsVariant } from './variants.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * Whether a path under /uploads/ names a private file (a label: decision 0041), however it is spelt:
 * decoded and normalised as the static files below would read it ('//', './', '..', '%2F').
 */
function isPrivatePath(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // Not decodable: the static files below refuse it too; judged as written.
  }
  return isPrivateKey(path.posix.normalize(`/${decoded.replaceAll('\\', '/')}`).replace(/^\/+/, ''));
}

/**
 * Product and profile images from DATA_DIR/uploads: the original as a static file, or with
 * `?w=&h=&fit=` a sized WebP variant, cached on disk and, as its URL names its size, forever by browsers.
 *
 * With `storage` (S3, shared by several instances; decision 0034) a path that is not in DATA_DIR/uploads
 * (where each instance renders the demo pictures) is the storage's object: the original is passed
 * through, and a variant is rendered from a local copy kept under DATA_DIR/cache/storage.
 *
 * Private files (shipping and return labels, under `private/` and the older label folders) are never
 * served here, from either place: 404, the answer for a file that does not exist (decision 0041).
 */
export async function imageRoutes(app: FastifyInstance, deps: FeatureDeps & { storage?: FileStorage }): Promise<void> {
  const uploads = path.join(deps.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  // Local-disk storage's files are the static files below already: nothing more to ask it.
  const storage = deps.storage instanceof LocalDiskStorage ? undefined : deps.storage;
  const objectOf = async (urlPath: string) => {
    const key = storage?.keyOf(`/uploads/${urlPath}`);
    return key ? storage!.get(key) : null;
  };
  const copies = path.join(deps.dataDir, 'cache', 'storage');
  const variants = new VariantStore(
    uploads,
    path.join(deps.dataDir, 'cache', 'images'),
    storage && {
      root: copies,
      fetch: async (urlPath) => {
        const object = await objectOf(urlPath);
        if (!object) return false;
        // objectOf took only a storage key (plain names), so the path stays under `copies`.
        const file = path.join(copies, ...urlPath.split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(partial, object.body);
        await rename(partial, file);
        return true;
      },
    },
  );

  // Encapsulated, so the hook runs for the static route of /uploads/ only.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      // Labels are served only by their routes, to who may read them: here, as if there were no such file.
      if (isPrivatePath(request.url.split('?')[0]!.slice('/uploads/'.length))) return reply.callNotFound();
      const query = request.query as Record<string, unknown>;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!wantsVariant(query)) {
        // An original the static files below lack: the storage's object, when it has one.
        const urlPath = request.url.split('?')[0]!.slice('/uploads/'.length);
        if (!storage || (await resolveUnder(uploads, urlPath))) return;
        const object = await objectOf(urlPath);
        if (!object) return;
        reply.header('Cache-Control', `public, max-age=${WEEK_SECONDS}`).type(object.contentType);
        return reply.send(request.method === 'HEAD' ? '' : object.body);
      }
      const parsed = variantQuerySchema.safeParse(query);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new AppError(400, 'validation_failed', issues[0]?.message ?? 'Invalid image size', issues);
      }
      const urlPath = request.url.split('?')[0]!.slice('/uploads/'.length);
      if (!urlPath) throw badRequest('An image path is required');
      const variant = await variants.get(urlPath, parsed.data);
      if (!variant) throw notFound('Image not found');
      reply.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`).header('ETag', variant.etag);
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
