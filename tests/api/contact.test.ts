// The contact form's endpoint: validation messages, the message kept and queued to support in one
// transaction (with who sent it), and the rate limit per client address. A refusal keeps nothing.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { contactMessages, mailOutbox } from '#server/db/schema.ts';
import { CONTACT_LIMIT } from '#server/features/contact/routes.ts';
import { CONTACT_MAIL_KIND } from '#server/features/contact/service.ts';
import { SITE_BUSINESS } from '#shared/site.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, registerUser, uniqueName, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
let nextAddress = 1;
/** Each test writes from its own client address, so the rate limit of one never touches another. */
const browser = () => t.browser({ remoteAddress: `198.51.100.${nextAddress++}` });
const SENT = { message: "We've received your message and will respond soon." };

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `${uniqueName('ada')}@example.test`,
  inquiryType: 'order',
  subject: 'Where is order #12?',
  message: 'It was due on Tuesday and the tracking has not moved since.',
  ...over,
});

const messagesFrom = (email: string) => database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
/** The support emails of a kept message (its number opens the text). */
const mailOf = (messageId: number) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, CONTACT_MAIL_KIND), like(mailOutbox.textBody, `Contact message #${messageId},%`)));

/** How many messages are kept and how many emails are queued, of any kind. */
async function counts() {
  const [[messages], [mail]] = await Promise.all([
    database.db.select({ n: count() }).from(contactMessages),
    database.db.select({ n: count() }).from(mailOutbox),
  ]);
  return { messages: messages!.n, mail: mail!.n };
}

describe('POST /api/contact', () => {
  it('keeps the message and queues it to the support address with the sender and topic; 201 with the message', async () => {
    const body = valid({ name: '  Ada   Lovelace ', subject: 'Where is\norder #12?' });
    const res = await browser().post('/api/contact', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);
    expect(res.headers['cache-control']).toBe('no-store');

    const [row, ...others] = await messagesFrom(body.email as string);
    expect(others).toHaveLength(0);
    // Line breaks and runs of spaces in the name and subject become one space.
    expect(row).toMatchObject({ userId: null, name: 'Ada Lovelace', inquiryType: 'order', subject: 'Where is order #12?', message: body.message });

    const [mail, ...more] = await mailOf(row!.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: SITE_BUSINESS.supportEmail,
      subject: '[An order or a delivery] Where is order #12?',
      headers: { 'Reply-To': body.email },
      status: 'pending',
    });
    expect(mail!.textBody).toContain(`From: Ada Lovelace <${body.email}>`);
    expect(mail!.textBody).toContain('Account: not signed in');
    expect(mail!.textBody).toContain(body.message);
  });

  it('links the message to a signed-in sender and names their account in the email', async () => {
    const b = browser();
    const account = await registerUser(b, { prefix: 'writer' });
    const res = await b.post('/api/contact', valid({ email: account.email }));
    expect(res.statusCode).toBe(201);
    const [row] = await messagesFrom(account.email);
    expect(row!.userId).toBe(account.id);
    const [mail] = await mailOf(row!.id);
    expect(mail!.textBody).toContain(`Account: ${account.username} (user #${account.id})`);
  });

  it('the inquiry type defaults to general', async () => {
    const body = valid();
    delete (body as Partial<typeof body>).inquiryType;
    expect((await browser().post('/api/contact', body)).statusCode).toBe(201);
    const [row] = await messagesFrom(body.email);
    expect(row!.inquiryType).toBe('general');
    const [mail] = await mailOf(row!.id);
    expect(mail!.subject).toBe(`[General question] ${body.subject}`);
  });

  it.each([
    [{ name: undefined }, 'Please enter your name'],
    [{ name: '   ' }, 'Please enter your name'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: undefined }, 'Please enter your email address'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'two@addresses.test, three@addresses.test' }, 'Please enter a valid email address'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    [{ inquiryType: 'billing' }, 'Please choose what your message is about'],
    [{ subject: '' }, 'Please enter a subject'],
    [{ subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    [{ message: undefined }, 'Please enter your message'],
    [{ message: ' \n ' }, 'Please enter your message'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters'],
    [{ message: 42 }, 'Please enter your message'],
  ])('%j answers 400 "%s" and keeps and sends nothing', async (over, message) => {
    const before = await counts();
    const res = await browser().post('/api/contact', valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await counts()).toEqual(before);
  });

  it(`allows ${CONTACT_LIMIT.max} messages per client address, then answers 429 with a message and keeps nothing`, async () => {
    const b = browser();
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await b.post('/api/contact', valid())).statusCode).toBe(201);
    }
    const before = await counts();
    const limited = await b.post('/api/contact', valid());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/) });
    expect(await counts()).toEqual(before);
    // another address is unaffected
    expect((await browser().post('/api/contact', valid())).statusCode).toBe(201);
  });
});
