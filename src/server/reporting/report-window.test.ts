import { describe, expect, it } from 'vitest';
import { REPORT_MSG } from '../../contracts/reports.js';
import { bucketStarts, namedWindow, resolveReportRange, trailingWindow } from './report-window.js';

const now = new Date('2026-11-21T09:47:12Z');
const iso = (r: { start: Date; end: Date; until: Date }) => ({
  start: r.start.toISOString(),
  end: r.end.toISOString(),
  until: r.until.toISOString(),
});

describe('report ranges', () => {
  it('daily and weekly read whole hours of the hourly rollups, ending now', () => {
    const daily = resolveReportRange('daily', {}, now);
    expect(daily.bucket).toBe('hour');
    expect(iso(daily)).toEqual({
      start: '2026-11-20T10:00:00.000Z',
      end: '2026-11-21T10:00:00.000Z',
      until: now.toISOString(),
    });
    expect(bucketStarts(daily)).toHaveLength(24);
    const weekly = resolveReportRange('weekly', {}, now);
    expect(weekly.bucket).toBe('hour');
    expect(weekly.start.toISOString()).toBe('2026-11-14T10:00:00.000Z');
    expect(bucketStarts(weekly)).toHaveLength(168);
  });

  it('monthly reads 30 whole UTC days of the daily rollups', () => {
    const monthly = resolveReportRange('monthly', {}, now);
    expect(monthly.bucket).toBe('day');
    expect(monthly.start.toISOString()).toBe('2026-10-23T00:00:00.000Z');
    expect(monthly.end.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(bucketStarts(monthly)).toHaveLength(30);
  });

  it('custom dates are whole UTC days, both included', () => {
    const r = resolveReportRange('custom', { from: '2026-01-01', to: '2026-03-31' }, now);
    expect(r.bucket).toBe('day');
    expect(iso(r)).toEqual({
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-04-01T00:00:00.000Z',
      until: '2026-04-01T00:00:00.000Z',
    });
    const oneDay = resolveReportRange('custom', { from: '2026-11-02', to: '2026-11-02' }, now);
    expect(oneDay.bucket).toBe('hour');
    expect(bucketStarts(oneDay)).toHaveLength(24);
  });

  it('custom date-times are widened to whole hours (≤ 7 days) or whole days', () => {
    const r = resolveReportRange(
      'custom',
      { from: '2026-11-01T10:30:00Z', to: '2026-11-03T08:10:00+02:00' },
      now,
    );
    expect(r.bucket).toBe('hour');
    expect(r.start.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-11-03T07:00:00.000Z');
    const long = resolveReportRange(
      'custom',
      { from: '2026-01-01T10:30:00Z', to: '2026-02-01T01:00:00Z' },
      now,
    );
    expect(long.bucket).toBe('day');
    expect(long.end.toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });

  it('a range into the future stops its data now', () => {
    const r = resolveReportRange('custom', { from: '2026-11-20', to: '2026-11-30' }, now);
    expect(r.until.toISOString()).toBe(now.toISOString());
  });

  it('refuses missing, reversed and over-long custom ranges with clear messages', () => {
    expect(() => resolveReportRange('custom', { from: '2026-01-01' }, now)).toThrow(
      REPORT_MSG.customNeedsDates,
    );
    expect(() =>
      resolveReportRange('custom', { from: '2026-02-01', to: '2026-01-31' }, now),
    ).toThrow(REPORT_MSG.toBeforeFrom);
    expect(() =>
      resolveReportRange('custom', { from: '2024-01-01', to: '2024-12-31' }, now),
    ).not.toThrow();
    expect(() =>
      resolveReportRange('custom', { from: '2024-01-01', to: '2025-01-01' }, now),
    ).toThrow(REPORT_MSG.tooLong);
  });

  it('custom dates are whole days of the workspace time zone', () => {
    const r = resolveReportRange(
      'custom',
      { from: '2026-11-02', to: '2026-11-03' },
      now,
      'Asia/Kolkata',
    );
    expect(r.bucket).toBe('hour');
    expect(r.start.toISOString()).toBe('2026-11-01T18:00:00.000Z'); // 23:30 local, widened to the hour
    expect(r.asked!.from.toISOString()).toBe('2026-11-01T18:30:00.000Z');
    expect(r.asked!.to.toISOString()).toBe('2026-11-03T18:30:00.000Z');
    // across a daylight-saving change a local day is 25 hours long (23 in spring)
    const dst = resolveReportRange(
      'custom',
      { from: '2026-11-01', to: '2026-11-01' },
      now,
      'America/New_York',
    );
    expect(bucketStarts(dst)).toHaveLength(25);
  });

  it('a custom range starting before the hourly rollups are kept reads whole UTC days', () => {
    // HOURLY_ROLLUP_DAYS (35) before now: 2026-10-17T09:47:12Z
    const inside = resolveReportRange(
      'custom',
      { from: '2026-10-17T10:00:00Z', to: '2026-10-18T10:00:00Z' },
      now,
    );
    expect(inside.bucket).toBe('hour');
    const older = resolveReportRange(
      'custom',
      { from: '2026-10-17T09:00:00Z', to: '2026-10-18T09:00:00Z' },
      now,
    );
    expect(older.bucket).toBe('day');
    expect(older.start.toISOString()).toBe('2026-10-17T00:00:00.000Z');
    expect(older.end.toISOString()).toBe('2026-10-19T00:00:00.000Z');
    // a spring day with its 23 hours, months ago: one daily bucket, the UTC day
    const spring = resolveReportRange(
      'custom',
      { from: '2026-03-08', to: '2026-03-08' },
      now,
      'America/New_York',
    );
    expect(spring.bucket).toBe('day');
    expect(bucketStarts(spring).map((d) => d.toISOString())).toEqual([
      '2026-03-08T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
  });

  it('one window definition: N whole buckets ending with the one that holds the moment before the end', () => {
    const iso2 = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
    expect(iso2(namedWindow('24h', now))).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
    ]);
    // a report mailed at 08:00 covers the 24 hours before it, not the hour after
    const at8 = new Date('2026-11-21T08:00:00Z');
    expect(iso2(trailingWindow(24, at8))).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T08:00:00.000Z',
    ]);
    expect(namedWindow('7d', now).bucket).toBe('hour');
    expect(iso2(namedWindow('30d', now))).toEqual([
      '2026-10-23T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
    ]);
    expect(namedWindow('90d', now).bucket).toBe('day');
    // the download's kinds are these windows
    expect(iso2(resolveReportRange('weekly', {}, now))).toEqual(iso2(namedWindow('7d', now)));
  });
});
