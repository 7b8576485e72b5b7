import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '#server/db/schema.ts';
import { forbidden, unauthorized } from '#server/errors.ts';
import { SESSION_COOKIE } from '#shared/sign-in-cookies.ts';

/** What the lookup needs of the auth feature's SessionStore, which app.ts passes in (http never imports a feature). */
export interface SessionLookupStore {
  findUser(token: string, kind: 'session'): Promise<User | null>;
}

/** The seeded user that holds the administrator's role (docs/decisions/0050-response-schemas-and-openapi.md). */
export const ADMIN_USER_ID = 1;

/**
 * Whether the user is the administrator: a role, asked here and nowhere else. User 1, seeded as the
 * administrator, holds it; no other account can.
 */
export const isAdmin = (user: Pick<User, 'id'> | null | undefined): boolean => user?.id === ADMIN_USER_ID;

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

/** Resolves the session cookie to its user once per API request. */
export function registerSessionLookup(app: FastifyInstance, store: SessionLookupStore): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith('/api/')) request.user = await store.findUser(token, 'session');
  });
}

/** The cookie of a session or remember-me token: HttpOnly, SameSite=Lax, Secure behind https (docs/architecture.md §3). */
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
  if (!isAdmin(user)) throw forbidden("You don't have permission to access this page.");
  return user;
}

/**
 * The route guards, one of each: 401 signed out, then 403 without the role, before the request's
 * parameters or body are judged (a body too deep or too large is refused first, unread).
 */
export const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };
export const sellerOnly = { preValidation: async (request: FastifyRequest) => void requireSeller(request) };
export const adminOnly = { preValidation: async (request: FastifyRequest) => void requireAdmin(request) };
