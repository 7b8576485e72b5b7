import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import type { User } from '#server/db/schema.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import { clearedTokenCookieOptions, tokenCookieOptions } from '#server/http/auth.ts';
import { FailureBudget, limitRoute, perAddressLimit, type Limit } from '#server/http/rate-limit.ts';
import { loginSchema, publicUserSchema, quickLoginSchema, registerSchema, sessionUserSchema } from '#shared/schemas/auth.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import { authenticate, registerUser, toPublicUser } from './service.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE, type SessionStore } from './sessions.ts';

export interface AuthLimits {
  /** per address and username */
  login: Limit;
  /** per address across usernames */
  loginPerAddress: Limit;
  /** failed sign-ins per username across addresses; browsers the account knows are exempt */
  loginPerUsername: Limit;
  register: Limit;
  quickLogin: Limit;
}

export interface AuthRouteDeps {
  db: Db;
  sessions: SessionStore;
  secureCookies: boolean;
  limits: AuthLimits;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessions } = deps;
  const cookieOptions = (expires: Date) => tokenCookieOptions(deps.secureCookies, expires);
  const usernameFailures = new FailureBudget(db, sessions.now, 'login-username', deps.limits.loginPerUsername);
  // Keyed like the lookup (trimmed, case-insensitive), so ' alice' is no fresh budget for 'alice'.
  const usernameKey = (username: unknown) =>
    String(username ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 64);

  /** Starts a fresh session (the old token is revoked: rotation at every sign-in). */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: User, remember: boolean) {
    await sessions.revoke(request.cookies[SESSION_COOKIE]);
    const session = await sessions.create(user.id, 'session');
    reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(session.expiresAt));
    if (remember) {
      await sessions.revoke(request.cookies[REMEMBER_COOKIE]);
      const token = await sessions.create(user.id, 'remember');
      reply.setCookie(REMEMBER_COOKIE, token.token, cookieOptions(token.expiresAt));
    }
    return toPublicUser(user);
  }

  api.get('/api/user', { schema: { response: { 200: sessionUserSchema } } }, async (request) => {
    if (request.user) return toPublicUser(request.user);
    const remembered = await sessions.findRemembered(request.cookies[REMEMBER_COOKIE]);
    if (!remembered) throw unauthorized('Not authenticated');
    const { user, kind } = remembered;
    // After a logout the Welcome Back panel asks for the password instead of offering quick login.
    return { id: user.id, username: user.username, remembered: true as const, ...(kind === 'known' ? { passwordRequired: true as const } : {}) };
  });

  api.post(
    '/api/register',
    { schema: { body: registerSchema, response: { 201: publicUserSchema } }, config: limitRoute('register', deps.limits.register) },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      reply.status(201);
      return signIn(request, reply, user, true);
    },
  );

  api.post(
    '/api/login',
    {
      schema: { body: loginSchema, response: { 200: publicUserSchema } },
      preValidation: perAddressLimit(app, 'login-address', deps.limits.loginPerAddress),
      config: limitRoute('login', deps.limits.login, (req) => usernameKey((req.body as { username?: unknown } | undefined)?.username)),
    },
    async (request, reply) => {
      const key = usernameKey(request.body.username);
      // Guessing one account's password from many addresses meets the per-username budget; the
      // account's own browsers (a remember-me token, even a logged-out one) pass it, so an attacker
      // spending it cannot lock the owner out where they usually sign in (decision 0039).
      const known = await sessions.findRemembered(request.cookies[REMEMBER_COOKIE]);
      const budgeted = known?.user.username.toLowerCase() !== key;
      if (budgeted) await usernameFailures.take(key);
      const user = await authenticate(db, request.body);
      if (budgeted) await usernameFailures.giveBack(key);
      return signIn(request, reply, user, true);
    },
  );

  api.post(
    '/api/quick-login',
    { schema: { body: quickLoginSchema, response: { 200: publicUserSchema } }, config: limitRoute('quick-login', deps.limits.quickLogin) },
    async (request, reply) => {
      // Only a 'remember' token: a logged-out browser's 'known' one asks for the password again.
      const remembered = await sessions.findUser(request.cookies[REMEMBER_COOKIE], 'remember');
      if (!remembered || remembered.id !== request.body.userId) {
        throw new AppError(401, 'not_remembered', 'Please log in again with your password.');
      }
      return signIn(request, reply, remembered, false);
    },
  );

  // "Not you?" on the Welcome Back panel: this browser forgets the account, for shared computers.
  api.post('/api/forget-me', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await sessions.revoke(request.cookies[REMEMBER_COOKIE]);
    reply.clearCookie(REMEMBER_COOKIE, clearedTokenCookieOptions(deps.secureCookies));
    return { message: 'This browser no longer remembers your account.' };
  });

  api.post('/api/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await sessions.revoke(request.cookies[SESSION_COOKIE]);
    // The cookie stays for Welcome Back, but signing in again takes the password.
    await sessions.downgradeToKnown(request.cookies[REMEMBER_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, clearedTokenCookieOptions(deps.secureCookies));
    return { message: 'Logged out' };
  });
}
