// Serves the built web app with a SPA fallback; unknown /api/* paths answer JSON 404. A signed-out
// visitor of a public page gets the page the build prerendered (prerendered-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../contracts/messages.js';
import { notFound } from '../lib/errors.js';
import { installCrawlerFiles } from './crawler-files.js';
import { loadPrerenderedPages } from './prerendered-pages.js';
import { sendUnavailablePage } from './unavailable-page.js';

export type StaticWebOptions = {
  /** the built web app (dist/web) */
  webDir: string | undefined;
  /** the prerendered public pages (dist/prerendered) */
  prerenderDir?: string;
  /** this site's origin, for canonical URLs, the sitemap and robots.txt */
  origin: string;
  /** the session cookie's name: a browser carrying one gets the bare app, never a signed-out page */
  sessionCookie: string;
  /** WEB_PLAIN: neither prerendered pages nor precompressed copies (a benchmark's baseline) */
  plain?: boolean;
  /** false while the database is away: app pages then answer a 503 page (prerendered ones need none) */
  databaseReachable?: () => Promise<boolean>;
};

export async function installStaticWeb(
  app: FastifyInstance,
  opts: StaticWebOptions,
): Promise<void> {
  const { webDir, plain = false } = opts;
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each asset (scripts/precompress.ts): sent as they are.
      preCompressed: !plain,
      // Hashed assets are immutable; index.html must always be re-read.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const pages =
    hasWeb && !plain && opts.prerenderDir
      ? await loadPrerenderedPages(opts.prerenderDir, opts.origin)
      : undefined;
  if (hasWeb) installCrawlerFiles(app, opts.origin, pages?.routes ?? []);

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || !hasWeb || req.method !== 'GET') {
      throw notFound(MSG.notFound);
    }
    if (pages && !req.cookies[opts.sessionCookie] && pages.send(req, reply)) return reply;
    if (opts.databaseReachable && !(await opts.databaseReachable())) {
      return sendUnavailablePage(reply);
    }
    // Client routes (and unknown ones, which the SPA renders as "404 Page Not Found").
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
