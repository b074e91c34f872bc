// Incidents people own (issue 29): GET /api/incidents, GET /api/incidents/{id} and the acknowledge,
// notes and resolve actions. The incident is the tracked incident of decision 025 (status pages
// post the same rows); the offline periods of GET /api/properties/{id}/incidents are another thing
// (contracts/incidents.ts).
import { z } from 'zod';
import { ACK_CHANNELS, INCIDENT_LIST_STATES } from './incident-model.js';
import { INCIDENT_ORIGINS, INCIDENT_STATES } from './status-page-model.js';

export const INCIDENT_MSG = {
  notFound: 'Incident not found',
  noteRequired: 'Note is required',
  noteTooLong: 'Note must be at most 5000 characters',
  resolveNoteRequired: 'Say in a note how it was resolved',
  alreadyResolved: 'This incident is already resolved',
  resolvedNoAck: 'This incident is resolved: there is nothing left to acknowledge',
  stateInvalid: `State must be one of ${INCIDENT_LIST_STATES.join(', ')}`,
  dateInvalid: 'Please enter a valid date',
  rangeInvalid: 'The end of the range must be after its start',
  propertyInvalid: 'Property must be a property id',
  /** the acknowledgement link's page (mail and SMS) */
  linkEnded: 'This incident has ended: there is nothing left to acknowledge.',
  linkInvalid: 'This link does not acknowledge this incident.',
  nameTooLong: 'Name must be at most 100 characters',
} as const;

/** 409: someone took it first; the message names them. */
export const alreadyAcknowledged = (who: string) => `Already acknowledged by ${who}`;

const note = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(5000, INCIDENT_MSG.noteTooLong);

export const incidentNoteBody = z.object({ message: note(INCIDENT_MSG.noteRequired) });
export type IncidentNoteBody = z.input<typeof incidentNoteBody>;

export const resolveIncidentBody = z.object({ message: note(INCIDENT_MSG.resolveNoteRequired) });
export type ResolveIncidentBody = z.input<typeof resolveIncidentBody>;

export const incidentIdParams = z.object({
  id: z.coerce
    .number({ error: INCIDENT_MSG.notFound })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

const day = z.iso.date({ error: INCIDENT_MSG.dateInvalid });

export const incidentListQuery = z
  .object({
    propertyId: z.coerce
      .number({ error: INCIDENT_MSG.propertyInvalid })
      .int(INCIDENT_MSG.propertyInvalid)
      .positive(INCIDENT_MSG.propertyInvalid)
      .max(2_147_483_647, INCIDENT_MSG.propertyInvalid)
      .optional(),
    state: z.enum(INCIDENT_LIST_STATES, { error: INCIDENT_MSG.stateInvalid }).optional(),
    /** started on or after this day (UTC), YYYY-MM-DD */
    from: day.optional(),
    /** started on or before this day (UTC), YYYY-MM-DD */
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: INCIDENT_MSG.rangeInvalid,
    path: ['to'],
  });
export type IncidentListQuery = z.input<typeof incidentListQuery>;

const person = z.object({ name: z.string() });

export const incidentAck = z.object({
  at: z.string(),
  /** a member's name, or the name typed on a link's page ("Someone" when none) */
  by: z.string(),
  via: z.enum(ACK_CHANNELS),
});

export const incidentSummary = z.object({
  id: z.number(),
  title: z.string(),
  state: z.enum(INCIDENT_STATES),
  origin: z.enum(INCIDENT_ORIGINS),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** until resolved, or until now while open */
  durationSeconds: z.number(),
  acknowledged: incidentAck.nullable(),
  properties: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type IncidentSummary = z.infer<typeof incidentSummary>;

export const incidentPage = z.object({
  items: z.array(incidentSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type IncidentPage = z.infer<typeof incidentPage>;

export const TIMELINE_KINDS = [
  'started',
  'update',
  'notification',
  'acknowledged',
  'note',
  'resolved',
] as const;

export const timelineEntry = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** the entry in words: the update's or note's message, the notification's summary */
  text: z.string(),
  author: person.nullable(),
  /** notifications: the channel, recipient and delivery state */
  channel: z.string().nullable(),
  recipient: z.string().nullable(),
  delivery: z.enum(['pending', 'delivered', 'failed', 'skipped']).nullable(),
  /** acknowledged: where from */
  via: z.enum(ACK_CHANNELS).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const incidentDetail = incidentSummary.extend({
  /** oldest first */
  timeline: z.array(timelineEntry),
});
export type IncidentDetail = z.infer<typeof incidentDetail>;
