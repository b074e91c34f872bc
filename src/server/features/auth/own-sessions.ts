// A person's own live sessions: list them, end one, or end every other one (Settings → Sessions).
// Only the caller's sessions are ever read or ended: every statement filters by their user id.
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { describeUserAgent, SESSION_MSG, type SessionInfo } from '../../../contracts/sessions.js';
import { hashSessionToken } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const live = (userId: string, now: Date) =>
  and(
    eq(sessions.userId, userId),
    gt(sessions.idleExpiresAt, now),
    gt(sessions.absoluteExpiresAt, now),
  );

export async function listOwnSessions(
  db: Db,
  opts: { userId: string; currentToken: string | null },
): Promise<SessionInfo[]> {
  const current = opts.currentToken ? hashSessionToken(opts.currentToken) : null;
  const rows = await db
    .select()
    .from(sessions)
    .where(live(opts.userId, new Date()))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((r) => ({
      id: r.idHash,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      expiresAt: new Date(
        Math.min(r.idleExpiresAt.getTime(), r.absoluteExpiresAt.getTime()),
      ).toISOString(),
      device: describeUserAgent(r.userAgent),
      current: r.idHash === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the caller's sessions; 404 for anyone else's (or an unknown id). */
export async function endOwnSession(db: Db, opts: { userId: string; id: string }): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, opts.userId), eq(sessions.idHash, opts.id)))
    .returning({ id: sessions.idHash });
  if (ended.length === 0) throw notFound(SESSION_MSG.notFound);
}

/** Ends every session of the caller but the one making the request; the ended ids. */
export async function endOtherSessions(
  db: Db,
  opts: { userId: string; currentToken: string | null },
): Promise<string[]> {
  const keep = opts.currentToken ? hashSessionToken(opts.currentToken) : '';
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, opts.userId), ne(sessions.idHash, keep)))
    .returning({ id: sessions.idHash });
  return ended.map((r) => r.id);
}
