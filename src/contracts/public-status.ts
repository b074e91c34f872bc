// GET /api/public/status/{slug}: what the public page /status/{slug} shows, as JSON. Never an IP
// address; an address only where the admin ticked it. A protected page answers 401 without its
// password (the cookie the password form sets, or the X-Status-Page-Password header).
import { z } from 'zod';
import { INCIDENT_STATES, OVERALL_STATES, SHOWN_STATES } from './status-page-model.js';

export const PAGE_PASSWORD_HEADER = 'x-status-page-password';
export const UPTIME_DAYS = 90;

export const PUBLIC_STATUS_MSG = {
  notFound: 'Status page not found',
  passwordNeeded: 'This status page is protected: enter its password',
  passwordWrong: 'Wrong password',
  propertyNotShown: 'This property is not shown on this status page',
} as const;

/** /status/{slug}/properties/{propertyId}/badge.svg */
export const propertyBadgeParams = z.object({
  slug: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, PUBLIC_STATUS_MSG.notFound),
  propertyId: z.coerce
    .number({ error: PUBLIC_STATUS_MSG.propertyNotShown })
    .int(PUBLIC_STATUS_MSG.propertyNotShown)
    .positive(PUBLIC_STATUS_MSG.propertyNotShown)
    .max(2_147_483_647, PUBLIC_STATUS_MSG.propertyNotShown),
});
export const propertyBadgeQuery = z.object({
  /** the property's state (default) or its uptime over the page's 90 days */
  show: z.enum(['state', 'uptime'], { error: 'show must be state or uptime' }).default('state'),
});
export type PropertyBadgeShows = z.output<typeof propertyBadgeQuery>['show'];

export const publicStatusParams = z.object({
  slug: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, PUBLIC_STATUS_MSG.notFound),
});

const publicUpdate = z.object({
  state: z.enum(INCIDENT_STATES),
  message: z.string(),
  at: z.string(),
});

export const publicIncident = z.object({
  id: z.number(),
  title: z.string(),
  state: z.enum(INCIDENT_STATES),
  startedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** display names of the affected properties shown on this page */
  affected: z.array(z.string()),
  /** newest first */
  updates: z.array(publicUpdate),
});
export type PublicIncident = z.infer<typeof publicIncident>;

export const uptimeDay = z.object({
  /** UTC day, YYYY-MM-DD */
  date: z.string(),
  /** % of checks that succeeded; null: no checks that day */
  uptime: z.number().nullable(),
  /** titles of the incidents people posted that touched the property that day (only when any) */
  incidents: z.array(z.string()).optional(),
  /** the property's confirmed offline periods that day, and their minutes in it (only when any) */
  outages: z.object({ count: z.number(), minutes: z.number() }).optional(),
});
export type UptimeDay = z.infer<typeof uptimeDay>;

export const publicProperty = z.object({
  /** the property's id, as in its badge's address /status/{slug}/properties/{id}/badge.svg */
  id: z.number(),
  name: z.string(),
  /** only when the admin ticked "show address" */
  address: z.string().nullable(),
  state: z.enum(SHOWN_STATES),
  /** over the 90 days; null without checks */
  uptime: z.number().nullable(),
  /** the last 90 UTC days, oldest first */
  days: z.array(uptimeDay),
});
export type PublicProperty = z.infer<typeof publicProperty>;

export const publicStatus = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  accentColor: z.string().nullable(),
  /** the page's own host name when its plan includes one: its address is then https://{it}/ */
  customDomain: z.string().nullable(),
  overall: z.enum(OVERALL_STATES),
  sections: z.array(z.object({ name: z.string(), properties: z.array(publicProperty) })),
  /** not resolved, newest first */
  activeIncidents: z.array(publicIncident),
  /** resolved in the last 90 days, newest first */
  resolvedIncidents: z.array(publicIncident),
  /** scheduled and ongoing maintenance windows: filled by the maintenance feature */
  maintenance: z.array(z.object({ title: z.string(), startsAt: z.string(), endsAt: z.string() })),
  generatedAt: z.string(),
});
export type PublicStatus = z.infer<typeof publicStatus>;
