// Sends a cached JSON answer (src/server/data/answer-cache.ts): 304 when the browser already
// holds this version (If-None-Match), else the body in the best encoding the client accepts,
// compressed once per version rather than once per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, Encoding } from '../data/answer-cache.js';

/** Answers smaller than this go out as they are, as the compress plugin's threshold does. */
const COMPRESS_FROM_BYTES = 1024;

// the choice per Accept-Encoding text: browsers send a handful of values, each parsed once
const picked = new Map<string, Encoding | undefined>();
const MAX_PICKED = 200;

/** br, else gzip, when the Accept-Encoding header allows it (q=0 refuses). */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  if (picked.has(header)) return picked.get(header);
  const choice = parseEncoding(header);
  if (picked.size >= MAX_PICKED) picked.clear();
  picked.set(header, choice);
  return choice;
}

function parseEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** If-None-Match names `etag` (or `*`), as sendAnswer reads it. */
export const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });

export async function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // private: per-person data; no-cache: the browser keeps it but asks (cheaply) every time
  void reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (etagMatches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // with its charset whatever the encoding (Fastify adds it to text bodies only: a compressed
  // answer went out without it)
  void reply.type('application/json; charset=utf-8');
  const body = await answer.body();
  const encoding =
    body.length >= COMPRESS_FROM_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}
