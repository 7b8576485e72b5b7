import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, defaultLimits, type AppDeps } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { AuthLimits } from '#server/features/auth/routes.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { createTestDatabase } from './db.ts';

/** Limits high enough that a test file never trips them; rate-limit tests ask for `'default'`. */
export const generousLimits: AuthLimits = {
  login: { max: 100_000, windowMs: 60_000 },
  loginPerAddress: { max: 100_000, windowMs: 60_000 },
  loginPerUsername: { max: 100_000, windowMs: 60_000 },
  register: { max: 100_000, windowMs: 60_000 },
  quickLogin: { max: 100_000, windowMs: 60_000 },
};

export interface TestAppOptions {
  /** share one database across the apps of a file; without it the app opens (and closes) its own */
  database?: Database;
  /** 'default' uses the production limits of src/server/app.ts */
  limits?: Partial<AuthLimits> | 'default';
  now?: () => Date;
  secureCookies?: boolean;
  trustProxy?: AppDeps['trustProxy'];
  clientDir?: string;
  /** seed the demo catalogue (accounts, products, reviews, pictures) before the app starts */
  seed?: boolean;
  payments?: AppDeps['payments'];
  stripeWebhookSecret?: string;
  carrier?: AppDeps['carrier'];
  /** keys session hashes and newsletter unsubscribe tokens; random when omitted */
  sessionSecret?: string;
  unsubscribeEmail?: string;
  /** uploads elsewhere than DATA_DIR/uploads (an S3Storage on a local S3 server) */
  storage?: AppDeps['storage'];
  /** the payout provider (Stripe Connect against the fake); the sandbox bank when omitted */
  payouts?: AppDeps['payouts'];
  payoutSettings?: AppDeps['payoutSettings'];
  payoutHoldDays?: AppDeps['payoutHoldDays'];
  connectWebhookSecret?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** a fresh browser: its own cookie jar and, if given, its own client address */
  browser(options?: BrowserOptions): Browser;
  /**
   * Waits until the app has heard every catalogue change committed so far: after writing products
   * straight to the database, before reading them through the app (its read cache learns of such
   * writes through NOTIFY, which on PostgreSQL arrives a moment after the commit).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-test-'));
  const deps: AppDeps = {
    database,
    dataDir,
    limits: options.limits === 'default' ? defaultLimits : { ...generousLimits, ...options.limits },
    now: options.now,
    secureCookies: options.secureCookies,
    trustProxy: options.trustProxy,
    clientDir: options.clientDir,
    payments: options.payments,
    stripeWebhookSecret: options.stripeWebhookSecret,
    carrier: options.carrier,
    sessionSecret: options.sessionSecret,
    unsubscribeEmail: options.unsubscribeEmail,
    storage: options.storage,
    payouts: options.payouts,
    payoutSettings: options.payoutSettings,
    payoutHoldDays: options.payoutHoldDays,
    connectWebhookSecret: options.connectWebhookSecret,
  };
  // The demo catalogue, its pictures in the app's own uploads folder, as `npm start` would have it.
  if (options.seed) {
    // The run's pictures copied in, so seeding finds them current instead of rendering them again.
    const pictures = inject('demoUploadsDir');
    if (pictures) cpSync(pictures, path.join(dataDir, 'uploads'), { recursive: true });
    await seedDemo(database.db, { uploadsDir: path.join(dataDir, 'uploads') });
  }
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    browser: (browserOptions) => new Browser(app, browserOptions),
    settle: () => app.catalogueSync(),
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A controllable clock for deps.now: starts at `start` and moves only when told. */
export function createClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * What a browser keeps between requests: cookies by name. It stores every Set-Cookie and forgets a
 * cookie that is cleared (empty value, Max-Age <= 0 or an Expires in the past).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const c of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const cleared = c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0) || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  /** the Cookie request header, or undefined when the jar is empty */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface BrowserOptions {
  /** the client address the server sees (rate limits key on it); default 127.0.0.1 */
  remoteAddress?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** app.inject with a cookie jar: sends the jar's cookies and keeps what the server sets. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: BrowserOptions = {},
  ) {}

  async request(method: Method, url: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const cookie = this.jar.header();
    const request: InjectOptions = {
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
      remoteAddress: this.options.remoteAddress,
    };
    if (init.body !== undefined) request.payload = init.body as InjectOptions['payload'];
    // Like a shopper arriving a moment later: the app has heard of every catalogue change committed
    // so far, including a test's own writes straight to the database (see TestApp.settle).
    await this.app.catalogueSync();
    const response = await this.app.inject(request);
    this.jar.store(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body, headers });
  }
}

/** A username no other test has used: letters, digits and underscores within the 40-character rule. */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Registers a user through POST /api/register in this browser (which ends up signed in and remembered). */
export async function registerUser(browser: Browser, overrides: Partial<Omit<Account, 'id'>> & { prefix?: string } = {}): Promise<Account> {
  const username = overrides.username ?? uniqueName(overrides.prefix);
  const account = {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.test`,
    password: overrides.password ?? 'correct horse battery',
  };
  const response = await browser.post('/api/register', account);
  if (response.statusCode !== 201) {
    throw new Error(`registering ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return { id: response.json<{ id: number }>().id, ...account };
}

/** Signs this browser in with a password. */
export async function login(browser: Browser, account: Pick<Account, 'username' | 'password'>): Promise<LightMyRequestResponse> {
  const response = await browser.post('/api/login', { username: account.username, password: account.password });
  if (response.statusCode !== 200) throw new Error(`login as ${account.username} failed: ${response.statusCode} ${response.body}`);
  return response;
}
