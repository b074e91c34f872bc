// A small in-memory cache of whole JSON answers (the raw text and, made on first demand, its
// brotli and gzip forms), keyed by what the answer depends on and stamped with a version that
// the caller reads from the database on every request. An entry is used only while its version
// still matches, so the cache can never serve an answer the database no longer backs; it only
// saves the work of building, serialising and compressing the same answer again.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export type CachedAnswer = {
  /** a weak validator: the same for every encoding of the same JSON */
  etag: string;
  /** the JSON text; built only when the entry is missing or stale */
  body(): Promise<string>;
  /** the body in `encoding`, compressed once and kept */
  encoded(encoding: Encoding): Promise<Buffer>;
};

type Entry = {
  version: string;
  body: string;
  encoded: Map<Encoding, Promise<Buffer>>;
};

// The same settings as @fastify/compress in src/server/app.ts: brotli quality 4, gzip default.
const compress = (encoding: Encoding, text: string) =>
  encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gz(text);

/** The ETag of the answer kept under `key` at `version` (GET /api/events' `ready` tells it too). */
export const versionEtag = (key: string, version: string) =>
  `W/"${createHash('sha1').update(`${key}\n${version}`).digest('base64url')}"`;

export function createAnswerCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.length;
    entries.delete(key);
  };

  return {
    /**
     * The answer for `key` at `version`: `build` runs only when no entry of that version is
     * kept (and then replaces the entry). The ETag follows the version alone, so a 304 needs
     * neither the body nor `build`.
     */
    answer(key: string, version: string, build: () => Promise<string>): CachedAnswer {
      const etag = versionEtag(key, version);
      let current: Promise<Entry> | undefined;
      const entry = () =>
        (current ??= (async () => {
          const kept = entries.get(key);
          if (kept?.version === version) {
            // most recently used last, so the oldest is dropped first
            entries.delete(key);
            entries.set(key, kept);
            return kept;
          }
          const body = await build();
          const fresh: Entry = { version, body, encoded: new Map() };
          drop(key);
          entries.set(key, fresh);
          bytes += body.length;
          for (const k of entries.keys()) {
            if (bytes <= maxBytes || k === key) break;
            drop(k);
          }
          return fresh;
        })());
      return {
        etag,
        body: async () => (await entry()).body,
        encoded: async (encoding) => {
          const e = await entry();
          let p = e.encoded.get(encoding);
          if (!p) e.encoded.set(encoding, (p = compress(encoding, e.body)));
          return p;
        },
      };
    },
    get size() {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * An answer already built, kept by its caller (a signal cache): the ETag follows the content, so
 * a browser holding the same figures gets a 304 even after they were computed again.
 */
export function builtAnswer(body: string): CachedAnswer {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    etag,
    body: async () => body,
    encoded: (encoding) => {
      let p = encoded.get(encoding);
      if (!p) encoded.set(encoding, (p = compress(encoding, body)));
      return p;
    },
  };
}
