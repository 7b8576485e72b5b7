// Where the application's secret comes from when SESSION_SECRET is not set (decision 0034): the
// database shares one across the instances of a PostgreSQL deployment; PGlite keeps it in DATA_DIR.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../../../tests/support/db.ts';
import { databaseSecret, resolveSessionSecret } from './session-secret.ts';

const EXPLICIT = 'an-explicit-secret-of-at-least-32-characters';
let database: Database;
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hm-secret-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('databaseSecret', () => {
  it('keeps the first secret offered: instances starting together all read the one that was stored first', async () => {
    const offered = ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64), 'd'.repeat(64)];
    const answers = await Promise.all(offered.map((candidate) => databaseSecret(database.db, 'race-test', candidate)));
    expect(new Set(answers).size).toBe(1);
    expect(offered).toContain(answers[0]);
    expect(await databaseSecret(database.db, 'race-test', 'e'.repeat(64))).toBe(answers[0]);
    // Each name is its own secret.
    expect(await databaseSecret(database.db, 'another', 'f'.repeat(64))).toBe('f'.repeat(64));
  });
});

describe('resolveSessionSecret', () => {
  it('answers SESSION_SECRET when it is set, and stores nothing', async () => {
    const dir = dataDir();
    expect(await resolveSessionSecret({ configured: EXPLICIT, dataDir: dir, database })).toBe(EXPLICIT);
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('on PGlite, generates one in DATA_DIR and keeps it across restarts', async () => {
    const dir = dataDir();
    const secret = await resolveSessionSecret({ configured: undefined, dataDir: dir, database });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(secret);
    expect(await resolveSessionSecret({ configured: undefined, dataDir: dir, database })).toBe(secret);
    // Another DATA_DIR is another PGlite installation, with its own secret.
    expect(await resolveSessionSecret({ configured: undefined, dataDir: dataDir(), database })).not.toBe(secret);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, gives every instance (each with its own DATA_DIR) the secret the first stored, and writes no file',
    async () => {
      const [first, second] = [dataDir(), dataDir()];
      // An instance of a deployment from before secrets moved to the database: its secret is kept.
      const earlier = '0123456789abcdef'.repeat(4);
      writeFileSync(path.join(first, 'session-secret'), earlier);
      expect(await resolveSessionSecret({ configured: undefined, dataDir: first, database })).toBe(earlier);
      expect(await resolveSessionSecret({ configured: undefined, dataDir: second, database })).toBe(earlier);
      expect(existsSync(path.join(second, 'session-secret'))).toBe(false);
      expect(await resolveSessionSecret({ configured: undefined, dataDir: dataDir(), database })).toBe(earlier);
      // SESSION_SECRET still wins.
      expect(await resolveSessionSecret({ configured: EXPLICIT, dataDir: second, database })).toBe(EXPLICIT);
    },
  );
});
