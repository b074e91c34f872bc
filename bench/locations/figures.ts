// The locations bench's figures: checks done and due per location, lag p99 per location, and
// the printout with its verdict.
import type pg from 'pg';
import { p99Of } from '../../src/server/monitoring/agents/lag-buckets.js';
import { percentile } from '../scheduler/measure.js';

/** Slots due up to `cutoff` of checks first due at `firsts`, every `intervalMs`. */
export function dueBy(firsts: Iterable<number>, cutoff: number, intervalMs: number): number {
  let due = 0;
  for (const first of firsts)
    if (first <= cutoff) due += Math.floor((cutoff - first) / intervalMs) + 1;
  return due;
}

/**
 * The primary's checks as its raw results arrive (read every few seconds, before the fold moves
 * them): how many, and each one's lag behind its slot (the schedule keeps the cadence, so a
 * property's slots are its first due time plus whole intervals).
 */
export function createPrimaryTally(pool: pg.Pool, firsts: Map<number, number>, intervalMs: number) {
  let lastId = 0;
  let checks = 0;
  const lags: number[] = [];
  return {
    async poll() {
      const { rows } = await pool.query<{ id: string; property_id: number; at: Date }>(
        `SELECT id, property_id, checked_at AS at FROM check_results WHERE id > $1 ORDER BY id`,
        [lastId],
      );
      for (const r of rows) {
        lastId = Math.max(lastId, Number(r.id));
        const first = firsts.get(r.property_id);
        if (first === undefined) continue;
        checks++;
        lags.push((((r.at.getTime() - first) % intervalMs) + intervalMs) % intervalMs);
      }
    },
    result: () => ({
      checks,
      lagP99Ms: lags.length
        ? percentile(
            lags.sort((a, b) => a - b),
            99,
          )
        : null,
    }),
  };
}

/** An agent location's checks (refused included) and lag p99 from its minutes since `from`. */
export async function agentTally(pool: pg.Pool, locationId: string, from: Date) {
  const { rows } = await pool.query<{ checks: number; buckets: number[] | null }>(
    `SELECT coalesce(sum(checks + refused), 0)::int AS checks,
            (SELECT array_agg(s ORDER BY i) FROM (
               SELECT i, sum(b)::int AS s FROM location_minutes m2,
                      unnest(m2.lag_buckets) WITH ORDINALITY AS u(b, i)
                WHERE m2.location_id = $1 AND m2.minute >= date_trunc('minute', $2::timestamptz)
                GROUP BY i) x) AS buckets
       FROM location_minutes WHERE location_id = $1 AND minute >= date_trunc('minute', $2::timestamptz)`,
    [locationId, from],
  );
  const r = rows[0]!;
  return { checks: r.checks, lagP99Ms: r.buckets ? p99Of(r.buckets) : null };
}

export const us = (ms: number, checks: number) => (checks > 0 ? (ms * 1000) / checks : NaN);
export const f0 = (n: number | null) =>
  n === null || Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en');
