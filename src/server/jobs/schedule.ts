import type { Db } from '#server/db/client.ts';
import { runExclusively } from './job-lock.ts';

/** Stops a scheduled job; resolves once a run in progress has ended (so the database can close after it). */
export type StopJob = () => Promise<void>;

export interface ScheduleOptions {
  intervalMs: number;
  runNow?: boolean;
  log: (error: unknown) => void;
  /**
   * The job's name and database when it must run on one app instance at a time: a turn that finds
   * another instance running it is skipped (runExclusively, decision 0034).
   */
  once?: { db: Db; name: string };
}

/**
 * Runs `job` every `intervalMs` after the previous run ended, so runs never overlap (a slow SMTP
 * server, a slow carrier), and now first when `runNow`. Errors go to `log`; the timer never keeps
 * the process alive.
 */
export function scheduleJob(job: () => Promise<void>, options: ScheduleOptions): StopJob {
  const once = options.once;
  const turn = once ? async () => void (await runExclusively(once.db, once.name, job)) : job;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(run, options.intervalMs);
    timer.unref();
  };
  const run = () => {
    running = turn()
      .catch(options.log)
      .finally(() => {
        running = null;
        next();
      });
  };
  if (options.runNow) run();
  else next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
