// Loads the caller (request.actor) from the session cookie on every API request.
import type { FastifyInstance } from 'fastify';
import { loadActor } from '../auth/actor.js';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions.js';
import type { AppContext } from '../app-context.js';

export function installSessionHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const session = await resolveSession(ctx.database.db, token, ctx.config.session);
    if (!session) return;
    req.sessionToken = token;
    req.actor = (await loadActor(ctx.database.db, session.userId, session.workspaceId)) ?? null;
  });
}
