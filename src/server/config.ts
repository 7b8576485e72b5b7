import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './integrations/storage/s3.ts';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from './features/payouts/schedule.ts';

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
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_...')
    .optional(),
  // The SDK takes a host, port and protocol and adds /v1 itself, so only an origin can be honoured.
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: 'STRIPE_API_BASE must be an absolute http(s) URL' })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'STRIPE_API_BASE must be an origin only (scheme, host and port), such as https://api.stripe.com')
    .default('https://api.stripe.com'),
  // How sellers are paid (decision 0058): the sandbox bank, or Stripe Connect (needs the Stripe keys and
  // the Connect endpoint's webhook secret: Stripe signs Connect events under their own endpoint's secret).
  PAYOUT_PROVIDER: z.enum(['sandbox', 'stripe'], { message: "PAYOUT_PROVIDER must be 'sandbox' or 'stripe'" }).default('sandbox'),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_CONNECT_WEBHOOK_SECRET must look like whsec_...')
    .optional(),
  // Where sellers' own USPS accounts are called: USPS's test environment is https://apis-tem.usps.com.
  USPS_API_BASE: z
    .url({ protocol: /^https?$/, message: 'USPS_API_BASE must be an absolute http(s) URL such as https://apis.usps.com' })
    .default('https://apis.usps.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Heartland Market <orders@heartland-market.example>'),
  AUTH_RATE_LIMIT_FACTOR: z.coerce
    .number({ message: 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000' })
    .int('AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .min(1, 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .max(1000, 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000')
    .default(1),
  STORAGE: z.enum(['local', 's3'], { message: "STORAGE must be 'local' or 's3'" }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an absolute http(s) URL such as https://s3.us-east-1.amazonaws.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: "S3_FORCE_PATH_STYLE must be 'true' or 'false'" }).default('false'),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'S3_PUBLIC_URL must be an absolute http(s) URL such as https://cdn.example.com' }).optional(),
  UNSUBSCRIBE_EMAIL: z.email({ message: 'UNSUBSCRIBE_EMAIL must be an email address such as unsubscribe@shop.example.com' }).optional(),
  // When sellers are paid (decision 0057): every day, or weekly on the weekday named.
  PAYOUT_SCHEDULE: z.enum(PAYOUT_SCHEDULES, { message: `PAYOUT_SCHEDULE must be one of ${PAYOUT_SCHEDULES.join(', ')}` }).default('monday'),
  PAYOUT_MINIMUM_CENTS: z.coerce
    .number({ message: 'PAYOUT_MINIMUM_CENTS must be a whole number of cents from 1 to 100000000' })
    .int('PAYOUT_MINIMUM_CENTS must be a whole number of cents from 1 to 100000000')
    .min(1, 'PAYOUT_MINIMUM_CENTS must be a whole number of cents from 1 to 100000000')
    .max(100_000_000, 'PAYOUT_MINIMUM_CENTS must be a whole number of cents from 1 to 100000000')
    .default(100),
  // How long a seller's share of a delivered order stays pending before it is available (decision 0056).
  PAYOUT_HOLD_DAYS: z.coerce
    .number({ message: 'PAYOUT_HOLD_DAYS must be a whole number of days from 0 to 90' })
    .int('PAYOUT_HOLD_DAYS must be a whole number of days from 0 to 90')
    .min(0, 'PAYOUT_HOLD_DAYS must be a whole number of days from 0 to 90')
    .max(90, 'PAYOUT_HOLD_DAYS must be a whole number of days from 0 to 90')
    .default(3),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const S3_KEYS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

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
  /**
   * SESSION_SECRET as configured; undefined means generated once and kept, in the database on
   * PostgreSQL or in DATA_DIR on PGlite (resolveSessionSecret, once the database is open).
   */
  sessionSecret: string | undefined;
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
  /** where uploads live: DATA_DIR/uploads, or an S3-compatible bucket that several instances share */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  /** a mailbox whose unsubscribe requests someone acts on: offered in newsletters' List-Unsubscribe */
  unsubscribeEmail: string | undefined;
  /** when sellers are paid and the least a payout sends (decision 0057) */
  payouts: { schedule: PayoutSchedule; minimumCents: number };
  /** who pays sellers (decision 0058): the sandbox bank, or Stripe Connect with its webhook endpoint's secret */
  payoutProvider: { kind: 'sandbox' } | { kind: 'stripe'; connectWebhookSecret: string };
  /** days after delivery before a seller's share of an order is available (PAYOUT_HOLD_DAYS; decision 0056) */
  payoutHoldDays: number;
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
    throw new ConfigError(
      `Invalid configuration:\n  - Stripe needs all three keys; missing ${missing}\nSee .env.example and the README for every variable and its default.`,
    );
  }
  if (e.PAYOUT_PROVIDER === 'stripe' && (stripeSet.length === 0 || !e.STRIPE_CONNECT_WEBHOOK_SECRET)) {
    throw new ConfigError(
      `Invalid configuration:\n  - PAYOUT_PROVIDER=stripe pays sellers through Stripe Connect: it needs the three Stripe keys and STRIPE_CONNECT_WEBHOOK_SECRET\nSee .env.example and the README for every variable and its default.`,
    );
  }
  const storageProblem = checkStorage(e);
  if (storageProblem)
    throw new ConfigError(`Invalid configuration:\n  - ${storageProblem}\nSee .env.example and the README for every variable and its default.`);
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
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimitFactor: e.AUTH_RATE_LIMIT_FACTOR,
    secureCookies: publicUrl.startsWith('https://'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
          }
        : undefined,
    uspsApiBase: e.USPS_API_BASE.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    unsubscribeEmail: e.UNSUBSCRIBE_EMAIL,
    payouts: { schedule: e.PAYOUT_SCHEDULE, minimumCents: e.PAYOUT_MINIMUM_CENTS },
    payoutProvider: e.PAYOUT_PROVIDER === 'stripe' ? { kind: 'stripe', connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET! } : { kind: 'sandbox' },
    payoutHoldDays: e.PAYOUT_HOLD_DAYS,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
              publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
            },
          }
        : { kind: 'local' },
  };
}

/** What is wrong with the storage settings, or null: S3 needs its bucket, and keys come in pairs. */
function checkStorage(e: z.output<typeof envSchema>): string | null {
  if (e.STORAGE !== 's3') {
    const stray = S3_KEYS.filter((k) => e[k] !== undefined);
    return stray.length ? `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but STORAGE is not s3; set STORAGE=s3 to keep uploads in S3` : null;
  }
  if (!e.S3_BUCKET) return 'STORAGE=s3 needs S3_BUCKET, the bucket uploads are kept in';
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the instance role or AWS_* variables';
  }
  return null;
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
