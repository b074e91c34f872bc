// The packed history by UTC day (decision 036 item 2, migration 0043): the fold's rows land in
// their day's partition (or DEFAULT), read back exactly as before, retention drops whole old days
// and keeps the others, and deleting a property still removes its history everywhere.
import { describe, expect, it } from 'vitest';
import { foldCheckResults } from './fold-check-results.js';
import { ensureHistoryPartitions, partitionsBefore } from './history-partitions.js';
import { pruneCheckResults } from './maintenance.js';
import { useMonitorTestApp, workspaceWith } from './test-support/fixtures.js';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const partitionOf = (ms: number) => `check_results_packed_${utcDay(ms).replaceAll('-', '')}`;

describe('packed history partitioned by day', () => {
  const { t, pool } = useMonitorTestApp();
  const db = () => t.ctx.database.db;

  const partitions = async () =>
    (
      await pool().query<{ name: string; strategy: string | null }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'check_results_packed'::regclass ORDER BY 1`,
      )
    ).rows.map((r) => r.name);
  /** every raw result of a property, as the readers get it */
  const unpacked = async (id: number) =>
    (
      await pool().query(
        `SELECT checked_at, outcome, rtt_ms FROM check_results_unpacked($1, now() - interval '400 days', now() + interval '1 day')`,
        [id],
      )
    ).rows;
  const where = async (id: number) =>
    (
      await pool().query<{ t: string; n: number }>(
        `SELECT tableoid::regclass::text AS t, sum(n)::int AS n FROM check_results_packed
          WHERE property_id = $1 GROUP BY 1 ORDER BY 1`,
        [id],
      )
    ).rows;
  /** results of property `id` at these ages (days, may be fractional), outcomes in turn */
  const results = async (id: number, ages: number[]) => {
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT $1, date_trunc('milliseconds', now() - make_interval(secs => a * 86400)),
              (ARRAY['up', 'timeout', 'unreachable'])[1 + (i::int % 3)],
              CASE WHEN i % 3 = 0 THEN (1.25 + i)::real END
         FROM unnest($2::float8[]) WITH ORDINALITY AS u(a, i)`,
      [id, ages],
    );
  };

  it('the migration made a DEFAULT partition and today and the next two days', async () => {
    const now = Date.now();
    const names = await partitions();
    expect(names).toContain('check_results_packed_default');
    for (const d of [0, 1, 2]) expect(names).toContain(partitionOf(now + d * DAY_MS));
    expect(await ensureHistoryPartitions(db())).toBe(0); // nothing missing: nothing locked
    expect(
      (
        await pool().query(
          `SELECT c.relkind FROM pg_class c WHERE c.oid = 'check_results_packed'::regclass`,
        )
      ).rows[0].relkind,
    ).toBe('p');
  });

  it("folded rows go to their day's partition or DEFAULT and read back exactly as before", async () => {
    const { ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const now = Date.now();
    // a day with a partition of its own made for it, one without (DEFAULT), and today
    await pool().query(`SELECT check_results_packed_add_day($1::date)`, [
      utcDay(now - 10 * DAY_MS),
    ]);
    // days back from now to a time of day (hours) ten days ago: both rows in that UTC day, at
    // whatever time of day the test runs (with fixed offsets it failed in the first hours of a
    // UTC day, the rows falling into the day before the partition's)
    const dayFraction = (now % DAY_MS) / DAY_MS;
    const tenDaysAgoAt = (hour: number) => 10 + dayFraction - hour / 24;
    const minutes = (now % DAY_MS) / 60_000;
    const today = [0.6, 0.4, 0.2].map((f) => (f * minutes) / 1440); // all after today's midnight
    await results(id, [tenDaysAgoAt(9), tenDaysAgoAt(15), 20.5, 20.4, 20.3, ...today]);
    const before = await unpacked(id);
    expect(before).toHaveLength(8);
    await foldCheckResults(db(), new Date(now + 60_000));
    expect(await unpacked(id)).toEqual(before);
    expect(await where(id)).toEqual(
      [
        { t: partitionOf(now - 10 * DAY_MS), n: 2 },
        { t: partitionOf(now), n: 3 },
        { t: 'check_results_packed_default', n: 3 },
      ].sort((a, b) => a.t.localeCompare(b.t)),
    );
  });

  it('a partition made for a day moves that day’s rows out of DEFAULT', async () => {
    const { ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const now = Date.now();
    await results(id, [50.5, 50.4, 51.5]);
    await foldCheckResults(db(), new Date(now));
    const before = await unpacked(id);
    expect(await where(id)).toEqual([{ t: 'check_results_packed_default', n: 3 }]);
    const day = utcDay(now - 50.45 * DAY_MS);
    expect(
      (await pool().query(`SELECT check_results_packed_add_day($1::date) AS c`, [day])).rows[0].c,
    ).toBe(true);
    const rows = await where(id);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(3);
    expect(rows.find((r) => r.t === partitionOf(now - 50.45 * DAY_MS))!.n).toBeGreaterThanOrEqual(
      1,
    );
    expect(await unpacked(id)).toEqual(before);
  });

  it('retention drops the days past it whole, deletes old DEFAULT rows, keeps the rest', async () => {
    const { ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const now = Date.now();
    for (const age of [45, 35, 5]) {
      await pool().query(`SELECT check_results_packed_add_day($1::date)`, [
        utcDay(now - age * DAY_MS),
      ]);
    }
    // 45 and 35 days in their partitions, 40 and 3 in DEFAULT (no partition), 5 in its own
    await results(id, [45.01, 45, 40, 35, 5, 3]);
    await foldCheckResults(db(), new Date(now));
    const kept = (await unpacked(id)).slice(-2); // the 5 and 3 days old
    const old = [partitionOf(now - 45 * DAY_MS), partitionOf(now - 35 * DAY_MS)];
    expect(await partitionsBefore(db(), new Date(now - 30 * DAY_MS))).toEqual(
      expect.arrayContaining(old),
    );
    // the 40-day-old result went from DEFAULT row by row; the 45 and 35 days with their tables
    expect(await pruneCheckResults(db(), 30)).toBeGreaterThanOrEqual(1);
    const names = await partitions();
    for (const p of old) expect(names).not.toContain(p);
    expect(names).toContain(partitionOf(now - 5 * DAY_MS));
    expect(names).toContain(partitionOf(now));
    expect(names).toContain('check_results_packed_default');
    expect(await unpacked(id)).toEqual(kept);
    expect(await where(id)).toEqual(
      [
        { t: partitionOf(now - 5 * DAY_MS), n: 1 },
        { t: 'check_results_packed_default', n: 1 },
      ].sort((a, b) => a.t.localeCompare(b.t)),
    );
    // the rollups keep the whole history
    const { rows } = await pool().query(
      `SELECT sum(checks)::int AS n FROM check_rollups_daily WHERE property_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(6);
  });

  it('deleting a property removes its packed history from every partition (the delete trigger)', async () => {
    const { ids } = await workspaceWith(t, 2);
    const [gone, stays] = ids as [number, number];
    const now = Date.now();
    await pool().query(`SELECT check_results_packed_add_day($1::date)`, [
      utcDay(now - 12 * DAY_MS),
    ]);
    await results(gone, [12, 60, 0.0001]);
    await results(stays, [12, 60]);
    await foldCheckResults(db(), new Date(now));
    expect((await where(gone)).length).toBeGreaterThanOrEqual(2);
    await pool().query('DELETE FROM properties WHERE id = $1', [gone]);
    expect(await where(gone)).toEqual([]);
    expect((await where(stays)).reduce((s, r) => s + r.n, 0)).toBe(2);
  });
});
