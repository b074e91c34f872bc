// Brotli and gzip copies of the built web assets, written beside them at build time (the Vite
// build runs this), so the server sends compressed bytes without compressing per request
// (@fastify/static preCompressed). Maximum settings: done once, read many times.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers and a file lookup cost. */
export const MIN_BYTES = 1024;

export type Precompressed = { files: number; raw: number; br: number; gzip: number };

export function precompressDir(dir: string): Precompressed {
  const total: Precompressed = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    // A copy no smaller than the original is not worth sending.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    total.files++;
    total.raw += body.length;
    total.br += Math.min(br.length, body.length);
    total.gzip += Math.min(gz.length, body.length);
  }
  return total;
}
