// POST /api/groups: a new group, its upstream and parent checked (decision 033).
import { groupBody, type Group, type GroupBody } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { propertyGroups } from '../../db/schema/index.js';
import { assertGroupTree, lockGroups } from '../../data/group-tree.js';
import { assertGroupRefs, nameConflict } from './group-input.js';
import { getGroup } from './list-groups.js';

export async function createGroup(db: Db, actor: Actor, input: GroupBody): Promise<Group> {
  const body = groupBody.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await lockGroups(tx, actor.workspaceId);
      await assertGroupRefs(tx, actor.workspaceId, body);
      const [row] = await tx
        .insert(propertyGroups)
        .values({
          workspaceId: actor.workspaceId,
          name: body.name,
          upstreamPropertyId: body.upstreamPropertyId ?? null,
          parentGroupId: body.parentGroupId ?? null,
        })
        .returning({ id: propertyGroups.id });
      await assertGroupTree(tx, actor.workspaceId);
      return getGroup(tx, actor, row!.id);
    });
  } catch (err) {
    throw nameConflict(err) ?? err;
  }
}
