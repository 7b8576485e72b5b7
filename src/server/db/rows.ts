// The rows of a raw `db.execute(sql...)` query: node-postgres and PGlite both answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
