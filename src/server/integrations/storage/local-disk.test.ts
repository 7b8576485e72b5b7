// The local-disk storage adapter: objects by key under its folder, with the content type of their
// extension, and no key that leaves the folder.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.ts';

let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hm-storage-'));
  storage = new LocalDiskStorage(path.join(root, 'uploads'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('LocalDiskStorage', () => {
  it('puts, gets, replaces and deletes an object by key', async () => {
    await storage.put('profiles/7-ab.webp', Buffer.from('first'), 'image/webp');
    expect(await storage.get('profiles/7-ab.webp')).toEqual({ body: Buffer.from('first'), contentType: 'image/webp' });
    await storage.put('profiles/7-ab.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('profiles/7-ab.webp'))?.body.toString()).toBe('second');
    // Written aside and renamed: no partial file is left behind.
    expect(readdirSync(path.join(root, 'uploads', 'profiles'))).toEqual(['7-ab.webp']);

    await storage.delete('profiles/7-ab.webp');
    expect(await storage.get('profiles/7-ab.webp')).toBeNull();
    await expect(storage.delete('profiles/7-ab.webp')).resolves.toBeUndefined();
  });

  it('gives each key its URL under /uploads/ and reads the key back from it', () => {
    expect(storage.url('profiles/7-ab.webp')).toBe('/uploads/profiles/7-ab.webp');
    expect(storage.keyOf('/uploads/profiles/7-ab.webp?w=64')).toBe('profiles/7-ab.webp');
    expect(storage.keyOf('https://elsewhere.example/uploads/x.webp')).toBeNull();
    expect(storage.keyOf('/uploads/../session-secret')).toBeNull();
  });

  it('gives a private key (a label: decision 0041) no URL and reads none back, yet stores and reads it', async () => {
    for (const key of ['private/order-labels/4-ab.pdf', 'order-labels/4-ab.pdf', 'return-labels/5-cd.pdf']) {
      expect(() => storage.url(key)).toThrow('A private key has no address');
      expect(storage.keyOf(`/uploads/${key}`)).toBeNull();
    }
    expect(storage.keyOf('/uploads/Private/order-labels/4-ab.pdf')).toBeNull();
    await storage.put('private/order-labels/4-ab.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await storage.get('private/order-labels/4-ab.pdf'))?.contentType).toBe('application/pdf');
  });

  it.each(['../outside.webp', 'profiles/../../outside.webp', '/absolute.webp', '.hidden.webp', 'a\\b.webp', 'profiles//x.webp', ''])(
    'refuses the key %j and writes nothing',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      expect(existsSync(path.join(root, 'outside.webp'))).toBe(false);
    },
  );

  it('refuses a content type its key does not name, since get() answers the extension', async () => {
    await expect(storage.put('profiles/7.png', Buffer.from('x'), 'image/webp')).rejects.toThrow('does not end in the extension of image/webp');
  });
});
