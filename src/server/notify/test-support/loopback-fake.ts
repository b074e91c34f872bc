// A JSON service on 127.0.0.1 for the channel fakes: each fake says how it answers a request;
// this records requests, can answer 500 for a while (outage), and closes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the body as JSON, or undefined when it is not */
  json: unknown;
};
export type FakeAnswer = { status: number; body?: unknown };

export type LoopbackFake = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** every request, refused ones included */
  requests: FakeRequest[];
  /** answer the next `n` requests with 500 */
  outage(n: number): void;
  close(): Promise<void>;
};

export async function startLoopbackFake(
  answer: (req: FakeRequest) => FakeAnswer,
): Promise<LoopbackFake> {
  const requests: FakeRequest[] = [];
  let down = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const r: FakeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        json,
      };
      requests.push(r);
      const a = down > 0 ? (down--, { status: 500, body: { error: 'outage' } }) : answer(r);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    outage: (n) => {
      down = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
