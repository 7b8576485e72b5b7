// The S3-compatible storage adapter against a local S3 server (s3rver): the same contract as the
// local-disk adapter, so features store and read pictures and labels the same way on either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../../tests/support/s3.ts';
import { S3Storage } from './s3.ts';

let s3: Awaited<ReturnType<typeof startS3>>;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3();
  storage = new S3Storage(s3.settings);
}, 60_000);
afterAll(async () => {
  await s3?.close();
});

describe('S3Storage', () => {
  it('puts, gets, replaces and deletes an object by key, with its content type', async () => {
    await storage.put('profiles/7-ab.webp', Buffer.from('first'), 'image/webp');
    expect(await storage.get('profiles/7-ab.webp')).toEqual({ body: Buffer.from('first'), contentType: 'image/webp' });
    await storage.put('profiles/7-ab.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('profiles/7-ab.webp'))?.body.toString()).toBe('second');
    await storage.put('order-labels/1-x.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await storage.get('order-labels/1-x.pdf'))?.contentType).toBe('application/pdf');

    await storage.delete('profiles/7-ab.webp');
    expect(await storage.get('profiles/7-ab.webp')).toBeNull();
    await expect(storage.delete('profiles/7-ab.webp')).resolves.toBeUndefined();
  });

  it('shares its objects with another instance configured on the same bucket', async () => {
    await storage.put('products/seller-2-cd.webp', Buffer.from('shared'), 'image/webp');
    expect((await new S3Storage(s3.settings).get('products/seller-2-cd.webp'))?.body.toString()).toBe('shared');
  });

  it('is served by the app under /uploads/, or from S3_PUBLIC_URL when one is set, and reads its keys back from both', () => {
    expect(storage.url('profiles/7-ab.webp')).toBe('/uploads/profiles/7-ab.webp');
    expect(storage.keyOf('/uploads/profiles/7-ab.webp?w=64')).toBe('profiles/7-ab.webp');
    const cdn = new S3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com/shop' });
    expect(cdn.url('profiles/7-ab.webp')).toBe('https://cdn.example.com/shop/profiles/7-ab.webp');
    expect(cdn.keyOf('https://cdn.example.com/shop/profiles/7-ab.webp')).toBe('profiles/7-ab.webp');
    expect(cdn.keyOf('/uploads/profiles/7-ab.webp')).toBe('profiles/7-ab.webp');
    expect(cdn.keyOf('https://elsewhere.example/profiles/7-ab.webp')).toBeNull();
    expect(storage.keyOf('/uploads/../session-secret')).toBeNull();
  });

  it("gives a private key (a label: decision 0041) no URL, not even the public bucket's, and reads none back", () => {
    const cdn = new S3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com/shop' });
    for (const key of ['private/return-labels/5-cd.pdf', 'order-labels/4-ab.pdf', 'return-labels/5-cd.pdf']) {
      for (const s of [storage, cdn]) expect(() => s.url(key)).toThrow('A private key has no address');
      expect(storage.keyOf(`/uploads/${key}`)).toBeNull();
      expect(cdn.keyOf(`https://cdn.example.com/shop/${key}`)).toBeNull();
    }
  });

  it.each(['../outside.webp', '/absolute.webp', '.hidden.webp', 'profiles//x.webp', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a storage key');
    await expect(storage.get(key)).rejects.toThrow('Not a storage key');
  });

  it('reports a bucket it cannot reach instead of answering "not found"', async () => {
    const missing = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.get('profiles/7-ab.webp')).rejects.toThrow();
  });
});
