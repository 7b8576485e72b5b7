// The application's secret (SESSION_SECRET: it keys session token hashes, unsubscribe links and the
// box sealing sellers' USPS keys). When it is not configured it is generated once and kept
// (decision 0034): in the database on PostgreSQL, so every instance on that database uses the same
// one; in DATA_DIR on PGlite, as before, since one PGlite serves one instance.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { appSecrets } from '#server/db/schema.ts';

const generate = () => randomBytes(32).toString('hex');

/** The secret file in DATA_DIR (PGlite, and the secret an older PostgreSQL instance generated there). */
const secretFile = (dataDir: string) => path.join(dataDir, 'session-secret');

function readSecretFile(dataDir: string): string | undefined {
  const file = secretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
export function fileSecret(dataDir: string): string {
  const existing = readSecretFile(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(secretFile(dataDir), secret, { mode: 0o600 });
  return secret;
}

/**
 * The secret stored under `name`, stored now as `candidate` when there is none. Instances starting
 * together may both insert: the first insert wins, the other does nothing, and both read the winner.
 */
export async function databaseSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The application secret ${name} could not be stored`);
  return row.value;
}

/**
 * SESSION_SECRET when it is set; otherwise the one this database shares (PostgreSQL) or this
 * DATA_DIR keeps (PGlite). A PostgreSQL deployment that ran before secrets moved to the database
 * has its secret in DATA_DIR: the first instance offers that one, so its sessions and sealed keys
 * stay valid.
 */
export async function resolveSessionSecret(options: { configured: string | undefined; dataDir: string; database: Database }): Promise<string> {
  if (options.configured) return options.configured;
  if (options.database.driver !== 'postgres') return fileSecret(options.dataDir);
  return databaseSecret(options.database.db, 'session', readSecretFile(options.dataDir) ?? generate());
}
