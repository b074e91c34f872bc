// How much planned maintenance lies inside an uptime figure's window, for the note beside it
// ("excluding 2 h of planned maintenance", decision 026). The checks of that time are already
// out of the rollups (the fold, the rollup views); this only says how long it was. Overlapping
// windows and the many properties of one window count once: the union of the spans, clipped to
// the window and to now. One statement over the GiST-indexed occurrences, never a rule expanded.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export type MaintenanceScope = { workspaceId: string } | { propertyId: number };

export async function plannedMaintenanceMs(
  db: DbOrTx,
  scope: MaintenanceScope,
  window: { start: Date; end: Date },
  now = new Date(),
): Promise<number> {
  const end = window.end < now ? window.end : now;
  if (end <= window.start) return 0;
  const which =
    'propertyId' in scope
      ? sql`s.property_id = ${scope.propertyId}`
      : sql`s.property_id IN (SELECT id FROM properties WHERE workspace_id = ${scope.workspaceId})`;
  const res = await db.execute<{ ms: number | string }>(sql`
    SELECT coalesce(extract(epoch FROM sum(upper(r) - lower(r))) * 1000, 0)::float8 AS ms
      FROM unnest((
        SELECT range_agg(s.during * tstzrange(${window.start}, ${end}))
          FROM maintenance_spans s
         WHERE ${which} AND s.during && tstzrange(${window.start}, ${end}))) AS r`);
  return Math.round(Number(res.rows[0]?.ms ?? 0));
}
