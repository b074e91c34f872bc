// Turns a report kind (and a custom from/to) into exact rollup bounds: whole UTC hours for ranges
// up to 7 days (hourly rollups), whole UTC days beyond (daily rollups).
import {
  HOURLY_MAX_HOURS,
  MAX_REPORT_DAYS,
  REPORT_MSG,
  type ReportKind,
} from '../../../contracts/reports.js';
import { badRequest } from '../../lib/errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type ReportBucket = 'hour' | 'day';

export type ReportRange = {
  kind: ReportKind;
  /** inclusive, on a bucket boundary */
  start: Date;
  /** exclusive, on a bucket boundary */
  end: Date;
  /** where the report's data stops: the end, or now when the range reaches into the future */
  until: Date;
  bucket: ReportBucket;
};

const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;

function range(kind: ReportKind, start: number, end: number, bucket: ReportBucket, now: Date) {
  return {
    kind,
    start: new Date(start),
    end: new Date(end),
    until: new Date(Math.max(start, Math.min(end, now.getTime()))),
    bucket,
  };
}

/** A date-only value is a whole UTC day: `from` is its midnight, `to` the following midnight. */
function parseBound(value: string, side: 'from' | 'to'): number {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const t = new Date(dateOnly ? `${value}T00:00:00Z` : value).getTime();
  return dateOnly && side === 'to' ? t + DAY : t;
}

export function resolveReportRange(
  kind: ReportKind,
  query: { from?: string; to?: string },
  now: Date,
): ReportRange {
  const n = now.getTime();
  switch (kind) {
    case 'daily':
      return range(kind, floorTo(n, HOUR) - 23 * HOUR, floorTo(n, HOUR) + HOUR, 'hour', now);
    case 'weekly':
      return range(kind, floorTo(n, HOUR) - 167 * HOUR, floorTo(n, HOUR) + HOUR, 'hour', now);
    case 'monthly':
      return range(kind, floorTo(n, DAY) - 29 * DAY, floorTo(n, DAY) + DAY, 'day', now);
    case 'custom': {
      if (!query.from || !query.to) throw badRequest(REPORT_MSG.customNeedsDates);
      const from = parseBound(query.from, 'from');
      // Ordered by the values as given: `to` equal to `from` is one whole day (or an instant).
      if (parseBound(query.to, 'from') < from) throw badRequest(REPORT_MSG.toBeforeFrom);
      const to = parseBound(query.to, 'to');
      if (to - from > MAX_REPORT_DAYS * DAY) throw badRequest(REPORT_MSG.tooLong);
      const hourly = to - from <= HOURLY_MAX_HOURS * HOUR;
      const unit = hourly ? HOUR : DAY;
      return range(kind, floorTo(from, unit), ceilTo(to, unit), hourly ? 'hour' : 'day', now);
    }
  }
}

/** The bucket starts of a range, for a chart with a point (or a gap) per hour or day. */
export function bucketStarts(r: Pick<ReportRange, 'start' | 'end' | 'bucket'>): Date[] {
  const unit = r.bucket === 'hour' ? HOUR : DAY;
  const out: Date[] = [];
  for (let t = r.start.getTime(); t < r.end.getTime(); t += unit) out.push(new Date(t));
  return out;
}
