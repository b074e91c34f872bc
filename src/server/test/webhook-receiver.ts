// A webhook receiver on 127.0.0.1 for API tests and browser journeys alike: records every request
// with its raw body, answers with the status the test chooses, and checks X-Monitor-Signature
// independently of the product's code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedRequest[];
  /** the status the next requests are answered with (default 200) */
  answerWith(status: number): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(path = '/hook', port = 0): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? '{"ok":true}' : '{"ok":false}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port }, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}${path}`,
    received,
    answerWith: (s) => {
      status = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What the Settings page documents: `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`,
 * the timestamp within five minutes of now.
 */
export function signatureIsValid(header: string | undefined, secret: string, body: string) {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const [, t, v1] = m as unknown as [string, string, string];
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
