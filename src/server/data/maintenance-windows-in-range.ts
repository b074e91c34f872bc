// The seam for announcements (status pages, subscribers: issue 27's other half): which
// occurrences of which windows touch a set of properties in a time range. Read from the expanded
// occurrences (maintenance_spans), so a caller never expands a rule itself.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export type WindowInRange = {
  windowId: number;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  /** which of the asked properties it covers */
  propertyIds: number[];
};

/** Occurrences overlapping [from, to) that cover any of the properties, earliest first. */
export async function windowsInRange(
  db: DbOrTx,
  propertyIds: readonly number[],
  from: Date,
  to: Date,
): Promise<WindowInRange[]> {
  if (propertyIds.length === 0) return [];
  const res = await db.execute<{
    window_id: number;
    title: string;
    description: string | null;
    starts_at: string;
    ends_at: string;
    property_ids: number[];
  }>(sql`
    SELECT s.window_id, w.title, w.description, s.starts_at, s.ends_at,
           array_agg(s.property_id ORDER BY s.property_id) AS property_ids
      FROM maintenance_spans s JOIN maintenance_windows w ON w.id = s.window_id
     WHERE s.property_id = ANY(${`{${propertyIds.join(',')}}`}::int[])
       AND s.during && tstzrange(${from}, ${to})
     GROUP BY s.window_id, w.title, w.description, s.starts_at, s.ends_at
     ORDER BY s.starts_at, s.window_id`);
  return res.rows.map((r) => ({
    windowId: r.window_id,
    title: r.title,
    description: r.description,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    propertyIds: r.property_ids,
  }));
}
