import pg from 'pg';
import type { Db } from '#server/db/client.ts';

/**
 * Runs `job` unless another app instance is running the job of this `name` right now, and answers
 * whether it ran (decision 0034). On PostgreSQL the run holds a session advisory lock on a
 * connection of its own: a second instance's pg_try_advisory_lock fails and that instance skips
 * its turn, and a process that dies mid-run loses its connection and with it the lock. PGlite is
 * one process's database (DATA_DIR is locked), so there is no one to take turns with.
 *
 * A connection of its own rather than a transaction: the job's queries use the pool as usual, and
 * no transaction stays open for the length of a run.
 */
export async function runExclusively(db: Db, name: string, job: () => Promise<void>): Promise<boolean> {
  // drizzle's node-postgres driver keeps its pool as $client; PGlite's is not a pg.Pool.
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    await job();
    return true;
  }
  const key = `heartland-market job ${name}`;
  const connection = await pool.connect();
  let locked: boolean;
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
    locked = rows[0]?.locked === true;
  } catch (error) {
    connection.release(error as Error);
    throw error;
  }
  if (!locked) {
    connection.release();
    return false;
  }
  try {
    await job();
  } finally {
    // A connection that cannot unlock is destroyed, which ends its session and so its lock.
    await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).then(
      () => connection.release(),
      (error: Error) => connection.release(error),
    );
  }
  return true;
}
