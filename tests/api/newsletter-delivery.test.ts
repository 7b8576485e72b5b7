// A sent newsletter reaches a real SMTP server (smtp-server on 127.0.0.1) through the outbox's
// dispatcher: exactly one message per active subscriber, even when the dispatcher stops in the
// middle of the list (a crash or a restart) and a new one takes over; each message has a plain-text
// and an HTML part, its own unsubscribe link and the one-click List-Unsubscribe headers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '#server/db/schema.ts';
import { dispatchPendingMail, LEASE_MS } from '#server/integrations/mail/dispatcher.ts';
import { smtpTransport, type MailTransport } from '#server/integrations/mail/transport.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signedInAdmin } from '../support/admin.ts';
import { decodedBody, header, startSmtp } from '../support/smtp.ts';

const FROM = 'Heartland Market <news@heartland-market.example>';
const SUBSCRIBERS = Array.from({ length: 12 }, (_, i) => `reader${String(i + 1).padStart(2, '0')}@example.test`);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
}, 60_000);

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/**
 * The real SMTP transport for `survives` messages; then the process is gone: the next send never
 * returns and nothing of this dispatcher runs again (no failure is recorded, no row is marked).
 * `died` resolves when that happens.
 */
function dyingTransport(survives: number): { transport: MailTransport; died: Promise<void> } {
  const real = smtpTransport(smtp.url);
  let sends = 0;
  let die!: () => void;
  const died = new Promise<void>((resolve) => (die = resolve));
  const transport: MailTransport = {
    send: (message) => {
      if (sends++ < survives) return real.send(message);
      die();
      return new Promise<void>(() => {});
    },
  };
  return { transport, died };
}

const perRecipient = () => {
  const counts: Record<string, number> = {};
  for (const m of smtp.received) for (const to of m.rcptTo) counts[to] = (counts[to] ?? 0) + 1;
  return counts;
};

describe('newsletter delivery over SMTP', () => {
  it('sends exactly one message to each active subscriber when the dispatcher dies mid-send and a new one takes over', async () => {
    await t.database.db.insert(newsletterSubscribers).values([...SUBSCRIBERS, 'left@example.test'].map((email) => ({ email })));
    await t.database.db.update(newsletterSubscribers).set({ subscribed: false }).where(eq(newsletterSubscribers.email, 'left@example.test'));
    const { browser: admin } = await signedInAdmin(t);
    const created = await admin.post('/api/admin/newsletters', { title: 'Harvest news', content: 'The apple growers are back.\n\nSee their orchards.' });
    const sent = await admin.post(`/api/admin/newsletters/${created.json<{ id: number }>().id}/send`);
    expect(sent.statusCode).toBe(200);

    // The first dispatcher delivers 5 and dies sending the 6th, which it had claimed.
    const t0 = new Date('2025-06-01T12:00:00Z');
    const first = dyingTransport(5);
    void dispatchPendingMail(t.database.db, first.transport, FROM, t0, { batchSize: 50 });
    await first.died;
    expect(smtp.received).toHaveLength(5);

    // After the restart a new dispatcher sends the rest, but not the claimed message while its
    // lease runs (its owner might only be slow)...
    const restarted = smtpTransport(smtp.url);
    const soon = await dispatchPendingMail(t.database.db, restarted, FROM, new Date(t0.getTime() + LEASE_MS / 2), { batchSize: 50 });
    expect(soon).toEqual({ sent: 6, retrying: 0, failed: 0 });
    // ...and that one once the lease has run out.
    const later = await dispatchPendingMail(t.database.db, restarted, FROM, new Date(t0.getTime() + LEASE_MS + 60_000), { batchSize: 50 });
    expect(later).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await dispatchPendingMail(t.database.db, restarted, FROM, new Date(t0.getTime() + 2 * LEASE_MS), { batchSize: 50 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    expect(perRecipient()).toEqual(Object.fromEntries(SUBSCRIBERS.map((email) => [email, 1])));
    const statuses = await t.database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'));
    expect(statuses.map((s) => s.status)).toEqual(Array(SUBSCRIBERS.length).fill('sent'));

    // What each subscriber received.
    for (const mail of smtp.received) {
      const to = mail.rcptTo[0]!;
      expect(header(mail.raw, 'Subject')).toBe('Harvest news');
      expect(header(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
      const body = decodedBody(mail.raw);
      expect(body).toMatch(/Content-Type: text\/plain/);
      expect(body).toMatch(/Content-Type: text\/html/);
      expect(body).toContain('The apple growers are back.');
      const link = new RegExp(`/newsletter/unsubscribe\\?email=${encodeURIComponent(to)}&token=([\\w-]+)`).exec(body);
      expect(link, body).not.toBeNull();
      expect(header(mail.raw, 'List-Unsubscribe')).toBe(
        `<http://localhost:5000/api/newsletter/unsubscribe-one-click?email=${encodeURIComponent(to)}&token=${link![1]}>`,
      );
      expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }

    // The one-click URL of a received message takes that subscriber off the list.
    const url = /<(http[^>]+)>/.exec(header(smtp.received[0]!.raw, 'List-Unsubscribe')!)![1]!;
    const oneClick = await t.browser().request('POST', url.replace('http://localhost:5000', ''), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, smtp.received[0]!.rcptTo[0]!));
    expect(row?.subscribed).toBe(false);
  });
});
