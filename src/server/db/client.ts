import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { listenPostgres } from './pg-listen.ts';
import { PreparedStatementsClient } from './prepared-client.ts';
import { startPgliteThread, type PgliteConnection } from './pglite-thread.ts';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a trivial query; throws the driver's error when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection or instance
   * (on PostgreSQL, through one dedicated connection that reconnects after a failure).
   */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000, Client: PreparedStatementsClient });
    // An idle client losing its connection must not crash the process; the health check reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = listenPostgres(target.url);
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PgliteConnection;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    try {
      client = await startPgliteThread(dir);
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await startPgliteThread(null);
  }
  // drizzle's PGlite driver calls only query() and transaction(), which the thread's client answers as PGlite does.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: client.listen,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
