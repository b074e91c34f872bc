// helmet's security headers, worked out once at start and set on every answer by one hook.
// @fastify/helmet built helmet's whole middleware (CSP directives parsed, validated and written
// out) on every request: 8.6 % of the app's busy CPU in bench:api's profile (decision 016). The
// options here take no function values (none depends on the request), so the headers are the
// same for every answer: helmet's own middleware is run once against a recording response, and
// its result is what each answer gets, set on the raw response in onRequest exactly as the plugin
// did (so hijacked answers such as the live stream have them too, and a route's own header, such
// as the API reference's CSP, still wins).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, as [name, value] pairs, and those it removes. */
export function helmetHeaders(options: HelmetOptions) {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number) {
      set.set(name, String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return { set: [...set], removed };
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
}
