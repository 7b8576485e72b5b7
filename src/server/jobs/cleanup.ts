import { lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits, sessions } from '#server/db/schema.ts';

const HOUR = 60 * 60 * 1000;

/** Deletes expired sessions, remember-me tokens and rate-limit windows (all unusable already). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Runs the purge now and then hourly; the timer never keeps the process alive. */
export function schedulePurge(db: Db, log: (error: unknown) => void): () => void {
  const run = () => purgeExpired(db, new Date()).catch(log);
  void run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
