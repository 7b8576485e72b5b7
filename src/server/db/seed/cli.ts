/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, or PGlite in DATA_DIR) and
 * seeds the demo data where it is missing, the same way a start with SEED=demo does.
 * `npm run seed -- --products 100000` then tops the catalogue up with generated products until it
 * holds that many (see large.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { runDemoSeed } from './demo.ts';
import { seedLargeCatalogue } from './large.ts';

/** `--products N` or `--products=N`: the catalogue size to reach; undefined without the option. */
export function parseProductTarget(argv: readonly string[]): number | undefined {
  const index = argv.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const target = Number(raw);
  if (!raw || !Number.isInteger(target) || target < 1 || target > 5_000_000) {
    throw new ConfigError('--products needs a whole number of products between 1 and 5000000, e.g. --products 100000');
  }
  return target;
}

async function main(): Promise<void> {
  const started = performance.now();
  const target = parseProductTarget(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  try {
    await migrate(database);
    const report = await runDemoSeed(database.db, { uploadsDir: path.join(config.dataDir, 'uploads') });
    const where = database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    const added = report.accounts + report.categories + report.products + report.reviews;
    const lines = [
      `Demo seed on ${where}:`,
      added === 0
        ? '  data: already present, nothing added'
        : `  added ${report.accounts} accounts, ${report.categories} categories, ${report.products} products, ${report.reviews} reviews`,
      report.images === 0 ? '  product images: all present' : `  product images: written ${report.images}`,
    ];
    if (target !== undefined) {
      const large = await seedLargeCatalogue(database.db, {
        target,
        onProgress: (done, total) => {
          if (done % 10_000 === 0 || done === total) process.stdout.write(`  generated ${done} of ${total} products\n`);
        },
      });
      lines.push(
        large.added === 0
          ? `  large catalogue: already ${large.before} products, nothing added`
          : `  large catalogue: added ${large.added} generated products (${large.after} in all), statistics refreshed`,
      );
    }
    lines.push(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
