// Alerts, dashboard statistics, history and live events: response schemas shared with the web.
import { z } from 'zod';

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
  totalAlerts: z.number(),
  unreadAlerts: z.number(),
  /** time of the newest completed check */
  lastScanAt: z.string().nullable(),
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
  points: z.array(historyPoint),
});
export type PropertyHistory = z.infer<typeof propertyHistory>;

/** What one check found (DESIGN §1): an answer, no answer in time, or an ICMP/TCP "unreachable". */
export const CHECK_OUTCOMES = ['up', 'timeout', 'unreachable'] as const;
export type ProbeOutcome = (typeof CHECK_OUTCOMES)[number];

/** One finished check as the live stream reports it: `rttMs` only when `up`. */
export type CheckOutcome = {
  propertyId: number;
  outcome: ProbeOutcome;
  rttMs: number | null;
  checkedAt: string;
};

/** Server-Sent Events on GET /api/events: `event: <type>` with this JSON as data. */
export type LiveEvent =
  | { type: 'status'; propertyId: number; status: string }
  | { type: 'alert'; propertyId: number; alertId: number; alertType: string }
  /** checks finished in one batch, with each one's outcome (one batch may span several events) */
  | { type: 'checks'; count: number; results: CheckOutcome[] }
  /**
   * the stream is live: data read before it may have missed changes, except the property list
   * whose ETag is `properties` (its version once the stream was live: an answer with that ETag
   * missed nothing)
   */
  | { type: 'ready'; properties?: string };
