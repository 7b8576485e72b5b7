// Security Settings (docs/product.md B5): PUT /api/user/password checks the current password and the
// new one's rules; a change signs the user out everywhere else (sessions and remembered sign-ins)
// and rotates this browser's session. POST /api/forget-me: "Not you?" on the Welcome Back panel.
// PUT /api/user: trying other people's emails is limited like registration.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '#server/app.ts';
import { users } from '#server/db/schema.ts';
import { PASSWORD_CHANGE_LIMIT } from '#server/features/profile/routes.ts';
import { createTestApp, login, registerUser, type Account, type Browser, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const changePassword = (browser: Browser, body: unknown) => browser.request('PUT', '/api/user/password', { body });
const passwordHash = async (id: number) => (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
const NEW_PASSWORD = 'a brand new secret';
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const SAME_AS_USERNAME = 'Your password must not be your username.';

async function account(): Promise<{ browser: Browser; account: Account }> {
  const browser = t.browser();
  return { browser, account: await registerUser(browser, { prefix: 'secure' }) };
}

describe('PUT /api/user/password', () => {
  it('answers 401 to a visitor', async () => {
    const res = await changePassword(t.browser(), { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
    [{ currentPassword: 'correct horse battery', newPassword: '12345', confirmPassword: '12345' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ currentPassword: 'correct horse battery', newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` }, 'confirmPassword', "Passwords don't match"],
    [{ currentPassword: 'correct horse battery', newPassword: 'password1', confirmPassword: 'password1' }, 'newPassword', TOO_COMMON],
    [{ currentPassword: 'correct horse battery', newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' }, 'newPassword', TOO_COMMON],
  ])('%j answers 400 with the message on %s: %s', async (body, path, message) => {
    const { browser, account: a } = await account();
    const before = await passwordHash(a.id);
    const res = await changePassword(browser, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: unknown[] }>().details).toContainEqual({ path, message });
    expect(await passwordHash(a.id)).toBe(before);
  });

  it('refuses a wrong current password with 400, changes nothing and signs no one out', async () => {
    const { browser, account: a } = await account();
    const other = t.browser();
    await login(other, a);
    const res = await changePassword(browser, { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect',
      details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await other.get('/api/user')).statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    await login(t.browser(), a);
  });

  it('changes the password, signs every other browser out (sessions and remembered sign-ins) and keeps this one signed in with a new session', async () => {
    const { browser, account: a } = await account();
    const laptop = t.browser();
    await login(laptop, a);
    const phone = t.browser();
    await login(phone, a);
    const oldSession = browser.jar.get('hm_session')!;
    const oldRemember = browser.jar.get('hm_remember')!;

    const res = await changePassword(browser, { currentPassword: a.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. You have been signed out on every other device.' });

    // This browser: a fresh session and a fresh remembered sign-in, both working.
    expect(browser.jar.get('hm_session')).not.toBe(oldSession);
    expect(browser.jar.get('hm_remember')).not.toBe(oldRemember);
    expect((await browser.get('/api/user')).json()).toMatchObject({ id: a.id, username: a.username });

    // Everywhere else: signed out, and not even remembered (no quick sign-in).
    for (const other of [laptop, phone]) {
      const user = await other.get('/api/user');
      expect(user.statusCode).toBe(401);
      expect((await other.post('/api/quick-login', { userId: a.id })).statusCode).toBe(401);
    }
    // The tokens this browser held before the change are dead too, should someone have copied them.
    const replay = t.browser();
    replay.jar.set('hm_session', oldSession);
    replay.jar.set('hm_remember', oldRemember);
    expect((await replay.get('/api/user')).statusCode).toBe(401);

    expect((await t.browser().post('/api/login', { username: a.username, password: a.password })).statusCode).toBe(401);
    await login(t.browser(), { username: a.username, password: NEW_PASSWORD });
  });

  it('refuses the username as the new password, with 400 on newPassword', async () => {
    const { browser, account: a } = await account();
    const before = await passwordHash(a.id);
    const res = await changePassword(browser, {
      currentPassword: a.password,
      newPassword: a.username.toUpperCase(),
      confirmPassword: a.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SAME_AS_USERNAME, details: [{ path: 'newPassword', message: SAME_AS_USERNAME }] });
    expect(await passwordHash(a.id)).toBe(before);
  });

  it('a browser that was not remembered is not remembered afterwards either', async () => {
    const { browser, account: a } = await account();
    browser.jar.delete('hm_remember');
    const res = await changePassword(browser, { currentPassword: a.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(browser.jar.get('hm_remember')).toBeUndefined();
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });

  it(`allows ${PASSWORD_CHANGE_LIMIT.max} attempts per user in the window, then answers 429`, async () => {
    const limited = await createTestApp({ database: t.database, limits: 'default' });
    try {
      // An address of its own: the registration counter of the default one is shared with the app above.
      const browser = limited.browser({ remoteAddress: '198.51.100.5' });
      const a = await registerUser(browser, { prefix: 'guess' });
      for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++) {
        expect((await changePassword(browser, { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(
          400,
        );
      }
      const res = await changePassword(browser, { currentPassword: a.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/user: trying emails of other accounts', () => {
  const put = (browser: Browser, email: string) => browser.request('PUT', '/api/user', { body: { email, fullName: 'Pat Prairie' } });

  it(`allows ${defaultLimits.register.max} attempts to change the email per user in the window, then answers 429 from any address`, async () => {
    const limited = await createTestApp({ database: t.database, limits: 'default' });
    try {
      const prober = limited.browser({ remoteAddress: '198.51.100.7' });
      const a = await registerUser(prober, { prefix: 'probe' });
      // Saving the profile without changing the email is not an attempt.
      for (let i = 0; i < defaultLimits.register.max + 5; i++) expect((await put(prober, a.email.toUpperCase())).statusCode).toBe(200);

      const others = await Promise.all(Array.from({ length: 3 }, () => registerUser(limited.browser({ remoteAddress: '198.51.100.8' }), { prefix: 'known' })));
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) statuses.push((await put(prober, i % 2 ? others[i % 3]!.email : `nobody-${i}@example.test`)).statusCode);
      expect(statuses).toContain(429);
      expect(statuses.slice(0, defaultLimits.register.max).every((s) => s === 409 || s === 200)).toBe(true);
      expect(statuses.slice(defaultLimits.register.max).every((s) => s === 429)).toBe(true);

      // Limited: a free address and a taken one get the same answer, so nothing more is learnt.
      const free = await put(prober, 'still-free@example.test');
      expect(free.statusCode).toBe(429);
      expect(free.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
      expect((await put(prober, others[0]!.email)).statusCode).toBe(429);
      // The same session from another address is the same user.
      const moved = limited.browser({ remoteAddress: '198.51.100.9' });
      for (const name of ['hm_session', 'hm_remember']) moved.jar.set(name, prober.jar.get(name)!);
      expect((await put(moved, others[1]!.email)).statusCode).toBe(429);
      // Other users are not affected.
      const someoneElse = limited.browser({ remoteAddress: '198.51.100.7' });
      const b = await registerUser(someoneElse, { prefix: 'bystander' });
      expect((await put(someoneElse, `new-${b.email}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/forget-me', () => {
  it('makes this browser forget the remembered account: the cookie is cleared and its token revoked', async () => {
    const { browser, account: a } = await account();
    await browser.post('/api/logout');
    expect((await browser.get('/api/user')).json()).toEqual({ id: a.id, username: a.username, remembered: true, passwordRequired: true });
    const token = browser.jar.get('hm_remember')!;

    const res = await browser.post('/api/forget-me');
    expect(res.statusCode).toBe(200);
    expect(browser.jar.get('hm_remember')).toBeUndefined();
    expect((await browser.get('/api/user')).statusCode).toBe(401);

    const replay = t.browser();
    replay.jar.set('hm_remember', token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
    expect((await replay.post('/api/quick-login', { userId: a.id })).statusCode).toBe(401);
  });

  it('leaves the account remembered on other browsers', async () => {
    const { browser, account: a } = await account();
    const other = t.browser();
    await login(other, a);
    await other.post('/api/logout');
    await browser.post('/api/logout');
    await browser.post('/api/forget-me');
    expect((await other.get('/api/user')).json()).toEqual({ id: a.id, username: a.username, remembered: true, passwordRequired: true });
  });
});
