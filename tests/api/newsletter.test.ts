// Newsletter signup: stored once per address (lower-cased), the same answer for a known address,
// re-subscription, the form's validation messages, and the rate limit per client address.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';
import { SUBSCRIBE_LIMIT } from '#server/features/newsletter/routes.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, uniqueName, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
let nextAddress = 1;
/** Each test subscribes from its own client address, so the rate limit of one never touches another. */
const browser = () => t.browser({ remoteAddress: `198.51.100.${nextAddress++}` });
const SUBSCRIBED = "You've been successfully subscribed to our newsletter.";

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const rowsFor = (email: string) =>
  database.db.select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address lower-cased with an unsubscribe token and answers 201 with the message', async () => {
    const email = `${uniqueName('News')}@Example.TEST`;
    const res = await browser().post('/api/newsletter/subscribe', { email: `  ${email} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SUBSCRIBED });
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), subscribed: true, unsubscribeToken: expect.stringMatching(/^[\w-]{43}$/) });
  });

  it('an address already on the list answers 200 with the same message and no second row', async () => {
    const email = `${uniqueName('news')}@example.test`;
    const b = browser();
    expect((await b.post('/api/newsletter/subscribe', { email })).statusCode).toBe(201);
    const [first] = await rowsFor(email);
    const again = await b.post('/api/newsletter/subscribe', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SUBSCRIBED });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribeToken).toBe(first!.unsubscribeToken);
  });

  it('parallel signups of one address leave one row', async () => {
    const email = `${uniqueName('news')}@example.test`;
    const b = browser();
    const answers = await Promise.all(Array.from({ length: 4 }, () => b.post('/api/newsletter/subscribe', { email })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('an address that unsubscribed is subscribed again with a fresh token', async () => {
    const email = `${uniqueName('news')}@example.test`;
    const b = browser();
    await b.post('/api/newsletter/subscribe', { email });
    const [before] = await rowsFor(email);
    await database.db.update(newsletterSubscribers).set({ subscribed: false }).where(eq(newsletterSubscribers.id, before!.id));
    const res = await b.post('/api/newsletter/subscribe', { email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SUBSCRIBED });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, subscribed: true });
    expect(rows[0]!.unsubscribeToken).not.toBe(before!.unsubscribeToken);
  });

  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{}, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 'two words@example.com' }, 'Please enter a valid email address'],
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
      expect([200, 201]).toContain(res.statusCode);
    }
    const email = `${uniqueName('flood')}@example.test`;
    const limited = await b.post('/api/newsletter/subscribe', { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
    expect(await rowsFor(email)).toHaveLength(0);
    // invalid attempts count too, and another address is unaffected
    expect((await b.post('/api/newsletter/subscribe', { email: 'nope' })).statusCode).toBe(429);
    expect((await browser().post('/api/newsletter/subscribe', { email })).statusCode).toBe(201);
  });
});
