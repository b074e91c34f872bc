// Database-backed sessions: the cookie holds a random token, the table its sha256.
import { hash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, sessions } from '../db/schema/index.js';
import { QUIET } from '../db/write-tracker.js';

/** The session cookie over plain http (loopback, tests); see sessionCookieName. */
export const SESSION_COOKIE = 'pm_session';
/**
 * Over https the cookie is `__Host-` prefixed: the browser then accepts it only with Secure,
 * Path=/ and no Domain, so no sibling subdomain or plain-http page can plant or overwrite it
 * (OWASP ASVS 3.4.4).
 */
export const SECURE_SESSION_COOKIE = '__Host-pm_session';

/** The cookie's name is fixed by configuration, so setting and reading always agree. */
export const sessionCookieName = (config: { publicUrl: string | undefined }) =>
  config.publicUrl?.startsWith('https:') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
/** lastSeen is written at most this often, so reads do not turn into writes on every request */
const TOUCH_EVERY_MS = 60_000;

// crypto.hash, one call: a third of createHash's cost on every signed-in request (bench:api)
export const hashSessionToken = (token: string) => hash('sha256', token, 'base64url');

export type SessionPolicy = { idleMs: number; absoluteMs: number };

export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
  userAgent?: string,
  workspaceId?: string,
): Promise<{ token: string; expiresAt: Date }> {
  // Always record the workspace the session acts in, so removing a member from that workspace
  // can end exactly the sessions that act in it.
  const workspace = workspaceId ?? (await firstWorkspaceOf(db, userId));
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + policy.absoluteMs);
  const idleExpiresAt = new Date(Math.min(now + policy.idleMs, absoluteExpiresAt.getTime()));
  await db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent: userAgent?.slice(0, 300),
    workspaceId: workspace ?? null,
  });
  return { token, expiresAt: absoluteExpiresAt };
}

export type LiveSession = { userId: string; workspaceId: string | null };

/** The user (and workspace) of a live session, sliding its idle expiry; undefined when expired. */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<LiveSession | undefined> {
  const idHash = hashSessionToken(token);
  const now = new Date();
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    );
  if (!row) return undefined;
  await touchSession(db, idHash, row, now, policy);
  return { userId: row.userId, workspaceId: row.workspaceId };
}

/**
 * Slides a live session's idle expiry, writing at most once a minute. Updates `row` (a cached
 * session's too) before the write, so requests arriving meanwhile do not write again.
 */
export async function touchSession(
  db: Db,
  idHash: string,
  row: { lastSeenAt: Date; absoluteExpiresAt: Date; idleExpiresAt?: Date },
  now: Date,
  policy: SessionPolicy,
): Promise<void> {
  if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
  const idle = new Date(Math.min(now.getTime() + policy.idleMs, row.absoluteExpiresAt.getTime()));
  row.lastSeenAt = now;
  row.idleExpiresAt = idle;
  // Quiet: moving the idle expiry forward invalidates no cached session (write-tracker.ts)
  await db.execute(
    sql`${sql.raw(QUIET)} UPDATE ${sessions} SET last_seen_at = ${now.toISOString()},
          idle_expires_at = ${idle.toISOString()} WHERE id_hash = ${idHash}`,
  );
}

/** Points a session at another workspace (the caller checked the membership). */
export async function setSessionWorkspace(db: Db, token: string, workspaceId: string) {
  await db
    .update(sessions)
    .set({ workspaceId })
    .where(eq(sessions.idHash, hashSessionToken(token)));
}

/**
 * Ends every session of a person acting in one workspace (they were removed from it). Takes a
 * transaction too, so the removal and the end of its sessions commit together.
 */
export async function endWorkspaceSessions(
  db: Pick<Db, 'delete'>,
  userId: string,
  workspaceId: string,
) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.workspaceId, workspaceId)));
}

async function firstWorkspaceOf(db: Db, userId: string): Promise<string | undefined> {
  const [m] = await db
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId))
    .limit(1);
  return m?.workspaceId;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db
    .delete(sessions)
    .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)));
}
