// The background jobs' scheduler: runs never overlap, and stopping waits for a run in progress.
import { describe, expect, it } from 'vitest';
import { scheduleJob } from './schedule.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleJob', () => {
  it('runs now when asked, then after each run ends, never two at once, and stop waits for the run under way', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    let finished = 0;
    const stop = scheduleJob(
      async () => {
        running++;
        overlapped ||= running > 1;
        runs++;
        await sleep(30);
        running--;
        finished++;
      },
      { intervalMs: 5, runNow: true, log: () => {} },
    );
    // Polled rather than slept: on a loaded machine a timer can fire far later than asked.
    await expect.poll(() => runs, { timeout: 10_000, interval: 5 }).toBeGreaterThan(1);
    await stop();
    expect(overlapped).toBe(false);
    expect(finished).toBe(runs);
    await sleep(50);
    expect(runs).toBe(finished);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = scheduleJob(
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      { intervalMs: 5, log: (error) => errors.push(error) },
    );
    await expect.poll(() => runs, { timeout: 10_000, interval: 5 }).toBeGreaterThan(1);
    await stop();
    expect(errors).toHaveLength(runs);
  });
});
