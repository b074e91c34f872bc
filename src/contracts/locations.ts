// Monitoring locations and their health (issue 28): the places checks are sent from, and the
// texts shown when one of them cannot see its targets.
import { z } from 'zod';

/** On a property whose last failed check was set aside because its location was degraded. */
export const NOT_CONFIRMED_DEGRADED = 'Not confirmed: monitoring location degraded';

/**
 * In words on the Locations panel: the install's own worker, an agent heard from within
 * CONNECTED_WITHIN_MS, one not heard from (or never), paused, or revoked (its token refused).
 */
export const LOCATION_STATES = ['primary', 'connected', 'not seen', 'paused', 'revoked'] as const;
export type LocationState = (typeof LOCATION_STATES)[number];
export const LOCATION_STATE_TEXT: Record<LocationState, string> = {
  primary: "This installation's worker",
  connected: 'Connected',
  'not seen': 'Not seen',
  paused: 'Paused',
  revoked: 'Revoked',
};
/** An agent long-polls every 25 s at most: one not heard from in 90 s is not connected. */
export const CONNECTED_WITHIN_MS = 90_000;

/** A location as the platform owner's System Overview shows it (GET /api/monitoring-locations). */
export const monitoringLocation = z.object({
  id: z.string(),
  name: z.string(),
  /** a free label such as "eu-west"; '' for none */
  region: z.string(),
  state: z.enum(LOCATION_STATES),
  lastSeenAt: z.string().nullable(),
  version: z.string().nullable(),
  /** over the last five minutes; null when nothing was measured */
  checksPerMinute: z.number().nullable(),
  lagP99Ms: z.number().nullable(),
  failureShare: z.number().nullable(),
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

export const LOCATION_MSG = {
  primaryFixed: 'The primary location is this installation itself: it cannot be paused or revoked',
  revokedFinal: 'This location was revoked: add a new location for a new token',
  notFound: 'Monitoring location not found',
  nameTaken: 'A location with this name already exists',
} as const;

export const createLocationBody = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(60, 'Name: at most 60 characters'),
  region: z.string().trim().max(40, 'Region: at most 40 characters').default(''),
});
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/** The new location and its token: shown once, only its hash is kept. */
export const createdLocation = z
  .object({ location: monitoringLocation, token: z.string() })
  .describe('The new location and its agent token (shown this once)');
export type CreatedLocation = z.infer<typeof createdLocation>;

export const locationParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a location id'),
});

export const LOCATION_ACTIONS = ['pause', 'resume', 'revoke'] as const;
export type LocationAction = (typeof LOCATION_ACTIONS)[number];
