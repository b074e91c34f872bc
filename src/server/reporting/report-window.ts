// The one definition of a reporting window, used by downloads, mailed reports, the dashboard,
// property history and the uptime columns: whole buckets of the hourly rollups for windows up to
// 7 days, whole UTC days of the daily rollups beyond (and for a custom range older than the
// hourly rollups are kept, HOURLY_ROLLUP_DAYS); a window "ending at T" ends with the bucket
// that holds the instant just before T (the current, partly filled one when T is now).
import {
  HOURLY_MAX_HOURS,
  HOURLY_ROLLUP_DAYS,
  MAX_REPORT_DAYS,
  REPORT_MSG,
  type ReportKind,
} from '../../contracts/reports.js';
import { badRequest } from '../lib/errors.js';
import { zonedMidnight } from '../lib/zoned-time.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type ReportBucket = 'hour' | 'day';

export type Window = {
  /** inclusive, on a bucket boundary */
  start: Date;
  /** exclusive, on a bucket boundary */
  end: Date;
  bucket: ReportBucket;
};

export type ReportRange = Window & {
  kind: ReportKind;
  /** where the report's data stops: the end, or now when the range reaches into the future */
  until: Date;
  /** a custom range's bounds as asked, before widening to whole buckets */
  asked?: { from: Date; to: Date };
};

/** Hours in each named trailing window (history ranges, uptime columns, report kinds). */
export const WINDOW_HOURS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '90d': 90 * 24 } as const;
export type WindowName = keyof typeof WINDOW_HOURS;

const REPORT_WINDOWS: Record<Exclude<ReportKind, 'custom'>, WindowName> = {
  daily: '24h',
  weekly: '7d',
  monthly: '30d',
};

const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;
const unitOf = (bucket: ReportBucket) => (bucket === 'hour' ? HOUR : DAY);

/** Windows up to a week read the hourly rollups; longer ones the daily rollups. */
export const bucketFor = (hours: number): ReportBucket =>
  hours <= HOURLY_MAX_HOURS ? 'hour' : 'day';

/** The `hours` (whole buckets) ending at `end`. */
export function trailingWindow(hours: number, end: Date): Window {
  const bucket = bucketFor(hours);
  const unit = unitOf(bucket);
  const stop = floorTo(end.getTime() - 1, unit) + unit;
  return { bucket, start: new Date(stop - hours * HOUR), end: new Date(stop) };
}

/** The named window ending at `end` (now, for the dashboard and the uptime columns). */
export const namedWindow = (name: WindowName, end: Date): Window =>
  trailingWindow(WINDOW_HOURS[name], end);

function withUntil(kind: ReportKind, w: Window, now: Date): ReportRange {
  const until = Math.max(w.start.getTime(), Math.min(w.end.getTime(), now.getTime()));
  return { kind, ...w, until: new Date(until) };
}

/** A date-only value is a whole local day: `from` is its midnight, `to` the next midnight. */
function parseBound(value: string, side: 'from' | 'to', timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value).getTime();
  if (side === 'from') return zonedMidnight(value, timeZone);
  const next = new Date(Date.parse(`${value}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return zonedMidnight(next, timeZone);
}

/**
 * A report kind's window: daily, weekly and monthly end now; a custom one covers its from/to,
 * date-only values being whole days in the workspace's time zone, widened to whole buckets.
 */
export function resolveReportRange(
  kind: ReportKind,
  query: { from?: string; to?: string },
  now: Date,
  timeZone = 'UTC',
): ReportRange {
  if (kind !== 'custom') return withUntil(kind, namedWindow(REPORT_WINDOWS[kind], now), now);
  if (!query.from || !query.to) throw badRequest(REPORT_MSG.customNeedsDates);
  const from = parseBound(query.from, 'from', timeZone);
  // Ordered by the values as given: `to` equal to `from` is one whole day (or an instant).
  if (parseBound(query.to, 'from', timeZone) < from) throw badRequest(REPORT_MSG.toBeforeFrom);
  const to = parseBound(query.to, 'to', timeZone);
  // An hour of slack: local days across a daylight-saving change are 23 or 25 hours long.
  if (to - from > MAX_REPORT_DAYS * DAY + HOUR) throw badRequest(REPORT_MSG.tooLong);
  // hourly rows older than HOURLY_ROLLUP_DAYS are pruned: an older range reads whole days
  const hourlyKept = from >= now.getTime() - HOURLY_ROLLUP_DAYS * DAY;
  const bucket = hourlyKept ? bucketFor((to - from) / HOUR) : 'day';
  const unit = unitOf(bucket);
  const w = { bucket, start: new Date(floorTo(from, unit)), end: new Date(ceilTo(to, unit)) };
  return { ...withUntil(kind, w, now), asked: { from: new Date(from), to: new Date(to) } };
}

/** The bucket starts of a window, for a chart with a point (or a gap) per hour or day. */
export function bucketStarts(w: Window): Date[] {
  const unit = unitOf(w.bucket);
  const out: Date[] = [];
  for (let t = w.start.getTime(); t < w.end.getTime(); t += unit) out.push(new Date(t));
  return out;
}
