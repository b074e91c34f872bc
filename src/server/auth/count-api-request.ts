// The per-key hourly limits (spec commercial §9), counted in PostgreSQL so every web process
// behind a load balancer shares one count.
import { lt, sql } from 'drizzle-orm';
import { RATE_LIMITS_PER_HOUR, type RateCategory } from '../../contracts/permissions.js';
import type { Db } from '../db/client.js';
import { apiRateCounters } from '../db/schema/index.js';

export type RateState = {
  category: RateCategory;
  limit: number;
  remaining: number;
  /** unix seconds when the window resets */
  resetAt: number;
  allowed: boolean;
};

/** Which documented category a request counts against. */
export function rateCategoryOf(method: string, url: string): RateCategory {
  const path = url.split('?')[0]!;
  if (path.startsWith('/api/reports') || path.startsWith('/api/activity')) return 'reports';
  if (path.startsWith('/api/webhooks')) return 'webhooks';
  if (
    path.startsWith('/api/ping') ||
    path.startsWith('/api/incidents') ||
    /^\/api\/properties\/[^/]+\/(history|incidents)/.test(path)
  ) {
    return 'monitoring';
  }
  return 'standard';
}

export async function countApiRequest(
  db: Db,
  keyId: string,
  category: RateCategory,
  now = new Date(),
): Promise<RateState> {
  const windowStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const { rows } = await db.execute<{ count: number }>(sql`
    INSERT INTO api_rate_counters AS c (key_id, category, window_start, count)
    VALUES (${keyId}, ${category}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key_id, category, window_start) DO UPDATE SET count = c.count + 1
    RETURNING c.count`);
  const used = Number(rows[0]?.count ?? 1);
  const limit = RATE_LIMITS_PER_HOUR[category];
  return {
    category,
    limit,
    remaining: Math.max(0, limit - used),
    resetAt: Math.floor(windowStart.getTime() / 1000) + 3600,
    allowed: used <= limit,
  };
}

/** Drops counters of hours that ended: the current hour's count is all a limit needs. */
export async function pruneApiRateCounters(db: Db, now = new Date()): Promise<void> {
  const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  await db.delete(apiRateCounters).where(lt(apiRateCounters.windowStart, hourStart));
}
