// The baseline of bench:status: bare Fastify sending, from memory, the very bytes the app answered
// for each URL, already compressed (brotli, as the app keeps its public pages; small ones as they are), so the ratio shows
// what the app adds to a kept answer: routing, the page lookup, the access check, logging.
// Usage (by bench/status.ts): tsx bench/status/bare-server.ts <port> <bodies.json>
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(bodies)) {
  // under 1 KB the app sends the bytes as they are (send-answer.ts): so does the baseline
  if (body.length < 1024) {
    app.get(url, (_req, reply) => reply.type('text/plain').send(body));
    continue;
  }
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  app.get(url, (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(br),
  );
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
