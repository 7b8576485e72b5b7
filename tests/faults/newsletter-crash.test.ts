// Crash safety of the mail outbox (issue 15): the app is killed (SIGKILL) while its mail worker sends
// a newsletter to many subscribers through SMTP, then started again on the same data. Counted at the
// SMTP server, every subscriber gets the newsletter exactly once, soon after the restart.
//
// The kill lands in the middle of one SMTP exchange (the server holds its answer to RCPT TO), which
// is the worker's usual state with a slow server. A kill in the instant after the SMTP server took a
// message and before the worker wrote it down cannot be told apart by the app; that message is sent
// again with the same Message-ID (src/server/integrations/mail/dispatcher.ts), which mailbox
// providers drop as a copy; this test does not aim the kill there.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import { cookiesOf, json, request } from '../../scripts/bench/http.ts';
import { header } from '../support/smtp.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { engines, faultDatabase, withDatabase, type FaultDatabase } from './engines.ts';

const SUBSCRIBERS = 40;
/** How long the SMTP server takes over each recipient: the worker spends its time waiting on it. */
const SLOW_MS = 150;
/** The kill comes while the server holds this message (by arrival order). */
const KILL_DURING = 12;
const ADMIN = { username: 'admin', password: 'admin-crash-password' };
const subscriber = (i: number) => `reader${i}@example.test`;

/** An SMTP server that is slow per recipient, counts each message it received, and can act mid-send. */
async function startSlowSmtp(onRecipient: (count: number) => void) {
  const received: Array<{ to: string; messageId: string | undefined }> = [];
  let recipients = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      onRecipient(++recipients);
      setTimeout(() => callback(), SLOW_MS);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, messageId: header(raw, 'Message-ID') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(engines)('SIGKILL while the mail worker sends a newsletter (%s)', (engine) => {
  let fault: FaultDatabase;
  let server: ServerProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>> | undefined;

  beforeAll(async () => {
    fault = await faultDatabase(engine);
    await withDatabase(fault, async ({ db }) => {
      // The administrator is the first user (id 1).
      await db.insert(users).values({ id: 1, username: ADMIN.username, email: 'admin@example.test', passwordHash: await hashPassword(ADMIN.password) });
      await db.insert(newsletterSubscribers).values(Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: subscriber(i) })));
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await fault?.remove();
  });

  it('delivers the newsletter to every subscriber exactly once across the crash', async () => {
    let killing: Promise<void> | undefined;
    smtp = await startSlowSmtp((count) => {
      // Mid-send: the worker has said MAIL FROM and RCPT TO and waits for the answer.
      if (count === KILL_DURING) killing = server!.kill('SIGKILL');
    });
    const env = { ...fault.env, SMTP_URL: smtp.url };
    server = await startServerProcess(env);
    const origin = server.url;
    const login = await request(origin, '/api/login', { method: 'POST', headers: { origin }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const headers = { origin, cookie: cookiesOf(login) };
    const draft = await request(origin, '/api/admin/newsletters', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Harvest News', content: 'Apples are in.' }),
    });
    expect(draft.status, draft.body.toString()).toBe(201);
    const sent = await request(origin, `/api/admin/newsletters/${json<{ id: number }>(draft).id}/send`, { method: 'POST', headers });
    expect(sent.status, sent.body.toString()).toBe(200);

    const until = async (what: string, done: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s: ${smtp!.received.length} messages received`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until('the kill', () => killing !== undefined, 60_000);
    await killing;
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

    server = await startServerProcess(env);
    await until('every subscriber reached', () => new Set(smtp!.received.map((m) => m.to)).size === SUBSCRIBERS, 90_000);
    // A little longer, for a second copy to show itself if one were coming.
    await new Promise((r) => setTimeout(r, 3000));
    await server.stop();
    server = undefined;

    const copies = new Map<string, number>();
    for (const m of smtp.received) copies.set(m.to, (copies.get(m.to) ?? 0) + 1);
    const twice = [...copies].filter(([, n]) => n !== 1);
    expect(twice, 'subscribers who got other than one copy').toEqual([]);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(SUBSCRIBERS);

    await withDatabase(fault, async ({ db }) => {
      const rows = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'));
      expect(rows).toHaveLength(SUBSCRIBERS);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    });
  }, 240_000);
});
