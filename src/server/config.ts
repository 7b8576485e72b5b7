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
  SEED: z.enum(['demo', 'none'], { message: "SEED must be 'demo' or 'none'" }).default('demo'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z.enum(['true', 'false'], { message: "TRUST_PROXY must be 'true' or 'false'" }).default('false'),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL such as https://shop.example.com' }).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  /** behind a reverse proxy: take the client address from X-Forwarded-For (rate limits key on it) */
  trustProxy: boolean;
  /** true when cookies must carry the Secure flag (the public URL is https) */
  secureCookies: boolean;
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
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    publicUrl,
    trustProxy: e.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://'),
  };
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
