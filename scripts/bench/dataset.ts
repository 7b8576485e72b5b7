// The 100,000-product data sets, seeded once with `npm run seed`'s code and kept: PGlite in
// .bench/pglite (git-ignored), PostgreSQL in a database of its own (hm_bench) on DATABASE_URL's server.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run } from './processes.ts';

export const BENCH_DIR = path.resolve('.bench');
/** `npm run seed` as built (scripts/build-server.mjs): the bench has built the app before it seeds. */
const SEED_CLI = 'dist/server/seed.js';

export interface Dataset {
  engine: 'pglite' | 'postgres';
  /** DATA_DIR for the server (PGlite's files, uploads) */
  dataDir: string;
  databaseUrl?: string;
  /** set when this run seeded it */
  seeded?: { seconds: number; peakMb: number };
  engineVersion: string;
}

function seedEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

function seed(dataDir: string, databaseUrl: string | undefined, products: number, label: string) {
  process.stdout.write(`\nSeeding ${products} products on ${label} (once; kept for later runs)...\n`);
  return run(process.execPath, [SEED_CLI, '--products', String(products)], { env: seedEnv(dataDir, databaseUrl), label: `seeding ${label}` });
}

export async function pgliteDataset(products: number): Promise<Dataset> {
  const dataDir = path.join(BENCH_DIR, `pglite-${products}`);
  const marker = `${dataDir}.seeded`;
  let seeded: Dataset['seeded'];
  if (!existsSync(marker)) {
    mkdirSync(dataDir, { recursive: true });
    seeded = await seed(dataDir, undefined, products, `PGlite in ${dataDir}`);
    writeFileSync(marker, JSON.stringify({ products, at: new Date().toISOString(), ...seeded }, null, 2));
  } else {
    process.stdout.write(`PGlite data set: ${dataDir} (seeded ${(JSON.parse(readFileSync(marker, 'utf8')) as { at: string }).at})\n`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const probe = new PGlite();
  const { rows } = await probe.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  await probe.close();
  const pkg = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
  return { engine: 'pglite', dataDir, seeded, engineVersion: `PGlite ${pkg.version} (PostgreSQL ${rows[0]?.v})` };
}

/** The bench database next to DATABASE_URL's: same server and credentials, database `name`. */
export function benchUrl(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function postgresDataset(databaseUrl: string, name: string, products: number): Promise<Dataset> {
  const url = benchUrl(databaseUrl, name);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let version = '';
  try {
    version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  try {
    const table = (await client.query<{ t: string | null }>("SELECT to_regclass('public.products')::text AS t")).rows[0]!.t;
    if (table) count = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n;
  } finally {
    await client.end();
  }
  const dataDir = path.join(BENCH_DIR, `postgres-${name}`);
  mkdirSync(dataDir, { recursive: true });
  let seeded: Dataset['seeded'];
  if (count < products) seeded = await seed(dataDir, url, products, `PostgreSQL database ${name}`);
  else process.stdout.write(`PostgreSQL data set: database ${name} (${count} products)\n`);
  return { engine: 'postgres', dataDir, databaseUrl: url, seeded, engineVersion: `PostgreSQL ${version}` };
}
