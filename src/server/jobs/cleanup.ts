import { lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits, sessions } from '#server/db/schema.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

const HOUR = 60 * 60 * 1000;

/** Deletes expired sessions, remember-me tokens and rate-limit windows (all unusable already). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Runs the purge now and then hourly. */
export function schedulePurge(db: Db, log: (error: unknown) => void): StopJob {
  return scheduleJob(() => purgeExpired(db, new Date()), { intervalMs: HOUR, runNow: true, log, once: { db, name: 'purge-expired' } });
}
