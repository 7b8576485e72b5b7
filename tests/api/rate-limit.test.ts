// Rate limits on login, register and quick login, with the production limits (defaultLimits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, scaledLimits } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, registerUser, uniqueName, type Account, type Browser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
const clock = createClock(new Date('2031-06-01T08:00:00Z'));
let nextAddress = 1;
/** Each test acts from its own client address, so the counters of one test never touch another's. */
const newAddress = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, limits: 'default', now: clock.now });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** Accounts are created from an address of their own, outside the counters under test. */
async function newAccount(): Promise<Account> {
  return registerUser(t.browser({ remoteAddress: newAddress() }));
}

function expectLimited(res: Awaited<ReturnType<Browser['post']>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('AUTH_RATE_LIMIT_FACTOR', () => {
  it('multiplies the attempts of every limit and keeps its window', () => {
    const scaled = scaledLimits(20);
    for (const [name, limit] of Object.entries(defaultLimits)) {
      expect(scaled[name as keyof typeof defaultLimits]).toEqual({ max: limit.max * 20, windowMs: limit.windowMs });
    }
    expect(scaledLimits(1)).toEqual(defaultLimits);
  });
});

describe('login rate limit (per client address and username)', () => {
  const max = defaultLimits.login.max;

  it(`allows ${max} attempts, then answers 429 with a message, even for the right password`, async () => {
    const account = await newAccount();
    const b = t.browser({ remoteAddress: newAddress() });
    for (let i = 0; i < max; i++) {
      expect((await b.post('/api/login', { username: account.username, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expectLimited(await b.post('/api/login', { username: account.username, password: 'wrong-password' }));
    expectLimited(await b.post('/api/login', { username: account.username, password: account.password }));
  });

  it('limits the username in any case', async () => {
    const account = await newAccount();
    const b = t.browser({ remoteAddress: newAddress() });
    for (let i = 0; i < max; i++) await b.post('/api/login', { username: account.username, password: 'wrong-password' });
    expectLimited(await b.post('/api/login', { username: account.username.toUpperCase(), password: account.password }));
  });

  it('limits the username with spaces around it (the server trims it before checking the password)', async () => {
    const account = await newAccount();
    const b = t.browser({ remoteAddress: newAddress() });
    for (let i = 0; i < max; i++) await b.post('/api/login', { username: account.username, password: 'wrong-password' });
    // ' name' signs in as 'name', so it must share the budget of 'name' or the limit is bypassed.
    expectLimited(await b.post('/api/login', { username: ` ${account.username}`, password: 'wrong-password' }));
    expectLimited(await b.post('/api/login', { username: `${account.username}  `, password: account.password }));
  });

  it('is not bypassed by a forged X-Forwarded-For header', async () => {
    const account = await newAccount();
    const b = t.browser({ remoteAddress: newAddress() });
    for (let i = 0; i < max; i++) {
      await b.post('/api/login', { username: account.username, password: 'wrong-password' }, { 'x-forwarded-for': `198.51.100.${i}` });
    }
    expectLimited(await b.post('/api/login', { username: account.username, password: account.password }, { 'x-forwarded-for': '198.51.100.250' }));
  });

  it('behind a reverse proxy (TRUST_PROXY=true), forged X-Forwarded-For entries do not reset the budget', async () => {
    // The proxy appends the address it saw to whatever X-Forwarded-For the client sent, so only the
    // last entry is trustworthy; the ones before it are whatever an attacker wants.
    const configDir = mkdtempSync(path.join(tmpdir(), 'hm-config-'));
    const config = loadConfig({ TRUST_PROXY: 'true', DATA_DIR: configDir });
    const proxied = await createTestApp({ database, limits: 'default', now: clock.now, trustProxy: config.trustProxy });
    try {
      const account = await newAccount();
      const proxy = proxied.browser({ remoteAddress: '10.0.0.2' });
      const realClient = newAddress();
      const attempt = (i: number, password: string) =>
        proxy.post('/api/login', { username: account.username, password }, { 'x-forwarded-for': `198.51.100.${i}, ${realClient}` });
      for (let i = 0; i < max; i++) await attempt(i, 'wrong-password');
      expectLimited(await attempt(max, account.password));
    } finally {
      await proxied.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('keeps other usernames and other addresses unaffected, and opens again after the window', async () => {
    const victim = await newAccount();
    const other = await newAccount();
    const address = newAddress();
    const b = t.browser({ remoteAddress: address });
    for (let i = 0; i < max; i++) await b.post('/api/login', { username: victim.username, password: 'wrong-password' });
    expectLimited(await b.post('/api/login', { username: victim.username, password: victim.password }));

    expect((await t.browser({ remoteAddress: address }).post('/api/login', { username: other.username, password: other.password })).statusCode).toBe(200);
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);

    clock.advance(defaultLimits.login.windowMs + 1000);
    expect((await t.browser({ remoteAddress: address }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
  });
});

describe('login rate limit (per client address, across usernames)', () => {
  it(`allows ${defaultLimits.loginPerAddress.max} tries from one address on different usernames, then answers 429 to any username`, async () => {
    const victim = await newAccount();
    const address = newAddress();
    const b = t.browser({ remoteAddress: address });
    for (let i = 0; i < defaultLimits.loginPerAddress.max; i++) {
      expect((await b.post('/api/login', { username: uniqueName('guess'), password: victim.password })).statusCode).toBe(401);
    }
    expectLimited(await b.post('/api/login', { username: victim.username, password: victim.password }));
    // Another address signs in as usual.
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
    clock.advance(defaultLimits.loginPerAddress.windowMs + 1000);
    expect((await t.browser({ remoteAddress: address }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
  });
});

describe('register rate limit (per client address)', () => {
  it(`allows ${defaultLimits.register.max} sign-ups, then answers 429 with a message`, async () => {
    const address = newAddress();
    for (let i = 0; i < defaultLimits.register.max; i++) {
      const username = uniqueName('bulk');
      const res = await t.browser({ remoteAddress: address }).post('/api/register', { username, email: `${username}@example.test`, password: 'secret123' });
      expect(res.statusCode).toBe(201);
    }
    const username = uniqueName('bulk');
    const res = await t.browser({ remoteAddress: address }).post('/api/register', { username, email: `${username}@example.test`, password: 'secret123' });
    expectLimited(res);
    // The refused sign-up created nothing: the name is still free from another address.
    const elsewhere = await t.browser({ remoteAddress: newAddress() }).post('/api/register', { username, email: `${username}@example.test`, password: 'secret123' });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('quick-login rate limit (per client address)', () => {
  it(`allows ${defaultLimits.quickLogin.max} attempts, then answers 429 with a message`, async () => {
    const account = await newAccount();
    const b = t.browser({ remoteAddress: newAddress() });
    for (let i = 0; i < defaultLimits.quickLogin.max; i++) {
      expect((await b.post('/api/quick-login', { userId: account.id })).statusCode).toBe(401);
    }
    expectLimited(await b.post('/api/quick-login', { userId: account.id }));
  });
});
