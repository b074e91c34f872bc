// The workspace's groups a row's `group` cell may name (decision 033), each with the upstream
// properties its members depend on (its own and those of the groups above it): the planner
// refuses a row that would put one of those inside the group (group-tree.ts's rule, per row).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ImportGroup } from './plan-import.js';

/** A JSON array of ImportGroup, as one text, for a select (the snapshot reads it in its statement). */
export const importGroupsJson = (workspaceId: string) => sql`(
  WITH RECURSIVE anc(group_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM property_groups WHERE workspace_id = ${workspaceId}
    UNION ALL
    SELECT a.group_id, g.parent_group_id, a.depth + 1
      FROM anc a JOIN property_groups g ON g.id = a.ancestor_id
     WHERE g.parent_group_id IS NOT NULL AND a.depth < 64)
  SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name,
           'upstreamIds', x.upstream_ids) ORDER BY x.id), '[]')::text
    FROM (SELECT g.id, g.name,
                 coalesce(array_agg(DISTINCT u.upstream_property_id)
                   FILTER (WHERE u.upstream_property_id IS NOT NULL), '{}') AS upstream_ids
            FROM property_groups g
            JOIN anc a ON a.group_id = g.id
            JOIN property_groups u ON u.id = a.ancestor_id
           GROUP BY g.id, g.name) x)`;

export async function readImportGroups(
  db: Pick<Db, 'execute'>,
  workspaceId: string,
): Promise<ImportGroup[]> {
  const { rows } = await db.execute<{ groups: string }>(
    sql`SELECT ${importGroupsJson(workspaceId)} AS groups`,
  );
  return JSON.parse(rows[0]?.groups ?? '[]') as ImportGroup[];
}

/**
 * Whether a row to be written names a group the commit's join on lower(name) does not find (the
 * planner matched it in JavaScript): never expected, but a row would then lose its group silently.
 */
export async function someGroupUnmatched(
  db: Pick<Db, 'execute'>,
  workspaceId: string,
  importId: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ missing: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM property_import_rows s
        LEFT JOIN property_groups g
               ON g.workspace_id = ${workspaceId} AND lower(g.name) = lower(s.group_name)
       WHERE s.import_id = ${importId} AND s.action IN ('create', 'update')
         AND s.group_name IS NOT NULL AND g.id IS NULL) AS missing`);
  return rows[0]?.missing ?? false;
}
