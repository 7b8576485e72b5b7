// One smoke test of the demo seed: a fresh database seeds, the demo administrator signs in as id 1.
// The seed is being rewritten elsewhere, so this file reads it loosely and skips what is not there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp } from '../support/app.ts';

interface SeedModule {
  seedDemo?: (db: unknown, options: { uploadsDir: string }) => Promise<unknown>;
  DEMO_ACCOUNTS?: ReadonlyArray<{ username: string; password: string; role?: string }>;
}

const seed = (await import('#server/db/seed/demo.ts')) as unknown as SeedModule;
const admin = seed.DEMO_ACCOUNTS?.find((a) => a.role === 'administrator' || a.username === 'admin');

it.skipIf(!seed.seedDemo || !admin)('the demo seed runs twice on a fresh database and its administrator signs in as id 1', { timeout: 120_000 }, async () => {
  const t = await createTestApp();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'hm-seed-'));
  try {
    await seed.seedDemo!(t.database.db, { uploadsDir });
    await seed.seedDemo!(t.database.db, { uploadsDir }); // idempotent: a restart seeds nothing twice
    const b = t.browser();
    const res = await b.post('/api/login', { username: admin!.username, password: admin!.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, username: admin!.username, isAdmin: true });
  } finally {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
});
