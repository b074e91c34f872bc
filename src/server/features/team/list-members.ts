// GET /api/team/members: everyone in the caller's workspace, oldest membership first.
import { asc, eq } from 'drizzle-orm';
import type { TeamMember } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';
import { memberColumns } from './member-row.js';

export async function listMembers(db: Db, actor: Actor): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, actor.workspaceId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, isYou: r.id === actor.userId }));
}
