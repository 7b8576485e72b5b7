// Creating and dropping test databases on the PostgreSQL server of TEST_DATABASE_URL. Kept apart
// from db.ts, which reads the run's values from vitest: the global setup, which vitest does not
// serve, uses these too.
import pg from 'pg';

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

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // FORCE (PostgreSQL 13+) ends any connection a failed test left behind.
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Creates the database `name` and answers its URL (the admin URL with that database). */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix` (letters, digits and underscores only). */
export async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  if (!/^\w+$/.test(prefix)) throw new Error(`unsafe database prefix: ${prefix}`);
  const { rows } = await withAdminClient(adminUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]),
  );
  for (const { datname } of rows) await dropDatabase(adminUrl, datname);
}
