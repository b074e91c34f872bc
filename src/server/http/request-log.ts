// One log line per request (method, URL, client, status, ms) instead of Fastify's two ("incoming
// request" and "request completed"): at thousands of requests a second the second line doubled
// the logging cost (bench:api's profile: pino and its writes were ~10 % of the app's CPU).
// The URL is logged without its secrets (redact-url.ts): a one-time link's token in a log file is
// as good as the mail it came in (decision 019).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}

/** The logger's `req` serializer: Fastify's own fields, the URL redacted. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
