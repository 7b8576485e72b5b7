import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The committed SQL migrations: this file runs from src/server/db (tsx) or bundled into dist/server. */
export const migrationsFolder = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../migrations' : '../../../migrations');

export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // Instances starting together on one database (a rolling deployment) take turns: without the
    // lock two of them create drizzle's bookkeeping table at once and one fails to start. The lock
    // is held on a connection of its own while the migrator uses the pool; the next instance then
    // finds every migration applied.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const connection = await pool.connect();
    const key = 'heartland-market:migrate';
    try {
      await connection.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      // A connection that cannot unlock is destroyed, which ends its session and so its lock.
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).then(
        () => connection.release(),
        (error: Error) => connection.release(error),
      );
    }
  }
}
