// Refuses state-changing requests sent by another site's page (CSRF), by their Origin header.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../contracts/messages.js';
import { forbidden } from '../lib/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A form that may post from another origin because it is served there too (a status page's
     * password form on the page's own domain). Only for forms that change nothing of an account:
     * the status page's sets a cookie of that page alone.
     */
    foreignOriginForm?: boolean;
  }
}

export function installOriginGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  // a callback hook, not an async one: every request passes here, and a GET's promise and
  // microtask were a measurable part of a kept status page's cost (bench:status, decision 031)
  app.addHook('onRequest', (req, _reply, done) => {
    if (SAFE.has(req.method)) return done();
    // An API-key request carries its credential in a header no other site can make a browser
    // send, and the session hook then ignores cookies: there is nothing to forge.
    if (req.headers.authorization !== undefined) return done();
    const origin = req.headers.origin;
    // Non-browser clients (curl, API keys, tests) send no Origin; browsers always do on POST.
    if (!origin) return done();
    if (req.routeOptions.config?.foreignOriginForm === true) return done();
    const allowed = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.host}`;
    done(origin === allowed ? undefined : forbidden(MSG.badOrigin));
  });
}
