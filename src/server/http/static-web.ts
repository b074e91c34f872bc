// Serves the built web app with a SPA fallback; unknown /api/* paths answer JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../contracts/messages.js';

export async function installStaticWeb(
  app: FastifyInstance,
  webDir: string | undefined,
): Promise<void> {
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each asset (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      // Hashed assets are immutable; index.html must always be re-read.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || !hasWeb || req.method !== 'GET') {
      return reply.status(404).send({ message: MSG.notFound, code: 'not_found' });
    }
    // Client routes (and unknown ones, which the SPA renders as "404 Page Not Found").
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
