import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated, and index.html
 * for every other non-API GET (history fallback; the SPA shows its own '404 Page Not Found').
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`The client build is missing in ${clientDir}: run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Unknown API routes answer JSON 404; other GETs get the SPA when there is one. */
export function registerFallback(app: FastifyInstance, hasClient: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (hasClient && !pathname.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: 'not_found' });
  });
}
