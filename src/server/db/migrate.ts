import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { queryRows } from './rows.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The committed SQL migrations: this file runs from src/server/db (tsx) or bundled into dist/server. */
export const migrationsFolder = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../migrations' : '../../../migrations');

/** How many migrations the database has applied, by drizzle's own bookkeeping (0 before the first). */
async function appliedMigrations(db: Db): Promise<number> {
  const [bookkept] = await queryRows<{ found: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`);
  if (!bookkept?.found) return 0;
  return (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]?.n ?? 0;
}

/** Applies the migrations not yet applied; `folder` is the committed one but in tests. */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pglite') {
    const before = await appliedMigrations(database.db);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    // PGlite never vacuums by itself. A migration that rewrites a table of an existing database
    // (0039 added a stored column to products) leaves its visibility map empty, so the lists'
    // index-only scans read the table again, and its statistics stale: the first start after an
    // upgrade vacuums and analyses (docs/performance.md, "Discovery without a cache"). PostgreSQL's
    // autovacuum does this on its own.
    if (before > 0 && (await appliedMigrations(database.db)) > before) await database.db.execute(sql`VACUUM (ANALYZE)`);
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
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } finally {
      // A connection that cannot unlock is destroyed, which ends its session and so its lock.
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).then(
        () => connection.release(),
        (error: Error) => connection.release(error),
      );
    }
  }
}
