// Maintenance windows (issue 27, decision 026): planned work during which a property's checks go
// on, but no alert is sent for it and its time counts in no uptime figure.
import { z } from 'zod';
import { SETTINGS_MSG } from './settings.js';
import { canonicalTimeZone, isValidTimeZone } from './time-zone.js';

export const MAINTENANCE_MSG = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  startInvalid: 'Please enter a valid start time',
  endInvalid: 'Please enter a valid end time',
  endBeforeStart: 'The end must be after the start',
  tooLong: 'A maintenance window may last at most 31 days',
  timezoneInvalid: SETTINGS_MSG.timezoneInvalid,
  propertiesRequired: 'Choose at least one property, or all properties',
  unknownProperty: 'One of the chosen properties does not exist in this workspace',
  rruleInvalid: 'The recurrence rule is not a valid RFC 5545 RRULE',
  rruleUnbounded: 'A recurring window needs an end: an UNTIL date or a COUNT',
  rruleTooOften: 'A recurring window may happen at most once a day',
  rruleOverlaps: "A recurring window's occurrences must not overlap",
  rruleTooMany: 'A recurring window may have at most 1000 occurrences',
  rruleNoOccurrence: 'The recurrence rule gives no occurrence',
  notFound: 'Maintenance window not found',
  cancelled: 'This maintenance window was cancelled',
  notInProgress: 'This maintenance window is not in progress',
} as const;

export const MAX_WINDOW_DAYS = 31;
export const MAX_OCCURRENCES = 1000;

/** A window's state now: the list's three groups are upcoming (scheduled), ongoing and past. */
export const MAINTENANCE_STATES = ['scheduled', 'ongoing', 'ended', 'cancelled'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v).toISOString());

/** POST /api/maintenance-windows and PUT /api/maintenance-windows/{id}. */
export const maintenanceWindowBody = z.object({
  title: z
    .string({ error: MAINTENANCE_MSG.titleRequired })
    .trim()
    .min(1, MAINTENANCE_MSG.titleRequired)
    .max(120, MAINTENANCE_MSG.titleTooLong),
  description: z
    .string()
    .trim()
    .max(2000, MAINTENANCE_MSG.descriptionTooLong)
    .nullish()
    .transform((v) => v || null),
  /** every property of the workspace, those added later too */
  allProperties: z.boolean().default(false),
  /** the properties it covers when not all */
  propertyIds: z.array(z.number().int().positive()).max(10_000).default([]),
  /** the first occurrence's start and end (ISO 8601 with offset) */
  startsAt: instant(MAINTENANCE_MSG.startInvalid),
  endsAt: instant(MAINTENANCE_MSG.endInvalid),
  /** the IANA zone a recurrence follows; the workspace's when left out */
  timeZone: z
    .string({ error: MAINTENANCE_MSG.timezoneInvalid })
    .refine(isValidTimeZone, MAINTENANCE_MSG.timezoneInvalid)
    .transform(canonicalTimeZone)
    .optional(),
  /** RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;BYDAY=SU;UNTIL=20270101T000000Z"); null: once */
  rrule: z
    .string()
    .trim()
    .max(500, MAINTENANCE_MSG.rruleInvalid)
    .nullish()
    .transform((v) => v || null),
  /** tell the subscribers of the status pages showing its properties, once, when scheduled */
  announce: z.boolean().default(false),
});
export type MaintenanceWindowBody = z.input<typeof maintenanceWindowBody>;
export type MaintenanceWindowInput = z.output<typeof maintenanceWindowBody>;

export const maintenanceIdParams = z.object({ id: z.coerce.number().int().positive() });

const span = z.object({ startsAt: z.string(), endsAt: z.string() });

export const maintenanceWindow = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  allProperties: z.boolean(),
  propertyIds: z.array(z.number()),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  rrule: z.string().nullable(),
  state: z.enum(MAINTENANCE_STATES),
  /** the occurrence in progress, if any */
  current: span.nullable(),
  /** the next occurrence that has not started, if any */
  next: span.nullable(),
  /** the last occurrence that started (its end moved if it was ended early) */
  last: span.nullable(),
  occurrences: z.number(),
  /** planned maintenance time in all, in ms (ended early: as it happened) */
  totalMs: z.number(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindow>;

/** "2 h", "45 min", "1 d 3 h": planned maintenance time as the figures' notes say it. */
export function formatMaintenanceTime(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', mins ? `${mins} min` : ''];
  return parts.filter(Boolean).join(' ');
}

/** "excluding 2 h of planned maintenance": beside every uptime figure with maintenance in it. */
export function maintenanceNote(ms: number): string | null {
  return ms > 0 ? `excluding ${formatMaintenanceTime(ms)} of planned maintenance` : null;
}
