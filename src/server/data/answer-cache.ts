// A whole JSON answer built once: the text, its ETag (from its content, so the same figures read
// again give the same validator, in every process) and, made on first demand and kept, its brotli
// and gzip forms. Kept by kept-answers.ts; sent by http/send-answer.ts.
// A large answer (a 10,000-property list: ~4.5 MB) arrives as bytes already hashed, piece by
// piece between the slices that built it (JsonPieces): hashing or encoding 4.5 MB at once held the
// event loop 8-30 ms, paid in the latency of every request waiting meanwhile.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export type CachedAnswer = {
  /** a weak validator: the same for every encoding of the same JSON */
  etag: string;
  /** the JSON, as text or as its UTF-8 bytes */
  body(): Promise<string | Buffer>;
  /** the body in `encoding`, compressed once and kept */
  encoded(encoding: Encoding): Promise<Buffer>;
  /** the encodings asked for so far (a successor makes them before it replaces this answer) */
  encodings(): Encoding[];
  /** the body as it is kept (text or bytes), at once */
  bodyNow(): string | Buffer;
  /** the body in `encoding` if that form is made already, else undefined (nothing started) */
  encodedNow(encoding: Encoding): Buffer | undefined;
};

/** JSON text as UTF-8 bytes with the ETag of the text, made from its pieces in order. */
export type JsonBytes = { bytes: Buffer; etag: string };

const etagOf = (digest: string) => `W/"${digest}"`;

/**
 * Collects JSON text piece by piece: each piece is hashed and encoded when it is added, so the
 * work is spread over the slices that make them. The ETag equals that of the joined text.
 */
export function jsonPieces() {
  const hash = createHash('sha1');
  const chunks: Buffer[] = [];
  return {
    add(piece: string) {
      const chunk = Buffer.from(piece);
      hash.update(chunk);
      chunks.push(chunk);
    },
    done: (): JsonBytes => ({
      bytes: Buffer.concat(chunks),
      etag: etagOf(hash.digest('base64url')),
    }),
  };
}

// The same settings as @fastify/compress in src/server/app.ts: brotli quality 4, gzip default.
const compress = (encoding: Encoding, body: string | Buffer) =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gz(body);

/**
 * `body` as an answer. `onEncoded` hears the size of each compressed form once it is made, so
 * whoever keeps the answer can count what it holds.
 */
export function builtAnswer(
  body: string | JsonBytes,
  onEncoded?: (bytes: number) => void,
): CachedAnswer {
  const content = typeof body === 'string' ? body : body.bytes;
  const etag =
    typeof body === 'string'
      ? etagOf(createHash('sha1').update(body).digest('base64url'))
      : body.etag;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  const made = new Map<Encoding, Buffer>();
  const text = Promise.resolve(content);
  return {
    etag,
    body: () => text,
    encoded: (encoding) => {
      let p = encoded.get(encoding);
      if (!p) {
        encoded.set(encoding, (p = compress(encoding, content)));
        void p.then(
          (b) => {
            made.set(encoding, b);
            onEncoded?.(b.length);
          },
          () => {},
        );
      }
      return p;
    },
    encodings: () => [...encoded.keys()],
    bodyNow: () => content,
    encodedNow: (encoding) => made.get(encoding),
  };
}

/** The size in bytes an answer's body holds (text or bytes). */
export const bodyBytes = (body: string | JsonBytes) =>
  typeof body === 'string' ? body.length : body.bytes.length;
