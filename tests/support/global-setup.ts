// Vitest global setup, once per run: a migrated PGlite data directory, which each test file copies
// (starting PGlite runs initdb, about 2 s of CPU; copying takes a tenth of that), and the demo
// pictures, which each seeded test app copies instead of rendering them again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { ensureDemoPictures } from '#server/db/seed/demo.ts';
import { dropDatabasesWithPrefix } from './pg-admin.ts';
import { scratchDir } from './scratch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * This run's scratch directory: `template` holds a closed, migrated PGlite data directory and
     * each test file copies it beside it. Empty when TEST_DATABASE_URL is set.
     */
    pgliteRunDir: string;
    /** with TEST_DATABASE_URL: this run's prefix for the databases the test files create */
    postgresPrefix: string;
    /** the demo products' pictures, rendered once for the run (an uploads folder to copy) */
    demoUploadsDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(scratchDir('hm-vitest-'));
  const removeRunDir = async () => rmSync(runDir, { recursive: true, force: true });
  // The demo pictures, once per run (from the picture cache, drawn when it lacks them:
  // docs/decisions/0062-ci-time.md), copied by each seeded test app.
  const pictures = path.join(runDir, 'demo-uploads');
  await ensureDemoPictures(pictures);
  project.provide('demoUploadsDir', pictures);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `hm_test_${randomBytes(3).toString('hex')}_`;
    project.provide('pgliteRunDir', '');
    project.provide('postgresPrefix', prefix);
    // Each file drops its own database; this catches the files that crashed before they could.
    return async () => {
      await dropDatabasesWithPrefix(adminUrl, prefix);
      await removeRunDir();
    };
  }
  project.provide('postgresPrefix', '');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(runDir, 'template') });
  await migrate(database);
  await database.close();
  project.provide('pgliteRunDir', runDir);
  // Also removes the copy of any test file that crashed before closing its database.
  return removeRunDir;
}
