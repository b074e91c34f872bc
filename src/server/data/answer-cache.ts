// A whole JSON answer built once: the text, its ETag (from its content, so the same figures read
// again give the same validator, in every process) and, made on first demand and kept, its brotli
// and gzip forms. Kept by kept-answers.ts; sent by http/send-answer.ts.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export type CachedAnswer = {
  /** a weak validator: the same for every encoding of the same JSON */
  etag: string;
  /** the JSON text */
  body(): Promise<string>;
  /** the body in `encoding`, compressed once and kept */
  encoded(encoding: Encoding): Promise<Buffer>;
};

// The same settings as @fastify/compress in src/server/app.ts: brotli quality 4, gzip default.
const compress = (encoding: Encoding, text: string) =>
  encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gz(text);

/**
 * `body` as an answer. `onEncoded` hears the size of each compressed form once it is made, so
 * whoever keeps the answer can count what it holds.
 */
export function builtAnswer(body: string, onEncoded?: (bytes: number) => void): CachedAnswer {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  const text = Promise.resolve(body);
  return {
    etag,
    body: () => text,
    encoded: (encoding) => {
      let p = encoded.get(encoding);
      if (!p) {
        encoded.set(encoding, (p = compress(encoding, body)));
        if (onEncoded) void p.then((b) => onEncoded(b.length), () => {});
      }
      return p;
    },
  };
}
