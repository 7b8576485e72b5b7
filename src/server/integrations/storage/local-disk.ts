import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertPublicKey, assertStorageKey, isPrivateKey, isStorageKey, type FileStorage, type StoredObject } from './storage.ts';

/** Disk has no metadata beside the bytes: a file's content type is its extension's. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * Files under a folder (DATA_DIR/uploads), served by the app under `urlPrefix` (/uploads/, see
 * src/server/features/images). One machine only: several instances need the S3 adapter.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  private file(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    // What get() will answer is the extension's type, so the two must agree.
    if (contentTypeOf(key) !== contentType) throw new Error(`The key ${key} does not end in the extension of ${contentType}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await readFile(this.file(key)), contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    assertPublicKey(key);
    return `${this.urlPrefix}${key}`;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(this.urlPrefix)) return null;
    const key = url.slice(this.urlPrefix.length).split(/[?#]/)[0]!;
    return isStorageKey(key) && !isPrivateKey(key) ? key : null;
  }
}
