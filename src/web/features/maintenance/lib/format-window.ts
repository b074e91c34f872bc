// A window's times as people read them: on the workspace's clock, the zone named.
import { formatInZone } from '../../../lib/format-in-zone.js';

export { formatInZone };

/** "Sun 6 Dec 2026, 02:00 GMT – Sun 6 Dec 2026, 04:00 GMT" */
export function formatSpan(span: { startsAt: string; endsAt: string }, timeZone: string): string {
  return `${formatInZone(span.startsAt, timeZone)} – ${formatInZone(span.endsAt, timeZone)}`;
}
