// Display formatting shared by the monitoring screens.
import { wordFor } from '../../contracts/plural.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const plural = (n: number, unit: string) =>
  `${n} ${wordFor(n, { one: unit, other: `${unit}s` })} ago`;

/** "just now", "2 minutes ago", "3 hours ago", "5 days ago"; "Never" without a date. */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  now: number = Date.now(),
): string {
  const d = toDate(value);
  if (!d) return 'Never';
  const diff = Math.max(0, now - d.getTime());
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < 30 * DAY) return plural(Math.floor(diff / DAY), 'day');
  return d.toLocaleDateString();
}

/** A local date; a dash without one. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString() : '—';
}

/** A local date and time; "Never" without a date. */
export function formatTimestamp(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? d.toLocaleString() : 'Never';
}

/** A round-trip time: 2 decimals under 1 ms (loopback), 1 under 10 ms, whole above. */
export function formatMsValue(value: number): string {
  const abs = Math.abs(value);
  return abs < 1 ? value.toFixed(2) : abs < 10 ? value.toFixed(1) : String(Math.round(value));
}

/** "<n> ms"; `empty` (default "Timeout") when there is no response time. */
export function formatMs(value: number | null | undefined, empty = 'Timeout'): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? empty
    : `${formatMsValue(value)} ms`;
}

/** part/total as a percentage with one decimal: "66.7"; "0.0" when total is 0. */
export function formatPercentOf(part: number, total: number): string {
  return total > 0 ? ((part / total) * 100).toFixed(1) : '0.0';
}

/** A percentage with one decimal and a % sign ("99.5%"); `empty` (default "—") when null. */
export function formatPercent(value: number | null | undefined, empty = '—'): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? empty
    : `${value.toFixed(1)}%`;
}

/**
 * "+2ms from yesterday" / "-3ms from yesterday" (whole ms; hundredths under 1 ms);
 * "No data from yesterday" without yesterday's average.
 */
export function formatChangeFromYesterday(
  today: number | null | undefined,
  yesterday: number | null | undefined,
): string {
  if (yesterday === null || yesterday === undefined) return 'No data from yesterday';
  if (today === null || today === undefined) return 'No property online now';
  const diff = today - yesterday;
  const text = Math.abs(diff) >= 1 ? String(Math.round(diff)) : diff.toFixed(2);
  return `${diff >= 0 && !text.startsWith('-') ? '+' : ''}${text}ms from yesterday`;
}
