// The monitoring locations and their health, for the platform owner's System Overview (issue 28).
import { asc } from 'drizzle-orm';
import type { MonitoringLocationList } from '../../../contracts/locations.js';
import type { Db } from '../../db/client.js';
import { monitoringLocations } from '../../db/schema/index.js';

export async function listLocations(db: Db): Promise<MonitoringLocationList> {
  const rows = await db
    .select({
      id: monitoringLocations.id,
      name: monitoringLocations.name,
      degradedSince: monitoringLocations.degradedSince,
      evidence: monitoringLocations.degradedEvidence,
      recoveredAt: monitoringLocations.recoveredAt,
    })
    .from(monitoringLocations)
    .orderBy(asc(monitoringLocations.createdAt), asc(monitoringLocations.id));
  return {
    locations: rows.map((r) => ({
      id: r.id,
      name: r.name,
      degradedSince: r.degradedSince?.toISOString() ?? null,
      evidence: r.evidence,
      recoveredAt: r.recoveredAt?.toISOString() ?? null,
    })),
  };
}
