// Cross-cutting HTTP behaviour: caching headers, unknown routes, bad bodies, the SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const json = { 'content-type': 'application/json' };

describe('Cache-Control on API answers', () => {
  // Public catalogue reads are kept and revalidated instead (read-cache.test.ts, decision 0033).
  it('every other API answer says no-store: success, 401, 400 and 404', async () => {
    const b = t.browser();
    const answers = [
      await b.get('/api/user'),
      await b.post('/api/login', { username: 'x', password: 'y' }),
      await b.get('/api/no-such-thing'),
      await b.get('/api/health'),
    ];
    await registerUser(b);
    answers.push(await b.get('/api/user'));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 400, 404, 200, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('query strings', () => {
  it("ignores the client's cache-busting timestamp parameter", async () => {
    const b = t.browser();
    const account = await registerUser(b);
    const res = await b.get(`/api/user?_=${Date.now()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown API routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s /api/<unknown> answers 404 JSON {message}', async (method) => {
    const res = await t.browser().request(method, '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('a wrong method on a known path answers 404 or 405 JSON, not 5xx', async () => {
    const res = await t.browser().request('DELETE', '/api/login');
    expect([404, 405]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('bad request bodies never cause a 5xx', () => {
  it('malformed JSON answers 400 {message}', async () => {
    const res = await t.browser().post('/api/login', '{"username": "someone", "password": ', json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an empty body declared as JSON answers 400 {message}', async () => {
    const res = await t.browser().post('/api/register', '', json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('a JSON array where an object is expected answers 400 {message}', async () => {
    const res = await t.browser().post('/api/login', '["someone", "secret123"]', json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('a __proto__ key answers 400 {message}', async () => {
    const res = await t.browser().post('/api/login', '{"username":"someone","password":"secret123","__proto__":{"isAdmin":true}}', json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('a %s body answers 4xx {message}', async (type) => {
    const res = await t.browser().post('/api/login', 'username=someone&password=secret123', { 'content-type': type });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('a body over the limit answers 413 {message}', async () => {
    const body = JSON.stringify({ username: 'someone', password: 'secret123', fullName: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.browser().post('/api/register', body, json);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('text PostgreSQL cannot store (a NUL character) is refused before any route sees it', () => {
  it.each([
    ['POST', '/api/login', { username: 'some\u0000one', password: 'secret123' }],
    ['POST', '/api/register', { username: 'someone', email: 'a@b.co', password: 'secret123', fullName: 'A\u0000B' }],
    ['POST', '/api/newsletter/subscribe', { email: 'a\u0000@b.co' }],
    ['GET', '/api/search?q=pan%00', undefined],
    ['GET', '/api/products/1%00', undefined],
  ] as const)('%s %s answers 400 with a message', async (method, url, body) => {
    const res = await t.browser().request(method, url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Text must not contain NUL characters (\\u0000)' });
  });

  it('an unpaired surrogate (no UTF-8 form; jsonb refuses it) answers 400 with its path', async () => {
    const b = t.browser();
    await registerUser(b);
    const res = await b.request('PATCH', '/api/user/shipping-info', {
      body: { fullName: 'Jordan Shopper', street: '1 Main St \ud800', city: 'Des Moines', state: 'IA', zipCode: '50309', country: 'US', phone: '5155550100' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Text must not contain unpaired surrogate characters', details: [{ path: 'street' }] });
  });

  it('a NUL in an object key is refused as well', async () => {
    const res = await t.browser().post('/api/login', '{"username":"someone","password":"secret123","a\\u0000b":1}', json);
    expect(res.statusCode).toBe(400);
  });
});

describe('cross-site requests (Origin / Referer)', () => {
  const body = { username: 'nobody_here', password: 'secret123' };

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ["Origin 'null' (sandboxed frame)", { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['the right host on another scheme', { origin: 'https://localhost:80' }],
  ])('a state-changing request with %s answers 403 with a message', async (_name, headers) => {
    const res = await t.browser().post('/api/login', body, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/cross-site/i) });
  });

  it('a bodyless text/plain POST from another site changes nothing', async () => {
    const b = t.browser();
    await registerUser(b);
    const res = await b.request('POST', '/api/wishlist/8', { body: 'x', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await b.get('/api/wishlist')).json()).toEqual([]);
  });

  it.each([
    ['the public URL', { origin: 'http://localhost:5000' }],
    ['the address the request was sent to', { origin: 'http://127.0.0.1:5000', host: '127.0.0.1:5000' }],
    ['its own Referer', { referer: 'http://localhost:5000/auth' }],
    ['no Origin nor Referer (not a browser page)', {}],
  ])('a request from %s goes through', async (_name, headers) => {
    const res = await t.browser().post('/api/login', body, headers);
    expect(res.statusCode).toBe(401);
  });

  it('reading is never refused (GET from another site)', async () => {
    const res = await t.browser().get('/api/health', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(200);
  });
});

describe('with the built client (SPA history fallback)', () => {
  let clientDir: string;
  let spa: TestApp;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'hm-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Heartland Market</title><div id="root"></div>');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/client/main.tsx"]}');
    spa = await createTestApp({ database, clientDir });
  });

  afterAll(async () => {
    await spa?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('an unknown page answers 404 with the app shell (the client shows its own 404 page)', async () => {
    const res = await spa.browser().get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the built scripts but never their source maps', async () => {
    const script = await spa.browser().get('/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    const map = await spa.browser().get('/assets/index-abc.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
    expect(map.body).not.toContain('<div id="root">');
  });

  it.each(['/uploads/no-such-image.webp', '/uploads/products/missing.png?w=400&h=400&fit=cover', '/assets/no-such-chunk.js'])(
    'a missing file (%s) answers 404, not the app shell',
    async (url) => {
      const res = await spa.browser().get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('an unknown API route still answers 404 JSON, never the app shell', async () => {
    const res = await spa.browser().get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
