import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfig, currentUser, signInBody, signUpBody } from '../../../contracts/auth.js';
import { MSG } from '../../../contracts/messages.js';
import { loadActor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/password.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import { endSession, startSession } from '../../auth/session-cookie.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { createAccount } from '../accounts/create-account.js';
import { newWorkspacePlan } from '../accounts/new-workspace-plan.js';
import { toCurrentUser } from './current-user.js';
import { registerOidcRoutes } from './oidc-routes.js';
import { signIn } from './sign-in.js';
import { rememberAddress } from './sign-in-throttle.js';

const message = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  r.get('/api/auth/config', { schema: { response: { 200: authConfig } } }, async () => ({
    signUpAllowed: ctx.config.allowSignup && !ctx.config.oidc,
    oidc: Boolean(ctx.config.oidc),
  }));

  r.get(
    '/api/auth/user',
    { onRequest: requireSignedIn, schema: { response: { 200: currentUser } } },
    async (req) => toCurrentUser(actorOf(req)),
  );

  r.post(
    '/api/auth/sign-up',
    { config: limit, schema: { body: signUpBody, response: { 201: currentUser, 403: message } } },
    async (req, reply) => {
      if (!ctx.config.allowSignup) throw new AppError('FORBIDDEN', MSG.signupDisabled);
      const { email, password, firstName, lastName } = req.body;
      const { userId } = await createAccount(
        ctx.database.db,
        { email, passwordHash: await hashPassword(password), firstName, lastName },
        newWorkspacePlan(ctx.config),
      );
      // The sign-up address is the account's first usual one (see sign-in.ts).
      await rememberAddress(ctx.database.db, userId, req.ip);
      await startSession(ctx, req, reply, userId);
      req.log.info({ userId }, 'account created');
      return reply.status(201).send(await userFor(ctx, userId));
    },
  );

  r.post(
    '/api/auth/sign-in',
    { config: limit, schema: { body: signInBody, response: { 200: currentUser } } },
    async (req, reply) => {
      const userId = await signIn(ctx.database.db, req.body, { address: req.ip });
      await startSession(ctx, req, reply, userId);
      return userFor(ctx, userId);
    },
  );

  r.post('/api/auth/sign-out', async (req, reply) => {
    app.liveStreams.endSession(req.sessionToken);
    await endSession(ctx, req, reply);
    return reply.status(204).send();
  });

  r.get('/api/logout', async (req, reply) => {
    app.liveStreams.endSession(req.sessionToken);
    await endSession(ctx, req, reply);
    return reply.redirect('/');
  });

  if (ctx.config.oidc) {
    await registerOidcRoutes(app, ctx, ctx.config.oidc);
  } else {
    r.get('/api/login', async (_req, reply) => reply.redirect('/sign-in'));
  }
}

async function userFor(ctx: AppContext, userId: string) {
  const actor = await loadActor(ctx.database.db, userId);
  if (!actor) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  return toCurrentUser(actor);
}
