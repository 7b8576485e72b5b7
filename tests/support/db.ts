import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { createDatabase, dropDatabase } from './pg-admin.ts';

/**
 * A migrated database for one test file.
 *
 * PGlite by default: a copy of the migrated data directory that tests/support/global-setup.ts
 * builds once per run, kept in RAM (/dev/shm) where the machine has room and deleted on `close()`
 * (and at the end of the run in any case); outside that setup, a fresh in-memory PGlite.
 *
 * With TEST_DATABASE_URL set (for example postgres://postgres@127.0.0.1:5432/test), a fresh database
 * named hm_test_<random> is created on that server for this file alone, so files can run in
 * parallel; `close()` closes the pool and drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return createPglite();

  const { url, drop } = await createPostgresDatabase(adminUrl);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url });
    await migrate(database);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  const closePool = database.close;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await closePool();
      await drop();
    },
  };
}

/**
 * An empty database of its own on the server at `adminUrl` (named hm_test_<random>, under this
 * run's prefix so a crashed file's database is dropped at the end), for a test that starts app
 * processes on it; `drop()` removes it, ending any connection left.
 */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${inject('postgresPrefix') || 'hm_test_'}${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

async function createPglite(): Promise<Database> {
  const runDir = inject('pgliteRunDir');
  if (!runDir) {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    return database;
  }
  const dir = mkdtempSync(path.join(runDir, 'db-'));
  cpSync(path.join(runDir, 'template'), dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  // The template is migrated already; this only confirms it is current (a no-op when it is).
  await migrate(database);
  const closeClient = database.close;
  return {
    ...database,
    close: async () => {
      await closeClient();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
