// The baseline of bench:api: bare Fastify serving, from memory, the very bytes the app answered,
// compressed by the same plugin with the same settings as the app (src/server/app.ts), so the
// ratio shows what the app adds: session, database, serialisation, logging.
// Usage (by bench/api.ts): tsx bench/api/bare-server.ts <port> <bodies.json>
import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
for (const [url, body] of Object.entries(bodies)) {
  app.get(url, (_req, reply) => reply.type('application/json').send(body));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
