import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';

/**
 * A migrated database for one test file.
 *
 * In-memory PGlite by default. With TEST_DATABASE_URL set (for example
 * postgres://postgres@127.0.0.1:5432/test), a fresh database named hm_test_<random> is created on that
 * server for this file alone, so files can run in parallel; `close()` closes the pool and drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    return database;
  }

  const name = `hm_test_${randomBytes(6).toString('hex')}`;
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
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
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
