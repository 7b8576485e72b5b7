// Every text response is sent compressed to a browser that accepts it (issue 14): built assets from
// their brotli and gzip files made at build time, HTML and JSON compressed as they are sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuiltAssets } from '../../scripts/compress-assets.ts';
import { PUBLIC_CACHE_CONTROL } from '#server/http/read-cache.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let clientDir: string;
let t: TestApp;
const script = `console.log(${JSON.stringify('Heartland Market '.repeat(400))});\n`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hm-compress-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html><head><title>Heartland Market</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'export{};\n');
  writeFileSync(path.join(clientDir, 'assets', 'logo-abc123.webp'), Buffer.alloc(4000, 7));
  await compressBuiltAssets(clientDir);
  t = await createTestApp({ seed: true, clientDir });
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('serves a built script from its brotli or gzip file, as the browser accepts', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves pictures as they are', async () => {
    const picture = await get('/assets/logo-abc123.webp', 'gzip, br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4000);
  });

  it('writes no twin for a file too small to gain from one', async () => {
    const tiny = await get('/assets/tiny-abc123.js.br');
    expect(tiny.statusCode).toBe(404);
  });

  it('compresses HTML pages and JSON answers as they are sent', async () => {
    const page = await get('/deals', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const list = await get('/api/products?limit=24', 'gzip');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    // A public list, kept and revalidated by ETag (decision 0033).
    expect(list.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Accept-Encoding named once, computed or kept (the read cache's spelling once doubled it).
    expect(String(list.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding']);
    const again = await get('/api/products?limit=24', 'gzip');
    expect(String(again.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding']);
    const products = JSON.parse(gunzipSync(list.rawPayload).toString()) as { items?: unknown[] } | unknown[];
    expect(Array.isArray(products) ? products.length : products.items?.length).toBeGreaterThan(0);
  });

  it('sends small JSON answers as they are', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
