// A real SMTP server for journeys, on the loopback port the e2e server mails to
// (E2E_SMTP_PORT, set by playwright.config.ts; the billing server's: E2E_BILLING_SMTP_PORT), and
// a wait for the mail a journey expects.
import { test } from '@playwright/test';
import { parseMail, type ParsedMail } from '../../../src/server/notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../../src/server/notify/test-support/smtp-sink.js';

export type { SmtpSink };

/** Listens where the server of the running journey's project mails to. */
export function startMailSink(): Promise<SmtpSink> {
  const name = test.info().project.name === 'billing' ? 'E2E_BILLING_SMTP_PORT' : 'E2E_SMTP_PORT';
  const port = Number(process.env[name]);
  if (!port) throw new Error(`${name} is not set (playwright.config.ts sets it)`);
  return startSmtpSink(port);
}

/**
 * The newest mail to `to` after `after` mails had arrived (and, when given, whose text contains
 * `containing`: a person who signed up also gets a verification link), waiting up to 20 s.
 */
export async function waitForMail(
  sink: SmtpSink,
  to: string,
  after = 0,
  containing?: string,
): Promise<ParsedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const hit = sink.messages
      .slice(after)
      .reverse()
      .map((m) => (m.to.includes(to.toLowerCase()) ? parseMail(m.raw) : null))
      .find((m) => m !== null && (!containing || m.text.includes(containing)));
    if (hit) return hit;
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
