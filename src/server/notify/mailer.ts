// E-mail over SMTP (nodemailer). One transport per configuration; each send opens its own
// connection, so a mail server that was down is simply tried again on the next attempt.
import { createTransport } from 'nodemailer';
import type { Config } from '../config.js';

export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** stable across retries, so a receiving system can spot a duplicate after a crash */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
};

export type SendResult = { ok: true } | { ok: false; error: string; permanent: boolean };

export type Mailer = {
  configured: boolean;
  from: string;
  send(message: MailMessage): Promise<SendResult>;
};

const cache = new WeakMap<Config['mail'], Mailer>();

export function getMailer(config: Config): Mailer {
  let mailer = cache.get(config.mail);
  if (!mailer) {
    mailer = createMailer(config.mail);
    cache.set(config.mail, mailer);
  }
  return mailer;
}

export function createMailer(mail: Config['mail']): Mailer {
  const { smtpUrl, from } = mail;
  if (!smtpUrl) {
    return {
      configured: false,
      from,
      send: async () => ({ ok: false, error: 'SMTP is not configured', permanent: true }),
    };
  }
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    configured: true,
    from,
    async send(m) {
      try {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: m.messageId,
          headers: m.headers,
          attachments: m.attachments,
        });
        return { ok: true };
      } catch (err) {
        const e = err as Error & { responseCode?: number };
        // 5xx: the server refused this message for good (bad recipient, policy); 4xx and
        // connection errors are worth another try.
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
        return { ok: false, error: e.message || String(err), permanent };
      }
    },
  };
}

/** `<id@domain-of-MAIL_FROM>` */
export function messageIdFor(eventId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${eventId}@${domain}>`;
}
