// The seam where the maintenance feature (issue 27, second half) plugs into the public page:
// scheduled and ongoing windows of the page's properties (the next 7 days), and which shown
// properties are in one now (shown as "Maintenance", the page "Under maintenance" when nothing
// is down). Until that feature lands there are none. Uptime exclusion needs nothing here: the
// bars read the rollups through reporting/rollup-totals.ts, where the exclusion will apply.
import type { PublicStatus } from '../../../contracts/public-status.js';
import type { Db } from '../../db/client.js';

export type PageMaintenance = {
  windows: PublicStatus['maintenance'];
  /** property ids in a window now */
  underMaintenance: ReadonlySet<number>;
};

export async function pageMaintenance(
  _db: Db,
  _workspaceId: string,
  _propertyIds: readonly number[],
  _now: Date,
): Promise<PageMaintenance> {
  return { windows: [], underMaintenance: new Set() };
}
