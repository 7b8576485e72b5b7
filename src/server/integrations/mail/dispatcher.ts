// Sends the outbox (outbox.ts) through a MailTransport when SMTP_URL is set. Several app instances
// may run it against one PostgreSQL database: a row is claimed with FOR UPDATE SKIP LOCKED before
// it is sent, so no two dispatchers send the same message.
//
// The claim is a lease, not a lock held while sending: a transaction open across an SMTP exchange
// would pin a pool connection for seconds, and on PGlite (one connection) stall every request.
// While a row is pending, next_attempt_at holds the time before which no dispatcher may take it:
// the end of a claim's lease, or after a failure the time of the next attempt.
//
// The lease is short and renewed while the send lasts, so the row of a dispatcher that died
// mid-send (a crash, a SIGKILL) is free again within LEASE_MS and is sent once after the restart,
// instead of waiting out a long lease (issue 15's crash test found a subscriber's newsletter held
// back 15 minutes that way).
//
// Delivery is at least once: a dispatcher that stops after the server took a message but before
// the row says so leaves it to be sent again when the lease ends. That window is one UPDATE long.
// Every attempt at one row carries the same Message-ID, by which mailbox providers recognise and
// drop such a second copy.
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailTransport } from './transport.ts';

/** After this many failed attempts a message is marked failed and never tried again. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a claim lasts unless renewed. The sender renews it every LEASE_MS / 3 while the send
 * lasts, so only a dispatcher that stopped (died) loses it; its row is sent again after this.
 */
export const LEASE_MS = 30_000;

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

/** Takes the oldest due pending row until `leaseUntil`, or answers undefined when none is due. */
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
  // Leases run on the caller's clock moved on by the time this run has taken: a long batch must
  // not hand out leases that ended before the row was claimed.
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  for (let i = 0; i < batchSize; i++) {
    const lease = { until: new Date(clock().getTime() + LEASE_MS) };
    const row = await claimNext(db, now, lease.until);
    if (!row) break;
    const renewal = keepLease(db, row.id, lease, clock);
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
      await renewal.stop();
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
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, lease.until)));
      if (final) result.failed++;
      else result.retrying++;
      continue;
    }
    await renewal.stop();
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
 * Moves the claim on row `id` forward every LEASE_MS / 3 while it is still ours (its next_attempt_at
 * is the lease we set). stop() ends the renewals and waits for one in flight, so the caller's own
 * update of the row sees the lease as it last stood.
 */
function keepLease(db: Db, id: number, lease: { until: Date }, clock: () => Date): { stop(): Promise<void> } {
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = inFlight.then(async () => {
      const until = new Date(clock().getTime() + LEASE_MS);
      const renewed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: until })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, lease.until)))
        .returning({ id: mailOutbox.id })
        // A renewal that fails is tried again at the next tick; the lease still has two thirds to run.
        .catch(() => []);
      if (renewed.length > 0) lease.until = until;
    });
  }, LEASE_MS / 3);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
