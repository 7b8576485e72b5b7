// Cross-cutting HTTP behaviour: caching headers, unknown routes, bad bodies, the SPA fallback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  it('every API answer says no-store: success, 401, 400 and 404', async () => {
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

describe('with the built client (SPA history fallback)', () => {
  let clientDir: string;
  let spa: TestApp;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'hm-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Heartland Market</title><div id="root"></div>');
    spa = await createTestApp({ database, clientDir });
  });

  afterAll(async () => {
    await spa?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('an unknown page answers the app shell (the client shows its own 404 page)', async () => {
    const res = await spa.browser().get('/no/such/page');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('an unknown API route still answers 404 JSON, never the app shell', async () => {
    const res = await spa.browser().get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
