// The incidents a page offers to post (issue 27): one per shown property that is offline and not
// named by an active incident of the page ("Connectivity issue at Maple Court"). Worked out when
// the page is read, so nothing is stored until a person posts one; issue 29's automatic incidents
// (origin 'automatic') will be written by the monitor instead.
import { draftIncidentText, type DraftIncident } from '../../../contracts/status-pages.js';
import type { TrackedIncident } from '../../../contracts/tracked-incidents.js';
import type { Db } from '../../db/client.js';
import { shownProperties } from './shown-properties.js';

export async function draftIncidents(
  db: Db,
  page: { id: number; workspaceId: string },
  incidents: readonly TrackedIncident[],
): Promise<DraftIncident[]> {
  const { shown } = await shownProperties(db, page);
  const offline = shown.filter((p) => p.status === 'offline');
  const covered = new Set(
    incidents.filter((i) => i.state !== 'resolved').flatMap((i) => i.propertyIds),
  );
  return offline
    .filter((p) => !covered.has(p.propertyId))
    .map((p) => ({
      ...draftIncidentText(p.displayName ?? p.name),
      propertyIds: [p.propertyId],
      since: p.statusChangedAt?.toISOString() ?? null,
    }));
}
