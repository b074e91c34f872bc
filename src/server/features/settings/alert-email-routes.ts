// POST /api/settings/workspace/alert-email/resend: a workspace admin asks for the alert e-mail's
// verification link again (throttled in the database too).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contracts/errors.js';
import { linkSent } from '../../../contracts/verification.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { resendAlertEmailLink } from './resend-alert-email-link.js';

const message = errorBody;

export async function alertEmailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } };
  const errors = { 400: message, 409: message, 410: message, 429: message, 503: message };

  r.post(
    '/api/settings/workspace/alert-email/resend',
    {
      onRequest: requirePermission('manageSettings'),
      config: limit,
      schema: { response: { 202: linkSent, ...errors } },
    },
    async (req, reply) =>
      reply.status(202).send(await resendAlertEmailLink(db, ctx.config, actorOf(req))),
  );
}
