import type { Db } from '#server/db/client.ts';
import { dispatchPendingMail } from '#server/integrations/mail/dispatcher.ts';
import type { MailTransport } from '#server/integrations/mail/transport.ts';
import { scheduleJob, type StopJob } from './schedule.ts';

/** Dispatches the mail outbox now and then every `intervalMs` after the previous run ended (runs never overlap). */
export function scheduleMailDispatch(db: Db, transport: MailTransport, from: string, onError: (error: unknown) => void, intervalMs = 10_000): StopJob {
  return scheduleJob(async () => void (await dispatchPendingMail(db, transport, from, new Date())), { intervalMs, runNow: true, log: onError });
}
