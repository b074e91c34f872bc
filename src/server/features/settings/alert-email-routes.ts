// POST /api/settings/workspace/alert-email/resend: a workspace admin asks for the alert e-mail's
// verification link again (throttled in the database too).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkSent } from '../../../contracts/verification.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { errors, GUARDED } from '../../http/responses.js';
import { resendAlertEmailLink } from './resend-alert-email-link.js';

export async function alertEmailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  const refusals = errors(400, 409, 410, 429, 503);

  r.post(
    '/api/settings/workspace/alert-email/resend',
    {
      onRequest: requirePermission('manageSettings'),
      config: limit,
      schema: { response: { 202: linkSent, ...refusals, ...errors(...GUARDED) } },
    },
    async (req, reply) =>
      reply.status(202).send(await resendAlertEmailLink(db, ctx.config, actorOf(req))),
  );
}
