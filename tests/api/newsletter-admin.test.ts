// Newsletter administration (docs/product.md B2, B4, B5 and B7): the administrator (user id 1) only,
// 401 signed out and 403 to anyone else on every endpoint; drafts created, edited and deleted with
// the spec's validation; a sent newsletter is final; sending needs an active subscriber and queues
// one email per active subscriber, each with its own unsubscribe link and List-Unsubscribe headers.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, newsletters, newsletterSubscribers, users } from '#server/db/schema.ts';
import type { NewsletterDto, NewsletterSentDto, SubscriberDto } from '#shared/schemas/newsletter.ts';
import { createTestApp, registerUser, type Browser, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';

const PUBLIC_URL = 'http://localhost:5000';
const MISSING = 'Please provide both a title and content for your newsletter.';
const ALREADY_SENT = 'This newsletter has already been sent. A sent newsletter cannot be changed, deleted or sent again.';

let t: TestApp;
let admin: Browser;
let shopper: Browser;
let seller: Browser;

beforeAll(async () => {
  t = await createTestApp({ unsubscribeEmail: 'unsubscribe@heartland-market.example' });
  admin = (await signedInAdmin(t)).browser;
  shopper = t.browser();
  await registerUser(shopper, { prefix: 'reader' });
  seller = t.browser();
  const s = await registerUser(seller, { prefix: 'maker' });
  // A seller is no administrator either.
  await t.database.db.update(users).set({ isSeller: true }).where(eq(users.id, s.id));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(newsletters);
  await t.database.db.delete(newsletterSubscribers);
});

const put = (b: Browser, url: string, body: unknown) => b.request('PUT', url, { body });
const del = (b: Browser, url: string) => b.request('DELETE', url);

async function draft(title = 'Spring on the prairie', content = 'New makers joined this month.\n\nMeet them inside.'): Promise<NewsletterDto> {
  const res = await admin.post('/api/admin/newsletters', { title, content });
  expect(res.statusCode).toBe(201);
  return res.json<NewsletterDto>();
}

async function subscribe(...emails: string[]) {
  for (const email of emails) {
    await t.database.db.insert(newsletterSubscribers).values({ email });
  }
}

const newsletterMail = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'));

describe('who may use /api/admin/newsletters and /api/admin/subscribers', () => {
  const calls: Array<[string, (b: Browser, id: number) => ReturnType<Browser['get']>]> = [
    ['GET /api/admin/newsletters', (b) => b.get('/api/admin/newsletters')],
    ['POST /api/admin/newsletters', (b) => b.post('/api/admin/newsletters', { title: 'Hijack', content: 'Not yours' })],
    ['PUT /api/admin/newsletters/:id', (b, id) => put(b, `/api/admin/newsletters/${id}`, { title: 'Hijack', content: 'Not yours' })],
    ['DELETE /api/admin/newsletters/:id', (b, id) => del(b, `/api/admin/newsletters/${id}`)],
    ['POST /api/admin/newsletters/:id/send', (b, id) => b.post(`/api/admin/newsletters/${id}/send`)],
    ['GET /api/admin/subscribers', (b) => b.get('/api/admin/subscribers')],
  ];

  it.each(calls)('%s: 401 signed out, 403 to a shopper and a seller, and nothing changes', async (_route, call) => {
    await subscribe('reader@example.test');
    const newsletter = await draft();
    const anonymous = await call(t.browser(), newsletter.id);
    expect(anonymous.statusCode).toBe(401);
    for (const b of [shopper, seller]) {
      const res = await call(b, newsletter.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: "You don't have permission to access this page." });
    }
    expect(await t.database.db.select().from(newsletters)).toEqual([expect.objectContaining({ id: newsletter.id, title: newsletter.title, status: 'draft' })]);
    expect(await newsletterMail()).toEqual([]);
  });
});

