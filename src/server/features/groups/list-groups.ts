// The workspace's groups by name, each with how many properties it holds.
import { and, asc, eq, sql } from 'drizzle-orm';
import { GROUP_MSG, type Group } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { propertyGroups } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const columns = {
  id: propertyGroups.id,
  name: propertyGroups.name,
  upstreamPropertyId: propertyGroups.upstreamPropertyId,
  parentGroupId: propertyGroups.parentGroupId,
  memberCount: sql<number>`(SELECT count(*)::int FROM properties p WHERE p.group_id = property_groups.id)`,
  createdAt: propertyGroups.createdAt,
};

type Row = Omit<Group, 'createdAt'> & { createdAt: Date };

const toDto = (r: Row): Group => ({
  ...r,
  memberCount: Number(r.memberCount),
  createdAt: r.createdAt.toISOString(),
});

export async function listGroups(db: DbOrTx, actor: Pick<Actor, 'workspaceId'>): Promise<Group[]> {
  const rows = await db
    .select(columns)
    .from(propertyGroups)
    .where(eq(propertyGroups.workspaceId, actor.workspaceId))
    .orderBy(asc(sql`lower(${propertyGroups.name})`), asc(propertyGroups.id));
  return rows.map(toDto);
}

/** One group of the caller's workspace, or 404. */
export async function getGroup(
  db: DbOrTx,
  actor: Pick<Actor, 'workspaceId'>,
  id: number,
): Promise<Group> {
  const [row] = await db
    .select(columns)
    .from(propertyGroups)
    .where(and(eq(propertyGroups.id, id), eq(propertyGroups.workspaceId, actor.workspaceId)));
  if (!row) throw notFound(GROUP_MSG.notFound);
  return toDto(row);
}
