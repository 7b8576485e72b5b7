import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';

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

  const name = `${inject('postgresPrefix') || 'hm_test_'}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrate(database);
  } catch (error) {
    await dropDatabase(adminUrl, name).catch(() => {});
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
      await dropDatabase(adminUrl, name);
    },
  };
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  let client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    // The database named in TEST_DATABASE_URL only serves to connect: without it, use 'postgres'.
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(adminUrl);
    fallback.pathname = '/postgres';
    client = new pg.Client({ connectionString: fallback.toString() });
    await client.connect();
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  // FORCE (PostgreSQL 13+) ends any connection a failed test left behind.
  return withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
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

/** Drops every database whose name starts with `prefix` (letters, digits and underscores only). */
export async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  if (!/^\w+$/.test(prefix)) throw new Error(`unsafe database prefix: ${prefix}`);
  const { rows } = await withAdminClient(adminUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]),
  );
  for (const { datname } of rows) await dropDatabase(adminUrl, datname);
}
