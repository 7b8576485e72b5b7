// How a message leaves the outbox. One interface so that the dispatcher's tests can pass a
// transport that fails on demand; the only real adapter is SMTP through nodemailer.
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers (List-Unsubscribe, ...) */
  headers?: Record<string, string>;
  /** the Message-ID, `<...@domain>`: the same for every attempt at one message */
  messageId?: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(message: OutgoingMail): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer, configured by a URL such as smtp://user:pass@smtp.example.com:587 or
 * smtps://user:pass@smtp.example.com (user and password URL-encoded). Bounded timeouts: an
 * unreachable server costs a message one failed attempt, not a dispatcher stuck for minutes.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        ...(message.headers !== undefined ? { headers: message.headers } : {}),
        ...(message.messageId !== undefined ? { messageId: message.messageId } : {}),
      });
    },
  };
}
