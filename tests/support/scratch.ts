import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Each test file's PGlite copy takes about 40 MB; containers often give /dev/shm only 64 MB. */
const MIN_FREE_BYTES = 1024 * 1024 * 1024;

/** A path prefix for mkdtempSync in RAM (/dev/shm) when the machine offers enough of it, else the temp directory. */
export function scratchDir(prefix: string): string {
  return path.join(roomyShm() ?? tmpdir(), prefix);
}

function roomyShm(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const stats = statfsSync('/dev/shm');
    return stats.bavail * stats.bsize >= MIN_FREE_BYTES ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}
