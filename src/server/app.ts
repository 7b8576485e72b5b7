import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerSessionLookup } from './http/auth.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { SessionStore } from './features/auth/sessions.ts';
import { authRoutes, type AuthLimits } from './features/auth/routes.ts';
import { healthRoutes } from './features/health/routes.ts';

const MINUTE = 60_000;

export const defaultLimits: AuthLimits = {
  login: { max: 10, windowMs: 15 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  quickLogin: { max: 20, windowMs: 15 * MINUTE },
};

export interface AppDeps {
  database: Database;
  dataDir: string;
  /** the built SPA (dist/client); omitted in tests and in `npm run dev`, where Vite serves it */
  clientDir?: string;
  /** keys the session token hashes; a random one per process when omitted (tests) */
  sessionSecret?: string;
  secureCookies?: boolean;
  /** false, or the proxy addresses/ranges allowed to set X-Forwarded-For */
  trustProxy?: false | string[];
  now?: () => Date;
  limits?: Partial<AuthLimits>;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: deps.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something (and only belongs) on an https deployment.
    strictTransportSecurity: deps.secureCookies ? undefined : false,
  });
  await app.register(cookie);
  const sessions = new SessionStore(deps.database.db, now, deps.sessionSecret ?? randomBytes(32).toString('hex'));
  registerSessionLookup(app, sessions);
  await registerRateLimit(app, deps.database.db, now);

  // API answers are per user and live: never cached by the browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(healthRoutes, deps.database);
  await app.register(authRoutes, {
    db: deps.database.db,
    sessions,
    secureCookies: deps.secureCookies ?? false,
    limits: { ...defaultLimits, ...deps.limits },
  });

  const uploads = path.join(deps.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, { root: uploads, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  if (deps.clientDir) await serveClient(app, deps.clientDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // Any other page is the SPA's (history fallback); it shows its own '404 Page Not Found'.
    if (deps.clientDir && !pathname.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: 'not_found' });
  });
  return app;
}

/** The built SPA: hashed assets cached for a year, everything else revalidated. */
async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
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
