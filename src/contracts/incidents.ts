// GET /api/properties/:id/incidents: a property's offline periods, newest first.
import { z } from 'zod';

export const INCIDENTS_DEFAULT_LIMIT = 100;
export const INCIDENTS_MAX_LIMIT = 500;

export const incidentsQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${INCIDENTS_MAX_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${INCIDENTS_MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${INCIDENTS_MAX_LIMIT}`)
    .max(INCIDENTS_MAX_LIMIT, `limit must be a whole number from 1 to ${INCIDENTS_MAX_LIMIT}`)
    .default(INCIDENTS_DEFAULT_LIMIT),
});

export const incident = z.object({
  id: z.number(),
  startedAt: z.string(),
  /** null while the outage is ongoing */
  endedAt: z.string().nullable(),
  /** until the end, or until now while ongoing */
  durationSeconds: z.number(),
});
export type Incident = z.infer<typeof incident>;
