// The detail page's Locations section and its history split by location (issue 28): each place
// checks are sent from (the primary and every active agent), its last result at one property,
// and one location's history of that property.
import { z } from 'zod';
import { historyQuery } from './monitoring.js';

/**
 * A location's last result: the answers of a check, `refused` when the agent's own target policy
 * refused it, and `failed` for a failed check of the primary whose kind is no longer kept.
 */
export const LOCATION_OUTCOMES = ['up', 'timeout', 'unreachable', 'refused', 'failed'] as const;
export type LocationOutcome = (typeof LOCATION_OUTCOMES)[number];

export const LOCATION_OUTCOME_TEXT: Record<LocationOutcome, string> = {
  up: 'Up',
  timeout: 'Timeout',
  unreachable: 'Unreachable',
  refused: "Refused by this location's policy",
  failed: 'Failed',
};
export const NOT_CHECKED_TEXT = 'Not checked yet';

/** The id of the install's own worker as a location (decision 027). */
export const PRIMARY_LOCATION_ID = 'primary';

export const propertyLocation = z.object({
  id: z.string(),
  name: z.string(),
  /** a free label such as "eu-west"; '' for none */
  region: z.string(),
  primary: z.boolean(),
  /** null before this location has checked the property */
  outcome: z.enum(LOCATION_OUTCOMES).nullable(),
  /** the last check's round trip when it was up, ms */
  rttMs: z.number().nullable(),
  checkedAt: z.string().nullable(),
  /** the result reached the server late (the agent had been cut off) */
  late: z.boolean(),
  /**
   * NOT_CONFIRMED_DEGRADED while this location is degraded and its last result is a failure
   * (set aside: not counted, no alert; decision 027); absent otherwise
   */
  notConfirmed: z.string().optional(),
});
export type PropertyLocation = z.infer<typeof propertyLocation>;

export const propertyLocations = z
  .object({
    /** the workspace's time zone, in which the page shows when each location checked */
    timeZone: z.string(),
    locations: z.array(propertyLocation),
  })
  .describe("Each location's last result for this property");
export type PropertyLocations = z.infer<typeof propertyLocations>;

/** Agents' history is kept by the hour for the ranges split by location. */
export const LOCATION_HISTORY_RANGES = ['24h', '7d'] as const;

export const LOCATION_HISTORY_MSG = {
  rangeTooLong: 'History by location covers the last 7 days: choose 24h or 7d',
} as const;

/** GET /api/properties/:id/history?range&location: without `location`, the property's own. */
export const propertyHistoryQuery = historyQuery.extend({
  location: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'Not a location id')
    .optional(),
});
