// Newsletter signup and unsubscribe: stored once per address (lower-cased), the same answer for a
// new and a known address, re-subscription, the form's validation messages, the rate limit per
// client address; unsubscribing with the signed token of the address (page and one-click), and a
// wrong token refused with nothing changed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';
import { SUBSCRIBE_LIMIT } from '#server/features/newsletter/routes.ts';
import { UnsubscribeTokens } from '#server/features/newsletter/unsubscribe-token.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, uniqueName, type TestApp } from '../support/app.ts';

const SECRET = 'newsletter-test-secret-of-at-least-32-characters';
const tokens = new UnsubscribeTokens(SECRET);

let database: Database;
let t: TestApp;
let nextAddress = 1;
/** Each test subscribes from its own client address, so the rate limit of one never touches another. */
const browser = () => t.browser({ remoteAddress: `198.51.100.${nextAddress++}` });
const SUBSCRIBED = "You've been successfully subscribed to our newsletter.";
const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter. You will not receive any more newsletters from us.';
const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.';

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, sessionSecret: SECRET });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const rowsFor = (email: string) =>
  database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));

async function subscribed(email: string): Promise<boolean | undefined> {
  return (await rowsFor(email))[0]?.subscribed;
}

async function subscribe(email: string) {
  const res = await browser().post('/api/newsletter/subscribe', { email });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address lower-cased and answers 200 with the message', async () => {
    const email = `${uniqueName('News')}@Example.TEST`;
    const res = await browser().post('/api/newsletter/subscribe', { email: `  ${email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUBSCRIBED });
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), subscribed: true });
  });

  it('answers an address already on the list exactly as a new one, and keeps one row', async () => {
    const email = `${uniqueName('news')}@example.test`;
    const b = browser();
    const first = await b.post('/api/newsletter/subscribe', { email });
    const again = await b.post('/api/newsletter/subscribe', { email: email.toUpperCase() });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('parallel signups of one address leave one row', async () => {
    const email = `${uniqueName('news')}@example.test`;
    const b = browser();
    const answers = await Promise.all(Array.from({ length: 4 }, () => b.post('/api/newsletter/subscribe', { email })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('subscribes an address that had unsubscribed again, in the same row', async () => {
    const email = `${uniqueName('news')}@example.test`;
    await subscribe(email);
    const [before] = await rowsFor(email);
    const left = await browser().post('/api/newsletter/unsubscribe', { email, token: tokens.sign(email) });
    expect(left.statusCode).toBe(200);
    expect(await subscribed(email)).toBe(false);

    const res = await subscribe(email);
    expect(res.json()).toEqual({ message: SUBSCRIBED });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, subscribed: true });
  });

  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{}, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 'two words@example.com' }, 'Please enter a valid email address'],
    [{ email: 'one,two@example.com' }, 'Please enter a valid email address'],
    [{ email: '"quoted"@example.com' }, 'Please enter a valid email address'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
  ])('%j answers 400 %s and stores nothing', async (body, message) => {
    const [{ count: before }] = (await database.db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscribers)) as [{ count: number }];
    const res = await browser().post('/api/newsletter/subscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    const [{ count: after }] = (await database.db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscribers)) as [{ count: number }];
    expect(after).toBe(before);
  });

  it(`allows ${SUBSCRIBE_LIMIT.max} signups per client address, then answers 429 with a message`, async () => {
    const b = browser();
    for (let i = 0; i < SUBSCRIBE_LIMIT.max; i++) {
      const res = await b.post('/api/newsletter/subscribe', { email: `${uniqueName('flood')}@example.test` });
      expect(res.statusCode).toBe(200);
    }
    const email = `${uniqueName('flood')}@example.test`;
    const limited = await b.post('/api/newsletter/subscribe', { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
    expect(await rowsFor(email)).toHaveLength(0);
    // invalid attempts count too, and another address is unaffected
    expect((await b.post('/api/newsletter/subscribe', { email: 'nope' })).statusCode).toBe(429);
    expect((await browser().post('/api/newsletter/subscribe', { email })).statusCode).toBe(200);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('takes the address off the list with the token of its link, whatever its case', async () => {
    const email = `${uniqueName('leave')}@example.test`;
    await subscribe(email);
    const res = await browser().post('/api/newsletter/unsubscribe', { email: email.toUpperCase(), token: tokens.sign(email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBED });
    expect(await subscribed(email)).toBe(false);
    // A second click on the same link says the same.
    const again = await browser().post('/api/newsletter/unsubscribe', { email, token: tokens.sign(email) });
    expect([again.statusCode, again.json()]).toEqual([200, { message: UNSUBSCRIBED }]);
  });

  it.each([
    ['a made-up token', () => 'x'.repeat(43)],
    ["another address's token", () => tokens.sign('someone-else@example.test')],
    ['a token signed with another secret', (email: string) => new UnsubscribeTokens('another-secret-of-at-least-32-characters!!').sign(email)],
    ['a truncated token', (email: string) => tokens.sign(email).slice(0, 20)],
  ])('refuses %s with 403 and a message, and changes nothing', async (_why, token) => {
    const email = `${uniqueName('stay')}@example.test`;
    await subscribe(email);
    const res = await browser().post('/api/newsletter/unsubscribe', { email, token: token(email) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: INVALID_LINK });
    expect(await subscribed(email)).toBe(true);
  });

  it.each([
    [{ token: 'abc' }, 'The unsubscribe link is missing its email address.'],
    [{ email: 'a@example.test' }, 'The unsubscribe link is missing its token.'],
    [{ email: 'a@example.test', token: '' }, 'The unsubscribe link is missing its token.'],
  ])('%j answers 400 %s', async (body, message) => {
    const res = await browser().post('/api/newsletter/unsubscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const oneClick = (email: string, token: string) => `/api/newsletter/unsubscribe-one-click?${new URLSearchParams({ email, token })}`;

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'],
  ])('a %s POST to the header URL unsubscribes without a page', async (contentType, body) => {
    const email = `${uniqueName('click')}@example.test`;
    await subscribe(email);
    const res = await browser().request('POST', oneClick(email, tokens.sign(email)), { body, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBED });
    expect(await subscribed(email)).toBe(false);
  });

  it('refuses a wrong token with 403 and changes nothing', async () => {
    const email = `${uniqueName('click')}@example.test`;
    await subscribe(email);
    const res = await browser().request('POST', oneClick(email, tokens.sign(`${email}.other`)), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: INVALID_LINK });
    expect(await subscribed(email)).toBe(true);
  });

  it('opened in a browser (GET), sends to the unsubscribe page, which asks first', async () => {
    const email = `${uniqueName('click')}@example.test`;
    await subscribe(email);
    const token = tokens.sign(email);
    const res = await browser().get(oneClick(email, token));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/newsletter/unsubscribe?${new URLSearchParams({ email, token })}`);
    expect(await subscribed(email)).toBe(true);
  });
});
