// The kept public status answers (a public page's HTML, history, feed, badge and JSON) sent
// straight from memory by one onRequest hook, before the rest of the request's lifecycle (the
// route's own hooks, validation, the handler's promises, the onSend hooks, Fastify's reply): in
// bench:status's profile (decision 031) that lifecycle, not the page, was what a visit cost.
// It runs after the hooks that every answer needs (security headers, the session hook, which
// these routes skip, and the custom-domain hook, whose rules stand) and answers only what the
// route would answer the same way without waiting: a public page whose head and answer are kept
// and fresh, in an encoding already made. Anything else (a protected page, a HEAD, a page or form
// not kept yet or due for a rebuild) goes on to the route. The request log (onResponse) still
// writes its line. Every request to these routes is counted against the per-address limit here,
// fast or not, so the limit holds whichever way the answer goes.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../contracts/messages.js';
import type { CachedAnswer, Encoding } from '../../data/answer-cache.js';
import { etagMatches, pickEncoding } from '../../http/send-answer.js';
import { RateLimitedError } from '../../lib/errors.js';
import { addressLimit, type AddressLimit } from './address-limit.js';
import { jsonHeaders, keptHeaders } from './kept-headers.js';
import type { KeptStatus, PageForm } from './kept-status.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a public status route whose answer is kept whole: the fast path may send it */
    keptStatus?: PageForm;
  }
}

/** as send-answer.ts and the compress plugin: smaller answers go out as they are */
const COMPRESS_FROM = 1024;

type Ready = { status: 200 | 304; headers: OutgoingHttpHeaders; body?: Buffer };
/** one kept answer's replies, made once per answer (headers, lengths, bytes) */
type Replies = { notModified: Ready; plain: Ready; encoded: Map<Encoding, Ready> };

function repliesOf(answer: CachedAnswer, form: PageForm): Replies {
  const head = (status: 200 | 304) =>
    form === 'json' ? jsonHeaders(answer.etag, status) : keptHeaders(form, 'public', answer.etag);
  const body = answer.bodyNow();
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    notModified: { status: 304, headers: head(304) },
    plain: {
      status: 200,
      headers: { ...head(200), 'content-length': bytes.length },
      body: bytes,
    },
    encoded: new Map(),
  };
}

/** the reply the route would make for this request, if it is made already */
function readyReply(req: FastifyRequest, answer: CachedAnswer, r: Replies, form: PageForm) {
  const given = req.headers['if-none-match'];
  if (given !== undefined) {
    // the JSON reads the header as sendAnswer does (a list, W/, *), the page's forms as sendKept
    if (form === 'json' ? etagMatches(given, answer.etag) : given === answer.etag) {
      return r.notModified;
    }
  }
  // the route's threshold is on the body as kept (text: its length in characters)
  const encoding =
    answer.bodyNow().length >= COMPRESS_FROM
      ? pickEncoding(req.headers['accept-encoding'])
      : undefined;
  if (!encoding) return r.plain;
  let ready = r.encoded.get(encoding);
  if (!ready) {
    const bytes = answer.encodedNow(encoding);
    if (!bytes) return undefined; // not compressed yet: the route makes it
    ready = {
      status: 200,
      headers: {
        ...r.plain.headers,
        'content-encoding': encoding,
        'content-length': bytes.length,
      },
      body: bytes,
    };
    r.encoded.set(encoding, ready);
  }
  return ready;
}

export function installFastAnswers(
  app: FastifyInstance,
  kept: KeptStatus,
  perMinute: number,
): void {
  const limits = new Map<PageForm, AddressLimit>();
  const replies = new WeakMap<CachedAnswer, Replies>();
  app.addHook('onRequest', (req, reply, done) => {
    const form = req.routeOptions.config?.keptStatus;
    if (form === undefined) return done();
    let limit = limits.get(form);
    if (!limit) limits.set(form, (limit = addressLimit(perMinute, 60_000)));
    const wait = limit.take(req.ip);
    if (wait !== undefined) return done(new RateLimitedError(MSG.tooManyRequests, wait));
    if (req.method !== 'GET') return done();
    const slug = (req.params as { slug?: unknown }).slug;
    const head = typeof slug === 'string' ? kept.headNow(slug) : undefined;
    if (head?.visibility !== 'public') return done();
    const answer = kept.answerNow(head, form);
    if (!answer) return done();
    let r = replies.get(answer);
    if (!r) replies.set(answer, (r = repliesOf(answer, form)));
    const ready = readyReply(req, answer, r, form);
    if (!ready) return done();
    // the rest of the lifecycle is skipped (Fastify runs no further hook of a sent reply); the
    // security headers are on the response already, the onResponse hooks run at its end
    reply.hijack();
    reply.raw.writeHead(ready.status, ready.headers);
    reply.raw.end(ready.body);
  });
}
