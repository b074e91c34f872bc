// One log line per request (method, URL, client, status, ms) instead of Fastify's two ("incoming
// request" and "request completed"): at thousands of requests a second the second line doubled
// the logging cost (bench:api's profile: pino and its writes were ~10 % of the app's CPU).
// The line is pino's, written out here: through pino it cost ~8 % of a cheap read's CPU (the
// serializers, redaction's clone of `req`, JSON of the whole object) for a handful of known
// fields, none of them a header, so redaction had nothing to take. Same fields, same order, same
// stream, and only when the request's logger takes `info`.
// The URL is logged without its secrets (redact-url.ts): a one-time link's token in a log file is
// as good as the mail it came in (decision 019).
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

/** pino's level number for info */
const INFO = 30;
/** Fastify's logger is pino, whose loggers (a route's own level too) say what they take */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

export function installRequestLog(
  app: FastifyInstance,
  stream: { write(line: string): void } | undefined,
): void {
  if (!stream) return;
  // what pino puts before a child logger's own bindings (its default `base`)
  const head = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  app.addHook('onResponse', (req, reply, done) => {
    if ((req.log as PinoLogger).isLevelEnabled('info')) {
      stream.write(
        `{"level":${INFO},"time":${Date.now()}${head},"reqId":${JSON.stringify(req.id)}` +
          `,"req":${JSON.stringify(requestForLog(req))},"res":{"statusCode":${reply.statusCode}}` +
          `,"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
      );
    }
    done();
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
