// Incidents people write (issue 27) on status pages: POST /api/status-pages/{id}/incidents and
// POST /api/status-pages/{id}/incidents/{incidentId}/updates. Named "tracked" beside the offline
// periods of contracts/incidents.ts (GET /api/properties/:id/incidents), whose answer stays as it
// is; issue 29 adds acknowledgement and escalation to this model.
import { z } from 'zod';
import { INCIDENT_ORIGINS, INCIDENT_STATES } from './status-page-model.js';

export const TRACKED_INCIDENT_MSG = {
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  stateInvalid: `State must be one of ${INCIDENT_STATES.join(', ')}`,
  propertyNotShown: 'An affected property is not shown on this page',
  notFound: 'Incident not found',
  resolved: 'This incident is resolved: post a new one',
} as const;

const message = z
  .string({ error: TRACKED_INCIDENT_MSG.messageRequired })
  .trim()
  .min(1, TRACKED_INCIDENT_MSG.messageRequired)
  .max(5000, 'Message must be at most 5000 characters');
const state = z.enum(INCIDENT_STATES, { error: TRACKED_INCIDENT_MSG.stateInvalid });

export const postIncidentBody = z.object({
  title: z
    .string({ error: TRACKED_INCIDENT_MSG.titleRequired })
    .trim()
    .min(1, TRACKED_INCIDENT_MSG.titleRequired)
    .max(200, 'Title must be at most 200 characters'),
  state: state.default('investigating'),
  message,
  /** affected properties: each must be shown on the page */
  propertyIds: z
    .array(z.number().int().positive())
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type PostIncidentBody = z.input<typeof postIncidentBody>;

export const postIncidentUpdateBody = z.object({ state, message });
export type PostIncidentUpdateBody = z.input<typeof postIncidentUpdateBody>;

export const incidentParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
  incidentId: z.coerce
    .number({ error: 'Not found' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const incidentUpdate = z.object({
  id: z.number(),
  state: state,
  message: z.string(),
  createdAt: z.string(),
});

export const trackedIncident = z.object({
  id: z.number(),
  title: z.string(),
  state: state,
  origin: z.enum(INCIDENT_ORIGINS),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  propertyIds: z.array(z.number()),
  /** newest first */
  updates: z.array(incidentUpdate),
});
export type TrackedIncident = z.infer<typeof trackedIncident>;
