/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, or PGlite in DATA_DIR) and
 * seeds the demo data where it is missing, the same way a start with SEED=demo does.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { runDemoSeed } from './demo.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrate(database);
    const report = await runDemoSeed(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') });
    const where = database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    const added = report.accounts + report.categories + report.products + report.reviews;
    const lines = [
      `Demo seed on ${where}:`,
      added === 0 ? '  data: already present, nothing added' : `  added ${report.accounts} accounts, ${report.categories} categories, ${report.products} products, ${report.reviews} reviews`,
      report.images === 0 ? '  product images: all present' : `  product images: rendered ${report.images}`,
      `  done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
