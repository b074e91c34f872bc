// The public pages the build prerendered (scripts/prerender.ts): loaded once at start-up with this
// site's origin in their canonical and Open Graph URLs, and compressed then (brotli at maximum
// quality, gzip 9), so each request sends ready bytes, like the precompressed assets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORIGIN_TOKEN, PRERENDER_MANIFEST, type PrerenderManifest } from './prerender-manifest.js';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

export type PrerenderedPages = {
  /** the public paths that have a prerendered page, for the sitemap */
  routes: readonly string[];
  /** answers the request with the page for its path; false when there is none */
  send(req: FastifyRequest, reply: FastifyReply): boolean;
};

export async function loadPrerenderedPages(
  dir: string,
  origin: string,
): Promise<PrerenderedPages | undefined> {
  const manifestFile = path.join(dir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const pages = new Map<string, Encoded>();
  await Promise.all(
    manifest.pages.map(async ({ route, file }) => {
      const html = readFileSync(path.join(dir, file), 'utf8').replaceAll(ORIGIN_TOKEN, origin);
      const identity = Buffer.from(html);
      const [br, gzip] = await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gz(identity, { level: 9 }),
      ]);
      pages.set(route, { identity, br, gzip });
    }),
  );
  return {
    routes: manifest.pages.map((p) => p.route),
    send(req, reply) {
      const page = pages.get(pathOf(req.url));
      if (!page) return false;
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // Signed-in browsers get the bare app for the same path (static-web.ts).
        .header('vary', 'Accept-Encoding, Cookie')
        .header('cache-control', 'no-cache');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      void reply.send(page[encoding]);
      return true;
    },
  };
}

/** The path without its query and without a trailing slash (except the root). */
export function pathOf(url: string): string {
  const p = url.split(/[?#]/)[0] ?? '/';
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** br when the client takes it, else gzip, else none (a q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): keyof Encoded {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
