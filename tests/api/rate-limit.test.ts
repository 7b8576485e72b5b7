// Rate limits on login, register and quick login, with the production limits (defaultLimits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, scaledLimits } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, login, registerUser, uniqueName, type Account, type Browser, type TestApp } from '../support/app.ts';

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
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(
      200,
    );

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
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(
      200,
    );
    clock.advance(defaultLimits.loginPerAddress.windowMs + 1000);
    expect((await t.browser({ remoteAddress: address }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
  });
});

describe('login rate limit (per username, across addresses)', () => {
  const attemptsFrom = async (addresses: number, each: number, username: string, password: string) => {
    const statuses: number[] = [];
    for (let a = 0; a < addresses; a++) {
      const b = t.browser({ remoteAddress: newAddress() });
      for (let i = 0; i < each; i++) statuses.push((await b.post('/api/login', { username, password })).statusCode);
    }
    return statuses;
  };

  it('limits 100 wrong passwords from 10 addresses; then the right password from a new address gets 429, but the browsers the account knows still sign in', async () => {
    const victim = await newAccount();
    const stranger = await newAccount();
    // The victim's usual browsers: one still remembered, one that signed out (it only recognises the account now).
    const home = t.browser({ remoteAddress: newAddress() });
    await login(home, victim);
    const laptop = t.browser({ remoteAddress: newAddress() });
    await login(laptop, victim);
    expect((await laptop.post('/api/logout')).statusCode).toBe(200);
    // A browser that remembers somebody else is no exemption.
    const elsewhere = t.browser({ remoteAddress: newAddress() });
    await login(elsewhere, stranger);

    // 10 per address stays under the per-address limits, so only the per-username one can stop this.
    const statuses = await attemptsFrom(10, 10, victim.username, 'wrong-password');
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(defaultLimits.loginPerUsername.max);
    expect(statuses.slice(0, defaultLimits.loginPerUsername.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(defaultLimits.loginPerUsername.max).every((s) => s === 429)).toBe(true);

    // The right password from a browser the account does not know is refused without being checked.
    const fresh = t.browser({ remoteAddress: newAddress() });
    expectLimited(await fresh.post('/api/login', { username: victim.username, password: victim.password }));
    expect(fresh.jar.get('hm_session')).toBeUndefined();
    expectLimited(await elsewhere.post('/api/login', { username: victim.username.toUpperCase(), password: victim.password }));

    // Its own browsers still sign in with the right password (and only with it).
    expect((await home.post('/api/login', { username: victim.username, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await home.post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(200);
    expect((await laptop.post('/api/login', { username: ` ${victim.username.toUpperCase()}`, password: victim.password })).statusCode).toBe(200);
    expect((await laptop.get('/api/user')).json()).toMatchObject({ id: victim.id, email: victim.email });

    // Other accounts are unaffected, and the username opens again after the window.
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: stranger.username, password: stranger.password })).statusCode).toBe(
      200,
    );
    clock.advance(defaultLimits.loginPerUsername.windowMs + 1000);
    expect((await t.browser({ remoteAddress: newAddress() }).post('/api/login', { username: victim.username, password: victim.password })).statusCode).toBe(
      200,
    );
  });

  it('counts only failures: many successful sign-ins from new browsers never use it up', async () => {
    const account = await newAccount();
    const statuses = await attemptsFrom(6, 5, account.username, account.password);
    expect(statuses).toHaveLength(30);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('treats a username that has no account the same way (no hint of which names exist)', async () => {
    const ghost = uniqueName('ghost');
    const statuses = await attemptsFrom(3, 10, ghost, 'wrong-password');
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(defaultLimits.loginPerUsername.max);
  });
});

describe('register rate limit (per client address)', () => {
  it(`allows ${defaultLimits.register.max} sign-ups, then answers 429 with a message`, async () => {
    const address = newAddress();
    for (let i = 0; i < defaultLimits.register.max; i++) {
      const username = uniqueName('bulk');
      const res = await t
        .browser({ remoteAddress: address })
        .post('/api/register', { username, email: `${username}@example.test`, password: 'prairie-sky-42' });
      expect(res.statusCode).toBe(201);
    }
    const username = uniqueName('bulk');
    const res = await t.browser({ remoteAddress: address }).post('/api/register', { username, email: `${username}@example.test`, password: 'prairie-sky-42' });
    expectLimited(res);
    // The refused sign-up created nothing: the name is still free from another address.
    const elsewhere = await t
      .browser({ remoteAddress: newAddress() })
      .post('/api/register', { username, email: `${username}@example.test`, password: 'prairie-sky-42' });
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
