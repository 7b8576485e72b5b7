// GET /api/user, POST /api/login, POST /api/logout, POST /api/quick-login: what a browser observes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '#server/features/auth/sessions.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { users } from '#server/db/schema.ts';
import { createTestDatabase } from '../support/db.ts';
import { createClock, createTestApp, login, registerUser, uniqueName, type Account, type Browser, type TestApp } from '../support/app.ts';

const DAY = 24 * 60 * 60 * 1000;
const QUICK_LOGIN_REFUSED = 'Please log in again with your password.';

let database: Database;
let t: TestApp;
/** the first account registered on this database (no seed) */
let first: Account;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  first = await registerUser(t.browser(), { prefix: 'first' });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A browser holding only the given cookies (a replay, as an attacker or a stale tab would send them). */
function replay(cookies: Record<string, string | undefined>): Browser {
  const b = t.browser();
  for (const [name, value] of Object.entries(cookies)) if (value !== undefined) b.jar.set(name, value);
  return b;
}

/** A user who registered in another browser; this one is fresh. */
async function newAccount(prefix = 'user'): Promise<Account> {
  return registerUser(t.browser(), { prefix });
}

describe('GET /api/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await t.browser().get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers the signed-in user, without any password material', async () => {
    const b = t.browser();
    const account = await registerUser(b, { prefix: 'me' });
    const res = await b.get('/api/user');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: account.id, username: account.username, email: account.email, isSeller: false, isAdmin: false });
    expect(Object.keys(body).filter((k) => /password|hash|token/i.test(k))).toEqual([]);
    expect(res.body).not.toContain(account.password);
    expect(res.body).not.toMatch(/scrypt/);
  });

  it('never gives the first person to register id 1 and the administrator rights', async () => {
    const b = t.browser();
    await login(b, first);
    const res = await b.get('/api/user');
    expect(res.json()).toMatchObject({ username: first.username, isAdmin: false });
    expect(res.json().id).toBeGreaterThan(1);
  });

  it('marks the user with id 1 as the administrator', async () => {
    const admin = { username: uniqueName('admin'), password: 'admin-secret' };
    await database.db.insert(users).values({
      id: 1,
      username: admin.username,
      email: `${admin.username}@example.com`,
      passwordHash: await hashPassword(admin.password),
    });
    const b = t.browser();
    await login(b, admin);
    expect((await b.get('/api/user')).json()).toMatchObject({ id: 1, username: admin.username, isAdmin: true });
  });

  it('answers only the remembered record {id, username, remembered, passwordRequired} after a password login and logout', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    expect((await b.post('/api/logout')).statusCode).toBe(200);
    const res = await b.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: account.id, username: account.username, remembered: true, passwordRequired: true });
  });

  it('answers the remembered record without passwordRequired when the session ended without a logout', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    b.jar.delete(SESSION_COOKIE);
    expect((await b.get('/api/user')).json()).toEqual({ id: account.id, username: account.username, remembered: true });
  });

  it('never treats a remember-me token as a session', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    const rememberToken = b.jar.get(REMEMBER_COOKIE);
    expect(rememberToken).toBeTruthy();
    // The remember token presented as the session cookie signs no one in.
    const res = await replay({ [SESSION_COOKIE]: rememberToken }).get('/api/user');
    expect(res.statusCode).toBe(401);
    // And a session token presented as the remember cookie remembers no one.
    const res2 = await replay({ [REMEMBER_COOKIE]: b.jar.get(SESSION_COOKIE) }).get('/api/user');
    expect(res2.statusCode).toBe(401);
  });

  it('answers 401 for an unknown or garbled session cookie', async () => {
    expect((await replay({ [SESSION_COOKIE]: 'not-a-real-token' }).get('/api/user')).statusCode).toBe(401);
    expect((await replay({ [SESSION_COOKIE]: '%E0%A4%A' }).get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password: the user and session + remember cookies', async () => {
    const account = await newAccount();
    const b = t.browser();
    const res = await b.post('/api/login', { username: account.username, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, username: account.username, email: account.email });
    expect(res.body).not.toMatch(/scrypt|passwordHash/);
    expect(b.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(b.jar.get(REMEMBER_COOKIE)).toBeTruthy();
    expect((await b.get('/api/user')).json()).toMatchObject({ id: account.id, username: account.username });
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const account = await newAccount('Case');
    const upper = await t.browser().post('/api/login', { username: `  ${account.username.toUpperCase()} `, password: account.password });
    expect(upper.statusCode).toBe(200);
    expect(upper.json()).toMatchObject({ id: account.id });
  });

  it("answers 401 'Invalid username or password' for a wrong password and sets no cookie", async () => {
    const account = await newAccount();
    const b = t.browser();
    const res = await b.post('/api/login', { username: account.username, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await b.get('/api/user')).statusCode).toBe(401);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const account = await newAccount();
    const wrong = await t.browser().post('/api/login', { username: account.username, password: 'wrong-password' });
    const unknown = await t.browser().post('/api/login', { username: uniqueName('ghost'), password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    ['a short username', { username: 'ab', password: 'secret123' }, 'Username must be at least 3 characters'],
    ['a username of spaces', { username: '     ', password: 'secret123' }, 'Username must be at least 3 characters'],
    ['a missing username', { password: 'secret123' }, 'Username must be at least 3 characters'],
    ['a username that is not text', { username: 12345, password: 'secret123' }, 'Username must be at least 3 characters'],
    ['a short password', { username: 'someone', password: '12345' }, 'Password must be at least 6 characters'],
    ['a missing password', { username: 'someone' }, 'Password must be at least 6 characters'],
  ])('answers 400 with the form message for %s', async (_label, body, message) => {
    const res = await t.browser().post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: expect.any(String), details: expect.any(Array) });
  });

  it('answers 400 (not 5xx) when there is no body at all', async () => {
    const res = await t.browser().post('/api/login');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('session rotation', () => {
  it('a new login revokes the session cookie the browser held before', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    const oldToken = b.jar.get(SESSION_COOKIE);
    await login(b, account);
    const newToken = b.jar.get(SESSION_COOKIE);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect((await replay({ [SESSION_COOKIE]: oldToken }).get('/api/user')).statusCode).toBe(401);
    expect((await replay({ [SESSION_COOKIE]: newToken }).get('/api/user')).json()).toMatchObject({ id: account.id });
  });

  it("signing in as someone else revokes the previous user's session in that browser", async () => {
    const alice = await newAccount('alice');
    const bob = await newAccount('bob');
    const b = t.browser();
    await login(b, alice);
    const aliceToken = b.jar.get(SESSION_COOKIE);
    await login(b, bob);
    expect((await b.get('/api/user')).json()).toMatchObject({ id: bob.id });
    expect((await replay({ [SESSION_COOKIE]: aliceToken }).get('/api/user')).statusCode).toBe(401);
  });

  it('registering while signed in revokes the old session', async () => {
    const alice = await newAccount('alice');
    const b = t.browser();
    await login(b, alice);
    const aliceToken = b.jar.get(SESSION_COOKIE);
    const carol = await registerUser(b, { prefix: 'carol' });
    expect((await b.get('/api/user')).json()).toMatchObject({ id: carol.id });
    expect((await replay({ [SESSION_COOKIE]: aliceToken }).get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('signs out: the session cookie is cleared and no longer works even if replayed; the remember cookie stays, asking for the password', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    const sessionToken = b.jar.get(SESSION_COOKIE);
    const rememberToken = b.jar.get(REMEMBER_COOKIE);

    const res = await b.post('/api/logout');
    expect(res.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(setCookies.some((c) => c.startsWith(`${REMEMBER_COOKIE}=`))).toBe(false);
    expect(b.jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(b.jar.get(REMEMBER_COOKIE)).toBe(rememberToken);

    expect((await replay({ [SESSION_COOKIE]: sessionToken }).get('/api/user')).statusCode).toBe(401);
    const both = await replay({ [SESSION_COOKIE]: sessionToken, [REMEMBER_COOKIE]: rememberToken }).get('/api/user');
    expect(both.json()).toEqual({ id: account.id, username: account.username, remembered: true, passwordRequired: true });
  });

  it('ends the password-free way back in: quick login is refused after logout, even with the old cookie replayed', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    const rememberToken = b.jar.get(REMEMBER_COOKIE);
    expect((await b.post('/api/logout')).statusCode).toBe(200);

    const res = await b.post('/api/quick-login', { userId: account.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await b.get('/api/user')).json()).toEqual({ id: account.id, username: account.username, remembered: true, passwordRequired: true });
    expect((await replay({ [REMEMBER_COOKIE]: rememberToken }).post('/api/quick-login', { userId: account.id })).statusCode).toBe(401);
  });

  it('a password sign-in after logout makes the browser fully remembered again (quick login works once its session ends)', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    await b.post('/api/logout');
    const loggedOutToken = b.jar.get(REMEMBER_COOKIE);
    await login(b, account);
    expect(b.jar.get(REMEMBER_COOKIE)).not.toBe(loggedOutToken);
    b.jar.delete(SESSION_COOKIE);
    expect((await b.post('/api/quick-login', { userId: account.id })).statusCode).toBe(200);
    // The token of the logged-out browser was replaced, not kept beside the new one.
    expect((await replay({ [REMEMBER_COOKIE]: loggedOutToken }).get('/api/user')).statusCode).toBe(401);
  });

  it('answers 2xx when nobody is signed in', async () => {
    const res = await t.browser().post('/api/logout');
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe('POST /api/quick-login', () => {
  it('signs the remembered account back in once its session has ended (without a logout)', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    b.jar.delete(SESSION_COOKIE);
    const res = await b.post('/api/quick-login', { userId: account.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, username: account.username, email: account.email });
    expect(b.jar.get(SESSION_COOKIE)).toBeTruthy();
    const me = await b.get('/api/user');
    expect(me.json()).toMatchObject({ id: account.id, email: account.email });
    expect(me.json()).not.toHaveProperty('remembered');
  });

  it('rotates the session: a session held before the quick login no longer works', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    const before = b.jar.get(SESSION_COOKIE);
    expect((await b.post('/api/quick-login', { userId: account.id })).statusCode).toBe(200);
    expect(b.jar.get(SESSION_COOKIE)).not.toBe(before);
    expect((await replay({ [SESSION_COOKIE]: before }).get('/api/user')).statusCode).toBe(401);
  });

  it('is refused without the remember-me cookie', async () => {
    const account = await newAccount();
    const b = t.browser();
    const res = await b.post('/api/quick-login', { userId: account.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await b.get('/api/user')).statusCode).toBe(401);
  });

  it("is refused for another user's id (the remembered account is someone else)", async () => {
    const alice = await newAccount('alice');
    const mallory = await newAccount('mallory');
    const b = t.browser();
    await login(b, mallory);
    await b.post('/api/logout');
    const res = await b.post('/api/quick-login', { userId: alice.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
    expect((await b.get('/api/user')).json()).toEqual({ id: mallory.id, username: mallory.username, remembered: true, passwordRequired: true });
  });

  it('is refused for an id that no browser remembers', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    await b.post('/api/logout');
    const res = await b.post('/api/quick-login', { userId: 987_654 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
  });

  it('is refused with a session cookie alone (a session is not a remember-me token)', async () => {
    const account = await newAccount();
    const b = t.browser();
    await login(b, account);
    b.jar.delete(REMEMBER_COOKIE);
    const res = await b.post('/api/quick-login', { userId: account.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
  });

  it('is refused with a remember cookie replaced by a later password login as another user', async () => {
    const alice = await newAccount('alice');
    const bob = await newAccount('bob');
    const b = t.browser();
    await login(b, alice);
    const aliceRemember = b.jar.get(REMEMBER_COOKIE);
    await login(b, bob);
    expect(b.jar.get(REMEMBER_COOKIE)).not.toBe(aliceRemember);
    const res = await replay({ [REMEMBER_COOKIE]: aliceRemember }).post('/api/quick-login', { userId: alice.id });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 'userId must be a number' for a userId that is not a number", async () => {
    const res = await t.browser().post('/api/quick-login', { userId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'userId must be a number' });
  });
});

describe('cookie flags', () => {
  function cookieLine(setCookie: string | string[] | undefined, name: string): string {
    const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${name}=`));
    if (!line) throw new Error(`no Set-Cookie for ${name}`);
    return line;
  }

  function expiresOf(line: string): number {
    const match = /;\s*Expires=([^;]+)/i.exec(line);
    if (!match) throw new Error(`no Expires in ${line}`);
    return Date.parse(match[1]!);
  }

  it('session and remember cookies are HttpOnly, SameSite=Lax, Path=/, with an Expires, and not Secure over http', async () => {
    const clock = createClock(new Date('2031-03-01T12:00:00Z'));
    const app = await createTestApp({ database, now: clock.now });
    try {
      const account = await registerUser(app.browser());
      const res = await app.browser().post('/api/login', { username: account.username, password: account.password });
      for (const [name, days] of [
        [SESSION_COOKIE, 14],
        [REMEMBER_COOKIE, 30],
      ] as const) {
        const line = cookieLine(res.headers['set-cookie'], name);
        expect(line).toMatch(/;\s*HttpOnly(;|$)/i);
        expect(line).toMatch(/;\s*SameSite=Lax(;|$)/i);
        expect(line).toMatch(/;\s*Path=\/(;|$)/i);
        expect(line).not.toMatch(/;\s*Secure(;|$)/i);
        expect(Math.abs(expiresOf(line) - (clock.now().getTime() + days * DAY))).toBeLessThan(2000);
      }
    } finally {
      await app.close();
    }
  });

  it('cookies carry Secure when the app is built with secureCookies', async () => {
    const app = await createTestApp({ database, secureCookies: true });
    try {
      const account = await registerUser(app.browser());
      const res = await app.browser().post('/api/login', { username: account.username, password: account.password });
      expect(cookieLine(res.headers['set-cookie'], SESSION_COOKIE)).toMatch(/;\s*Secure(;|$)/i);
      expect(cookieLine(res.headers['set-cookie'], REMEMBER_COOKIE)).toMatch(/;\s*Secure(;|$)/i);
    } finally {
      await app.close();
    }
  });
});

describe('session expiry', () => {
  it('a session works until 14 days, then answers 401; the remember-me token lasts until 30 days', async () => {
    const clock = createClock(new Date());
    const app = await createTestApp({ database, now: clock.now });
    try {
      const account = await registerUser(app.browser());
      const b = app.browser();
      await login(b, account);
      const sessionOnly = () => {
        const s = app.browser();
        s.jar.set(SESSION_COOKIE, b.jar.get(SESSION_COOKIE)!);
        return s.get('/api/user');
      };

      clock.advance(14 * DAY - 60_000);
      expect((await sessionOnly()).statusCode).toBe(200);

      clock.advance(2 * 60_000);
      expect((await sessionOnly()).statusCode).toBe(401);
      // With the remember cookie the browser is only remembered, not signed in.
      expect((await b.get('/api/user')).json()).toEqual({ id: account.id, username: account.username, remembered: true });

      clock.advance(16 * DAY);
      expect((await b.get('/api/user')).statusCode).toBe(401);
      const quick = await b.post('/api/quick-login', { userId: account.id });
      expect(quick.statusCode).toBe(401);
      expect(quick.json()).toMatchObject({ message: QUICK_LOGIN_REFUSED });
    } finally {
      await app.close();
    }
  });
});
