import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { createSession, destroySession, SESSION_COOKIE, sessionCookieName } from './sessions.js';

const HINT_COOKIE = 'pm_hint';

/**
 * Starts a fresh session for the user: any session the browser carried is destroyed first, so
 * the id is rotated at every sign-in (no session fixation).
 */
export async function startSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  /** the workspace the session acts in; by default the person's first */
  workspaceId?: string,
): Promise<void> {
  const name = sessionCookieName(ctx.config);
  // Secure whenever the app is served over https (PUBLIC_URL), not only when this request
  // looks like https: behind a proxy that forgot X-Forwarded-Proto it would otherwise go out bare.
  const secure = name !== SESSION_COOKIE || req.protocol === 'https';
  const previous = req.cookies[name];
  if (previous) await destroySession(ctx.database.db, previous);
  const { token, expiresAt } = await createSession(
    ctx.database.db,
    userId,
    ctx.config.session,
    req.headers['user-agent'],
    workspaceId,
  );
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
  // Not a credential: only tells the web app it may start loading signed-in pages early.
  reply.setCookie(HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, expires: expiresAt });
}

export async function endSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const name = sessionCookieName(ctx.config);
  const token = req.cookies[name];
  if (token) await destroySession(ctx.database.db, token);
  clearSessionCookie(ctx, reply);
}

/** Clears the session and hint cookies (with the attributes a __Host- cookie must carry). */
export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  const name = sessionCookieName(ctx.config);
  reply.clearCookie(name, { path: '/', secure: name !== SESSION_COOKIE });
  reply.clearCookie(HINT_COOKIE, { path: '/' });
}