describe('drafts', () => {
  it('creates a draft with trimmed fields and lists newsletters newest first', async () => {
    const first = await draft('  First issue ', ' Hello from Iowa. ');
    expect(first).toMatchObject({ title: 'First issue', content: 'Hello from Iowa.', status: 'draft', sentAt: null, recipientCount: null });
    const second = await draft('Second issue');
    const list = await admin.get('/api/admin/newsletters');
    expect(list.statusCode).toBe(200);
    expect(list.json<NewsletterDto[]>().map((n) => n.id)).toEqual([second.id, first.id]);
  });

  it.each([
    [{ title: '', content: 'Something' }],
    [{ title: 'Something', content: '   \n ' }],
    [{ title: '   ', content: '' }],
    [{ content: 'No title at all' }],
  ])('refuses %j with the spec message and writes nothing', async (body) => {
    const res = await admin.post('/api/admin/newsletters', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MISSING });
    expect(await t.database.db.select().from(newsletters)).toEqual([]);
  });

  it('edits a draft, with the same rules', async () => {
    const newsletter = await draft();
    const res = await put(admin, `/api/admin/newsletters/${newsletter.id}`, { title: 'Summer on the prairie', content: 'Fresh peaches.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: newsletter.id, title: 'Summer on the prairie', content: 'Fresh peaches.', status: 'draft' });
    const blank = await put(admin, `/api/admin/newsletters/${newsletter.id}`, { title: 'Summer on the prairie', content: ' ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, MISSING]);
    expect((await admin.get('/api/admin/newsletters')).json()).toEqual([
      expect.objectContaining({ title: 'Summer on the prairie', content: 'Fresh peaches.' }),
    ]);
  });

  it('deletes a draft', async () => {
    const newsletter = await draft();
    const res = await del(admin, `/api/admin/newsletters/${newsletter.id}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/admin/newsletters')).json()).toEqual([]);
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    await subscribe('reader@example.test');
    for (const res of [
      await put(admin, '/api/admin/newsletters/999999', { title: 'x', content: 'y' }),
      await del(admin, '/api/admin/newsletters/999999'),
      await admin.post('/api/admin/newsletters/999999/send'),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'Newsletter not found']);
    }
  });
});

describe('sending', () => {
  it('needs at least one active subscriber: 409 with a message, and the draft stays a draft', async () => {
    await subscribe('gone@example.test');
    await t.database.db.update(newsletterSubscribers).set({ subscribed: false });
    const newsletter = await draft();
    const res = await admin.post(`/api/admin/newsletters/${newsletter.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'There are no active subscribers to send this newsletter to.' });
    expect((await admin.get('/api/admin/newsletters')).json()).toEqual([expect.objectContaining({ status: 'draft', sentAt: null })]);
    expect(await newsletterMail()).toEqual([]);
  });

  it('queues one email per active subscriber, each with its own unsubscribe link and List-Unsubscribe headers, and marks the newsletter sent', async () => {
    await subscribe('ann@example.test', 'bo@example.test', 'cy@example.test', 'gone@example.test');
    await t.database.db.update(newsletterSubscribers).set({ subscribed: false }).where(eq(newsletterSubscribers.email, 'gone@example.test'));
    const newsletter = await draft('Spring <on> the prairie', 'New makers & old friends.\n\nMeet them inside.');

    const res = await admin.post(`/api/admin/newsletters/${newsletter.id}/send`);
    expect(res.statusCode).toBe(200);
    const sent = res.json<NewsletterSentDto>();
    expect(sent.message).toBe('The newsletter is on its way to 3 subscribers.');
    expect(sent.newsletter).toMatchObject({ id: newsletter.id, status: 'sent', recipientCount: 3, sentAt: expect.any(String) });

    const mail = await newsletterMail();
    expect(mail.map((m) => m.toAddress).sort()).toEqual(['ann@example.test', 'bo@example.test', 'cy@example.test']);
    for (const m of mail) {
      expect(m).toMatchObject({ subject: 'Spring <on> the prairie', status: 'pending' });
      const page = new RegExp(`${PUBLIC_URL}/newsletter/unsubscribe\\?email=${encodeURIComponent(m.toAddress)}&token=([\\w-]+)`).exec(m.textBody);
      expect(page, m.textBody).not.toBeNull();
      const token = page![1]!;
      expect(m.textBody).toContain('New makers & old friends.\n\nMeet them inside.');
      expect(m.htmlBody).toContain('New makers &amp; old friends.');
      expect(m.htmlBody).toContain('Spring &lt;on&gt; the prairie');
      expect(m.htmlBody).toContain(`href="${PUBLIC_URL}/newsletter/unsubscribe?email=${encodeURIComponent(m.toAddress)}&amp;token=${token}"`);
      const oneClick = `${PUBLIC_URL}/api/newsletter/unsubscribe-one-click?email=${encodeURIComponent(m.toAddress)}&token=${token}`;
      expect(m.headers).toEqual({
        'List-Unsubscribe': `<${oneClick}>, <mailto:unsubscribe@heartland-market.example?subject=${encodeURIComponent(`Unsubscribe ${m.toAddress}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(m.dedupeKey).toMatch(new RegExp(`^newsletter:${newsletter.id}:subscriber:\\d+$`));
    }
    // Each link's token is that address's: the page's call accepts it for its address only.
    const [ann, bo] = ['ann@example.test', 'bo@example.test'].map((a) => /token=([\w-]+)/.exec(mail.find((m) => m.toAddress === a)!.textBody)![1]!);
    expect((await t.browser().post('/api/newsletter/unsubscribe', { email: 'bo@example.test', token: ann })).statusCode).toBe(403);
    expect((await t.browser().post('/api/newsletter/unsubscribe', { email: 'bo@example.test', token: bo })).statusCode).toBe(200);
    // The administrator sees them in the outbox.
    const outbox = await admin.get('/api/admin/outbox');
    expect(outbox.json<Array<{ kind: string }>>().filter((m) => m.kind === 'newsletter')).toHaveLength(3);
  });

  it('makes a sent newsletter final: edit, delete and send again answer 409 and change nothing', async () => {
    await subscribe('ann@example.test');
    const newsletter = await draft();
    expect((await admin.post(`/api/admin/newsletters/${newsletter.id}/send`)).statusCode).toBe(200);
    const [before] = await t.database.db.select().from(newsletters);

    for (const res of [
      await put(admin, `/api/admin/newsletters/${newsletter.id}`, { title: 'Rewritten', content: 'Rewritten' }),
      await del(admin, `/api/admin/newsletters/${newsletter.id}`),
      await admin.post(`/api/admin/newsletters/${newsletter.id}/send`),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, ALREADY_SENT]);
    }
    expect(await t.database.db.select().from(newsletters)).toEqual([before]);
    expect(await newsletterMail()).toHaveLength(1);
  });

  it('two sends of one draft at once queue its emails once', async () => {
    await subscribe(...Array.from({ length: 20 }, (_, i) => `twice${i}@example.test`));
    const newsletter = await draft();
    const answers = await Promise.all([1, 2, 3].map(() => admin.post(`/api/admin/newsletters/${newsletter.id}/send`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await newsletterMail()).toHaveLength(20);
  });

  it('leaves out an address no mail server would take, stored before the signup refused such addresses', async () => {
    await subscribe('ann@example.test', 'two,addresses@example.test');
    const newsletter = await draft();
    const res = await admin.post(`/api/admin/newsletters/${newsletter.id}/send`);
    expect(res.json<NewsletterSentDto>().newsletter.recipientCount).toBe(1);
    expect((await newsletterMail()).map((m) => m.toAddress)).toEqual(['ann@example.test']);
  });
});

describe('GET /api/admin/subscribers', () => {
  it('lists subscribers newest first with the totals in headers, paged', async () => {
    await subscribe('first@example.test', 'second@example.test', 'third@example.test');
    await t.database.db.update(newsletterSubscribers).set({ subscribed: false }).where(like(newsletterSubscribers.email, 'second%'));
    const [firstRow] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'first@example.test'));
    await t.database.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(firstRow!.createdAt.getTime() - 60_000) })
      .where(eq(newsletterSubscribers.id, firstRow!.id));

    const res = await admin.get('/api/admin/subscribers?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-active-count']).toBe('2');
    const items = res.json<SubscriberDto[]>();
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({ id: expect.any(Number), email: expect.any(String), subscribed: expect.any(Boolean), createdAt: expect.any(String) });
    const rest = (await admin.get('/api/admin/subscribers?limit=2&offset=2')).json<SubscriberDto[]>();
    expect(rest.map((s) => s.email)).toEqual(['first@example.test']);
    expect([...items, ...rest].find((s) => s.email === 'second@example.test')?.subscribed).toBe(false);
  });

  it('answers an empty list when there are no subscribers', async () => {
    const res = await admin.get('/api/admin/subscribers');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});
