import { describe, expect, it } from 'vitest';
import {
  formatChangeFromYesterday,
  formatMs,
  formatPercent,
  formatPercentOf,
  formatRelativeTime,
  formatTimestamp,
} from './format.js';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('reads "Never" without a date', () => {
    expect(formatRelativeTime(null, NOW)).toBe('Never');
    expect(formatRelativeTime(undefined, NOW)).toBe('Never');
    expect(formatRelativeTime('', NOW)).toBe('Never');
    expect(formatRelativeTime('not a date', NOW)).toBe('Never');
  });

  it('reads "just now" under a minute, also for a clock slightly ahead', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), NOW)).toBe('just now');
  });

  it('counts minutes, hours and days with singular and plural', () => {
    expect(formatRelativeTime(ago(60_000), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * 60_000 + 5_000), NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(3_600_000), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(new Date(NOW - 5 * 3_600_000), NOW)).toBe('5 hours ago');
    expect(formatRelativeTime(NOW - 2 * 86_400_000, NOW)).toBe('2 days ago');
  });
});

describe('formatMs and formatTimestamp', () => {
  it('shows ms with precision for fast replies, "Timeout" when empty', () => {
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(3.46)).toBe('3.5 ms');
    expect(formatMs(0.042)).toBe('0.04 ms');
    expect(formatMs(0)).toBe('0.00 ms');
    expect(formatMs(null)).toBe('Timeout');
    expect(formatMs(undefined, '—')).toBe('—');
  });

  it('shows "Never" without a timestamp', () => {
    expect(formatTimestamp(null)).toBe('Never');
    expect(formatTimestamp('2025-06-01T12:00:00Z')).not.toBe('Never');
  });
});

describe('percentages', () => {
  it('divides to one decimal and reads 0.0 with no properties', () => {
    expect(formatPercentOf(2, 3)).toBe('66.7');
    expect(formatPercentOf(1, 3)).toBe('33.3');
    expect(formatPercentOf(3, 3)).toBe('100.0');
    expect(formatPercentOf(0, 0)).toBe('0.0');
  });

  it('formats an uptime with one decimal, "—" when unknown', () => {
    expect(formatPercent(99.95)).toBe('100.0%');
    expect(formatPercent(98.26)).toBe('98.3%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatChangeFromYesterday', () => {
  it('shows the signed change in ms', () => {
    expect(formatChangeFromYesterday(14, 12)).toBe('+2ms from yesterday');
    expect(formatChangeFromYesterday(9.4, 12)).toBe('-3ms from yesterday');
    expect(formatChangeFromYesterday(12, 12)).toBe('+0.00ms from yesterday');
    expect(formatChangeFromYesterday(0.08, 0.05)).toBe('+0.03ms from yesterday');
    expect(formatChangeFromYesterday(0.05, 0.08)).toBe('-0.03ms from yesterday');
    expect(formatChangeFromYesterday(11.6, 12)).toBe('-0.40ms from yesterday');
  });

  it('says so when a day has no data', () => {
    expect(formatChangeFromYesterday(12, null)).toBe('No data from yesterday');
    expect(formatChangeFromYesterday(null, null)).toBe('No data from yesterday');
    expect(formatChangeFromYesterday(null, 12)).toBe('No property online now');
  });
});
