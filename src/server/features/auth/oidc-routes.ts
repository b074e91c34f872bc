// OpenID Connect sign-in: authorization code + PKCE, state and nonce checked (openid-client v6).
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { startSession } from '../../auth/session-cookie.js';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { oidcLogins } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { AFFILIATE_COOKIE } from '../../../contracts/affiliates.js';
import { loginQuery, safeReturnTo, signInUrl } from '../../../contracts/return-to.js';
import { paths, serverPaths } from '../../../contracts/web-routes.js';
import { OidcLinkRefused, upsertOidcUser } from './upsert-oidc-user.js';
import { errors, noBody } from '../../http/responses.js';

const LOGIN_COOKIE = 'pm_oidc';
const LOGIN_TTL_MS = 10 * 60_000;

export async function registerOidcRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  settings: NonNullable<Config['oidc']>,
): Promise<void> {
  let discovered: oidc.Configuration | undefined;
  // Discovery is lazy so the app starts even while the identity provider is briefly down.
  const provider = async () =>
    (discovered ??= await oidc.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      settings.clientSecret,
      undefined,
      settings.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    ));
  const callbackUrl = (req: FastifyRequest) =>
    `${ctx.config.publicUrl ?? `${req.protocol}://${req.host}`}/api/callback`;
  const db = ctx.database.db;

  const r = app.withTypeProvider<ZodTypeProvider>();
  const login = {
    schema: { querystring: loginQuery, response: { 302: noBody, ...errors(400, 429, 503) } },
  };
  r.get(serverPaths.login, login, async (req, reply) => {
    const config = await provider();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const id = randomBytes(24).toString('base64url');
    await db
      .delete(oidcLogins)
      .where(lt(oidcLogins.createdAt, new Date(Date.now() - LOGIN_TTL_MS)));
    // where the callback sends the person: the page they asked for (issue 30), else the dashboard
    const returnTo = safeReturnTo(req.query.next) ?? paths.home;
    await db.insert(oidcLogins).values({ id, state, nonce, codeVerifier, returnTo });
    reply.setCookie(LOGIN_COOKIE, id, {
      path: '/api/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: LOGIN_TTL_MS / 1000,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(req),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(url.href);
  });

  app.get(
    '/api/callback',
    { schema: { response: { 302: noBody, ...errors(400, 401, 403, 429, 503) } } },
    async (req, reply) => {
      const id = req.cookies[LOGIN_COOKIE];
      const [login] = id ? await db.select().from(oidcLogins).where(eq(oidcLogins.id, id)) : [];
      if (!login || login.createdAt.getTime() < Date.now() - LOGIN_TTL_MS) {
        throw new AppError('validation', 'Sign-in session expired. Please sign in again.');
      }
      await db.delete(oidcLogins).where(eq(oidcLogins.id, login.id));
      reply.clearCookie(LOGIN_COOKIE, { path: '/api/callback' });
      const config = await provider();
      const current = new URL(req.url, callbackUrl(req));
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
        });
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'oidc callback refused');
        throw new AppError('unauthorized', 'Sign-in failed. Please try again.');
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new AppError('unauthorized', 'Sign-in failed. Please try again.');
      let claims: oidc.IDToken;
      try {
        claims = await withUserInfo(config, tokens.access_token, idClaims);
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'oidc userinfo refused');
        throw new AppError('unauthorized', 'Sign-in failed. Please try again.');
      }
      let userId: string;
      try {
        userId = await upsertOidcUser(ctx, claims, req.cookies[AFFILIATE_COOKIE]);
      } catch (err) {
        if (!(err instanceof OidcLinkRefused)) throw err;
        // A browser navigation: the sign-in page explains why (contracts/verification.ts).
        req.log.warn({ reason: err.reason }, 'oidc sign-in not linked to an existing account');
        const signIn = new URL(signInUrl(login.returnTo), 'http://x');
        signIn.searchParams.set('error', err.reason);
        return reply.redirect(`${signIn.pathname}${signIn.search}`);
      }
      await startSession(ctx, req, reply, userId);
      // checked when stored; again here, as a row is no place to trust a redirect from
      return reply.redirect(safeReturnTo(login.returnTo) ?? paths.home);
    },
  );
}

/**
 * The email and profile claims asked for by scope are returned from the UserInfo endpoint by
 * spec-conformant providers (OIDC Core 5.4), not in the ID token; some providers put them in
 * both. Merge the two, UserInfo winning for profile fields; the ID token's iss and sub stay
 * authoritative (fetchUserInfo also refuses a UserInfo response for another subject).
 */
async function withUserInfo(
  config: oidc.Configuration,
  accessToken: string,
  claims: oidc.IDToken,
): Promise<oidc.IDToken> {
  if (!config.serverMetadata().userinfo_endpoint) return claims;
  const info = await oidc.fetchUserInfo(config, accessToken, claims.sub);
  return { ...claims, ...info, iss: claims.iss, sub: claims.sub };
}
