import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** One atomic step of a fixed window: the count after this attempt and the time left in its window. */
async function increment(db: Db, key: string, windowMs: number, at: Date): Promise<{ current: number; ttl: number }> {
  const reset = new Date(at.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: reset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${at.toISOString()} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at.toISOString()} THEN ${reset.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { current: row!.count, ttl: Math.max(0, row!.resetAt.getTime() - at.getTime()) };
}

/**
 * Fixed-window counters in the database rather than in memory, so several app instances share them
 * and a restart does not reset an attacker's budget (docs/architecture.md §5).
 */
function databaseStore(db: Db, now: () => Date) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      increment(db, key, timeWindow, now()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
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
  return limitCheck(app, name, limit, (req) => req.ip);
}

/**
 * A limit checked where the route decides (only some requests count), keyed by `by`: call the
 * returned function, which counts the request and throws 429 once the window's budget is spent.
 */
export function limitCheck(app: FastifyInstance, name: string, limit: Limit, by: (req: FastifyRequest) => string) {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (req) => `${name}:${by(req)}` });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
  };
}

/**
 * A budget of failures, such as wrong passwords for one username from any address. An attempt takes
 * one unit before it is judged and gives it back if it succeeds, so only failures use the budget up,
 * and concurrent attempts cannot all pass a check made before any of them failed. Each step is one
 * statement on the shared table, so every app instance sees the same budget.
 */
export class FailureBudget {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly name: string,
    private readonly limit: Limit,
  ) {}

  /** Takes one unit for an attempt on `key`; throws 429 when the window's failures are used up. */
  async take(key: string): Promise<void> {
    const { current, ttl } = await increment(this.db, `${this.name}:${key}`, this.limit.windowMs, this.now());
    if (current > this.limit.max) throw tooMany(ttl);
  }

  /** The attempt succeeded: its unit goes back (within the same window only). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, `${this.name}:${key}`), gt(rateLimits.resetAt, this.now())));
  }
}

export const tooMany = (ttl: number) => new AppError(429, 'rate_limited', `Too many attempts. Please wait ${formatWait(ttl)} and try again.`);

function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
