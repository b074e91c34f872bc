// What an import's rows are planned against, as of one moment (one statement): the workspace's
// properties as one JSON text, which the reading thread parses (the web thread gets one string
// from PostgreSQL, not a row object per property), and their fingerprint, which the commit
// compares to know whether the plan still holds.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { FINGERPRINT_COLUMNS, type Fingerprint } from './properties-fingerprint.js';

/** The workspace's properties as a JSON array of ExistingProperty (plan-import.ts), and their fingerprint. */
export type WorkspaceSnapshot = { existing: string; fingerprint: Fingerprint };

export async function workspaceSnapshot(
  db: Pick<Db, 'execute'>,
  workspaceId: string,
): Promise<WorkspaceSnapshot> {
  const { rows } = await db.execute<{ count: number; digest: string | null; existing: string }>(sql`
    SELECT ${FINGERPRINT_COLUMNS},
           coalesce(json_agg(json_build_object('id', id, 'name', name, 'address', address,
             'ipAddress', ip_address, 'type', type, 'description', description) ORDER BY id),
             '[]')::text AS existing
      FROM properties WHERE workspace_id = ${workspaceId}`);
  const row = rows[0];
  return {
    existing: row?.existing ?? '[]',
    fingerprint: { count: row?.count ?? 0, digest: row?.digest ?? '' },
  };
}
