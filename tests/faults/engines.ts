// The database a fault test runs the app on: PGlite in a DATA_DIR, or with TEST_DATABASE_URL set
// PostgreSQL (an empty database of its own), as the API tests choose (tests/support/db.ts). The test prepares data in-process before the
// app starts and inspects it after the app stopped: PGlite's DATA_DIR admits one process at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { createPostgresDatabase } from '../support/db.ts';

export type Engine = 'pglite' | 'postgres';

export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

export interface FaultDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: what the app process is started with */
  env: Record<string, string>;
  /** the database, opened (and migrated) in this process: only while no app process runs on PGlite */
  open(): Promise<Database>;
  /** removes the data directory and drops the PostgreSQL database */
  remove(): Promise<void>;
}

export async function faultDatabase(engine: Engine): Promise<FaultDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hm-faults-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: async () => {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        await migrate(database);
        return database;
      },
      remove: async () => removeDir(),
    };
  }
  const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => {
      const database = await openDatabase({ kind: 'postgres', url });
      await migrate(database);
      return database;
    },
    remove: async () => {
      removeDir();
      await drop();
    },
  };
}

/** Runs `use` on the database opened in this process, and closes it. */
export async function withDatabase<T>(fault: FaultDatabase, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await fault.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
