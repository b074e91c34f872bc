// Upstream dependencies as monitoring sees them (issue 29, decision 033): which failing members
// have an upstream down, and what an upstream's outage covers. Set-based, run only for the checks
// of a batch that raise an alert or bring an upstream back, so the ordinary batch pays nothing.
// `upstreamOutageFor` is the seam for incidents: the one outage a property's failure belongs to.
import type pg from 'pg';

/**
 * Of these properties, those in a group whose upstream chain has a property down, each with the
 * highest such upstream (the root cause). `confirmedOnly`: offline only; otherwise an upstream
 * that is failing but not yet confirmed (timeout) counts too.
 */
export async function upstreamsDown(
  client: pg.ClientBase,
  propertyIds: readonly number[],
  confirmedOnly: boolean,
): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const res = await client.query<{ id: number; upstream: number }>(
    `SELECT id, upstream FROM (
       SELECT p.id, pm_upstream_down(p.group_id, $2) AS upstream
         FROM properties p WHERE p.id = ANY($1::int[]) AND p.group_id IS NOT NULL) d
      WHERE upstream IS NOT NULL`,
    [propertyIds, confirmedOnly],
  );
  return new Map(res.rows.map((r) => [r.id, r.upstream]));
}

export type UpstreamDependents = {
  /** the groups it is the upstream of, by name */
  groups: string[];
  /** every member of those groups and of the groups below them, by name */
  members: Array<{ id: number; name: string }>;
};

/** For each property that is some group's upstream: the groups and the members depending on it. */
export async function dependentsOf(
  client: pg.ClientBase,
  upstreamIds: readonly number[],
): Promise<Map<number, UpstreamDependents>> {
  if (upstreamIds.length === 0) return new Map();
  const res = await client.query<{
    upstream: number;
    group_name: string | null;
    member_id: number | null;
    member_name: string | null;
  }>(
    `WITH RECURSIVE sub(upstream, group_id, top, depth) AS (
       SELECT g.upstream_property_id, g.id, true, 0 FROM property_groups g
        WHERE g.upstream_property_id = ANY($1::int[])
       UNION ALL
       SELECT s.upstream, g.id, false, s.depth + 1
         FROM property_groups g JOIN sub s ON g.parent_group_id = s.group_id
        WHERE s.depth < 32
     )
     SELECT s.upstream, g.name AS group_name, NULL::int AS member_id, NULL::text AS member_name
       FROM sub s JOIN property_groups g ON g.id = s.group_id WHERE s.top
     UNION
     SELECT s.upstream, NULL, p.id, p.name
       FROM sub s JOIN properties p ON p.group_id = s.group_id AND p.id <> s.upstream
     ORDER BY 1, 2, 4, 3`,
    [upstreamIds],
  );
  const out = new Map<number, UpstreamDependents>();
  for (const r of res.rows) {
    let d = out.get(r.upstream);
    if (!d) out.set(r.upstream, (d = { groups: [], members: [] }));
    if (r.group_name !== null) d.groups.push(r.group_name);
    else if (r.member_id !== null && !d.members.some((m) => m.id === r.member_id)) {
      d.members.push({ id: r.member_id, name: r.member_name! });
    }
  }
  return out;
}

export type UpstreamOutage = {
  upstreamPropertyId: number;
  groups: string[];
  affectedPropertyIds: number[];
};

/**
 * The upstream outage a property is part of now, or null: for a failing member, the outage of the
 * highest upstream confirmed offline above it; for an upstream confirmed offline, its own. The
 * incidents work joins a member to its upstream's one incident through this.
 */
export async function upstreamOutageFor(
  client: pg.ClientBase,
  propertyId: number,
): Promise<UpstreamOutage | null> {
  const self = await client.query<{ status: string }>(
    `SELECT status FROM properties WHERE id = $1`,
    [propertyId],
  );
  const status = self.rows[0]?.status;
  if (status !== 'offline' && status !== 'timeout') return null;
  const above = (await upstreamsDown(client, [propertyId], true)).get(propertyId);
  const upstream = above ?? (status === 'offline' ? propertyId : undefined);
  if (upstream === undefined) return null;
  const d = (await dependentsOf(client, [upstream])).get(upstream);
  if (!d) return null;
  return {
    upstreamPropertyId: upstream,
    groups: d.groups,
    affectedPropertyIds: d.members.map((m) => m.id),
  };
}
