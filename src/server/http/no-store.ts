// Cache-Control for the API (decision 019): an answer may carry a secret (a new API key, a webhook
// secret, a person's data), and neither a browser's disk cache nor a shared proxy should keep it.
// Every /api answer that did not choose its own caching goes out `no-store`; the routes that did
// keep theirs (the property list's ETag answers are `private, no-cache`, so the dashboard's
// conditional requests still get their 304). Pages and static assets are not touched.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const NO_STORE = 'no-store';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function installApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApi(req.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', NO_STORE);
    return payload;
  });
}

/** For an answer that carries a secret: never stored, whatever a default would say. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', NO_STORE);
