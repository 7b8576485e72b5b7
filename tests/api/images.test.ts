// /uploads/...: originals as static files, sized WebP variants (?w=&h=&fit=) rendered once and cached.
import { existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '#server/db/seed/products.ts';
import { ensureProductImages } from '#server/db/seed/picture-files.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const product = DEMO_PRODUCTS[0]!;
const url = product.imageUrl; // /uploads/products/1-....webp

beforeAll(async () => {
  t = await createTestApp();
  const uploads = path.join(t.dataDir, 'uploads');
  await ensureProductImages([{ id: product.id, categoryId: product.categoryId, file: path.join(uploads, url.replace(/^\/uploads\//, '')) }]);
  // a PNG upload, and a secret beside (outside) the uploads folder
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c04030' } })
    .png()
    .toFile(path.join(uploads, 'wide.png'));
  writeFileSync(path.join(t.dataDir, 'secret.txt'), 'not for the web');
  mkdirSync(path.join(uploads, 'links'), { recursive: true });
  symlinkSync(path.join(t.dataDir, 'secret.txt'), path.join(uploads, 'links', 'secret.webp'));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (u: string, headers?: Record<string, string>) => t.browser().get(u, headers);
const cacheDir = () => path.join(t.dataDir, 'cache', 'images');
function cachedFiles(): string[] {
  if (!existsSync(cacheDir())) return [];
  return readdirSync(cacheDir(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('GET /uploads/... without size', () => {
  it('serves the original file', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });

  it('answers 404 for an unknown file', async () => {
    expect((await get('/uploads/products/nope.webp')).statusCode).toBe(404);
  });
});

describe('GET /uploads/...?w=&h=&fit=', () => {
  it('renders a WebP of the asked size, with a year-long immutable cache and an ETag', async () => {
    const res = await get(`${url}?w=400&h=400&fit=cover`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('renders once: the second request reads the cached file', async () => {
    const before = cachedFiles().length;
    const first = await get(`${url}?w=200&h=200`);
    const files = cachedFiles();
    expect(files.length).toBe(before + 1);
    const mtime = statSync(files.find((f) => f.includes('200x200'))!).mtimeMs;
    const second = await get(`${url}?w=200&h=200`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(cachedFiles().length).toBe(before + 1);
    expect(statSync(files.find((f) => f.includes('200x200'))!).mtimeMs).toBe(mtime);
    expect(files.every((f) => f.startsWith(cacheDir()))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${url}?w=320&h=320&fit=cover`);
    const again = await get(`${url}?w=320&h=320&fit=cover`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(`${url}?w=320&h=320&fit=cover`, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('snaps sizes up to the allowed list, so few variants exist', async () => {
    const res = await get(`${url}?w=390&h=390`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    expect((await get(`${url}?w=399&h=399`)).headers.etag).toBe(res.headers.etag);
  });

  it('fit contain and inside keep the whole picture; width alone keeps the aspect ratio', async () => {
    const contain = await sharp((await get('/uploads/wide.png?w=200&h=200&fit=contain')).rawPayload).metadata();
    expect(contain).toMatchObject({ format: 'webp', width: 200, height: 200 });
    const inside = await sharp((await get('/uploads/wide.png?w=200&h=200&fit=inside')).rawPayload).metadata();
    expect(inside).toMatchObject({ width: 200, height: 133 });
    const widthOnly = await sharp((await get('/uploads/wide.png?w=160')).rawPayload).metadata();
    expect(widthOnly).toMatchObject({ format: 'webp', width: 160, height: 107 });
  });

  it('answers 400 with a message for bad parameters', async () => {
    for (const [query, message] of [
      ['w=0&h=400', 'w must be a whole number from 16 to 1600'],
      ['w=4000', 'w must be a whole number from 16 to 1600'],
      ['w=abc', 'w must be a whole number from 16 to 1600'],
      ['h=15', 'h must be a whole number from 16 to 1600'],
      ['w=400&fit=stretch', 'fit must be one of cover, contain, inside'],
      ['fit=cover', 'w or h is required for a sized image'],
    ]) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('answers 404 for an unknown file or a file that is no picture', async () => {
    expect((await get('/uploads/products/nope.webp?w=400&h=400')).statusCode).toBe(404);
    writeFileSync(path.join(t.dataDir, 'uploads', 'notes.txt'), 'hello');
    expect((await get('/uploads/notes.txt?w=400')).statusCode).toBe(404);
  });

  it('never reads outside the uploads folder', async () => {
    for (const attempt of [
      '/uploads/../secret.txt?w=400',
      '/uploads/%2e%2e/secret.txt?w=400',
      '/uploads/%2e%2e%2fsecret.txt?w=400',
      '/uploads/products/%2e%2e%2f%2e%2e%2fsecret.txt?w=400',
      '/uploads/..%5csecret.txt?w=400',
      '/uploads/%00/etc/passwd?w=400',
      '/uploads/links/secret.webp?w=400',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
    ]) {
      const res = await get(attempt);
      expect([400, 403, 404], attempt).toContain(res.statusCode);
      expect(res.body, attempt).not.toContain('not for the web');
    }
  });
});
