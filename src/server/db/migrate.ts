import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The committed SQL migrations: this file runs from src/server/db (tsx) or bundled into dist/server. */
export const migrationsFolder = path.resolve(
  here,
  here.includes(`${path.sep}dist${path.sep}`) ? '../../migrations' : '../../../migrations',
);

export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
