import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet would set, worked out once. Our policy has no per-request parts (no
 * nonces: the one inline script is allowed by its fixed hash), so running helmet's middleware on
 * every request, as @fastify/helmet does, rebuilt the same dozen headers each time (issue 14's profile): helmet still
 * decides them, against a recording response, and each reply gets the finished set.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
