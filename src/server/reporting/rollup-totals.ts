// Reads the rollups of a window: sums per property, for a whole workspace, or per bucket. The
// window decides the table (hourly or daily rollups); every figure is made from these sums.
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkRollupsDaily, checkRollupsHourly, properties } from '../db/schema/index.js';
import { RTT_BUCKET_COUNT } from '../monitoring/rtt-histogram.js';
import {
  checkMetrics,
  EMPTY_TOTALS,
  type CheckMetrics,
  type RollupTotals,
} from './report-stats.js';
import type { Window } from './report-window.js';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The rollup table of the window's granularity, its bounds, and each bucket's start instant. */
export function rollupSource(w: Window) {
  if (w.bucket === 'hour') {
    const t = checkRollupsHourly;
    return { t, inWindow: and(gte(t.hour, w.start), lt(t.hour, w.end))!, time: sql`${t.hour}` };
  }
  const t = checkRollupsDaily;
  return {
    t,
    inWindow: and(gte(t.day, isoDay(w.start)), lt(t.day, isoDay(w.end)))!,
    // a daily row is a UTC day: its start as a timestamptz, whatever the session's time zone
    time: sql`(${t.day}::timestamp AT TIME ZONE 'UTC')`,
  };
}

type Source = ReturnType<typeof rollupSource>;

/** Sums of a set of rollup rows; the histogram adds bucket by bucket (arrays are 1-based). */
function sums({ t }: Source, withHistogram: boolean) {
  const hist = Array.from(
    { length: RTT_BUCKET_COUNT },
    (_, i) => sql`coalesce(sum(${t.rttHist}[${sql.raw(String(i + 1))}]), 0)`,
  );
  return {
    checks: sql<number>`coalesce(sum(${t.checks}), 0)::int8`,
    ups: sql<number>`coalesce(sum(${t.ups}), 0)::int8`,
    timeouts: sql<number>`coalesce(sum(${t.timeouts}), 0)::int8`,
    rttSum: sql<number>`coalesce(sum(${t.rttSum}::float8), 0)`,
    rttMin: sql<number | null>`min(${t.rttMin})::float8`,
    rttMax: sql<number | null>`max(${t.rttMax})::float8`,
    rttHist: withHistogram
      ? sql<number[] | null>`ARRAY[${sql.join(hist, sql`, `)}]::int[]`
      : sql<null>`NULL::int[]`,
  };
}

const ofWorkspace = (src: Source, workspaceId: string): SQL =>
  and(eq(properties.workspaceId, workspaceId), src.inWindow)!;

/** Each property's sums over the window (properties without rows are absent); or one's. */
export async function propertyTotals(
  db: Db,
  workspaceId: string,
  w: Window,
  propertyId?: number,
): Promise<Map<number, RollupTotals>> {
  const src = rollupSource(w);
  const rows = await db
    .select({ propertyId: src.t.propertyId, ...sums(src, true) })
    .from(src.t)
    .innerJoin(properties, eq(properties.id, src.t.propertyId))
    .where(
      propertyId === undefined
        ? ofWorkspace(src, workspaceId)
        : and(ofWorkspace(src, workspaceId), eq(src.t.propertyId, propertyId)),
    )
    .groupBy(src.t.propertyId);
  return new Map(rows.map(({ propertyId, ...totals }) => [propertyId, totals]));
}

/** The whole workspace's sums over the window (no histogram: nothing here needs a percentile). */
export async function workspaceTotals(
  db: Db,
  workspaceId: string,
  w: Window,
): Promise<RollupTotals> {
  const src = rollupSource(w);
  const [row] = await db
    .select(sums(src, false))
    .from(src.t)
    .innerJoin(properties, eq(properties.id, src.t.propertyId))
    .where(ofWorkspace(src, workspaceId));
  return row ?? EMPTY_TOTALS;
}

/** The workspace's uptime and response figures over a window (dashboard cards, mailed reports). */
export async function workspaceFigures(
  db: Db,
  workspaceId: string,
  w: Window,
): Promise<CheckMetrics> {
  return checkMetrics(await workspaceTotals(db, workspaceId, w));
}

export type BucketTotals = RollupTotals & { time: Date };

/** Sums per bucket over the window: the whole workspace's, or one property's. */
export async function bucketTotals(
  db: Db,
  scope: { workspaceId: string } | { propertyId: number },
  w: Window,
): Promise<BucketTotals[]> {
  const src = rollupSource(w);
  const where =
    'propertyId' in scope
      ? and(eq(src.t.propertyId, scope.propertyId), src.inWindow)
      : ofWorkspace(src, scope.workspaceId);
  const rows = await db
    .select({ time: sql<Date | string>`${src.time}`, ...sums(src, false) })
    .from(src.t)
    .innerJoin(properties, eq(properties.id, src.t.propertyId))
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ ...r, time: new Date(r.time) }));
}

/**
 * Sums per bucket over the window for each of the given properties (a status page's daily bars):
 * the same rollups and sums as above, one query for the whole page.
 */
export async function propertyBucketTotals(
  db: Db,
  propertyIds: readonly number[],
  w: Window,
): Promise<Map<number, BucketTotals[]>> {
  const out = new Map<number, BucketTotals[]>();
  if (propertyIds.length === 0) return out;
  const src = rollupSource(w);
  const rows = await db
    .select({
      propertyId: src.t.propertyId,
      time: sql<Date | string>`${src.time}`,
      ...sums(src, false),
    })
    .from(src.t)
    .where(and(inArray(src.t.propertyId, [...propertyIds]), src.inWindow))
    .groupBy(src.t.propertyId, sql`2`)
    .orderBy(sql`2`);
  for (const { propertyId, ...r } of rows) {
    const list = out.get(propertyId) ?? [];
    list.push({ ...r, time: new Date(r.time) });
    out.set(propertyId, list);
  }
  return out;
}
