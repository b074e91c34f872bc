// One log line per request (method, URL, client, status, ms) instead of Fastify's two ("incoming
// request" and "request completed"): at thousands of requests a second the second line doubled
// the logging cost (bench:api's profile: pino and its writes were ~10 % of the app's CPU).
import type { FastifyInstance } from 'fastify';

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
