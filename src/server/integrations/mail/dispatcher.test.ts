// The outbox and its dispatcher against a real SMTP server (smtp-server on 127.0.0.1) and a
// migrated database: what arrives, what the rows say afterwards, retries, and concurrent dispatchers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createTestDatabase } from '../../../../tests/support/db.ts';
import { decodedBody, header, startSmtp } from '../../../../tests/support/smtp.ts';
import { scheduleMailDispatch } from '#server/jobs/dispatch-mail.ts';
import { dispatchPendingMail, MAX_ATTEMPTS, messageIdOf, retryDelayMs } from './dispatcher.ts';
import { enqueueMail, enqueueMails, type MailMessage } from './outbox.ts';
import { smtpTransport } from './transport.ts';

const FROM = 'Heartland Market <orders@heartland-market.example>';
const T0 = new Date('2025-03-01T12:00:00.000Z');

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'test',
  to: 'jordan@example.test',
  subject: 'Your order is confirmed',
  text: 'Thank you for your order — it ships soon.',
  html: '<p>Thank you for your order &mdash; it ships soon.</p>',
  ...overrides,
});

let database: Database;
const rowOf = async (id: number) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

describe('enqueueMail', () => {
  it('writes a pending row and answers its id', async () => {
    const id = await enqueueMail(database.db, message({ to: '  jordan@example.test ' }));
    const row = await rowOf(id);
    expect(row).toMatchObject({
      kind: 'test',
      toAddress: 'jordan@example.test',
      subject: 'Your order is confirmed',
      textBody: 'Thank you for your order — it ships soon.',
      htmlBody: '<p>Thank you for your order &mdash; it ships soon.</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
  });

  it('commits and rolls back with the transaction it is given', async () => {
    const kept = await database.db.transaction((tx) => enqueueMail(tx, message({ kind: 'kept' })));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message({ kind: 'rolled_back' }));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const rows = await database.db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox);
    expect(rows).toEqual([{ id: kept, kind: 'kept' }]);
  });

  it.each([
    ['no @', 'jordan.example.test'],
    ['a CR/LF header injection', 'jordan@example.test\r\nBcc: victim@example.test'],
    ['a bare LF', 'jordan@example.test\nBcc: victim@example.test'],
    ['a second recipient', 'jordan@example.test, victim@example.test'],
    ['a display name', 'Jordan <jordan@example.test>'],
    ['an empty address', ''],
  ])('refuses a recipient with %s', async (_why, to) => {
    await expect(enqueueMail(database.db, message({ to }))).rejects.toMatchObject({ status: 400, message: 'The email address is not valid.' });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses a subject on several lines', async () => {
    await expect(enqueueMail(database.db, message({ subject: 'Hello\r\nBcc: victim@example.test' }))).rejects.toThrow('single line');
    await expect(enqueueMail(database.db, message({ subject: 'Hello\nthere' }))).rejects.toThrow('single line');
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('enqueueMails', () => {
  it('writes every message once: a repeated dedupe key is skipped, and the count says what was written', async () => {
    const batch = ['a', 'b', 'c'].map((k) => message({ to: `${k}@example.test`, dedupeKey: `test:${k}` }));
    expect(await enqueueMails(database.db, batch)).toBe(3);
    expect(await enqueueMails(database.db, [...batch, message({ to: 'd@example.test', dedupeKey: 'test:d' })])).toBe(1);
    const rows = await database.db.select({ to: mailOutbox.toAddress, key: mailOutbox.dedupeKey }).from(mailOutbox);
    expect(rows.map((r) => r.to).sort()).toEqual(['a@example.test', 'b@example.test', 'c@example.test', 'd@example.test']);
  });

  it('refuses a header value on several lines, and writes nothing of the batch', async () => {
    const bad = message({ to: 'b@example.test', headers: { 'List-Unsubscribe': '<https://x.example/u>\r\nBcc: victim@example.test' } });
    await expect(enqueueMails(database.db, [message(), bad])).rejects.toThrow('single line');
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('dispatchPendingMail over SMTP', () => {
  it("sends the message's own headers, and a Message-ID made from its row (the same on a second attempt)", async () => {
    const headers = {
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe-one-click?email=j%40example.test&token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const id = await enqueueMail(database.db, message({ headers }));
    const smtp = await startSmtp();
    try {
      expect(await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const raw = smtp.received[0]!.raw;
      expect(header(raw, 'List-Unsubscribe')).toBe(headers['List-Unsubscribe']);
      expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const row = await rowOf(id);
      expect(header(raw, 'Message-ID')).toBe(`<outbox.${id}.${row.createdAt.getTime()}@heartland-market.example>`);
      expect(messageIdOf(row, FROM)).toBe(header(raw, 'Message-ID'));
    } finally {
      await smtp.close();
    }
  });

  it('delivers the message to the recipient and marks the row sent', async () => {
    const smtp = await startSmtp();
    try {
      const id = await enqueueMail(database.db, message());
      const result = await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0);

      expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.rcptTo).toEqual(['jordan@example.test']);
      expect(mail?.mailFrom).toBe('orders@heartland-market.example');
      expect(header(mail!.raw, 'To')).toBe('jordan@example.test');
      expect(header(mail!.raw, 'From')).toBe(FROM);
      expect(header(mail!.raw, 'Subject')).toBe('Your order is confirmed');
      const body = decodedBody(mail!.raw);
      expect(body).toContain('Thank you for your order — it ships soon.');
      expect(body).toContain('<p>Thank you for your order &mdash; it ships soon.</p>');

      expect(await rowOf(id)).toMatchObject({ status: 'sent', sentAt: T0, attempts: 0, lastError: null });
      // Sent is final: the next run finds nothing.
      expect(await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, new Date(T0.getTime() + 60_000))).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('sends a text-only message as plain text', async () => {
    const smtp = await startSmtp();
    try {
      await enqueueMail(database.db, message({ html: undefined, text: 'Plain words only.' }));
      await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0);
      expect(header(smtp.received[0]!.raw, 'Content-Type')).toMatch(/^text\/plain/);
      expect(decodedBody(smtp.received[0]!.raw)).toContain('Plain words only.');
    } finally {
      await smtp.close();
    }
  });

  it('sends the oldest messages first, at most batchSize per run', async () => {
    const smtp = await startSmtp();
    try {
      const a = await enqueueMail(database.db, message({ subject: 'third' }));
      const b = await enqueueMail(database.db, message({ subject: 'first' }));
      const c = await enqueueMail(database.db, message({ subject: 'second' }));
      const at = (iso: string) => new Date(iso);
      await database.db
        .update(mailOutbox)
        .set({ createdAt: at('2025-03-01T10:00:03Z') })
        .where(eq(mailOutbox.id, a));
      await database.db
        .update(mailOutbox)
        .set({ createdAt: at('2025-03-01T10:00:01Z') })
        .where(eq(mailOutbox.id, b));
      await database.db
        .update(mailOutbox)
        .set({ createdAt: at('2025-03-01T10:00:02Z') })
        .where(eq(mailOutbox.id, c));

      expect(await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0, { batchSize: 2 })).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(smtp.received.map((m) => header(m.raw, 'Subject'))).toEqual(['first', 'second']);
      expect((await rowOf(a)).status).toBe('pending');

      await dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0, { batchSize: 2 });
      expect(smtp.received.map((m) => header(m.raw, 'Subject'))).toEqual(['first', 'second', 'third']);
    } finally {
      await smtp.close();
    }
  });

  it('counts failed attempts against a closed server, backs off, and gives up after 5', async () => {
    const smtp = await startSmtp();
    await smtp.close(); // nothing listens on its port any more
    const transport = smtpTransport(smtp.url);
    const id = await enqueueMail(database.db, message());

    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await dispatchPendingMail(database.db, transport, FROM, now);
      const final = attempt === MAX_ATTEMPTS;
      expect(result).toEqual({ sent: 0, retrying: final ? 0 : 1, failed: final ? 1 : 0 });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(final ? 'failed' : 'pending');
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      if (!final) {
        // Not again before its retry time...
        expect(await dispatchPendingMail(database.db, transport, FROM, new Date(now.getTime() + retryDelayMs(attempt) - 1000))).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
        });
        expect((await rowOf(id)).attempts).toBe(attempt);
        now = new Date(now.getTime() + retryDelayMs(attempt));
      }
    }
    // ...and never again once failed.
    expect(await dispatchPendingMail(database.db, transport, FROM, new Date(T0.getTime() + 24 * 3600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
  });

  it('records the reason a server rejects the recipient, and sends once it accepts', async () => {
    const rejecting = await startSmtp({ reject: true });
    const id = await enqueueMail(database.db, message());
    try {
      expect(await dispatchPendingMail(database.db, smtpTransport(rejecting.url), FROM, T0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    } finally {
      await rejecting.close();
    }
    expect(rejecting.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(id)).lastError).toMatch(/550.*Mailbox unavailable/);

    const accepting = await startSmtp();
    try {
      const later = new Date(T0.getTime() + retryDelayMs(1));
      expect(await dispatchPendingMail(database.db, smtpTransport(accepting.url), FROM, later)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(accepting.received).toHaveLength(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: later });
    } finally {
      await accepting.close();
    }
  });

  it('never sends a message twice when two dispatchers run at once', async () => {
    const smtp = await startSmtp();
    try {
      const subjects = Array.from({ length: 12 }, (_, i) => `message ${i + 1}`);
      for (const subject of subjects) await enqueueMail(database.db, message({ subject }));

      const [first, second] = await Promise.all([
        dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0),
        dispatchPendingMail(database.db, smtpTransport(smtp.url), FROM, T0),
      ]);

      expect(first.sent + second.sent).toBe(12);
      // Both really ran side by side (each sent some), and between them each message went out once.
      expect(first.sent).toBeGreaterThan(0);
      expect(second.sent).toBeGreaterThan(0);
      expect(smtp.received.map((m) => header(m.raw, 'Subject')).sort()).toEqual([...subjects].sort());
      const statuses = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
      expect(statuses.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe('scheduleMailDispatch', () => {
  const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('sends right away and on each interval until stopped', async () => {
    const smtp = await startSmtp();
    const errors: unknown[] = [];
    const stop = scheduleMailDispatch(database.db, smtpTransport(smtp.url), FROM, (error) => errors.push(error), 50);
    try {
      await enqueueMail(database.db, message({ subject: 'before start' }));
      await waitFor(() => smtp.received.length === 1);
      await enqueueMail(database.db, message({ subject: 'while running' }));
      await waitFor(() => smtp.received.length === 2);

      await stop(); // resolves once a run already under way has finished
      const countAtStop = smtp.received.length;
      const id = await enqueueMail(database.db, message({ subject: 'after stop' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.length).toBe(countAtStop);
      expect((await rowOf(id)).status).toBe('pending');
      expect(errors).toEqual([]);
    } finally {
      await stop();
      await smtp.close();
    }
  });
});
