import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '#server/errors.ts';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed. Please use Heartland Market from its own address.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Refuses state-changing requests sent from another site (OWASP's "verifying origin with standard
 * headers"): the `Origin` header, or the `Referer` when a browser sends no Origin, must be the
 * site's own. The site is PUBLIC_URL or the address the request was sent to (its Host, through a
 * trusted proxy X-Forwarded-Host), which a page on another site cannot choose. Requests with
 * neither header are not from a browser page (server-to-server calls such as Stripe's webhook) and
 * pass; SameSite=Lax cookies stay a second line.
 */
export function registerSameOrigin(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  const isOwn = (request: FastifyRequest, origin: string | null) =>
    origin !== null && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const { origin, referer } = request.headers;
    if (origin !== undefined) {
      // A sandboxed frame or a privacy redirect sends the literal 'null': never our own page.
      if (!isOwn(request, origin === 'null' ? null : originOf(origin))) throw forbidden(CROSS_SITE_MESSAGE);
    } else if (referer !== undefined && !isOwn(request, originOf(referer))) {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
  });
}
