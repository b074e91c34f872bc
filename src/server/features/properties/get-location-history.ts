// A property's history as one agent location saw it (the detail page's chart split by location):
// hourly buckets of location_hours, in the same shape as the property's own history so the page
// draws it with the same chart, figures and uptime bar. Without a location, or with the primary,
// the property's own history (its rollups) is the answer.
import type pg from 'pg';
import { LOCATION_MSG } from '../../../contracts/locations.js';
import type { HistoryRange, PropertyHistory } from '../../../contracts/monitoring.js';
import {
  LOCATION_HISTORY_MSG,
  LOCATION_HISTORY_RANGES,
  PRIMARY_LOCATION_ID,
} from '../../../contracts/property-locations.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { getPropertyRow } from '../../data/get-property.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { roundFigure } from '../../reporting/report-stats.js';
import { namedWindow } from '../../reporting/report-window.js';
import { getPropertyHistory } from './get-property-history.js';

type HourRow = { hour: Date; checks: number; failures: number; rttSum: number; rttCount: number };

const avg = (sum: number, n: number) => (n > 0 ? roundFigure(sum / n) : null);
const uptime = (checks: number, failures: number) =>
  checks > 0 ? roundFigure(((checks - failures) / checks) * 100) : null;

export async function getLocationHistory(
  db: Db,
  pool: pg.Pool,
  opts: { actor: Actor; id: number; range: HistoryRange; location?: string | undefined },
  now = new Date(),
): Promise<PropertyHistory> {
  const { actor, id, range, location } = opts;
  if (location === undefined || location === PRIMARY_LOCATION_ID) {
    return getPropertyHistory(db, { actor, id, range });
  }
  const property = await getPropertyRow(db, actor, id);
  const known = await pool.query('SELECT 1 FROM monitoring_locations WHERE id = $1', [location]);
  if (known.rowCount === 0) throw notFound(LOCATION_MSG.notFound);
  if (!(LOCATION_HISTORY_RANGES as readonly string[]).includes(range)) {
    throw badRequest(LOCATION_HISTORY_MSG.rangeTooLong);
  }
  const window = namedWindow(range, now);
  const { rows } = await pool.query<HourRow>(
    `SELECT hour, checks, failures, rtt_sum AS "rttSum", rtt_count AS "rttCount"
       FROM location_hours
      WHERE property_id = $1 AND location_id = $2 AND hour >= $3 AND hour < $4
      ORDER BY hour`,
    [property.id, location, window.start, window.end],
  );
  const total = rows.reduce(
    (t, r) => ({
      checks: t.checks + r.checks,
      failures: t.failures + r.failures,
      rttSum: t.rttSum + r.rttSum,
      rttCount: t.rttCount + r.rttCount,
    }),
    { checks: 0, failures: 0, rttSum: 0, rttCount: 0 },
  );
  return {
    range,
    bucket: window.bucket,
    uptime: uptime(total.checks, total.failures),
    checks: total.checks,
    avgResponseTime: avg(total.rttSum, total.rttCount),
    // maintenance is the property's own figure; a location's buckets are its checks as they came
    plannedMaintenanceMs: 0,
    points: rows.map((r) => ({
      time: r.hour.toISOString(),
      checks: r.checks,
      ups: r.checks - r.failures,
      uptime: uptime(r.checks, r.failures),
      avgResponseTime: avg(r.rttSum, r.rttCount),
      // only the sum is kept per hour: no min-max band for a location
      minResponseTime: null,
      maxResponseTime: null,
    })),
  };
}
