import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './client.ts';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';

const dataDir = tempDirs('hm-lock-');

describe('lockDataDir', () => {
  it('holds DATA_DIR for one process until released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder held by another live process, with its pid in the message', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by another Heartland Market process (pid ${process.ppid})`);
  });

  it('takes over the lock of a process that has ended', () => {
    const dir = dataDir();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, 'pglite.lock'), ended.stdout);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is taken by the embedded database and given back when it closes', async () => {
    const dir = dataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  }, 60_000);
});
