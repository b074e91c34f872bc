import { sql } from 'drizzle-orm';
import type { HistoryRange, PropertyHistory } from '../../../contracts/monitoring.js';
import type { Db } from '../../db/client.js';

const RANGES: Record<HistoryRange, { hours: number; bucket: 'hour' | 'day' }> = {
  '24h': { hours: 24, bucket: 'hour' },
  '7d': { hours: 24 * 7, bucket: 'hour' },
  '30d': { hours: 24 * 30, bucket: 'day' },
  '90d': { hours: 24 * 90, bucket: 'day' },
};

const num = (v: unknown, digits = 2) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10 ** digits) / 10 ** digits;

/** Response-time series and uptime of one property, read from the rollups. */
export async function propertyHistory(
  db: Db,
  propertyId: number,
  range: HistoryRange,
): Promise<PropertyHistory> {
  const { hours, bucket } = RANGES[range];
  const { rows } = await db.execute(
    bucket === 'hour'
      ? sql`SELECT hour AS t, checks, ups, rtt_sum, rtt_min, rtt_max FROM check_rollups_hourly
             WHERE property_id = ${propertyId} AND hour >= date_trunc('hour', now()) - make_interval(hours => ${hours - 1})
             ORDER BY hour`
      : sql`SELECT day::timestamptz AS t, checks, ups, rtt_sum, rtt_min, rtt_max FROM check_rollups_daily
             WHERE property_id = ${propertyId} AND day > current_date - ${hours / 24}::int
             ORDER BY day`,
  );
  let checks = 0;
  let ups = 0;
  let rttSum = 0;
  const points = (rows as Array<Record<string, unknown>>).map((r) => {
    const c = Number(r.checks);
    const u = Number(r.ups);
    checks += c;
    ups += u;
    rttSum += Number(r.rtt_sum);
    return {
      time: new Date(r.t as string).toISOString(),
      checks: c,
      ups: u,
      uptime: c ? num((u / c) * 100) : null,
      avgResponseTime: u ? num(Number(r.rtt_sum) / u) : null,
      minResponseTime: num(r.rtt_min),
      maxResponseTime: num(r.rtt_max),
    };
  });
  return {
    range,
    bucket,
    uptime: checks ? num((ups / checks) * 100) : null,
    checks,
    avgResponseTime: ups ? num(rttSum / ups) : null,
    points,
  };
}
