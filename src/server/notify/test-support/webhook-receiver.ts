// A webhook receiver for tests on 127.0.0.1: records every request and answers with the status
// the test chooses.
import http from 'node:http';

export type ReceivedRequest = { headers: http.IncomingHttpHeaders; body: string; at: number };

export type WebhookReceiver = {
  url: string;
  requests: ReceivedRequest[];
  /** the status code of the next answers */
  respondWith(status: number): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(path = '/hook', port = 0): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${bound}${path}`,
    requests,
    respondWith(s) {
      status = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
