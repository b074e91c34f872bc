// Loads the caller (request.actor) on every API request: an API key from
// `Authorization: Bearer …` (the cookie is then ignored), else the session cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_API_PREFIX } from '../../contracts/agents.js';
import { API_KEY_MSG } from '../../contracts/api-keys.js';
import { createSessionCache, resolveSessionActor } from '../auth/session-actor.js';
import { sessionCookieName } from '../auth/sessions.js';
import type { AppContext } from '../app-context.js';
import { countApiRequest, rateCategoryOf } from '../auth/count-api-request.js';
import { resolveApiKey } from '../auth/resolve-api-key.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public answer that reads no caller (a status page's kept JSON): no session or API key is
     * looked up for it, so a visitor's session cookie costs the answer nothing.
     */
    sessionless?: boolean;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return m?.[1];
}

export function installSessionHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  const cookieName = sessionCookieName(ctx.config);
  const cache = createSessionCache(ctx.database.changes);
  const loadActor = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== undefined) {
      const key = bearerToken(req.headers.authorization);
      if (!key) throw new AppError('unauthorized', API_KEY_MSG.invalidKey);
      const actor = await resolveApiKey(ctx.database.db, key);
      const rate = await countApiRequest(
        ctx.database.db,
        actor.apiKeyId!,
        rateCategoryOf(req.method, req.url),
      );
      reply.header('x-ratelimit-limit', rate.limit);
      reply.header('x-ratelimit-remaining', rate.remaining);
      reply.header('x-ratelimit-reset', rate.resetAt);
      if (!rate.allowed) {
        reply.header('retry-after', Math.max(1, rate.resetAt - Math.floor(Date.now() / 1000)));
        throw new AppError('rate_limited', API_KEY_MSG.rateLimited(rate.category, rate.limit));
      }
      req.actor = actor;
      return;
    }
    const token = req.cookies[cookieName];
    if (!token || token.length > 200) return;
    const session = await resolveSessionActor(ctx.database.db, token, ctx.config.session, {
      cache,
      // a write is authorised against the database, never against a kept answer
      fresh: req.method !== 'GET' && req.method !== 'HEAD',
    });
    if (!session) return;
    req.sessionToken = token;
    req.actor = session.actor ?? null;
  };
  // a callback hook: what needs no caller (pages, assets, public answers) passes at once, without
  // an async function's promise and microtask per request
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.sessionless === true) {
      return done();
    }
    // A location agent's calls carry its own token, checked by the agent guard alone: no session
    // or API key is ever loaded there (decision 029).
    if (req.url.startsWith(AGENT_API_PREFIX)) return done();
    loadActor(req, reply).then(
      () => done(),
      (err: Error) => done(err),
    );
  });
}
