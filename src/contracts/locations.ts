// Monitoring locations and their health (issue 28): the places checks are sent from, and the
// texts shown when one of them cannot see its targets.
import { z } from 'zod';

/** On a property whose last failed check was set aside because its location was degraded. */
export const NOT_CONFIRMED_DEGRADED = 'Not confirmed: monitoring location degraded';

/** A location as the platform owner's System Overview shows it (GET /api/monitoring-locations). */
export const monitoringLocation = z.object({
  id: z.string(),
  name: z.string(),
  /** set while degraded: since when, and the evidence in words */
  degradedSince: z.string().nullable(),
  evidence: z.string().nullable(),
  recoveredAt: z.string().nullable(),
});
export type MonitoringLocation = z.infer<typeof monitoringLocation>;

export const monitoringLocationList = z.object({ locations: z.array(monitoringLocation) });
export type MonitoringLocationList = z.infer<typeof monitoringLocationList>;

/** The System Overview banner while a location is degraded. */
export function degradedBanner(l: Pick<MonitoringLocation, 'name' | 'evidence'>, since: string) {
  return `Monitoring location ${l.name} is degraded since ${since}: ${l.evidence ?? 'no evidence recorded'}. Its failed checks are set aside; no customer alert is sent for them.`;
}
