// What an import's rows are planned against, as of one moment (one statement): the workspace's
// properties as one JSON text, which the reading thread parses (the web thread gets one string
// from PostgreSQL, not a row object per property), and their fingerprint, which the commit
// compares to know whether the plan still holds.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importGroupsJson } from './import-groups.js';
import type { ImportGroup } from './plan-import.js';
import { fingerprintColumns, type Fingerprint } from './properties-fingerprint.js';

/**
 * The workspace's properties as a JSON array of ExistingProperty (plan-import.ts), the groups a
 * row may name, and their fingerprint: all from one statement, so as of one moment.
 */
export type WorkspaceSnapshot = {
  existing: string;
  groups: ImportGroup[];
  fingerprint: Fingerprint;
};

export async function workspaceSnapshot(
  db: Pick<Db, 'execute'>,
  workspaceId: string,
): Promise<WorkspaceSnapshot> {
  const { rows } = await db.execute<{
    count: number;
    digest: string | null;
    existing: string;
    groups: string;
  }>(sql`
    SELECT ${fingerprintColumns(workspaceId)},
           coalesce(json_agg(json_build_object('id', id, 'name', name, 'address', address,
             'ipAddress', ip_address, 'type', type, 'description', description,
             'groupId', group_id) ORDER BY id), '[]')::text AS existing,
           ${importGroupsJson(workspaceId)} AS groups
      FROM properties WHERE workspace_id = ${workspaceId}`);
  const row = rows[0];
  return {
    existing: row?.existing ?? '[]',
    groups: JSON.parse(row?.groups ?? '[]') as ImportGroup[],
    fingerprint: { count: row?.count ?? 0, digest: row?.digest ?? '' },
  };
}
