// /uploads/... when uploads are kept in S3 (STORAGE=s3, decision 0034): an object of the bucket is
// served by any instance, original and sized, and DATA_DIR/uploads (the demo pictures) still first.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '#server/integrations/storage/s3.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startS3 } from '../support/s3.ts';

let s3: Awaited<ReturnType<typeof startS3>>;
let one: TestApp;
let other: TestApp;
let picture: Buffer;

beforeAll(async () => {
  s3 = await startS3();
  one = await createTestApp({ storage: new S3Storage(s3.settings) });
  // A second instance: the same database and bucket, a DATA_DIR of its own.
  other = await createTestApp({ database: one.database, storage: new S3Storage(s3.settings) });
  picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c04030' } })
    .webp()
    .toBuffer();
  await new S3Storage(s3.settings).put('products/seller-9-0123abcd.webp', picture, 'image/webp');
}, 120_000);

afterAll(async () => {
  await other?.close();
  await one?.close();
  await s3?.close();
});

describe('GET /uploads/... from S3 storage', () => {
  it('serves an object of the bucket on every instance, though no DATA_DIR has it', async () => {
    for (const t of [one, other]) {
      const res = await t.browser().get('/uploads/products/seller-9-0123abcd.webp');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.rawPayload.equals(picture)).toBe(true);
      expect(existsSync(path.join(t.dataDir, 'uploads', 'products', 'seller-9-0123abcd.webp'))).toBe(false);
    }
  });

  it('renders a sized variant of it', async () => {
    for (const t of [one, other]) {
      const res = await t.browser().get('/uploads/products/seller-9-0123abcd.webp?w=64&h=64&fit=cover');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
    }
  });

  it('answers 404 for a key the bucket lacks or that is no storage key', async () => {
    expect((await one.browser().get('/uploads/products/seller-9-missing.webp')).statusCode).toBe(404);
    expect((await one.browser().get('/uploads/products/seller-9-missing.webp?w=64')).statusCode).toBe(404);
    expect((await one.browser().get('/uploads/..%2Fsession-secret')).statusCode).toBe(404);
  });

  it("serves a file in the instance's own uploads folder (the demo pictures) from there first", async () => {
    mkdirSync(path.join(one.dataDir, 'uploads', 'products'), { recursive: true });
    writeFileSync(path.join(one.dataDir, 'uploads', 'products', 'local.webp'), picture);
    const res = await one.browser().get('/uploads/products/local.webp');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(picture)).toBe(true);
    expect((await other.browser().get('/uploads/products/local.webp')).statusCode).toBe(404);
  });
});
