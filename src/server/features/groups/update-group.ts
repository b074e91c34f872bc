// PUT /api/groups/{id}: the whole group anew; a change that would make a cycle or put an upstream
// inside its own group is refused and nothing changes (decision 033).
import { and, eq } from 'drizzle-orm';
import { GROUP_MSG, groupBody, type Group, type GroupBody } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { propertyGroups } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { assertGroupTree, lockGroups } from '../../data/group-tree.js';
import { assertGroupRefs, nameConflict } from './group-input.js';
import { getGroup } from './list-groups.js';

export async function updateGroup(
  db: Db,
  actor: Actor,
  id: number,
  input: GroupBody,
): Promise<Group> {
  const body = groupBody.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await lockGroups(tx, actor.workspaceId);
      await getGroup(tx, actor, id);
      await assertGroupRefs(tx, actor.workspaceId, body, id);
      const [row] = await tx
        .update(propertyGroups)
        .set({
          name: body.name,
          upstreamPropertyId: body.upstreamPropertyId ?? null,
          parentGroupId: body.parentGroupId ?? null,
          updatedAt: new Date(),
        })
        .where(and(eq(propertyGroups.id, id), eq(propertyGroups.workspaceId, actor.workspaceId)))
        .returning({ id: propertyGroups.id });
      if (!row) throw notFound(GROUP_MSG.notFound);
      await assertGroupTree(tx, actor.workspaceId);
      return getGroup(tx, actor, id);
    });
  } catch (err) {
    throw nameConflict(err) ?? err;
  }
}
