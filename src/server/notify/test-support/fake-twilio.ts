// A fake of Twilio's Messages API on 127.0.0.1, answering as Twilio does: basic auth with the
// account SID and token, a form body (To, From or MessagingServiceSid, Body), 201 with a message
// SID; 400 (code 21211) for a number that is not E.164; and, when told, 503s for a while.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SentSms = { sid: string; to: string; from: string; body: string };

export type FakeTwilio = {
  /** the TWILIO_BASE_URL to configure */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages: SentSms[];
  /** every request, including refused ones */
  requests: number;
  /** answer the next `n` requests with 503 Service Unavailable */
  outage(n: number): void;
  /** the newest message to `to` */
  lastTo(to: string): SentSms | undefined;
  close(): Promise<void>;
};

export const TWILIO_TEST = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fake-twilio-auth-token',
  from: '+15005550006',
};

export async function startFakeTwilio(port = 0): Promise<FakeTwilio> {
  const messages: SentSms[] = [];
  let down = 0;
  let requests = 0;
  const path = `/2010-04-01/Accounts/${TWILIO_TEST.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${TWILIO_TEST.accountSid}:${TWILIO_TEST.authToken}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests++;
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== path) {
        return reply(404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      if (req.headers.authorization !== auth) {
        return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (down > 0) {
        down--;
        return reply(503, { code: 20503, message: 'Service Unavailable', status: 503 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      }
      if (!from || !body) {
        return reply(400, { code: 21602, message: 'Message body is required.', status: 400 });
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, to, from, body });
      reply(201, { sid, status: 'queued', to, from, body, account_sid: TWILIO_TEST.accountSid });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    ...TWILIO_TEST,
    messages,
    get requests() {
      return requests;
    },
    outage(n) {
      down = n;
    },
    lastTo: (to) => [...messages].reverse().find((m) => m.to === to),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The env that points the app at this fake. */
export const twilioEnv = (fake: FakeTwilio) => ({
  TWILIO_ACCOUNT_SID: fake.accountSid,
  TWILIO_AUTH_TOKEN: fake.authToken,
  TWILIO_FROM: fake.from,
  TWILIO_BASE_URL: fake.url,
});
