import { runPayouts, type PayoutDeps, type PayoutRunReport } from '#server/features/payouts/service.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

const MINUTE = 60_000;

/**
 * Pays sellers (issue 27, docs/decisions/0057-payouts.md): every quarter hour, on one app instance at
 * a time, sends what a crash left unsent, settles payouts the bank has answered, and on a payout day
 * (PAYOUT_SCHEDULE) pays each seller's available balance of at least PAYOUT_MINIMUM_CENTS, once per
 * seller per payout day. The timer never keeps the process alive.
 */
export const paySellers = (deps: PayoutDeps, now: Date): Promise<PayoutRunReport> => runPayouts(deps, now);

export function schedulePaySellers(deps: PayoutDeps, log: (error: unknown) => void, intervalMs = 15 * MINUTE): StopJob {
  return scheduleJob(async () => void (await paySellers({ ...deps, log: deps.log ?? log }, new Date())), {
    intervalMs,
    runNow: true,
    log,
    once: { db: deps.db, name: 'pay-sellers' },
  });
}
