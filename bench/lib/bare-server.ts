// The baseline of bench:api and bench:status: bare Fastify serving, from memory, the very bytes
// the app answered for each URL, with the type it answered, so the ratio shows what the app adds
// (session, database, serialisation, hooks, logging).
// Bodies are compressed once at start with the app's encodings (br quality 4, then gzip) and the
// encoding chosen per request from Accept-Encoding; under 1 KB they go out as they are (the app's
// threshold, send-answer.ts). The first version of bench:api's ran @fastify/compress on every
// request: for the 10,000-property list that is ~45 ms of brotli CPU per answer (28-56 req/s),
// which measured the compressor, not "the same bytes from memory", and made the app's ratio
// meaningless (the app keeps its large answers compressed: decision 016).
// Usage (by bench/api.ts, bench/status.ts, through `startBareServer`):
//   tsx bench/lib/bare-server.ts <port> <bodies.json>   (bodies.json: BareBodies)
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { BareBodies } from './bare-bodies.js';

const [port, file] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file!, 'utf8')) as BareBodies;

/** below this size the app sends bodies as they are (its compress threshold) */
const THRESHOLD = 1024;

type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer };

function encode(body: string): Encoded {
  const identity = Buffer.from(body);
  if (identity.length < THRESHOLD) return { identity };
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

function pick(accept: string | undefined, e: Encoded): ['br' | 'gzip' | null, Buffer] {
  const wants = (accept ?? '').toLowerCase();
  if (e.br && wants.includes('br')) return ['br', e.br];
  if (e.gzip && wants.includes('gzip')) return ['gzip', e.gzip];
  return [null, e.identity];
}

const app = Fastify({ logger: false });
for (const [url, { type, body }] of Object.entries(bodies)) {
  const encoded = encode(body);
  app.get(url, (req, reply) => {
    const [encoding, bytes] = pick(req.headers['accept-encoding'], encoded);
    reply.type(type).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
