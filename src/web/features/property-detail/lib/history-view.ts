// Pure helpers of the property detail page: uptime bar slots, health colours, durations, labels.
import type { HistoryRange, PropertyHistory } from '../../../../contracts/monitoring.js';
import type { Incident } from '../../../../contracts/incidents.js';

export const RANGE_LABELS: Record<HistoryRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How many bar slots each range has: one per hour (24 h, 7 d) or per day (30 d, 90 d). */
export const RANGE_SLOTS: Record<HistoryRange, { count: number; bucketMs: number }> = {
  '24h': { count: 24, bucketMs: HOUR_MS },
  '7d': { count: 24 * 7, bucketMs: HOUR_MS },
  '30d': { count: 30, bucketMs: DAY_MS },
  '90d': { count: 90, bucketMs: DAY_MS },
};

export type UptimeSlot = {
  start: number;
  checks: number;
  ups: number;
  /** null when nothing was checked in the slot */
  uptime: number | null;
};

/**
 * One slot per hour or day of the range, oldest first, the last being the current one. The server
 * sends only buckets that have checks; the others stay empty. Daily buckets start at the server's
 * midnight, so a point is matched to the nearest slot rather than by exact time.
 */
export function uptimeSlots(
  history: Pick<PropertyHistory, 'range' | 'points'>,
  now: number = Date.now(),
): UptimeSlot[] {
  const { count, bucketMs } = RANGE_SLOTS[history.range];
  const currentStart = Math.floor(now / bucketMs) * bucketMs;
  const slots: UptimeSlot[] = Array.from({ length: count }, (_, i) => ({
    start: currentStart - (count - 1 - i) * bucketMs,
    checks: 0,
    ups: 0,
    uptime: null,
  }));
  for (const p of history.points) {
    const ago = Math.round((currentStart - Date.parse(p.time)) / bucketMs);
    const slot = slots[count - 1 - ago];
    if (!slot || ago < 0) continue;
    slot.checks += p.checks;
    slot.ups += p.ups;
    slot.uptime = slot.checks > 0 ? (slot.ups / slot.checks) * 100 : null;
  }
  return slots;
}

export type Health = 'good' | 'warning' | 'bad' | 'none';

/** Health colours (spec commercial): at least 95 % green, at least 85 % yellow, else red. */
export function uptimeHealth(uptime: number | null | undefined): Health {
  if (uptime === null || uptime === undefined) return 'none';
  if (uptime >= 95) return 'good';
  if (uptime >= 85) return 'warning';
  return 'bad';
}

/** "45s", "12m 5s", "3h 20m", "2d 4h". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${s % 60 ? ` ${s % 60}s` : ''}`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}h${m % 60 ? ` ${m % 60}m` : ''}`;
  const d = Math.floor(h / 24);
  return `${d}d${h % 24 ? ` ${h % 24}h` : ''}`;
}

/** The label of a bucket on the chart's axis and in tooltips. */
export function bucketLabel(time: number | string, bucket: 'hour' | 'day', long = false): string {
  const d = new Date(time);
  if (bucket === 'day') {
    return d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  }
  const hm = d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return long ? `${d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })} ${hm}` : hm;
}

/** Total downtime of the listed incidents (ongoing ones count until now, as the server sends). */
export const totalDowntimeSeconds = (list: readonly Incident[]): number =>
  list.reduce((sum, i) => sum + i.durationSeconds, 0);

/** "ICMP ping" or "TCP port 443". */
export function checkMethodLabel(method: string, port: number | null): string {
  return method === 'tcp' ? `TCP port ${port ?? '?'}` : 'ICMP ping';
}

/** "every 30s", "every 5m", "every 1h 30m". */
export const intervalLabel = (seconds: number): string => `every ${formatDuration(seconds)}`;
