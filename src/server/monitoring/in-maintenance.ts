// Which properties were in a maintenance window at given instants: one statement over arrays,
// an index probe per property on the expanded occurrences (maintenance_spans), run only for the
// checks that would raise an alert, so the scheduler's ordinary batch pays nothing for it.
import type pg from 'pg';

export async function propertiesInMaintenance(
  client: pg.ClientBase,
  checks: ReadonlyArray<{ propertyId: number; at: Date }>,
): Promise<Set<number>> {
  if (checks.length === 0) return new Set();
  const res = await client.query<{ id: number }>(
    `SELECT DISTINCT r.id FROM unnest($1::int[], $2::timestamptz[]) AS r(id, at)
      WHERE EXISTS (SELECT 1 FROM maintenance_spans s
                     WHERE s.property_id = r.id AND s.during @> r.at)`,
    [checks.map((c) => c.propertyId), checks.map((c) => c.at)],
  );
  return new Set(res.rows.map((r) => r.id));
}
