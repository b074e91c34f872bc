// Reports name the cause of a member's downtime (issue 29, decision 033): the part of its outages
// during which an upstream it depends on (its group's, its parent group's, …, as the groups are
// now) was down too, from the same incident spans the downtime figures are made of.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { IncidentSpan } from './report-stats.js';

/** Each grouped property of the workspace with the upstreams on its chain. */
export async function upstreamChains(db: Db, workspaceId: string): Promise<Map<number, number[]>> {
  const res = await db.execute<{ id: number; upstreams: number[] }>(sql`
    WITH RECURSIVE chain(pid, gid, depth) AS (
      SELECT p.id, p.group_id, 0 FROM properties p
       WHERE p.workspace_id = ${workspaceId} AND p.group_id IS NOT NULL
      UNION ALL
      SELECT c.pid, g.parent_group_id, c.depth + 1
        FROM chain c JOIN property_groups g ON g.id = c.gid
       WHERE g.parent_group_id IS NOT NULL AND c.depth < 32
    )
    SELECT c.pid AS id, array_agg(DISTINCT g.upstream_property_id) AS upstreams
      FROM chain c JOIN property_groups g ON g.id = c.gid
     WHERE g.upstream_property_id IS NOT NULL
     GROUP BY c.pid`);
  return new Map(res.rows.map((r) => [Number(r.id), r.upstreams.map(Number)]));
}

type Range = { start: Date; until: Date };

const clipped = (spans: readonly IncidentSpan[], range: Range, now: Date) => {
  const from = range.start.getTime();
  const to = Math.min(range.until.getTime(), now.getTime());
  return spans
    .map((s) => [Math.max(s.startedAt.getTime(), from), Math.min((s.endedAt ?? now).getTime(), to)])
    .filter(([a, b]) => b! > a!) as Array<[number, number]>;
};

/** How long the member's outages overlapped its upstreams' (merged, clipped to the range). */
export function upstreamDownMs(
  member: readonly IncidentSpan[],
  upstreams: readonly IncidentSpan[],
  range: Range,
  now: Date,
): number {
  const up = clipped(upstreams, range, now).sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [a, b] of up) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  let total = 0;
  for (const [a, b] of clipped(member, range, now)) {
    for (const [c, d] of merged) total += Math.max(0, Math.min(b, d) - Math.max(a, c));
  }
  return total;
}
