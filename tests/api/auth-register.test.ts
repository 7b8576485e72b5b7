// POST /api/register: success, each validation message, duplicates, and races.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '#server/features/auth/sessions.ts';
import { createTestApp, registerUser, uniqueName, type TestApp } from '../support/app.ts';

let t: TestApp;
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const SAME_AS_USERNAME = 'Your password must not be your username.';

beforeAll(async () => {
  t = await createTestApp();
  // Take id 1 (the administrator) so the accounts below are ordinary shoppers.
  await registerUser(t.browser(), { prefix: 'first' });
});

afterAll(async () => {
  await t?.close();
});

const valid = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueName('reg');
  return { username, email: `${username}@example.test`, password: 'prairie-sky-42', ...overrides };
};

describe('POST /api/register', () => {
  it('answers 201 with the new user and signs the browser in (session and remember cookies)', async () => {
    const b = t.browser();
    const input = valid({ fullName: 'Pat Prairie', address: '12 Main St, Springfield' });
    const res = await b.post('/api/register', input);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      id: expect.any(Number),
      username: input.username,
      email: input.email,
      fullName: 'Pat Prairie',
      address: '12 Main St, Springfield',
      isSeller: false,
      isAdmin: false,
    });
    expect(res.body).not.toMatch(/scrypt|passwordHash|prairie-sky-42/);
    expect(b.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(b.jar.get(REMEMBER_COOKIE)).toBeTruthy();
    expect((await b.get('/api/user')).json()).toMatchObject({ id: user.id, username: input.username });
  });

  it('lets the new account sign in with its password', async () => {
    const input = valid();
    await t.browser().post('/api/register', input);
    const res = await t.browser().post('/api/login', { username: input.username, password: input.password });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['omitted', {}],
    ['null', { fullName: null, address: null }],
    ['empty', { fullName: '', address: '' }],
  ])('treats fullName and address as optional (%s)', async (_label, extra) => {
    const res = await t.browser().post('/api/register', valid(extra));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fullName: null, address: null });
  });

  it('ignores privilege fields sent by the browser', async () => {
    const res = await t.browser().post('/api/register', valid({ isSeller: true, isAdmin: true, id: 1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isSeller: false, isAdmin: false });
    expect(res.json().id).not.toBe(1);
  });

  it.each([
    ['a short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a username that is short once trimmed', { username: '  ab  ' }, 'username', 'Username must be at least 3 characters'],
    ['a missing username', { username: undefined }, 'username', 'Username must be at least 3 characters'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['a missing password', { password: undefined }, 'password', 'Password must be at least 6 characters'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an email without a domain', { email: 'pat@' }, 'email', 'Please enter a valid email address'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
  ])('answers 400 {message, code, details} for %s', async (_label, overrides, field, message) => {
    const b = t.browser();
    const res = await b.post('/api/register', valid(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ message, code: expect.any(String), details: expect.any(Array) });
    expect(body.details).toContainEqual(expect.objectContaining({ path: field, message }));
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await b.get('/api/user')).statusCode).toBe(401);
  });

  // NIST SP 800-63B 3.1.1.2: refuse passwords from a list of commonly used ones.
  it.each([['123456'], ['password'], ['Password123'], ['qwerty123'], ['iloveyou'], ['football']])(
    'refuses the common password %s with 400 on password, saying why, and creates nothing',
    async (password) => {
      const b = t.browser();
      const input = valid({ password });
      const res = await b.post('/api/register', input);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TOO_COMMON, code: expect.any(String), details: [{ path: 'password', message: TOO_COMMON }] });
      expect(res.headers['set-cookie']).toBeUndefined();
      // Nothing was created: the same name and email register with a better password.
      expect((await t.browser().post('/api/register', { ...input, password: 'prairie-sky-42' })).statusCode).toBe(201);
    },
  );

  it('refuses the username as the password, in any case', async () => {
    const input = valid();
    const res = await t.browser().post('/api/register', { ...input, password: input.username.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SAME_AS_USERNAME, details: [{ path: 'password', message: SAME_AS_USERNAME }] });
  });

  it('keeps the minimum length rule and its message for a short common password', async () => {
    const res = await t.browser().post('/api/register', valid({ password: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  it('answers 400 (never 5xx) for an email far longer than any real address', async () => {
    // 6,000 characters that do not compress: too big for the unique index on lower(email).
    const local = randomBytes(3000).toString('hex');
    const b = t.browser();
    const res = await b.post('/api/register', valid({ email: `${local}@example.test` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect((await b.get('/api/user')).statusCode).toBe(401);
  });

  it('reports every invalid field in details', async () => {
    const res = await t.browser().post('/api/register', { username: 'ab', email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Username must be at least 3 characters', 'Please enter a valid email address', 'Password must be at least 6 characters']),
    );
  });

  it("answers 400 'Username already exists' for a taken username, in any case", async () => {
    const taken = await registerUser(t.browser(), { prefix: 'Taken' });
    for (const username of [taken.username, taken.username.toUpperCase(), taken.username.toLowerCase()]) {
      const res = await t.browser().post('/api/register', valid({ username }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Username already exists' });
    }
  });

  it('answers 400 with a message about the email for a taken email, in any case', async () => {
    const taken = await registerUser(t.browser(), { prefix: 'mail' });
    for (const email of [taken.email, taken.email.toUpperCase()]) {
      const res = await t.browser().post('/api/register', valid({ email }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/i);
      expect(res.json().message).toMatch(/already/i);
    }
  });

  it('changes nothing when it refuses: the email of a refused sign-up stays free', async () => {
    const taken = await registerUser(t.browser(), { prefix: 'keep' });
    const attempt = valid({ username: taken.username });
    expect((await t.browser().post('/api/register', attempt)).statusCode).toBe(400);
    const retry = await t.browser().post('/api/register', { ...attempt, username: uniqueName('retry') });
    expect(retry.statusCode).toBe(201);
  });

  it('two simultaneous sign-ups for one username: exactly one succeeds, the other gets 400 (never 5xx)', async () => {
    const username = uniqueName('race');
    const [a, b] = await Promise.all([
      t.browser().post('/api/register', valid({ username, email: `${username}-a@example.test` })),
      t.browser().post('/api/register', valid({ username, email: `${username}-b@example.test` })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toMatchObject({ message: 'Username already exists' });
  });

  it('two simultaneous sign-ups for one email: exactly one succeeds, the other gets 400 (never 5xx)', async () => {
    const email = `${uniqueName('race')}@example.test`;
    const [a, b] = await Promise.all([
      t.browser().post('/api/register', valid({ email })),
      t.browser().post('/api/register', valid({ email: email.toUpperCase() })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().message).toMatch(/email/i);
  });
});
