// The session and its caller in one round trip: every signed-in API request starts here, so the
// session lookup, the person and their workspace are one query instead of two or three.
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { WorkspaceSummary } from '../../contracts/auth.js';
import type { Db } from '../db/client.js';
import { memberships, sessions, users, workspaces } from '../db/schema/index.js';
import { actorColumns, toActor, type Actor } from './actor.js';
import { hashSessionToken, touchSession, type SessionPolicy } from './sessions.js';

/**
 * The live session of `token` and who acts through it (the session's workspace, else the
 * person's oldest membership, as loadActor chooses); undefined when there is no live session.
 * The actor is undefined when the person belongs to no workspace.
 */
export async function resolveSessionActor(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<{ actor: Actor | undefined } | undefined> {
  const idHash = hashSessionToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      ...actorColumns,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      // GET /api/auth/user lists them; a person has a handful, so every request may carry them
      workspaces: sql<WorkspaceSummary[]>`(
        SELECT coalesce(json_agg(json_build_object('id', w.id, 'name', w.name, 'role', m.role)
                                 ORDER BY m.created_at, m.workspace_id), '[]')
          FROM ${memberships} m JOIN ${workspaces} w ON w.id = m.workspace_id
         WHERE m.user_id = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .leftJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    // the session's own workspace first, then the oldest membership
    .orderBy(
      desc(sql`${memberships.workspaceId} IS NOT DISTINCT FROM ${sessions.workspaceId}`),
      asc(memberships.createdAt),
      asc(memberships.workspaceId),
    )
    .limit(1);
  if (!row) return undefined;
  await touchSession(db, idHash, row, now, policy);
  const actor = toActor(row);
  return { actor: actor && { ...actor, workspaces: row.workspaces } };
}
