import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfig,
  currentUser,
  signInBody,
  signUpBody,
  switchWorkspaceBody,
} from '../../../contracts/auth.js';
import { AFFILIATE_COOKIE } from '../../../contracts/affiliates.js';
import { MSG } from '../../../contracts/messages.js';
import { loginQuery, signInUrl } from '../../../contracts/return-to.js';
import { serverPaths } from '../../../contracts/web-routes.js';
import { loadActor } from '../../auth/actor.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import { endSession, startSession } from '../../auth/session-cookie.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { AppError } from '../../lib/errors.js';
import { loadCurrentUser } from '../../auth/current-user.js';
import { switchWorkspace } from './switch-workspace.js';
import { registerOidcRoutes } from './oidc-routes.js';
import { signIn } from './sign-in.js';
import { passwordSignUpAllowed, signUp } from './sign-up.js';
import { rememberAddress } from './sign-in-throttle.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { sessionRoutes } from './session-routes.js';
import { passwordRoutes } from './password-routes.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perMinute(ctx.config.authRateLimitPerMinute);

  r.get(
    '/api/auth/config',
    { schema: { response: { 200: authConfig, ...errors() } } },
    async () => ({
      signUpAllowed: passwordSignUpAllowed(ctx.config),
      oidc: Boolean(ctx.config.oidc),
      mailConfigured: Boolean(ctx.config.mail.smtpUrl),
      session: {
        idleMinutes: Math.round(ctx.config.session.idleMs / 60_000),
        absoluteHours: Math.round((ctx.config.session.absoluteMs / 3_600_000) * 10) / 10,
      },
    }),
  );

  r.get(
    '/api/auth/user',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: currentUser, ...errors(...GUARDED) } },
    },
    async (req) => loadCurrentUser(ctx.database.db, actorOf(req)),
  );

  r.post(
    '/api/auth/workspace',
    {
      onRequest: requireSignedIn,
      schema: {
        body: switchWorkspaceBody,
        response: { 200: currentUser, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await switchWorkspace(ctx.database.db, {
        userId: actor.userId,
        sessionToken: req.sessionToken!,
        workspaceId: req.body.workspaceId,
      });
      return userFor(ctx, actor.userId, req.body.workspaceId);
    },
  );

  r.post(
    '/api/auth/sign-up',
    {
      config: limit,
      schema: {
        body: signUpBody,
        response: { 201: currentUser, ...errors(400, 403, 409, 410, 429) },
      },
    },
    async (req, reply) => {
      const { userId, workspaceId } = await signUp(ctx, req.body, {
        clickToken: req.cookies[AFFILIATE_COOKIE],
      });
      // The sign-up address is the account's first usual one (see sign-in.ts).
      await rememberAddress(ctx.database.db, userId, req.ip);
      // in the workspace it made or joined (an invitation may claim an older account: 018)
      await startSession(ctx, req, reply, userId, workspaceId);
      req.log.info({ userId }, 'account created');
      return reply.status(201).send(await userFor(ctx, userId, workspaceId));
    },
  );

  r.post(
    '/api/auth/sign-in',
    {
      config: limit,
      schema: { body: signInBody, response: { 200: currentUser, ...errors(400, 401, 429) } },
    },
    async (req, reply) => {
      const userId = await signIn(
        ctx.database.db,
        req.body,
        { address: req.ip },
        ctx.config.passwordHashing,
      );
      await startSession(ctx, req, reply, userId);
      return userFor(ctx, userId);
    },
  );

  const redirect = { schema: { response: { 302: noBody, ...errors() } } };
  r.post(
    '/api/auth/sign-out',
    { schema: { response: { 204: noBody, ...errors() } } },
    async (req, reply) => {
      app.liveStreams.endSession(req.sessionToken);
      await endSession(ctx, req, reply);
      return reply.status(204).send();
    },
  );

  r.get('/api/logout', redirect, async (req, reply) => {
    app.liveStreams.endSession(req.sessionToken);
    await endSession(ctx, req, reply);
    return reply.redirect('/');
  });

  await sessionRoutes(app, ctx);
  await passwordRoutes(app, ctx);

  if (ctx.config.oidc) {
    await registerOidcRoutes(app, ctx, ctx.config.oidc);
  } else {
    // the built-in sign-in page, told where to return the person after it (issue 30)
    r.get(
      serverPaths.login,
      { schema: { querystring: loginQuery, response: { 302: noBody, ...errors(400) } } },
      async (req, reply) => reply.redirect(signInUrl(req.query.next)),
    );
  }
}

async function userFor(ctx: AppContext, userId: string, workspaceId?: string) {
  const actor = await loadActor(ctx.database.db, userId, workspaceId);
  if (!actor) throw new AppError('unauthorized', MSG.unauthorized);
  return loadCurrentUser(ctx.database.db, actor);
}
