import type { Db } from '#server/db/client.ts';
import { releaseEarnings } from '#server/features/ledger/release.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

const MINUTE = 60_000;

export interface ReleaseEarningsDeps {
  db: Db;
  /** PAYOUT_HOLD_DAYS: how long after delivery a seller's share stays pending */
  holdDays: number;
  /** the clock (tests move it); the wall clock by default */
  now?: () => Date;
}

/**
 * Moves sellers' pending shares of delivered orders to available once the hold has passed
 * (docs/decisions/0056-a-double-entry-ledger.md), every `intervalMs` (a minute), on one app instance
 * at a time; each share is released once whoever runs it. The timer never keeps the process alive.
 */
export function scheduleReleaseEarnings(deps: ReleaseEarningsDeps, log: (error: unknown) => void, intervalMs = MINUTE): StopJob {
  const now = deps.now ?? (() => new Date());
  return scheduleJob(async () => void (await releaseEarnings(deps.db, now(), deps.holdDays)), {
    intervalMs,
    log,
    once: { db: deps.db, name: 'release-earnings' },
  });
}
