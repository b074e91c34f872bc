// Where the maintenance feature (issue 27, decision 026) plugs into the public page: scheduled and
// ongoing windows of the page's properties over the next 7 days, and which shown properties are
// in one now (shown as "Maintenance", the page "Under maintenance" when nothing is down). Uptime
// exclusion needs nothing here: the bars read the rollups (reporting/rollup-totals.ts), where
// maintenance is already left out.
import type { PublicStatus } from '../../../contracts/public-status.js';
import type { Db } from '../../db/client.js';
import { windowsInRange } from '../../data/maintenance-windows-in-range.js';

/** how far ahead the page announces planned work (issue 27) */
export const MAINTENANCE_AHEAD_MS = 7 * 24 * 3600 * 1000;

export type PageMaintenance = {
  windows: PublicStatus['maintenance'];
  /** property ids in a window now */
  underMaintenance: ReadonlySet<number>;
};

export async function pageMaintenance(
  db: Db,
  propertyIds: readonly number[],
  now: Date,
): Promise<PageMaintenance> {
  const occurrences = await windowsInRange(
    db,
    propertyIds,
    now,
    new Date(now.getTime() + MAINTENANCE_AHEAD_MS),
  );
  const underMaintenance = new Set<number>();
  for (const o of occurrences) {
    if (o.startsAt <= now && now < o.endsAt)
      o.propertyIds.forEach((id) => underMaintenance.add(id));
  }
  // a window's title and times only: which properties it covers is the admin's business
  const windows = occurrences.map((o) => ({
    title: o.title,
    startsAt: o.startsAt.toISOString(),
    endsAt: o.endsAt.toISOString(),
  }));
  return { windows, underMaintenance };
}
