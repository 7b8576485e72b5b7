// Admin mail outbox: administrator only, newest first with X-Total-Count, paging, one message, 404, bad queries.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo.ts';
import { enqueueMail } from '#server/integrations/mail/outbox.ts';
import { createTestDatabase } from '../support/db.ts';
import { createTestApp, login, type Browser, type TestApp } from '../support/app.ts';

let database: Database;
let t: TestApp;
let admin: Browser;
let shopper: Browser;
/** ids of the messages this file writes, newest (by createdAt) first */
let newestFirst: number[] = [];

const account = (role: string) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`no demo ${role}`);
  return a;
};

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database, seed: true });
  await database.db.delete(mailOutbox);

  // Five messages whose creation order differs from their id order, so "newest first" is by date.
  const created = ['2025-03-01T10:00:02Z', '2025-03-01T10:00:05Z', '2025-03-01T10:00:01Z', '2025-03-01T10:00:04Z', '2025-03-01T10:00:03Z'];
  const ids: Array<{ id: number; at: string }> = [];
  for (const [i, at] of created.entries()) {
    const id = await enqueueMail(database.db, {
      kind: 'order_confirmation',
      to: `buyer${i}@example.test`,
      subject: `Message ${i}`,
      text: `Plain body ${i}`,
      html: i === 0 ? undefined : `<p>HTML body ${i}</p>`,
    });
    await database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(at) })
      .where(eq(mailOutbox.id, id));
    ids.push({ id, at });
  }
  newestFirst = ids.sort((a, b) => b.at.localeCompare(a.at)).map((x) => x.id);
  // One of them has been sent, one failed for good.
  await database.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date('2025-03-01T10:01:00Z') })
    .where(eq(mailOutbox.id, newestFirst[0]!));
  await database.db.update(mailOutbox).set({ status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED' }).where(eq(mailOutbox.id, newestFirst[1]!));

  admin = t.browser();
  await login(admin, account('administrator'));
  shopper = t.browser();
  await login(shopper, account('shopper'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface Row {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  text?: string;
  html?: string | null;
}

describe('GET /api/admin/outbox', () => {
  it('answers 401 signed out and 403 to anyone but the administrator', async () => {
    const anonymous = await t.browser().get('/api/admin/outbox');
    expect(anonymous.statusCode).toBe(401);
    const other = await shopper.get('/api/admin/outbox');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'forbidden' });
    const seller = t.browser();
    await login(seller, account('seller'));
    expect((await seller.get('/api/admin/outbox')).statusCode).toBe(403);
    // Judged before the query: a bad limit from a shopper is still 403.
    expect((await shopper.get('/api/admin/outbox?limit=0')).statusCode).toBe(403);
  });

  it('lists every message newest first with the total in X-Total-Count', async () => {
    const res = await admin.get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const rows = res.json<Row[]>();
    expect(rows.map((r) => r.id)).toEqual(newestFirst);
    expect(rows[0]).toEqual({
      id: newestFirst[0],
      kind: 'order_confirmation',
      to: 'buyer1@example.test',
      subject: 'Message 1',
      status: 'sent',
      attempts: 0,
      lastError: null,
      createdAt: '2025-03-01T10:00:05.000Z',
      sentAt: '2025-03-01T10:01:00.000Z',
    });
    expect(rows[1]).toMatchObject({ status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED', sentAt: null });
    expect(rows[2]).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    // The list leaves the bodies to the detail view.
    expect(rows[0]).not.toHaveProperty('text');
  });

  it('pages with limit and offset', async () => {
    const first = await admin.get('/api/admin/outbox?limit=2');
    expect(first.json<Row[]>().map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    const second = await admin.get('/api/admin/outbox?limit=2&offset=2');
    expect(second.json<Row[]>().map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('5');
    const beyond = await admin.get('/api/admin/outbox?offset=10');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['limit=0', 'limit must be between 1 and 100'],
    ['limit=101', 'limit must be between 1 and 100'],
    ['limit=abc', 'limit must be between 1 and 100'],
    ['limit=2.5', 'limit must be between 1 and 100'],
    ['offset=-1', 'offset must be 0 or more'],
  ])('answers 400 to %s', async (query, message) => {
    const res = await admin.get(`/api/admin/outbox?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('accepts the largest page', async () => {
    const res = await admin.get('/api/admin/outbox?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json<Row[]>()).toHaveLength(5);
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('answers one message with its bodies', async () => {
    const id = newestFirst[2]!;
    const res = await admin.get(`/api/admin/outbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      kind: 'order_confirmation',
      to: 'buyer4@example.test',
      subject: 'Message 4',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: '2025-03-01T10:00:03.000Z',
      sentAt: null,
      text: 'Plain body 4',
      html: '<p>HTML body 4</p>',
    });
  });

  it('answers html null for a text-only message', async () => {
    const textOnly = newestFirst[3]!; // message 0, created 10:00:02
    expect((await admin.get(`/api/admin/outbox/${textOnly}`)).json()).toMatchObject({ subject: 'Message 0', text: 'Plain body 0', html: null });
  });

  it("answers 404 'Message not found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await admin.get('/api/admin/outbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Message not found' });
    expect((await admin.get('/api/admin/outbox/abc')).statusCode).toBe(400);
  });

  it('is for the administrator only', async () => {
    expect((await t.browser().get(`/api/admin/outbox/${newestFirst[0]}`)).statusCode).toBe(401);
    expect((await shopper.get(`/api/admin/outbox/${newestFirst[0]}`)).statusCode).toBe(403);
  });
});
