import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number between 1 and 65535' })
    .int('PORT must be a number between 1 and 65535')
    .min(1, 'PORT must be a number between 1 and 65535')
    .max(65535, 'PORT must be a number between 1 and 65535')
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // No default here: it depends on whether this is a live deployment (see loadConfig).
  SEED: z.enum(['demo', 'none'], { message: "SEED must be 'demo' or 'none'" }).optional(),
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/,\s]+)$/, "TRUST_PROXY must be 'true', 'false' or a comma-separated list of proxy addresses/CIDRs")
    .default('false'),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL such as https://shop.example.com' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_...').optional(),
  // The SDK takes a host, port and protocol and adds /v1 itself, so only an origin can be honoured.
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: 'STRIPE_API_BASE must be an absolute http(s) URL' })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'STRIPE_API_BASE must be an origin only (scheme, host and port), such as https://api.stripe.com')
    .default('https://api.stripe.com'),
  // Where sellers' own USPS accounts are called: USPS's test environment is https://apis-tem.usps.com.
  USPS_API_BASE: z
    .url({ protocol: /^https?$/, message: 'USPS_API_BASE must be an absolute http(s) URL such as https://apis.usps.com' })
    .default('https://apis.usps.com'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Heartland Market <orders@heartland-market.example>'),
  AUTH_RATE_LIMIT_FACTOR: z.coerce
    .number({ message: 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000' })
    .int('AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .min(1, 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .max(1000, 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .default(1),
  UNSUBSCRIBE_EMAIL: z.email({ message: 'UNSUBSCRIBE_EMAIL must be an email address such as unsubscribe@shop.example.com' }).optional(),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  /**
   * A live deployment (NODE_ENV=production or an https public address): demo accounts with
   * published passwords are seeded there only when SEED=demo is asked for.
   */
  live: boolean;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  /**
   * Which hops may set X-Forwarded-For (rate limits key on the client address): false, or the
   * proxies' addresses. Trusting every hop would let a client forge its address.
   */
  trustProxy: false | string[];
  /** the sign-in and registration limits multiplied by this (a test run or a busy shared address) */
  authRateLimitFactor: number;
  /** true when cookies must carry the Secure flag (the public URL is https) */
  secureCookies: boolean;
  /** the Stripe adapter's keys; undefined means the sandbox payment provider */
  stripe: StripeConfig | undefined;
  /** the USPS APIs v3 base for sellers' own USPS accounts, without a trailing slash */
  uspsApiBase: string;
  /** undefined: mail stays in the outbox table for the administrator to read */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** a mailbox whose unsubscribe requests someone acts on: offered in newsletters' List-Unsubscribe */
  unsubscribeEmail: string | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** an origin: https://api.stripe.com, or a local fake in tests */
  apiBase: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example and the README for every variable and its default.`);
  }
  const e = parsed.data;
  const stripeSet = STRIPE_KEYS.filter((k) => e[k] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((k) => e[k] === undefined).join(', ');
    throw new ConfigError(`Invalid configuration:\n  - Stripe needs all three keys; missing ${missing}\nSee .env.example and the README for every variable and its default.`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const live = e.NODE_ENV === 'production' || publicUrl.startsWith('https://');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED ?? (live ? 'none' : 'demo'),
    live,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimitFactor: e.AUTH_RATE_LIMIT_FACTOR,
    secureCookies: publicUrl.startsWith('https://'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE.replace(/\/$/, '') }
        : undefined,
    uspsApiBase: e.USPS_API_BASE.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    unsubscribeEmail: e.UNSUBSCRIBE_EMAIL,
  };
}

/** 'true' means the usual private proxy ranges; a list names the proxies themselves. */
function parseTrustProxy(value: string): false | string[] {
  if (value === 'false') return false;
  if (value === 'true') return ['loopback', 'linklocal', 'uniquelocal'];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
