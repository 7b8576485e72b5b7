import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '#server/db/schema.ts';
import { SESSION_COOKIE, type SessionStore } from '#server/features/auth/sessions.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The administrator is the seeded user with id 1 (DESIGN.md section 3). */
export const ADMIN_USER_ID = 1;

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

/** Resolves the session cookie to its user once per API request. */
export function registerSessionLookup(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith('/api/')) request.user = await store.findUser(token, 'session');
  });
}

/** The cookie of a session or remember-me token: HttpOnly, SameSite=Lax, Secure behind https (DESIGN.md section 3). */
export const tokenCookieOptions = (secure: boolean, expires: Date) => ({
  ...clearedTokenCookieOptions(secure),
  expires,
});

/**
 * Clearing a token cookie with the attributes it was set with: a browser keeps a Secure cookie that
 * a Set-Cookie without Secure tries to overwrite (the "strict secure cookies" rule).
 */
export const clearedTokenCookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
});

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized('Please sign in to continue.');
  return request.user;
}

export function requireSeller(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!user.isSeller) throw forbidden('Only sellers can do this.');
  return user;
}

export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (user.id !== ADMIN_USER_ID) throw forbidden("You don't have permission to access this page.");
  return user;
}
