// Report downloads (GET /api/reports/:kind) and the Recent Activity feed (GET /api/activity).
import { z } from 'zod';

export const REPORT_KINDS = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Longest custom range, in days. */
export const MAX_REPORT_DAYS = 366;
/** Ranges up to this many hours read the hourly rollups; longer ones the daily rollups. */
export const HOURLY_MAX_HOURS = 7 * 24;
/**
 * Days the hourly rollups are kept: a range starting earlier reads the daily rollups, however
 * short (at 1,000,000 properties the hourly rows are 24 million a day, issue 32). Past the raw
 * history's default 30 days, so every window the screens show by the hour is inside it.
 */
export const HOURLY_ROLLUP_DAYS = 35;

export const REPORT_TITLES: Record<ReportKind, string> = {
  daily: 'Daily Summary',
  weekly: 'Weekly Performance',
  monthly: 'Monthly Analytics',
  custom: 'Custom Date Range',
};

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const REPORT_MSG = {
  // spec core §8
  failedTitle: 'Generation Failed',
  failedBody: 'Failed to generate report. Please try again.',
  badFormat: 'format must be one of csv, xlsx, pdf',
  badDate: 'from and to must be dates (YYYY-MM-DD) or ISO date-times',
  customNeedsDates: 'A custom report needs both from and to dates (YYYY-MM-DD)',
  toBeforeFrom: 'to must be on or after from',
  tooLong: `A report can cover at most ${MAX_REPORT_DAYS} days`,
  propertyNotFound: 'Property not found',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A calendar date `YYYY-MM-DD` (a whole UTC day) or an ISO date-time with a zone. */
export const isReportDate = (v: string): boolean => {
  if (DATE_ONLY.test(v)) {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }
  return DATE_TIME.test(v) && !Number.isNaN(new Date(v).getTime());
};

const reportDate = z
  .string({ error: REPORT_MSG.badDate })
  .trim()
  .refine(isReportDate, REPORT_MSG.badDate)
  .optional();

export const reportParams = z.object({ kind: z.enum(REPORT_KINDS) });

/** from/to apply to `custom` only; the other kinds end now. */
export const reportQuery = z.object({
  from: reportDate,
  to: reportDate,
  format: z.enum(REPORT_FORMATS, { error: REPORT_MSG.badFormat }).default('csv'),
});
export type ReportQuery = z.input<typeof reportQuery>;

export const ACTIVITY_DEFAULT_LIMIT = 20;

export const activityQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(ACTIVITY_DEFAULT_LIMIT),
});

/**
 * One line of Recent Activity. `kind` is the activity log's kind (status.changed,
 * property.created, property.deleted, checks.requested, ...) or `alert.<type>` for an alert.
 * `id` is unique across both sources (`event-12`, `alert-7`).
 */
export const activityItem = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.string(),
  propertyId: z.number().nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** GET /api/reports/uptime (public API): figures per property as JSON, last 30 days by default. */
export const uptimeReportQuery = z.object({
  from: reportDate,
  to: reportDate,
  propertyId: z.coerce
    .number({ error: 'propertyId must be a property id' })
    .int('propertyId must be a property id')
    .positive('propertyId must be a property id')
    .optional(),
});
export type UptimeReportQuery = z.input<typeof uptimeReportQuery>;

const figures = {
  checks: z.number(),
  /** percent of checks that succeeded, null without checks */
  uptime: z.number().nullable(),
  avgMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
  incidents: z.number(),
  downtimeMs: z.number(),
};

export const uptimeReport = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    properties: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        status: z.string(),
        ...figures,
        /** of its downtime, the part while an upstream it depends on was down too (issue 29) */
        upstreamDownMs: z.number(),
      }),
    ),
    summary: z.object({ properties: z.number(), ...figures }),
  })
  .describe('UptimeReport');
export type UptimeReport = z.infer<typeof uptimeReport>;
