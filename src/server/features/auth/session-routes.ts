// GET /api/auth/sessions, DELETE /api/auth/sessions/:id, POST /api/auth/sessions/end-others:
// a person's own sessions. Cookie sessions only (requireSignedIn refuses API keys). Ending a
// session also closes its live streams in this process; other processes close theirs within
// STREAM_MAX_MS, when the stream reconnects through the session check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionIdParams, sessionInfo, sessionsEnded } from '../../../contracts/sessions.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import { endSession } from '../../auth/session-cookie.js';
import { hashSessionToken } from '../../auth/sessions.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { endOtherSessions, endOwnSession, listOwnSessions } from './own-sessions.js';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const endStreams = (ids: string[]) => {
    const ended = new Set(ids);
    app.liveStreams.endWhere((token) => ended.has(hashSessionToken(token)));
  };

  r.get(
    '/api/auth/sessions',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: z.array(sessionInfo), ...errors(...GUARDED) } },
    },
    async (req) =>
      listOwnSessions(db, { userId: actorOf(req).userId, currentToken: req.sessionToken }),
  );

  r.delete(
    '/api/auth/sessions/:id',
    {
      onRequest: requireSignedIn,
      schema: { params: sessionIdParams, response: { 204: noBody, ...errors(...GUARDED, 404) } },
    },
    async (req, reply) => {
      const { userId } = actorOf(req);
      const current = req.sessionToken ? hashSessionToken(req.sessionToken) : null;
      if (req.params.id === current) {
        // Ending the session in use is signing out.
        endStreams([req.params.id]);
        await endSession(ctx, req, reply);
        return reply.status(204).send();
      }
      await endOwnSession(db, { userId, id: req.params.id });
      endStreams([req.params.id]);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/auth/sessions/end-others',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: sessionsEnded, ...errors(...GUARDED) } },
    },
    async (req) => {
      const ids = await endOtherSessions(db, {
        userId: actorOf(req).userId,
        currentToken: req.sessionToken,
      });
      endStreams(ids);
      return { ended: ids.length };
    },
  );
}
