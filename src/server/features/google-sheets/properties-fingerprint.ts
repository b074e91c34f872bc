// A digest of every field an import matches and compares, over one workspace's properties. Equal
// at preview and at commit, the plan made at preview still holds (planImport is pure), so the
// commit writes the staged rows without reading them back; different, the commit plans again.
// The groups a row may name are part of it (decision 033): a group renamed, deleted or given
// another upstream or parent between preview and commit re-plans too.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type Fingerprint = { count: number; digest: string };

/**
 * The digest's expression over `properties` (one workspace's rows): unit and record separators
 * keep "a|b" + "c" apart from "a" + "b|c"; NULL is its own mark.
 */
export const FINGERPRINT_DIGEST = sql.raw(`md5(string_agg(concat_ws(chr(31), id, name, address,
  ip_address, type, coalesce(description, chr(30)), coalesce(group_id::text, chr(30))), chr(29)
  ORDER BY id))`);

/** The same over the workspace's groups: what a `group` cell is matched and checked against. */
const groupsDigest = (workspaceId: string) => sql`(
  SELECT md5(coalesce(string_agg(concat_ws(chr(31), id, name,
           coalesce(upstream_property_id::text, chr(30)), coalesce(parent_group_id::text, chr(30))),
           chr(29) ORDER BY id), ''))
    FROM property_groups WHERE workspace_id = ${workspaceId})`;

/** The fingerprint's two columns, `count` and `digest`, for a select over one workspace's rows. */
export const fingerprintColumns = (workspaceId: string) =>
  sql`count(*)::int AS count, md5(concat(${FINGERPRINT_DIGEST}, ${groupsDigest(workspaceId)})) AS digest`;

export async function propertiesFingerprint(
  db: Pick<Db, 'execute'>,
  workspaceId: string,
): Promise<Fingerprint> {
  const { rows } = await db.execute<{ count: number; digest: string | null }>(sql`
    SELECT ${fingerprintColumns(workspaceId)} FROM properties WHERE workspace_id = ${workspaceId}`);
  return { count: rows[0]?.count ?? 0, digest: rows[0]?.digest ?? '' };
}

export const sameFingerprint = (a: Fingerprint | undefined, b: Fingerprint) =>
  a !== undefined && a.count === b.count && a.digest === b.digest;
