// A scheduled job runs on one app instance at a time: while one run holds the job's advisory lock
// on PostgreSQL, another instance's turn is skipped (decision 0034).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../../../tests/support/db.ts';
import { runExclusively } from './job-lock.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/** A job that runs until `finish()` is called, and counts its runs. */
function heldJob() {
  let finish = () => {};
  const state = { runs: 0, finish: () => finish() };
  const job = () => {
    state.runs += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { state, job };
}

describe('runExclusively', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, skips a run while another holds the job, runs again once it ended, and frees the job after a failure',
    async () => {
      const { state, job } = heldJob();
      const first = runExclusively(database.db, 'test-job', job);
      await expect.poll(() => state.runs).toBe(1);

      // Another instance's turn (another connection of the pool, as another process would have).
      let secondRan = false;
      expect(await runExclusively(database.db, 'test-job', async () => void (secondRan = true))).toBe(false);
      expect(secondRan).toBe(false);
      // Other jobs are not held up by it.
      expect(await runExclusively(database.db, 'another-job', async () => {})).toBe(true);

      state.finish();
      expect(await first).toBe(true);
      expect(await runExclusively(database.db, 'test-job', async () => void (secondRan = true))).toBe(true);
      expect(secondRan).toBe(true);

      await expect(runExclusively(database.db, 'test-job', () => Promise.reject(new Error('carrier down')))).rejects.toThrow('carrier down');
      expect(await runExclusively(database.db, 'test-job', async () => {})).toBe(true);
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)('on PGlite (one instance per DATA_DIR), just runs the job', async () => {
    let ran = 0;
    expect(await runExclusively(database.db, 'test-job', async () => void (ran += 1))).toBe(true);
    expect(ran).toBe(1);
  });
});
