// Instances starting together on one empty PostgreSQL database (a rolling deployment, issue 15):
// the migrations run once and every instance starts. On PGlite, an upgrade ends with a VACUUM.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { appSecrets } from './schema.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import { queryRows } from './rows.ts';
import { createPostgresDatabase } from '../../../tests/support/db.ts';
import { scratchDir } from '../../../tests/support/scratch.ts';

describe('migrate on PGlite', () => {
  it('vacuums and analyses an existing database once it applied new migrations, and leaves a new one be', async () => {
    // The committed migrations but the last, then all of them: an upgrade.
    const folder = mkdtempSync(scratchDir('hm-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = readFileSync(journalFile, 'utf8');
    const entries = (JSON.parse(journal) as { entries: unknown[] }).entries;
    writeFileSync(journalFile, JSON.stringify({ ...JSON.parse(journal), entries: entries.slice(0, -1) }));
    const database = await openDatabase({ kind: 'memory' });
    const vacuumed = async () =>
      (await queryRows<{ at: Date | string | null }>(database.db, sql`SELECT last_vacuum AS at FROM pg_stat_user_tables WHERE relname = 'products'`))[0]?.at ??
      null;
    try {
      await migrate(database, folder);
      expect(await vacuumed()).toBeNull();
      writeFileSync(journalFile, journal);
      await migrate(database, folder);
      expect(await vacuumed()).not.toBeNull();
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrate on PostgreSQL', () => {
  it('lets three instances migrate one empty database at the same moment', async () => {
    const { url, drop } = await createPostgresDatabase(adminUrl!);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })));
    try {
      const results = await Promise.allSettled(instances.map((database) => migrate(database)));
      expect(results.map((r) => (r.status === 'rejected' ? String((r.reason as Error).message) : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);
      // Every instance sees the schema of the last migration.
      for (const database of instances) expect(await database.db.select().from(appSecrets)).toEqual([]);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await drop();
    }
  }, 120_000);
});
