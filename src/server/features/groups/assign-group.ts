// POST /api/groups/assign: puts properties in a group or in none (data/assign-property-group.ts),
// named by id or as the properties page's selection (issue 32): the ids the selection shows
// come from the kept index, as the page's do, so "all of these" is what the page counted.
import { ASSIGN_MSG, type AssignGroupRequest } from '../../../contracts/group-assign.js';
import { GROUP_MSG, MAX_BULK_ASSIGN } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { assignPropertyGroup } from '../../data/assign-property-group.js';
import { keptPropertyIndex } from '../../data/kept-property-index.js';
import { selectPositions } from '../../data/property-index.js';
import { badRequest } from '../../lib/errors.js';

export async function assignGroup(
  database: Database,
  actor: Actor,
  { groupId, propertyIds, selection }: AssignGroupRequest,
): Promise<{ updated: number }> {
  const ids = propertyIds ?? (await selectedIds(database, actor, selection!));
  return database.db.transaction(async (tx) => ({
    // a property of the selection deleted since the index was read is left out, not refused
    updated: await assignPropertyGroup(tx, actor, groupId, ids, {
      leaveOutGone: propertyIds === undefined,
    }),
  }));
}

async function selectedIds(
  database: Database,
  actor: Actor,
  selection: NonNullable<AssignGroupRequest['selection']>,
): Promise<number[]> {
  const index = await keptPropertyIndex(database)(actor);
  const positions = selectPositions(index, { ...selection, direction: 'ascending' });
  if (positions.length === 0) throw badRequest(ASSIGN_MSG.nothingSelected);
  if (positions.length > MAX_BULK_ASSIGN) throw badRequest(GROUP_MSG.tooManyProperties);
  return Array.from(positions, (i) => index.ids[i]!);
}
