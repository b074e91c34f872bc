import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { createSession, destroySession, SESSION_COOKIE } from './sessions.js';

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
): Promise<void> {
  const previous = req.cookies[SESSION_COOKIE];
  if (previous) await destroySession(ctx.database.db, previous);
  const { token, expiresAt } = await createSession(
    ctx.database.db,
    userId,
    ctx.config.session,
    req.headers['user-agent'],
  );
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
  // Not a credential: only tells the web app it may start loading signed-in pages early.
  reply.setCookie(HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
}

export async function endSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await destroySession(ctx.database.db, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(HINT_COOKIE, { path: '/' });
}
