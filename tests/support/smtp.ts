// A local SMTP server (smtp-server on 127.0.0.1) that keeps what it receives, for tests of the
// outbox's delivery, and helpers to read the raw messages.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

/** Starts the server; `reject` answers every recipient with a 550. */
export async function startSmtp(options: { reject?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server offers STARTTLS with a self-signed certificate nodemailer would refuse.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers of a raw message, folded lines joined. */
const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

/** A header's value (the first of that name). */
export const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headerBlock(raw))?.[1]?.trim();

/** The message source with quoted-printable undone, enough to look for body text in either part. */
export function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
