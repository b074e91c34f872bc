// The rules every change of groups and memberships keeps (decision 033), checked after the change
// inside its transaction, under one lock per workspace so two edits cannot together make what each
// alone would not (a cycle made of two parent changes): a failed check rolls the change back.
import { sql } from 'drizzle-orm';
import { GROUP_MSG } from '../../contracts/groups.js';
import type { Tx } from '../db/client.js';
import { badRequest } from '../lib/errors.js';

/** Serialises the changes of one workspace's groups and memberships until the transaction ends. */
export async function lockGroups(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('property_groups:' || ${workspaceId}))`,
  );
}

/**
 * Refuses (400) a dependency cycle (a group its own ancestor) and an upstream that is a member of
 * a group it is the upstream of, or of a group below that one (it would depend on itself).
 */
export async function assertGroupTree(tx: Tx, workspaceId: string): Promise<void> {
  const res = await tx.execute<{ cycle: boolean; self_upstream: boolean }>(sql`
    WITH RECURSIVE anc(group_id, ancestor_id, depth) AS (
      SELECT id, id, 0 FROM property_groups WHERE workspace_id = ${workspaceId}
      UNION ALL
      SELECT a.group_id, g.parent_group_id, a.depth + 1
        FROM anc a JOIN property_groups g ON g.id = a.ancestor_id
       WHERE g.parent_group_id IS NOT NULL AND a.depth < 64
    )
    SELECT EXISTS (SELECT 1 FROM anc WHERE depth > 0 AND group_id = ancestor_id) AS cycle,
           EXISTS (SELECT 1 FROM anc a
                     JOIN property_groups g ON g.id = a.ancestor_id
                     JOIN properties p ON p.id = g.upstream_property_id
                    WHERE p.group_id = a.group_id) AS self_upstream`);
  const row = res.rows[0];
  if (row?.cycle) throw badRequest(GROUP_MSG.cycle);
  if (row?.self_upstream) throw badRequest(GROUP_MSG.upstreamIsMember);
}
