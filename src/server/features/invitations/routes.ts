// The invitation link's calls: read it (public) and accept it (signed in). Both are rate
// limited like sign-in: a token is 32 random bytes, but nobody gets to try many.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../contracts/auth.js';
import { invitationInfo, invitationTokenParams } from '../../../contracts/team.js';
import { loadActor } from '../../auth/actor.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import { setSessionWorkspace } from '../../auth/sessions.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { MSG } from '../../../contracts/messages.js';
import { loadCurrentUser } from '../../auth/current-user.js';
import { acceptInvitation } from './accept-invitation.js';
import { getInvitation } from './get-invitation.js';
import { errors } from '../../http/responses.js';

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  r.get(
    '/api/invitations/:token',
    {
      config: limit,
      schema: {
        params: invitationTokenParams,
        response: { 200: invitationInfo, ...errors(400, 404, 410, 429) },
      },
    },
    async (req) => getInvitation(db, req.params.token, !ctx.config.oidc),
  );
  r.post(
    '/api/invitations/:token/accept',
    {
      config: limit,
      onRequest: requireSignedIn,
      schema: {
        params: invitationTokenParams,
        response: { 200: currentUser, ...errors(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (req) => {
      const { workspaceId } = await acceptInvitation(db, actorOf(req), req.params.token);
      // From now on this browser acts in the workspace it just joined.
      await setSessionWorkspace(db, req.sessionToken!, workspaceId);
      const actor = await loadActor(db, actorOf(req).userId, workspaceId);
      if (!actor) throw new AppError('unauthorized', MSG.unauthorized);
      return loadCurrentUser(db, actor);
    },
  );
}
