// The rollups are pruned by age (issue 32: kept for ever they grew without end): hourly rows past
// HOURLY_ROLLUP_DAYS, daily rows past ROLLUP_RETENTION_DAYS; nothing newer, and a report of a
// range older than the hourly rows reads the daily ones, so it still has its figures.
import { describe, expect, it } from 'vitest';
import { HOURLY_ROLLUP_DAYS } from '../../contracts/reports.js';
import { getOk } from '../test/actors.js';
import { pruneRollups } from './maintenance.js';
import { useMonitorTestApp, workspaceWith } from './test-support/fixtures.js';

describe('rollup retention', () => {
  const { t, pool } = useMonitorTestApp();

  it('deletes hourly rows past HOURLY_ROLLUP_DAYS and daily rows past the retention, nothing newer', async () => {
    const { ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const hoursAgo = [1, 24 * (HOURLY_ROLLUP_DAYS - 1), 24 * (HOURLY_ROLLUP_DAYS + 1), 24 * 400];
    for (const h of hoursAgo) {
      await pool().query(
        `INSERT INTO check_hours (property_id, hour, checks, ups)
         VALUES ($1, date_trunc('hour', now()) - make_interval(hours => $2), $2, $2)`,
        [id, h],
      );
    }
    const daysAgo = [0, 100, 400, 731, 732, 2000];
    for (const d of daysAgo) {
      await pool().query(
        `INSERT INTO check_days (property_id, day, checks, ups)
         VALUES ($1, (now() AT TIME ZONE 'UTC')::date - $2::int, $2, $2)`,
        [id, d],
      );
    }
    const left = async (table: string) =>
      (
        await pool().query<{ checks: number }>(
          `SELECT checks FROM ${table} WHERE property_id = $1 ORDER BY checks`,
          [id],
        )
      ).rows.map((r) => r.checks);

    expect(await pruneRollups(t.ctx.database.db, 731)).toBe(4);
    expect(await left('check_hours')).toEqual([1, 24 * (HOURLY_ROLLUP_DAYS - 1)]);
    expect(await left('check_days')).toEqual([0, 100, 400, 731]);
    // again: nothing more is old enough
    expect(await pruneRollups(t.ctx.database.db, 731)).toBe(0);
    // a shorter retention of the daily rows
    expect(await pruneRollups(t.ctx.database.db, 367)).toBe(2);
    expect(await left('check_days')).toEqual([0, 100]);
    expect(t.ctx.config.monitor.rollupRetentionDays).toBe(731);
  });

  it('a custom report of a day older than the hourly rows has its figures from the daily ones', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    // a UTC day 100 days ago: 10 checks, 9 up, in its daily row and in one of its hours
    const day = (
      await pool().query<{ day: string }>(
        `SELECT ((now() AT TIME ZONE 'UTC')::date - 100)::text AS day`,
      )
    ).rows[0]!.day;
    await pool().query(
      `INSERT INTO check_days (property_id, day, checks, ups) VALUES ($1, $2::date, 10, 9)`,
      [id, day],
    );
    await pool().query(
      `INSERT INTO check_hours (property_id, hour, checks, ups)
       VALUES ($1, $2::date + interval '12 hours', 10, 9)`,
      [id, day],
    );
    const report = () =>
      getOk<{ summary: { checks: number; uptime: number | null } }>(
        t.app,
        admin,
        `/api/reports/uptime?from=${day}&to=${day}`,
      );
    const before = await report();
    expect(before.summary.checks).toBe(10);
    await pruneRollups(t.ctx.database.db, 731);
    expect(
      (await pool().query('SELECT 1 FROM check_hours WHERE property_id = $1', [id])).rowCount,
    ).toBe(0);
    // the hour is gone; the day's figures are the same
    expect(await report()).toEqual(before);
  });
});
