// Instances starting together on one empty PostgreSQL database (a rolling deployment, issue 15):
// the migrations run once and every instance starts.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { appSecrets } from './schema.ts';
import { migrate } from './migrate.ts';
import { createPostgresDatabase } from '../../../tests/support/db.ts';

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
