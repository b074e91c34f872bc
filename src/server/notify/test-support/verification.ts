// Reads a verification link from the mail a real SMTP sink received and follows it, the way a
// person would: tests that need a verified address go through the real flow.
import type { FastifyInstance } from 'fastify';
import { parseMail } from './mime.js';
import type { SmtpSink } from './smtp-sink.js';

export const TOKEN_IN_LINK = /\/verify-email\/([A-Za-z0-9_-]{43})/;

/** The token of the newest verification mail to `to` in the sink. */
export function linkTokenFor(sink: SmtpSink, to: string): string {
  const mail = [...sink.messages].reverse().find((m) => m.to.includes(to.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${to} in the sink`);
  const token = TOKEN_IN_LINK.exec(parseMail(mail.raw).text)?.[1];
  if (!token) throw new Error(`the mail to ${to} has no verification link`);
  return token;
}

/** Follows the newest verification link mailed to `to`; throws unless the app accepted it. */
export async function followLinkMailedTo(app: FastifyInstance, sink: SmtpSink, to: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: linkTokenFor(sink, to) },
  });
  if (res.statusCode !== 200) throw new Error(`verify-email ${res.statusCode}: ${res.body}`);
  return res.json() as { kind: string; email: string; message: string };
}
