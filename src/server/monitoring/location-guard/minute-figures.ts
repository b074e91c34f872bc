// The primary's figures for the Locations panel (decision 027, "The primary's figures"): a batch's
// checks, failures and lag as the agents' minutes hold them, written by the guard's one statement
// per batch (count-outcomes.ts), and an hour of minutes kept.
import type pg from 'pg';
import { LAG_BUCKETS_MS, LAG_BUCKET_COUNT } from '../agents/lag-buckets.js';
import type { ProbeResult } from '../probe/types.js';
import type { MinuteFigures } from './count-outcomes.js';

/** As PostgreSQL's width_bucket(lag, bounds): the number of bounds at or below the lag. */
export function lagHistogram(lagsMs: number[]): number[] {
  const buckets = new Array<number>(LAG_BUCKET_COUNT).fill(0);
  for (const lag of lagsMs) {
    const i = LAG_BUCKETS_MS.filter((b) => b <= lag).length;
    buckets[i]! += 1;
  }
  return buckets;
}

/** The batch's targets (ids from 0; canaries below) and the lag of each check behind its slot. */
export function minuteFigures(results: ProbeResult[], lagsMs: number[]): MinuteFigures {
  const targets = results.filter((r) => r.id >= 0);
  return {
    checks: targets.length,
    failures: targets.filter((r) => r.outcome !== 'up').length,
    lagBuckets: lagHistogram(lagsMs),
  };
}

/** Minutes older than an hour (the worker's hourly job; agents' posts prune them as well). */
export async function pruneLocationMinutes(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM location_minutes WHERE minute < now() - interval '1 hour'`);
}
