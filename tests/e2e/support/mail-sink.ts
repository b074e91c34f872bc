// A real SMTP server for journeys, on the loopback port the e2e server mails to
// (E2E_SMTP_PORT, set by playwright.config.ts), and a wait for the mail a journey expects.
import { parseMail, type ParsedMail } from '../../../src/server/notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../../src/server/notify/test-support/smtp-sink.js';

export type { SmtpSink };

export function startMailSink(): Promise<SmtpSink> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set (playwright.config.ts sets it)');
  return startSmtpSink(port);
}

/** The newest mail to `to` after `after` mails had arrived, waiting up to 20 s for it. */
export async function waitForMail(sink: SmtpSink, to: string, after = 0): Promise<ParsedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const hit = sink.messages
      .slice(after)
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()));
    if (hit) return parseMail(hit.raw);
    if (Date.now() > until) throw new Error(`no mail to ${to} within 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The invitation link in a mail: its path (`/invite/...`) on the server under test. */
export function invitationPath(mail: ParsedMail): string {
  const m = /https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no invitation link in: ${mail.text}`);
  return m[1]!;
}
