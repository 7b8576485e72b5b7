// Sends the outbox (outbox.ts) through a MailTransport when SMTP_URL is set. Several app instances
// may run it against one PostgreSQL database: a row is claimed with FOR UPDATE SKIP LOCKED before
// it is sent, so no two dispatchers send the same message.
//
// The claim is a lease, not a lock held while sending: a transaction open across an SMTP exchange
// would pin a pool connection for seconds, and on PGlite (one connection) stall every request.
// While a row is pending, next_attempt_at holds the time before which no dispatcher may take it:
// the end of a claim's lease, or after a failure the time of the next attempt.
//
// Delivery is at least once: a dispatcher that stops after the server took a message but before
// the row says so leaves it to be sent again when the lease ends. Every attempt at one row carries
// the same Message-ID, by which mailbox providers recognise and drop such a second copy.
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailTransport } from './transport.ts';

/** After this many failed attempts a message is marked failed and never tried again. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a claim lasts: far longer than one send can take with the transport's 10 s timeouts.
 * A dispatcher that dies mid-send leaves its row to be sent again after this (at least once).
 */
export const LEASE_MS = 15 * 60_000;

/** Wait before the next attempt after `attempts` failures: 1, 2, 4, 8 minutes (an SMTP outage of ~15 min is ridden out). */
export const retryDelayMs = (attempts: number): number => 60_000 * 2 ** Math.max(0, attempts - 1);

export interface DispatchResult {
  sent: number;
  /** failed this time, to be tried again later */
  retrying: number;
  /** failed for the last time (MAX_ATTEMPTS reached) */
  failed: number;
}

const MAX_ERROR_LENGTH = 1000;

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/** The row's Message-ID, in the sender's domain: the same for every attempt, unique per row of a database. */
export function messageIdOf(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'heartland-market.invalid';
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/** Takes the oldest due pending row for LEASE_MS, or answers undefined when none is due. */
async function claimNext(db: Db, now: Date, leaseUntil: Date) {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(inArray(mailOutbox.id, next)).returning();
  return row;
}

/**
 * Sends up to `batchSize` due pending messages, oldest first, one claim at a time. A sent message
 * is marked sent at `now`; a failure counts an attempt, records the error and schedules a retry,
 * or marks the message failed after MAX_ATTEMPTS.
 */
export async function dispatchPendingMail(
  db: Db,
  transport: MailTransport,
  from: string,
  now: Date,
  { batchSize = 20 }: { batchSize?: number } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (let i = 0; i < batchSize; i++) {
    const row = await claimNext(db, now, leaseUntil);
    if (!row) break;
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody !== null ? { html: row.htmlBody } : {}),
        ...(row.headers !== null ? { headers: row.headers } : {}),
        messageId: messageIdOf(row, from),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const final = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: describe(error),
          status: final ? 'failed' : 'pending',
          nextAttemptAt: final ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        })
        // Only while the claim is still ours: after an expired lease another dispatcher owns the row.
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, leaseUntil)));
      if (final) result.failed++;
      else result.retrying++;
      continue;
    }
    // The server has the message: it is sent, whoever holds the lease by now.
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, nextAttemptAt: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    result.sent++;
  }
  return result;
}

/**
 * Dispatches now and then every `intervalMs` after the previous run ended, so a slow SMTP server
 * never makes runs overlap. The timer never keeps the process alive. Answers the stop function.
 */
export function scheduleMailDispatch(
  db: Db,
  transport: MailTransport,
  from: string,
  onError: (error: unknown) => void,
  intervalMs = 10_000,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await dispatchPendingMail(db, transport, from, new Date());
    } catch (error) {
      onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
