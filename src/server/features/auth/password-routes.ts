// Forgot, reset and change a password (issue 30). The public three are rate-limited per IP here
// and, for requests, per address and IP in the database; all answer every status they can.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  forgotPasswordBody,
  passwordChanged,
  passwordMessage,
  resetPasswordBody,
  resetTokenBody,
  resetTokenInfo,
} from '../../../contracts/password.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { hashSessionToken } from '../../auth/sessions.js';
import { perMinute } from '../../http/rate-limits.js';
import { errors, GUARDED } from '../../http/responses.js';
import { changePassword } from './change-password.js';
import { checkResetToken } from './check-reset-token.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

export async function passwordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = perMinute(ctx.config.authRateLimitPerMinute);
  const endStreams = (ids: string[]) => {
    const ended = new Set(ids);
    app.liveStreams.endWhere((token) => ended.has(hashSessionToken(token)));
  };

  r.post(
    '/api/auth/password-reset/request',
    {
      config: limit,
      schema: { body: forgotPasswordBody, response: { 202: passwordMessage, ...errors(400, 429) } },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await requestPasswordReset(db, ctx.config, { email: req.body.email, ip: req.ip })),
  );

  r.post(
    '/api/auth/password-reset/check',
    {
      config: limit,
      schema: { body: resetTokenBody, response: { 200: resetTokenInfo, ...errors(400, 410, 429) } },
    },
    async (req) => checkResetToken(db, req.body.token),
  );

  r.post(
    '/api/auth/password-reset',
    {
      config: limit,
      schema: {
        body: resetPasswordBody,
        response: { 200: passwordMessage, ...errors(400, 409, 410, 429) },
      },
    },
    async (req, reply) => {
      const done = await resetPassword(db, ctx.config, req.body);
      endStreams(done.endedSessions);
      // The browser's own session was one of them: its cookie goes too.
      if (req.sessionToken && done.endedSessions.includes(hashSessionToken(req.sessionToken)))
        clearSessionCookie(ctx, reply);
      req.log.info({ userId: done.userId }, 'password reset');
      return { message: done.message };
    },
  );

  r.post(
    '/api/auth/password',
    {
      onRequest: requireSignedIn,
      // the current password is checked here
      config: limit,
      schema: {
        body: changePasswordBody,
        response: { 200: passwordChanged, ...errors(400, ...GUARDED, 409, 429) },
      },
    },
    async (req) => {
      const { userId } = actorOf(req);
      const { endedIds, ...answer } = await changePassword(db, ctx.config, {
        userId,
        sessionToken: req.sessionToken,
        ...req.body,
      });
      endStreams(endedIds);
      req.log.info({ userId }, 'password changed');
      return answer;
    },
  );
}
