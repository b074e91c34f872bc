// One property's response-time series and uptime over a history range, from the rollups.
import type { HistoryRange, PropertyHistory } from '../../contracts/monitoring.js';
import type { Db } from '../db/client.js';
import { checkMetrics, combineRollups } from './report-stats.js';
import { namedWindow } from './report-window.js';
import { plannedMaintenanceMs } from './maintenance-time.js';
import { bucketTotals } from './rollup-totals.js';

/** Buckets with checks only: the chart draws a gap where there is none. */
export async function propertyHistory(
  db: Db,
  propertyId: number,
  range: HistoryRange,
  now = new Date(),
): Promise<PropertyHistory> {
  const window = namedWindow(range, now);
  const [buckets, maintenanceMs] = await Promise.all([
    bucketTotals(db, { propertyId }, window),
    plannedMaintenanceMs(db, { propertyId }, window, now),
  ]);
  const points = buckets.map((b) => {
    const m = checkMetrics(b);
    return {
      time: b.time.toISOString(),
      checks: b.checks,
      ups: b.ups,
      uptime: m.uptime,
      avgResponseTime: m.avgMs,
      minResponseTime: m.minMs,
      maxResponseTime: m.maxMs,
    };
  });
  const total = checkMetrics(combineRollups(buckets));
  return {
    range,
    bucket: window.bucket,
    uptime: total.uptime,
    checks: total.checks,
    avgResponseTime: total.avgMs,
    plannedMaintenanceMs: maintenanceMs,
    points,
  };
}
