import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { AppError } from './errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database rather than in memory, so several app instances share them
 * and a restart does not reset an attacker's budget (DESIGN.md section 5).
 */
function databaseStore(db: Db, now: () => Date) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const at = now();
      const reset = new Date(at.getTime() + timeWindow);
      db.insert(rateLimits)
        .values({ key, count: 1, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${at.toISOString()} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at.toISOString()} THEN ${reset.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .then(([row]) => callback(null, { current: row!.count, ttl: Math.max(0, row!.resetAt.getTime() - at.getTime()) }))
        .catch((error: Error) => callback(error));
    }
    child() {
      return new DatabaseStore();
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, db: Db, now: () => Date): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db, now),
    // A database hiccup must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
  });
}

/** Route config for one limited endpoint; the key is the client address plus what `by` adds. */
export function limitRoute(name: string, limit: Limit, by?: (req: FastifyRequest) => string): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      // After body parsing, so a key may include a field (the username being tried).
      hook: 'preValidation',
      keyGenerator: (req) => `${name}:${req.ip}${by ? `:${by(req)}` : ''}`,
    },
  };
}

/**
 * A second limit for a route that already has one (@fastify/rate-limit runs one per request), keyed
 * by the client address alone: e.g. one address trying one password on many usernames.
 */
export function perAddressLimit(app: FastifyInstance, name: string, limit: Limit) {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `${name}:${req.ip}` });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
  };
}

const tooMany = (ttl: number) => new AppError(429, 'rate_limited', `Too many attempts. Please wait ${formatWait(ttl)} and try again.`);

function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
