// Vitest global setup: one migrated PGlite data directory per run, which each test file copies.
// Starting PGlite runs initdb (about 2 s of CPU); copying a migrated directory takes a tenth of that.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { dropDatabasesWithPrefix } from './db.ts';
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
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `hm_test_${randomBytes(3).toString('hex')}_`;
    project.provide('pgliteRunDir', '');
    project.provide('postgresPrefix', prefix);
    // Each file drops its own database; this catches the files that crashed before they could.
    return () => dropDatabasesWithPrefix(adminUrl, prefix);
  }
  project.provide('postgresPrefix', '');
  const runDir = mkdtempSync(scratchDir('hm-vitest-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(runDir, 'template') });
  await migrate(database);
  await database.close();
  project.provide('pgliteRunDir', runDir);
  // Also removes the copy of any test file that crashed before closing its database.
  return async () => rmSync(runDir, { recursive: true, force: true });
}
