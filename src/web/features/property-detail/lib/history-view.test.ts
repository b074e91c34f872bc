import { describe, expect, it } from 'vitest';
import {
  checkMethodLabel,
  formatDuration,
  intervalLabel,
  totalDowntimeSeconds,
  uptimeHealth,
  uptimeSlots,
} from './history-view.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const point = (time: number, checks: number, ups: number) => ({
  time: new Date(time).toISOString(),
  checks,
  ups,
  uptime: checks ? (ups / checks) * 100 : null,
  avgResponseTime: null,
  minResponseTime: null,
  maxResponseTime: null,
});

describe('uptimeSlots', () => {
  const now = Date.parse('2025-03-10T12:34:00Z');
  const thisHour = Date.parse('2025-03-10T12:00:00Z');

  it('has one slot per hour for 24 h, the last being the current hour, empty ones null', () => {
    const slots = uptimeSlots(
      { range: '24h', points: [point(thisHour, 10, 9), point(thisHour - 3 * HOUR, 4, 4)] },
      now,
    );
    expect(slots).toHaveLength(24);
    expect(slots[23]).toEqual({ start: thisHour, checks: 10, ups: 9, uptime: 90 });
    expect(slots[20]).toMatchObject({ checks: 4, uptime: 100 });
    expect(slots[0]).toEqual({ start: thisHour - 23 * HOUR, checks: 0, ups: 0, uptime: null });
    expect(slots.filter((s) => s.uptime === null)).toHaveLength(22);
  });

  it('matches daily buckets that start at a non-UTC midnight to the nearest day', () => {
    const today = Date.parse('2025-03-10T00:00:00Z');
    const slots = uptimeSlots(
      {
        range: '30d',
        points: [point(today + 5 * HOUR, 100, 50), point(today - 2 * DAY - 3 * HOUR, 10, 10)],
      },
      now,
    );
    expect(slots).toHaveLength(30);
    expect(slots[29]).toMatchObject({ start: today, uptime: 50 });
    expect(slots[27]).toMatchObject({ uptime: 100 });
  });

  it('ignores points outside the range and counts 7 d and 90 d slots', () => {
    expect(uptimeSlots({ range: '7d', points: [] }, now)).toHaveLength(168);
    const slots = uptimeSlots(
      { range: '90d', points: [point(now - 200 * DAY, 1, 1), point(now + 3 * DAY, 1, 1)] },
      now,
    );
    expect(slots).toHaveLength(90);
    expect(slots.every((s) => s.uptime === null)).toBe(true);
  });
});

describe('uptimeHealth (spec commercial: ≥95 green, ≥85 yellow, else red)', () => {
  it.each([
    [100, 'good'],
    [95, 'good'],
    [94.9, 'warning'],
    [85, 'warning'],
    [84.9, 'bad'],
    [0, 'bad'],
    [null, 'none'],
  ] as const)('%s → %s', (v, want) => expect(uptimeHealth(v)).toBe(want));
});

describe('durations and labels', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [60, '1m'],
    [725, '12m 5s'],
    [3600, '1h'],
    [12_000, '3h 20m'],
    [187_200, '2d 4h'],
    [-5, '0s'],
  ])('formatDuration(%s) = %s', (s, want) => expect(formatDuration(s)).toBe(want));

  it('sums downtime and labels method and interval', () => {
    expect(
      totalDowntimeSeconds([
        { id: 1, startedAt: '', endedAt: null, durationSeconds: 30 },
        { id: 2, startedAt: '', endedAt: '', durationSeconds: 90 },
      ]),
    ).toBe(120);
    expect(checkMethodLabel('icmp', null)).toBe('ICMP ping');
    expect(checkMethodLabel('tcp', 443)).toBe('TCP port 443');
    expect(intervalLabel(30)).toBe('every 30s');
    expect(intervalLabel(300)).toBe('every 5m');
  });
});
