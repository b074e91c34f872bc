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
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    // An API-key request carries its credential in a header no other site can make a browser
    // send, and the session hook then ignores cookies: there is nothing to forge.
    if (req.headers.authorization !== undefined) return;
    const origin = req.headers.origin;
    // Non-browser clients (curl, API keys, tests) send no Origin; browsers always do on POST.
    if (!origin) return;
    if (req.routeOptions.config?.foreignOriginForm === true) return;
    const allowed = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.host}`;
    if (origin !== allowed) throw forbidden(MSG.badOrigin);
  });
}
