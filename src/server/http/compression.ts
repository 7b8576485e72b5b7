import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * HTML and JSON compressed as they are sent (issue 14), brotli or gzip as the browser accepts. The
 * plugin's brotli quality 4 compresses about as well as gzip's best at a fraction of quality 11's CPU,
 * which only pays off for files compressed once (built assets have .br/.gz twins, sent as they are:
 * scripts/compress-assets.ts). Answers under 1 KB and pictures are sent uncompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
