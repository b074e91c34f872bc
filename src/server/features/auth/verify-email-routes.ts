// POST /api/auth/verify-email and /resend: following a verification link (anyone holding it) and
// asking for one's own link again (throttled in the database too). The alert e-mail's resend is
// settings/alert-email-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkSent, verifyEmailBody, verifyEmailResult } from '../../../contracts/verification.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { errors, GUARDED } from '../../http/responses.js';
import { resendAccountLink } from './resend-account-link.js';
import { verifyEmailToken } from './verify-email-token.js';

export async function verifyEmailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  const refusals = errors(400, 409, 410, 429, 503);

  r.post(
    '/api/auth/verify-email',
    {
      config: limit,
      schema: { body: verifyEmailBody, response: { 200: verifyEmailResult, ...refusals } },
    },
    async (req) => {
      const result = await verifyEmailToken(db, req.body.token);
      req.log.info({ kind: result.kind }, 'address verified');
      return result;
    },
  );

  r.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: requireSignedIn,
      config: limit,
      schema: { response: { 202: linkSent, ...refusals, ...errors(...GUARDED) } },
    },
    async (req, reply) =>
      reply.status(202).send(await resendAccountLink(db, ctx.config, actorOf(req))),
  );
}
