import type * as ChildProcess from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';

// Records the child processes started, and lets them run.
const started = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof ChildProcess>();
  return {
    ...original,
    execFile: ((file: string, args: string[], ...rest: unknown[]) => {
      started.push([file, ...args]);
      return (original.execFile as (...a: unknown[]) => unknown)(file, args, ...rest);
    }) as typeof original.execFile,
  };
});

const { startPgliteThread } = await import('./pglite-thread.ts');

const scratch = tempDirs('hm-pglite-');
afterEach(() => {
  started.splice(0);
});

describe('startPgliteThread', () => {
  it('creates a new data directory in a process of its own (initdb), then opens it; an existing one is opened as it is', async () => {
    const dir = path.join(scratch(), 'pgdata');
    const first = await startPgliteThread(dir);
    try {
      expect(started).toEqual([[process.execPath, expect.stringMatching(/pglite-init\.mjs$/), dir]]);
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect((await first.query('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
      await first.query('create table kept (note text)');
      await first.query("insert into kept values ('written before the restart')");
    } finally {
      await first.close();
    }
    started.splice(0);
    const second = await startPgliteThread(dir);
    try {
      expect(started).toEqual([]);
      expect((await second.query('select note from kept')).rows).toEqual([{ note: 'written before the restart' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('says which directory could not be created, and why', async () => {
    const file = path.join(scratch(), 'not-a-directory');
    writeFileSync(file, 'a file where the database should go');
    await expect(startPgliteThread(path.join(file, 'pgdata'))).rejects.toThrow(`Could not create the embedded database in ${path.join(file, 'pgdata')}`);
  }, 60_000);
});
