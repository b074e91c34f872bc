// Alerts, dashboard statistics, history and live events: response schemas shared with the web.
import { z } from 'zod';
import { PROPERTY_TYPES, propertyStatus } from './properties.js';

export const ALERT_TYPES = ['offline', 'online', 'timeout', 'other'] as const;

export const alert = z.object({
  id: z.number(),
  type: z.enum(ALERT_TYPES),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  emailSent: z.boolean(),
  propertyId: z.number().nullable(),
});
export type Alert = z.infer<typeof alert>;

export const dashboardStats = z.object({
  totalProperties: z.number(),
  onlineProperties: z.number(),
  offlineProperties: z.number(),
  timeoutProperties: z.number(),
  unknownProperties: z.number(),
  /** mean response of properties online now, ms; null with none online */
  avgResponseTime: z.number().nullable(),
  /** mean response over the previous 24 h window (24-48 h ago), ms; null without data */
  yesterdayAvgResponseTime: z.number().nullable(),
  /** % of checks that succeeded over the last 24 h; null before any check */
  systemUptime: z.number().nullable(),
  /** planned maintenance in those 24 h, ms: its checks are left out of systemUptime (issue 27) */
  plannedMaintenanceMs: z.number(),
  totalAlerts: z.number(),
  unreadAlerts: z.number(),
  /** time of the newest completed check */
  lastScanAt: z.string().nullable(),
  /**
   * the properties of each type and how many of them are online, every type (none: 0): the
   * system overview's breakdown without the whole list (issue 32)
   */
  propertiesByType: z.array(
    z.object({ type: z.enum(PROPERTY_TYPES), count: z.number(), online: z.number() }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const HISTORY_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

export const historyQuery = z.object({
  range: z.enum(HISTORY_RANGES, { error: 'range must be one of 24h, 7d, 30d, 90d' }).default('24h'),
});

export const historyPoint = z.object({
  time: z.string(),
  checks: z.number(),
  ups: z.number(),
  uptime: z.number().nullable(),
  avgResponseTime: z.number().nullable(),
  minResponseTime: z.number().nullable(),
  maxResponseTime: z.number().nullable(),
});

export const propertyHistory = z.object({
  range: z.enum(HISTORY_RANGES),
  bucket: z.enum(['hour', 'day']),
  uptime: z.number().nullable(),
  checks: z.number(),
  avgResponseTime: z.number().nullable(),
  /** planned maintenance in the range, ms: its checks are left out of `uptime` (issue 27) */
  plannedMaintenanceMs: z.number(),
  points: z.array(historyPoint),
});
export type PropertyHistory = z.infer<typeof propertyHistory>;

/** What one check found (DESIGN §1): an answer, no answer in time, or an ICMP/TCP "unreachable". */
export const CHECK_OUTCOMES = ['up', 'timeout', 'unreachable'] as const;
export type ProbeOutcome = (typeof CHECK_OUTCOMES)[number];

/** One finished check as the live stream reports it: `rttMs` only when `up`. */
export const checkOutcome = z.object({
  propertyId: z.number(),
  outcome: z.enum(CHECK_OUTCOMES),
  rttMs: z.number().nullable(),
  checkedAt: z.string(),
  /** a failure set aside: the monitoring location was degraded, the property keeps its state */
  notConfirmed: z.literal(true).optional(),
});
export type CheckOutcome = z.infer<typeof checkOutcome>;

/**
 * The live events of one workspace, as the worker publishes them and the stream sends them
 * (the server adds the workspace, the stream drops it). Validated where they arrive: the web
 * process's LISTEN (data/change-listener.ts) and the browser (web/lib/api/live-events.ts).
 */
export const statusEvent = z.object({
  type: z.literal('status'),
  propertyId: z.number(),
  status: propertyStatus,
});
export const alertEvent = z.object({
  type: z.literal('alert'),
  propertyId: z.number(),
  alertId: z.number(),
  alertType: z.enum(ALERT_TYPES),
});
/** an incident opened, changed (acknowledged, a note, a member joined) or resolved (issue 29) */
export const incidentEvent = z.object({
  type: z.literal('incident'),
  incidentId: z.number(),
});
/** checks finished in one batch, with each one's outcome (one batch may span several events) */
export const checksEvent = z.object({
  type: z.literal('checks'),
  count: z.number(),
  results: z.array(checkOutcome),
});
/**
 * the stream is live: data read before it may have missed changes, except the property list
 * whose ETag is `properties` (its version once the stream was live: an answer with that ETag
 * missed nothing)
 */
export const readyEvent = z.object({ type: z.literal('ready'), properties: z.string().optional() });
/**
 * properties entered or left a planned maintenance window (issue 27): `inMaintenance` is where
 * they are now (one may leave a window and still be inside another). Sent when an occurrence
 * starts and when it ends (at its planned end, ended early or cancelled), at most
 * MAINTENANCE_END_EVERY_MS late; a large window is split over several events.
 */
export const maintenanceEvent = z.object({
  type: z.literal('maintenance'),
  propertyIds: z.array(z.number()),
  inMaintenance: z.boolean(),
});

/** Server-Sent Events on GET /api/events: `event: <type>` with this JSON as data. */
export const liveEvent = z.discriminatedUnion('type', [
  statusEvent,
  alertEvent,
  checksEvent,
  incidentEvent,
  readyEvent,
  maintenanceEvent,
]);
export type LiveEvent = z.infer<typeof liveEvent>;
/** The `event:` names of the stream. */
export const LIVE_EVENT_TYPES = [
  'status',
  'alert',
  'checks',
  'incident',
  'ready',
  'maintenance',
] as const satisfies readonly LiveEvent['type'][];
