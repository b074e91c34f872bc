// GET /api/incidents/{id}: one incident of the caller's workspace with its timeline.
import { eq } from 'drizzle-orm';
import { INCIDENT_MSG, type IncidentDetail } from '../../../contracts/incidents-api.js';
import type { DbOrTx } from '../../db/client.js';
import { trackedIncidents } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { incidentSummaries } from './incident-summaries.js';
import { incidentTimeline } from './incident-timeline.js';

export async function getIncident(
  db: DbOrTx,
  workspaceId: string,
  id: number,
): Promise<IncidentDetail> {
  const [incident] = await incidentSummaries(db, workspaceId, eq(trackedIncidents.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!incident) throw notFound(INCIDENT_MSG.notFound);
  return { ...incident, timeline: await incidentTimeline(db, incident) };
}
