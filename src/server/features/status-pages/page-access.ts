// Who may see a protected page: a visitor who gave its password in this browser session (a
// session cookie holding an HMAC of the page id keyed by the page's password hash, so it proves
// the password without holding it and dies with a new password), or a caller sending the password
// itself in the X-Status-Page-Password header (checked with scrypt). Wrong passwords are counted
// per address and page: past WRONG_PASSWORDS_PER_WINDOW the answer is 429 for a while.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PASSWORD_HEADER, PUBLIC_STATUS_MSG } from '../../../contracts/public-status.js';
import { verifyPassword, type PasswordHashing } from '../../auth/password.js';
import { AppError, RateLimitedError } from '../../lib/errors.js';
import type { PageHead } from './kept-status.js';

export const WRONG_PASSWORDS_PER_WINDOW = 5;
export const WRONG_PASSWORD_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_WRONG = 'Too many wrong passwords: try again in a few minutes';

export const accessCookieName = (pageId: number) => `status_page_${pageId}`;

export function accessToken(head: PageHead): string {
  return createHmac('sha256', head.passwordHash ?? '')
    .update(`status-page:${head.id}`)
    .digest('base64url');
}

function hasAccessCookie(req: FastifyRequest, head: PageHead): boolean {
  const got = req.cookies[accessCookieName(head.id)];
  if (!got) return false;
  const want = Buffer.from(accessToken(head));
  const given = Buffer.from(got);
  return given.length === want.length && timingSafeEqual(given, want);
}

const wrong = new Map<string, { count: number; resetAt: number }>();

function assertNotLockedOut(key: string): void {
  const w = wrong.get(key);
  if (w && w.resetAt > Date.now() && w.count >= WRONG_PASSWORDS_PER_WINDOW) {
    throw new RateLimitedError(TOO_MANY_WRONG, Math.ceil((w.resetAt - Date.now()) / 1000));
  }
}

function countWrong(key: string): void {
  const now = Date.now();
  if (wrong.size > 100_000) wrong.clear();
  const w = wrong.get(key);
  if (!w || w.resetAt <= now) wrong.set(key, { count: 1, resetAt: now + WRONG_PASSWORD_WINDOW_MS });
  else w.count++;
}

/** Checks a password given for the page: true when right; counts and limits wrong ones. */
export async function checkPagePassword(
  req: FastifyRequest,
  head: PageHead,
  password: string,
  hashing: PasswordHashing,
): Promise<boolean> {
  // the slug too: the count lives in this module, and tests run many apps (each with its own
  // database, where page ids repeat) in one process: another file's wrong passwords for its page
  // 2 locked this file's page 2 out (CI)
  const key = `${req.ip}:${head.id}:${head.slug}`;
  assertNotLockedOut(key);
  if (await verifyPassword(password.slice(0, 200), head.passwordHash, hashing)) return true;
  countWrong(key);
  return false;
}

/** The browser may see the page from now until it closes. */
export function grantAccess(reply: FastifyReply, head: PageHead, secure: boolean): void {
  void reply.setCookie(accessCookieName(head.id), accessToken(head), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Whether the caller may read a page: public pages always; protected ones with the cookie or the
 * header (401 `unauthorized` without either, or with a wrong password in the header).
 */
export async function assertPageAccess(
  req: FastifyRequest,
  head: PageHead,
  hashing: PasswordHashing,
): Promise<void> {
  if (head.visibility === 'public' || hasAccessCookie(req, head)) return;
  const given = req.headers[PAGE_PASSWORD_HEADER];
  if (typeof given === 'string' && given.length > 0) {
    if (await checkPagePassword(req, head, given, hashing)) return;
    throw new AppError('unauthorized', PUBLIC_STATUS_MSG.passwordWrong);
  }
  throw new AppError('unauthorized', PUBLIC_STATUS_MSG.passwordNeeded);
}

/** For the HTML page: may the visitor see it, without a header check. */
export const mayView = (req: FastifyRequest, head: PageHead) =>
  head.visibility === 'public' || hasAccessCookie(req, head);
